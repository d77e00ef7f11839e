import type { ComponentType } from 'react';
import type { SiteSettings } from '../../shared/site.js';
import type { Locale } from '../../shared/locale.js';
import type { ContentLoader, DataArgs, Loaded, PageProps, PageRoute } from './types.js';

/** A page of the route table before it is placed in a language (the table gives each language its copy). */
export type RouteDefinition = Omit<PageRoute, 'locale'>;

/**
 * What `defineRoute` infers before checking the page: any page module, loaders of any result (with
 * `Promise<unknown>` here, a loader's own `.then()` would infer `unknown`).
 */
type RouteShape = Omit<RouteDefinition, 'page' | 'content' | 'data'> & {
  page: () => Promise<{ default: ComponentType<never> }>;
  content?: (site: SiteSettings, locale: Locale) => unknown;
  data?: (args: DataArgs) => unknown;
};

type ContentOf<Route> = Route extends { content: ContentLoader<infer Content> } ? Content : undefined;
type DataOf<Route> = Route extends { data: (args: DataArgs) => infer Result }
  ? Awaited<Result> extends Loaded<infer Data>
    ? Data
    : never
  : undefined;

/** The page module a route must import: one whose component takes what the route loads. */
type PageFor<Route> = { page: () => Promise<{ default: ComponentType<PageProps<ContentOf<Route>, DataOf<Route>>> }> };

/** The route, or (a type error in the table) the props its page should take. */
type Checked<Route> = Route extends PageFor<Route> & Pick<PageRoute, 'content' | 'data'>
  ? RouteDefinition
  : {
      pageMustAccept: PageProps<ContentOf<Route>, DataOf<Route>>;
      loadersMustReturn: Pick<PageRoute, 'content' | 'data'>;
    };

/**
 * A route whose page takes exactly what the route loads: the page module's component must accept
 * `PageProps<Content, Data>`, where `Content` is what `content` resolves to and `Data` what `data`
 * loads. A route without `content` (or `data`) gives its page `undefined` there, so a page that
 * expects copy its route does not load is a type error.
 */
export function defineRoute<Route extends RouteShape>(route: Route): Checked<Route>;
// The table holds routes of different types; past the check above each is used the same way.
export function defineRoute(route: RouteDefinition): RouteDefinition {
  return route;
}
