import type { ComponentType } from 'react';
import type { SiteSettings } from '../../shared/site.js';
import type { PageProps, PageRoute } from './types.js';

/** A page ready to render: its component (code) and, for routes that keep it apart, its copy. */
export type PageAndContent = { Page: ComponentType<PageProps<unknown, unknown>>; content: unknown };

// By route id: the server renders a loaded page synchronously.
const pending = new Map<string, Promise<PageAndContent>>();

/** Loads a page's module and its copy (once); resolves with both. */
export function loadPageAndContent(route: PageRoute, site: SiteSettings): Promise<PageAndContent> {
  let promise = pending.get(route.id);
  if (!promise) {
    const content = route.content?.(site, route.locale);
    promise = Promise.all([route.page(), content]).then(([module, value]) => ({
      Page: module.default,
      content: value,
    }));
    pending.set(route.id, promise);
  }
  return promise;
}
