import { retryable } from '../lib/retryable.js';
import { ISLAND_ATTRIBUTE } from './attribute.js';
import { localeOfPath } from '../../shared/locale.js';
import { islandLoaders, loadIslandWords, type HydrateWhen, type IslandName } from './registry.js';

/** The element whose visibility and intents wake an island: the island has no box of its own. */
const watchedBox = (island: HTMLElement) =>
  island.closest('section') ?? (island.firstElementChild as HTMLElement | null) ?? island;

/**
 * Resolves once the island is needed: its box comes into view (`view`), or a pointer, a touch or focus
 * reaches it. The intents are heard on window in the capture phase, before anything else handles them.
 */
export function whenNeeded(island: HTMLElement, when: HydrateWhen): Promise<void> {
  const box = watchedBox(island);
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    const onIntent = (event: Event) => event.target instanceof Node && box.contains(event.target) && done();
    const done = () => {
      observer?.disconnect();
      for (const type of intents) window.removeEventListener(type, onIntent, true);
      resolve();
    };
    const observer =
      when === 'view'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done())
        : null;
    observer?.observe(box);
    for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  });
}

const react = retryable(() => import('./hydrate-island.js'));

/**
 * Hydrates one island once it is needed. Should its code not arrive (offline, a deploy in between), the
 * server's HTML stays, readable and working as plain HTML, and the next pointer, touch or focus tries again.
 */
async function start(island: HTMLElement) {
  const name = island.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const load: (() => Promise<unknown>) | undefined = islandLoaders[name];
  if (!load) return;
  const component = retryable(load);
  // The page's language is its address's (the server picked the words by it).
  const words = retryable(() => loadIslandWords(name, localeOfPath(location.pathname)));
  await whenNeeded(island, (island.dataset.when as HydrateWhen | undefined) ?? 'view');
  for (;;) {
    try {
      const [{ hydrateIsland }, Component, texts] = await Promise.all([
        react.retry(),
        component.retry(),
        words.retry(),
      ]);
      return hydrateIsland(island, Component as never, texts);
    } catch {
      await Promise.all([whenNeeded(island, 'touch'), new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
  }
}

/** Starts every island of the page; each hydrates on its own. */
export function startIslands() {
  for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) void start(island);
}
