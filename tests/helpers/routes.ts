import type { PageMetaData } from '../../client/components/seo/PageMeta.js';
import { createRoutes } from '../../client/routes.js';
import { matchPage } from '../../client/routing/match.js';
import { serviceEntries, serviceGroupIds, servicePath } from '../../client/content/services.js';
import { siteNavigation } from '../../client/content/navigation.js';
import { uiTexts } from '../../client/texts/ui.js';
import { modalities } from '../../client/texts/en/services/modalities.js';
import { special as specialCopy } from '../../client/texts/en/special.js';
import { defaultLocale, localeOfPath, localizePath, locales, type Locale } from '../../shared/locale.js';
import type { PageRoute } from '../../client/routing/types.js';

/** The menus as an English page shows them. */
export const englishNavigation = siteNavigation(uiTexts.en.navigation, 'en');

/** The services with their English names, in menu order. */
export const englishServices = serviceEntries(uiTexts.en.navigation.serviceNames);

/** The service groups with their English names, in menu order. */
export const englishServiceGroups = serviceGroupIds.map((id) => ({
  id,
  label: uiTexts.en.navigation.serviceGroups[id],
}));

/** The route table, as the server builds it. */
export const routeTable = createRoutes();

/** A path without parameters or wildcard: one page, not a pattern. */
export const isFixedPath = (path: string) => !/[:*]/.test(path);

const englishMeta = uiTexts.en.meta.pages;
type TitledPage = Exclude<keyof typeof englishMeta, 'notFound'>;
const isTitledPage = (id: string): id is TitledPage => id in englishMeta && id !== 'notFound';
/** A route's page name without its language ('es:about' → 'about'). */
const pageIdOf = (route: PageRoute) => route.id.replace(/^[a-z]{2}:/, '');

/** A page of the site in one language, with the title and description it must render. */
export type LocalePage = PageMetaData & { locale: Locale };

/**
 * Every page of the route table with a title of its own (not a form's confirmation, not the 404), in
 * every language, in table order (English first).
 */
export const routePages: LocalePage[] = routeTable.flatMap((route) => {
  const id = pageIdOf(route);
  return isFixedPath(route.path) && isTitledPage(id)
    ? [{ path: route.path, locale: route.locale, ...uiTexts[route.locale].meta.pages[id] }]
    : [];
});

/** The English pages tests name, by name; every page of the route table is in `routePages`. */
export const fixedPages = Object.fromEntries(
  routePages
    .filter((page) => page.locale === 'en')
    .map((page) => [pageIdOf(matchPage(routeTable, page.path).route), page]),
) as Record<TitledPage, LocalePage>;

/** A service page's <title> in a language: its title, the place and the clinic. */
export const serviceTitleOf = (service: { title: string }, locale: Locale = 'en') =>
  uiTexts[locale].meta.serviceTitle(service.title);

/** Every route of the site with the <title> it must render, in every language: the table's pages and the service pages. */
export const allRoutes: { path: string; title: string; locale: Locale }[] = locales.flatMap((locale) => [
  ...routePages.filter((page) => page.locale === locale).map(({ path, title }) => ({ path, title, locale })),
  ...serviceEntries(uiTexts[locale].navigation.serviceNames).map((s) => ({
    path: localizePath(servicePath(s.slug), locale),
    title: serviceTitleOf(s, locale),
    locale,
  })),
]);

/**
 * Every kind of page a visitor can land on, for the accessibility checks, in every language: the routes
 * above, a blog post with a cover and a long body, and a path no route knows (the 404 page).
 */
export const pagesToAudit: string[] = locales.flatMap((locale) => [
  ...allRoutes.filter((route) => route.locale === locale).map((r) => r.path),
  localizePath('/blog/first-chiropractic-visit', locale),
  localizePath('/no-such-page', locale),
]);

/**
 * The page module a path renders, as the route table matches it, per language: the service pages share
 * one, the posts another; a template's Spanish pages are checked apart from its English ones (other words,
 * other lengths).
 */
export const templateOf = (path: string) => {
  const { route } = matchPage(routeTable, path);
  return `${route.locale} ${route.chunk}`;
};

/** Of `items`, the first to reach each template, in their order (`pathOf` says where an item leads). */
export function onePerTemplate(paths: readonly string[]): string[];
export function onePerTemplate<T>(items: readonly T[], pathOf: (item: T) => string): T[];
export function onePerTemplate<T>(items: readonly T[], pathOf = (item: T) => String(item)): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const template = templateOf(pathOf(item));
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

/**
 * The pages the slow browser checks (layout at every width, fonts, critical CSS, both accessibility engines)
 * load: every English page, and each other language's pages one per template, whose markup is the English
 * template's with other words. The HTTP checks, quick, read every page of every language (`pagesToAudit`).
 */
export const pagesToAuditInBrowser: string[] = [
  ...pagesToAudit.filter((path) => matchPage(routeTable, path).route.locale === 'en'),
  ...onePerTemplate(pagesToAudit.filter((path) => matchPage(routeTable, path).route.locale !== 'en')),
];

/** One route of the site per page template and language (every fixed page, one service page), with its <title>. */
export const templateRoutes = onePerTemplate(allRoutes, (route) => route.path);

/** The kinds of page a visitor can land on (`pagesToAudit`), one per template and language: a blog post and the 404 page included. */
export const templatePagesToAudit = onePerTemplate(pagesToAudit);

/** A page of each template in the default language: for the checks that follow markup, not words (the other languages' pages are the same markup). */
export const defaultLocaleTemplatePages = templatePagesToAudit.filter((path) => localeOfPath(path) === defaultLocale);

/** What the special's page must say: what is included, value and savings, payment terms, why, what to expect. */
export const specialPageTexts = [
  ...specialCopy.includes.map((item) => item.title),
  specialCopy.regularValue,
  specialCopy.savings,
  ...specialCopy.terms,
  specialCopy.why.title,
  // The steps' heading is a label of the page itself.
  uiTexts.en.offers.special.expect.title,
];

/** The headings of the services overview: the service groups and the therapies. */
export const servicesPageHeadings = [...englishServiceGroups.map((g) => g.label), ...modalities.map((m) => m.title)];
