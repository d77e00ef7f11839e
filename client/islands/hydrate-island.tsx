import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Makes one island live: a React root of its own on the server's element, with the props beside it. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  performance.mark(`island-start:${element.dataset.island}`);
  hydrateRoot(
    element,
    <Live element={element}>
      <Component {...props} />
    </Live>,
    // React recovers by rendering the island afresh: still a fault, said where monitoring and tests look.
    { onRecoverableError: (error) => console.error(error, (error as Error).cause ?? '') },
  );
}

/** Marks the island (and the section it is in) live once React has committed it. */
function Live({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
    (element.closest('section') ?? element.querySelector('section'))?.setAttribute('data-hydrated', 'true');
    performance.mark(`island-end:${element.dataset.island}`);
  }, [element]);
  return children;
}
