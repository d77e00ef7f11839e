import { use, type ComponentType } from 'react';
import { retryable } from './retryable.js';

/**
 * Like React.lazy, except that a failed load can be tried again: React.lazy remembers a rejection for
 * the life of the page, so a part whose code once failed to arrive could never be shown. Render it
 * inside <Suspense> and an error boundary whose `onError` calls `reset()`; the next render loads again.
 */
export function lazyRetryable<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loader = retryable(load);
  function Lazy(props: P) {
    const Component = use(loader.current());
    return <Component {...props} />;
  }
  return Object.assign(Lazy, {
    /** Fetches the code ahead of need (again, if it failed before); a failure is left to the render. */
    preload: () => void loader.retry().catch(() => {}),
    reset: loader.reset,
  });
}
