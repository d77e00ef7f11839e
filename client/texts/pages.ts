import type { Locale } from '../../shared/locale.js';
import type { NoExtraTexts } from './exact.js';
import type * as english from './en/pages.js';
import type * as spanish from './es/pages.js';

/** Each page's copy in one language: the English modules' shape. */
export type PageTexts = typeof english;

type Checked = { es: NoExtraTexts<PageTexts, typeof spanish> };

/**
 * Every language's page copy, loaded on a page's first request. A language missing a text, or with one
 * too many, is a type error here.
 */
const loaders: Record<Locale, () => Promise<PageTexts>> = {
  en: () => import('./en/pages.js'),
  es: (): Promise<Checked['es']> => import('./es/pages.js'),
};

export const loadPageTexts = (locale: Locale): Promise<PageTexts> => loaders[locale]();
