export type ServiceGroup = 'upper' | 'lower' | 'specialty';

/** A service as the menus and the route table know it (every page's code carries these). */
export type ServiceEntry = {
  slug: ServiceSlug;
  /** Short name for menus and cards. */
  label: string;
  /** Page heading and <title>. */
  title: string;
  group: ServiceGroup;
};

/** With its one-sentence summary (for meta descriptions and cards; in summaries.ts). */
export type ServiceSummary = ServiceEntry & { summary: string };

/** A link to a service page; the summary comes with a page's loaded copy. */
export type ServiceLink = { href: string; label: string; summary?: string };

/** The page copy of one service; kept apart from the summaries so menus stay light. */
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
  relatedServices: [ServiceSlug, ServiceSlug, ServiceSlug, ServiceSlug];
  /** A safety note shown beside the lists, where the condition calls for one. */
  note?: string;
};

/** A service page's copy: its entry, summary and details, the related services as links with their summaries. */
export type ServiceContent = ServiceSummary &
  Omit<ServiceDetails, 'relatedServices'> & { relatedServices: ServiceLink[] };

export const serviceGroups: { id: ServiceGroup; label: string }[] = [
  { id: 'upper', label: 'Upper Extension' },
  { id: 'lower', label: 'Lower Extension' },
  { id: 'specialty', label: 'Specialty Services' },
];

/** Every service, in menu order; adding one here makes its summary and copy required (type errors until written). */
export const services = [
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
  {
    slug: 'pediatric-pregnancy',
    label: 'Pediatric & Pregnancy',
    title: 'Pediatric & Pregnancy Chiropractic',
    group: 'specialty',
  },
  { slug: 'pre-post-surgery', label: 'Pre & Post Surgery', title: 'Pre & Post Surgery Care', group: 'specialty' },
  { slug: 'car-accident', label: 'Car Accident Injuries', title: 'Car Accident Injury Care', group: 'specialty' },
] as const satisfies readonly (Omit<ServiceEntry, 'slug'> & { slug: string })[];

export type ServiceSlug = (typeof services)[number]['slug'];

/** The slugs of one group's services (each group's copy is a file of its own). */
export type ServiceSlugIn<Group extends ServiceGroup> = Extract<(typeof services)[number], { group: Group }>['slug'];

export const servicePath = (slug: string) => `/services/${slug}`;
