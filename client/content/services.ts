export type ServiceGroup = 'upper' | 'lower' | 'specialty';

/** A service as the menus and the route table know it (every page's code carries these). */
export type ServiceEntry = {
  slug: string;
  /** Short name for menus and cards. */
  label: string;
  /** Page heading and <title>. */
  title: string;
  group: ServiceGroup;
};

/** With its one-sentence summary (for meta descriptions and cards; in service-summaries.ts). */
export type ServiceSummary = ServiceEntry & { summary: string };

/** A link to a service page; the summary comes with a page's loaded copy. */
export type ServiceLink = { href: string; label: string; summary?: string };

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

export const services: ServiceEntry[] = [
  { slug: 'head-neck', label: 'Head & Neck', title: 'Head & Neck Pain Relief', group: 'upper' },
  { slug: 'tmj-jaw', label: 'TMJ & Jaw', title: 'TMJ & Jaw Pain Relief', group: 'upper' },
  { slug: 'shoulder', label: 'Shoulder', title: 'Shoulder Pain Relief', group: 'upper' },
  { slug: 'rib-collarbone', label: 'Rib & Collarbone', title: 'Rib & Collarbone Care', group: 'upper' },
  { slug: 'elbow', label: 'Elbow', title: 'Elbow Pain Relief', group: 'upper' },
  { slug: 'hand-wrist', label: 'Hand & Wrist', title: 'Hand & Wrist Pain Relief', group: 'upper' },
  { slug: 'back-spine', label: 'Back & Spine', title: 'Back & Spine Pain Relief', group: 'upper' },
  { slug: 'hip-pelvis', label: 'Hip & Pelvis', title: 'Hip & Pelvis Pain Relief', group: 'lower' },
  { slug: 'knee', label: 'Knee', title: 'Knee Pain Relief', group: 'lower' },
  { slug: 'foot-ankle', label: 'Foot & Ankle', title: 'Foot & Ankle Pain Relief', group: 'lower' },
  { slug: 'sports', label: 'Sports Injuries', title: 'Sports Injury Chiropractic', group: 'specialty' },
  { slug: 'scoliosis', label: 'Scoliosis', title: 'Scoliosis Care', group: 'specialty' },
  { slug: 'posture-correction', label: 'Posture Correction', title: 'Posture Correction', group: 'specialty' },
  { slug: 'pediatric-pregnancy', label: 'Pediatric & Pregnancy', title: 'Pediatric & Pregnancy Chiropractic', group: 'specialty' },
  { slug: 'pre-post-surgery', label: 'Pre & Post Surgery', title: 'Pre & Post Surgery Care', group: 'specialty' },
  { slug: 'car-accident', label: 'Car Accident Injuries', title: 'Car Accident Injury Care', group: 'specialty' },
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
