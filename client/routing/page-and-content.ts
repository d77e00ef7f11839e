import type { ComponentType } from 'react';
import type { SiteSettings } from '../../shared/site.js';
import type { PageProps, PageRoute } from './types.js';

/** A page ready to render: its component (code) and, for routes that keep it apart, its copy. */
export type PageAndContent = { Page: ComponentType<PageProps<unknown, unknown>>; content: unknown };

// By route id: hydration and SSR render a loaded page synchronously.
const loaded = new Map<string, PageAndContent>();
const pending = new Map<string, Promise<PageAndContent>>();

/**
 * Loads a page's module and its copy (once); resolves with both. `sentContent` is the copy the
 * server already sent in the page's JSON: the first page hydrates without importing it.
 */
export function loadPageAndContent(
  route: PageRoute,
  site: SiteSettings,
  sentContent?: { value: unknown },
): Promise<PageAndContent> {
  let promise = pending.get(route.id);
  if (!promise) {
    const content = sentContent ? Promise.resolve(sentContent.value) : route.content?.(site);
    promise = Promise.all([route.page(), content]).then(([module, value]) => {
      const page = { Page: module.default, content: value };
      loaded.set(route.id, page);
      return page;
    });
    pending.set(route.id, promise);
  }
  return promise;
}

export function loadedPageAndContent(route: PageRoute): PageAndContent | undefined {
  return loaded.get(route.id);
}
