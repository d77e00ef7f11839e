import { use, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { retryable } from '../lib/retryable.js';

/** A component whose code loads on demand; `preload()` fetches it ahead. */
export type DeferredComponent<P> = ComponentType<P> & { preload(): Promise<void> };

const never = () => () => {};
/** True while React hydrates this part from the server's HTML (it reads the server snapshot then). */
const useHydrating = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

/**
 * When a deferred part's code loads: `view` when its heading comes into view (parts that move or
 * reveal themselves as they are seen), `touch` only when a pointer, a touch or focus reaches it (a
 * form: its fields take typing natively, and the code only matters once someone uses them). Both
 * load on a pointer, a touch or focus.
 */
export type LoadWhen = 'view' | 'touch';

/**
 * A part of a page below the fold whose code loads when its heading comes into view, or when a
 * pointer or focus reaches it (or only the latter, with `when: 'touch'`), rather than with the page.
 * The server renders it whole (the page module preloads it there); in the browser React leaves the
 * server's HTML in place, readable and with working links, until the code arrives, then hydrates it.
 * After a client-side navigation it loads at once (the navigation waits for it). `anchorId` is the id
 * of an element inside it in the server HTML; its enclosing <section> gets `data-hydrated` once live.
 * Render each inside its own <Suspense>.
 *
 * Only for parts of a page, never for the layout: an update that reaches a part still waiting (a new
 * location for the footer's links, say) would have to wait for it, or React would replace its HTML
 * with the empty fallback. Contexts such parts read must not change while the page is shown.
 */
export function deferred<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
  { when = 'view' }: { when?: LoadWhen } = {},
): DeferredComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let waiting: Promise<void> | undefined;
  const loader = retryable(() => load().then((component) => void (Loaded = component)));

  // While hydrating, a failed load keeps the server's HTML (readable, its links working) and tries
  // again at the next pointer, touch or focus, instead of handing React an error to replace it with.
  async function loadWhenNeeded() {
    await whenNeeded(anchorId, when);
    for (;;) {
      try {
        return await loader.retry();
      } catch {
        await Promise.all([whenNeeded(anchorId, 'touch'), new Promise((resolve) => setTimeout(resolve, 1000))]);
      }
    }
  }

  function Deferred(props: P) {
    const hydrating = useHydrating();
    // After a client-side navigation a failure goes to the page's error boundary (RootLayout).
    if (!Loaded) use(hydrating ? (waiting ??= loadWhenNeeded()) : loader.current());
    const Component = Loaded!;
    return (
      <>
        <Component {...props} />
        <MarkHydrated anchorId={anchorId} />
      </>
    );
  }
  return Object.assign(Deferred, { preload: () => loader.retry() });
}

function MarkHydrated({ anchorId }: { anchorId: string }) {
  useEffect(() => {
    sectionOf(anchorId)?.setAttribute('data-hydrated', 'true');
  }, [anchorId]);
  return null;
}

const sectionOf = (anchorId: string) => {
  const anchor = document.getElementById(anchorId);
  return anchor?.closest('section') ?? anchor;
};

/**
 * Resolves when the part's anchor (its heading) comes into view (with `view`), or when a pointer, a
 * touch or focus reaches the section. No margin ahead: its HTML is already there to read, and its code (a few KB)
 * arrives while it scrolls in; a sliver of the section's top padding at the fold is not a reason.
 *
 * The intents are heard on window, in the capture phase: React stops the propagation of events aimed
 * at a part it has yet to hydrate (to replay them once it has), so the section itself never hears them.
 */
export function whenNeeded(anchorId: string, when: LoadWhen = 'view'): Promise<void> {
  const anchor = document.getElementById(anchorId);
  const section = sectionOf(anchorId);
  if (!anchor || !section || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    const onIntent = (event: Event) => event.target instanceof Node && section.contains(event.target) && done();
    const done = () => {
      observer?.disconnect();
      for (const type of intents) window.removeEventListener(type, onIntent, true);
      resolve();
    };
    const observer =
      when === 'view'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done())
        : null;
    observer?.observe(anchor);
    for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  });
}
