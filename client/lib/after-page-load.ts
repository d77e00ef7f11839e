/**
 * Resolves once the browser has rendered a frame since the call (a frame's callbacks run just before it
 * paints; a task queued from one runs after it), or after 100 ms in a tab that renders none.
 */
export const afterFrame = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(resolve));
  });

/**
 * Resolves once the page has loaded (its HTML and images above the fold: the window's load event), its
 * first content is on screen, and two more frames have passed for an image that loaded last to be
 * decoded and painted; or after `maxWaitMs`, whatever happened (a hidden tab paints nothing). The paint
 * is awaited, not assumed: without a GPU it can reach the screen after the load and two frames.
 */
export const afterPageLoad = (maxWaitMs = 3000) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, maxWaitMs);
    const next = () =>
      document.readyState === 'complete' &&
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      afterFrame().then(afterFrame).then(resolve);
    new PerformanceObserver(next).observe({ type: 'paint' });
    window.addEventListener('load', next);
  });
