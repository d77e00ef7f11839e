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
 * Resolves once the page has loaded (its HTML and images above the fold: the window's load event), has
 * painted its first content, and two more frames have passed for an image that loaded last to be
 * decoded and painted; or after `maxWaitMs`, whatever happened (a hidden tab paints nothing).
 */
export const afterPageLoad = (maxWaitMs = 3000) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, maxWaitMs);
    let painted = false;
    const observer = new PerformanceObserver((list) => {
      painted ||= list.getEntriesByName('first-contentful-paint').length > 0;
      if (painted) observer.disconnect();
      next();
    });
    const next = () => painted && document.readyState === 'complete' && afterFrame().then(afterFrame).then(resolve);
    observer.observe({ type: 'paint', buffered: true });
    window.addEventListener('load', next);
  });
