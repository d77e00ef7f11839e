export type ServiceGroup = 'upper' | 'lower' | 'specialty';

export type ServiceSummary = {
  slug: string;
  /** Short name for menus and cards. */
  label: string;
  /** Page heading and <title>. */
  title: string;
  group: ServiceGroup;
  /** One sentence for meta descriptions and cards. */
  summary: string;
};

export type ServiceLink = { href: string; label: string };

/** The page copy of one service (SPEC.md section 3, "Service page content"); kept apart from the summaries so menus stay light. */
export type ServiceDetails = {
  /** One line under the heading. */
  tagline: string;
  introduction: string;
  /** Symptoms & Problems. */
  symptoms: string[];
  /** How the clinic helps. */
  treatments: string[];
  /** Benefits & Results. */
  benefits: string[];
  /** Exactly 4 other service pages. */
  relatedServices: ServiceLink[];
  /** A safety note shown beside the lists, where the condition calls for one. */
  note?: string;
};

export type ServiceContent = ServiceSummary & ServiceDetails;

export const serviceGroups: { id: ServiceGroup; label: string }[] = [
  { id: 'upper', label: 'Upper Extension' },
  { id: 'lower', label: 'Lower Extension' },
  { id: 'specialty', label: 'Specialty Services' },
];

export const services: ServiceSummary[] = [
  { slug: 'head-neck', label: 'Head & Neck', title: 'Head & Neck Pain Relief', group: 'upper',
    summary: 'Chiropractic care for neck stiffness, tension headaches and limited head movement.' },
  { slug: 'tmj-jaw', label: 'TMJ & Jaw', title: 'TMJ & Jaw Pain Relief', group: 'upper',
    summary: 'Gentle care for jaw clicking, clenching tension and discomfort around the TMJ.' },
  { slug: 'shoulder', label: 'Shoulder', title: 'Shoulder Pain Relief', group: 'upper',
    summary: 'Care for stiff, sore or restricted shoulders so you can reach and lift with ease.' },
  { slug: 'rib-collarbone', label: 'Rib & Collarbone', title: 'Rib & Collarbone Care', group: 'upper',
    summary: 'Relief for rib and collarbone discomfort that makes breathing deep or sleeping hard.' },
  { slug: 'elbow', label: 'Elbow', title: 'Elbow Pain Relief', group: 'upper',
    summary: 'Care for tennis elbow, golfer’s elbow and overuse strain from work or sport.' },
  { slug: 'hand-wrist', label: 'Hand & Wrist', title: 'Hand & Wrist Pain Relief', group: 'upper',
    summary: 'Help for wrist strain, tingling fingers and repetitive-use discomfort.' },
  { slug: 'back-spine', label: 'Back & Spine', title: 'Back & Spine Pain Relief', group: 'upper',
    summary: 'Chiropractic adjustments and laser therapy for low back, mid back and spinal stiffness.' },
  { slug: 'hip-pelvis', label: 'Hip & Pelvis', title: 'Hip & Pelvis Pain Relief', group: 'lower',
    summary: 'Care for hip tightness, pelvic imbalance and discomfort when walking or sitting.' },
  { slug: 'knee', label: 'Knee', title: 'Knee Pain Relief', group: 'lower',
    summary: 'Support for achy, stiff or unstable knees so you can stay on your feet.' },
  { slug: 'foot-ankle', label: 'Foot & Ankle', title: 'Foot & Ankle Pain Relief', group: 'lower',
    summary: 'Care for ankle sprains, heel pain and foot alignment problems.' },
  { slug: 'sports', label: 'Sports Injuries', title: 'Sports Injury Chiropractic', group: 'specialty',
    summary: 'Recovery and performance care for athletes of every age and level.' },
  { slug: 'scoliosis', label: 'Scoliosis', title: 'Scoliosis Care', group: 'specialty',
    summary: 'Supportive chiropractic care and exercises for children and adults with scoliosis.' },
  { slug: 'posture-correction', label: 'Posture Correction', title: 'Posture Correction', group: 'specialty',
    summary: 'Help for forward head posture, rounded shoulders and desk-day stiffness.' },
  { slug: 'pediatric-pregnancy', label: 'Pediatric & Pregnancy', title: 'Pediatric & Pregnancy Chiropractic',
    group: 'specialty', summary: 'Gentle, adapted care for expecting mothers, infants and children.' },
  { slug: 'pre-post-surgery', label: 'Pre & Post Surgery', title: 'Pre & Post Surgery Care', group: 'specialty',
    summary: 'Conservative care that works alongside your surgeon before and after a procedure.' },
  { slug: 'car-accident', label: 'Car Accident Injuries', title: 'Car Accident Injury Care', group: 'specialty',
    summary: 'Thorough evaluation and care for whiplash and other injuries after a collision.' },
];

export const servicePath = (slug: string) => `/services/${slug}`;

export const findService = (slug: string) => services.find((s) => s.slug === slug);

/** Links to other service pages by slug; an unknown slug fails at load time, not as a broken link. */
export function serviceLinks(...slugs: string[]): ServiceLink[] {
  return slugs.map((slug) => {
    const service = findService(slug);
    if (!service) throw new Error(`Unknown service: ${slug}`);
    return { href: servicePath(slug), label: service.label };
  });
}
