/**
 * The site's islands: the parts of a page that move, each hydrated on its own in the browser. Everything
 * else is server HTML that never hydrates. The server renders an island with its component (Island.tsx);
 * the browser finds it by name here and loads its code only when the island is needed.
 */
export const islandLoaders = {
  'clinic-carousel': () => import('../components/home/ClinicCarousel.js').then((m) => m.ClinicCarousel),
  testimonials: () => import('../components/home/Testimonials.js').then((m) => m.Testimonials),
  'home-contact': () => import('../components/home/ContactCard.js').then((m) => m.ContactCard),
  'contact-form': () => import('../components/forms/ContactPageForm.js').then((m) => m.ContactPageForm),
};

export type IslandName = keyof typeof islandLoaders;

/** The props an island's component takes: serialised as JSON beside it, so plain data only. */
export type IslandProps<Name extends IslandName> = IslandComponentProps<
  Awaited<ReturnType<(typeof islandLoaders)[Name]>>
>;
type IslandComponentProps<Component> = Component extends (props: infer Props) => unknown ? Props : never;

/**
 * When an island's code loads: `view` once it comes into view (parts that move as they are seen), `touch`
 * only once a pointer, a touch or focus reaches it (a form: its fields take typing natively). Both also
 * load on a pointer, a touch or focus.
 */
export type HydrateWhen = 'view' | 'touch';
