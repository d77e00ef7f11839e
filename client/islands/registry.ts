import type { Locale } from '../../shared/locale.js';
import type { IslandWords } from '../texts/islands.js';

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

// Each island's words in each language, a chunk of its own (texts/islands.ts types them).
const wordModules = import.meta.glob<{ words: object }>('../texts/*/islands/*.ts');

/** An island's words in the page's language: they load with its code, so the page's HTML does not carry them. */
export function loadIslandWords(name: IslandName, locale: Locale): Promise<object> {
  const load = wordModules[`../texts/${locale}/islands/${name}.ts`];
  if (!load) return Promise.reject(new Error(`no ${locale} words for the ${name} island`));
  return load().then((m) => m.words);
}

/** The props an island's component takes: its words (in the page's language) and the page's data. */
export type IslandProps<Name extends IslandName> = IslandComponentProps<
  Awaited<ReturnType<(typeof islandLoaders)[Name]>>
>;
type IslandComponentProps<Component> = Component extends (props: infer Props) => unknown ? Props : never;

/**
 * What the server passes an island beside its words: the page's own data (a form's answer, the
 * language), serialised as JSON beside the island, so plain data only.
 */
export type IslandData<Name extends IslandName> = Omit<IslandProps<Name>, keyof IslandWords[Name]>;

/**
 * When an island's code loads: `view` once it comes into view (parts that move as they are seen), `touch`
 * only once a pointer, a touch or focus reaches it (a form: its fields take typing natively). Both also
 * load on a pointer, a touch or focus.
 */
export type HydrateWhen = 'view' | 'touch';
