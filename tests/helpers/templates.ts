import { allRoutes, isFixedPath, pagesToAudit, routeTable } from './routes.js';

// The page module each fixed path renders: pages that share one (the service pages) share a template.
const moduleOf = new Map(
  routeTable.filter((route) => isFixedPath(route.path)).map((route) => [route.path, route.chunk]),
);

/** The page module a path of the route table renders; a path it does not know is a template of its own. */
export const templateOf = (path: string) => moduleOf.get(path) ?? path;

/** Of `items`, the first to reach each template, in their order (`pathOf` says where an item leads). */
export function onePerTemplate<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const template = templateOf(pathOf(item));
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

/** One route of the site per page template (every fixed page, one service page), with its <title>. */
export const templateRoutes = onePerTemplate(allRoutes, (route) => route.path);

/** The kinds of page a visitor can land on (`pagesToAudit`), one per template: a blog post and the 404 page included. */
export const templatePagesToAudit = onePerTemplate(pagesToAudit, (path) => path);
