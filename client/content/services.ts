/**
 * The services as the route table knows them: one page per slug, in menu order, each in its group. The
 * same in every language; their names and copy are in each language's `texts/<locale>/services/`, whose
 * types make each one required (type errors until written).
 */
export const services = [
  { slug: 'head-neck', group: 'upper' },
  { slug: 'tmj-jaw', group: 'upper' },
  { slug: 'shoulder', group: 'upper' },
  { slug: 'rib-collarbone', group: 'upper' },
  { slug: 'elbow', group: 'upper' },
  { slug: 'hand-wrist', group: 'upper' },
  { slug: 'back-spine', group: 'upper' },
  { slug: 'hip-pelvis', group: 'lower' },
  { slug: 'knee', group: 'lower' },
  { slug: 'foot-ankle', group: 'lower' },
  { slug: 'sports', group: 'specialty' },
  { slug: 'scoliosis', group: 'specialty' },
  { slug: 'posture-correction', group: 'specialty' },
  { slug: 'pediatric-pregnancy', group: 'specialty' },
  { slug: 'pre-post-surgery', group: 'specialty' },
  { slug: 'car-accident', group: 'specialty' },
] as const satisfies readonly { slug: string; group: ServiceGroup }[];

/** Upper Extension, Lower Extension, Specialty Services: the order of the menus and the overview. */
export const serviceGroupIds = ['upper', 'lower', 'specialty'] as const;

export type ServiceGroup = (typeof serviceGroupIds)[number];

export type ServiceSlug = (typeof services)[number]['slug'];

/** The slugs of one group's services (each group's copy is a file of its own). */
export type ServiceSlugIn<Group extends ServiceGroup> = Extract<(typeof services)[number], { group: Group }>['slug'];

export const servicePath = (slug: string) => `/services/${slug}`;

/** A service's names in one language. */
export type ServiceName = {
  /** Short name for menus and cards. */
  label: string;
  /** Page heading and <title>. */
  title: string;
};

/** A service as the menus know it in one language. */
export type ServiceEntry = ServiceName & { slug: ServiceSlug; group: ServiceGroup };

/** With its one-sentence summary (for meta descriptions and cards). */
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

/** The services with their names in one language, in menu order. */
export const serviceEntries = (names: Record<ServiceSlug, ServiceName>): ServiceEntry[] =>
  services.map((service) => ({ ...service, ...names[service.slug] }));
