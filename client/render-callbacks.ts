import type { RenderToPipeableStreamOptions } from 'react-dom/server';

export type RenderCallbacks = Pick<
  RenderToPipeableStreamOptions,
  'onShellReady' | 'onShellError' | 'onError' | 'onAllReady'
>;

/**
 * React's callbacks for a render in which nothing suspends (a page's code and data load first), so the
 * whole page has rendered when the shell is ready: an error anywhere, inside a <Suspense> boundary too,
 * fails the shell, and the server answers with its error page. Left to React, an error inside a boundary
 * would only leave that part empty, and the browser renders nothing but its islands.
 */
export function failShellOnAnyError(callbacks: RenderCallbacks): RenderCallbacks {
  let failure: { error: unknown } | undefined;
  return {
    onError(error, info) {
      failure ??= { error };
      return callbacks.onError?.(error, info);
    },
    onShellReady() {
      if (failure) callbacks.onShellError?.(failure.error);
      else callbacks.onShellReady?.();
    },
    onShellError: (error) => callbacks.onShellError?.(error),
    onAllReady() {
      if (!failure) callbacks.onAllReady?.();
    },
  };
}
