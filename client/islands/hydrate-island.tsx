import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Makes one island live: a React root of its own on the server's element, with its words and the data beside it. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, words: object) {
  const props = { ...(JSON.parse(element.dataset.props ?? '{}') as object), ...words };
  performance.mark(`island-start:${element.dataset.island}`);
  hydrateRoot(
    element,
    <Live onLive={() => markLive(element)}>
      <Component {...props} />
    </Live>,
    // React recovers by rendering the island afresh: still a fault, said where monitoring and tests look.
    { onRecoverableError: (error) => console.error(error, (error as Error).cause ?? '') },
  );
}

/** Marks the island (and the section it is in) live: for the browser tests and real-user monitoring. */
function markLive(element: HTMLElement) {
  element.setAttribute('data-hydrated', 'true');
  (element.closest('section') ?? element.querySelector('section'))?.setAttribute('data-hydrated', 'true');
  performance.mark(`island-end:${element.dataset.island}`);
}

/** Calls `onLive` once React has committed the island. */
function Live({ onLive, children }: { onLive(): void; children: ReactNode }) {
  useEffect(() => onLive(), [onLive]);
  return children;
}
