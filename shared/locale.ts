/**
 * The site's languages. English is the default and keeps the bare addresses (`/special`); every other
 * language lives under its own prefix (`/es/special`). The same slugs in every language: one route table,
 * and a page's twin in another language is its path with the prefix changed.
 */
export const locales = ['en', 'es'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

type LocaleInfo = {
  /** `<html lang>` and `inLanguage` (BCP 47). */
  htmlLang: string;
  /** `og:locale`. */
  ogLocale: string;
  /** `Intl` formatting (dates, times). */
  intl: string;
  /** The language's own name, for the language switch. */
  name: string;
};

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { htmlLang: 'en-US', ogLocale: 'en_US', intl: 'en-US', name: 'English' },
  es: { htmlLang: 'es', ogLocale: 'es_US', intl: 'es-US', name: 'Español' },
};

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** The prefix of a language's addresses: '' for the default, '/es' for Spanish. */
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/** The language a path belongs to, by its first segment (any case, as the router matches). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** A path without its language prefix: '/es/special' → '/special', '/es' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/**
 * A site path in a language: '/special' → '/es/special', '/' → '/es'. Keeps a query and a fragment;
 * leaves alone what is not a site path (another origin, `tel:`, `#top`) or already in a language.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = localePrefix(locale);
  if (!prefix || localeOfPath(path) !== defaultLocale) return path;
  const rest = path.replace(/^\/(?=[?#]|$)/, '');
  return prefix + rest;
}
