import type { SiteSettings } from '../../shared/site.js';
import type { PageComponent, PageRoute } from './types.js';

/** A page ready to render: its component and, for routes that keep it apart, its copy. */
export type LoadedPage = { Page: PageComponent; content: unknown };

// Loaded pages by route id: hydration and SSR render them synchronously once loaded.
const loaded = new Map<string, LoadedPage>();
const pending = new Map<string, Promise<LoadedPage>>();

/**
 * Loads a page's module and its copy (once); resolves with both. `initialContent` is the copy the
 * server already sent in the page's JSON: the first page hydrates without importing it.
 */
export function loadPage(route: PageRoute, site: SiteSettings, initialContent?: { value: unknown }): Promise<LoadedPage> {
  let promise = pending.get(route.id);
  if (!promise) {
    const content = initialContent ? Promise.resolve(initialContent.value) : route.content?.(site);
    promise = Promise.all([route.page(), content]).then(([module, value]) => {
      const page = { Page: module.default, content: value };
      loaded.set(route.id, page);
      return page;
    });
    pending.set(route.id, promise);
  }
  return promise;
}

export function loadedPage(route: PageRoute): LoadedPage | undefined {
  return loaded.get(route.id);
}
