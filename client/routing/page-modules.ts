import type { PageComponent, PageRoute } from './types.js';

// Loaded page components by route id: hydration and SSR render them synchronously once loaded.
const components = new Map<string, PageComponent>();
const pending = new Map<string, Promise<PageComponent>>();

/** Loads a page's module (once); resolves with its component. */
export function loadPage(route: PageRoute): Promise<PageComponent> {
  let promise = pending.get(route.id);
  if (!promise) {
    promise = route.page().then((module) => {
      components.set(route.id, module.default);
      return module.default;
    });
    pending.set(route.id, promise);
  }
  return promise;
}

export function loadedPage(route: PageRoute): PageComponent | undefined {
  return components.get(route.id);
}
