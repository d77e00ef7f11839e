/**
 * Resolves once the browser has painted the page's first content (or after `maxWaitMs`). Module
 * scripts wait for the stylesheet and then run before the first frame, so when they are already cached
 * (a returning visitor) the page would stay blank until hydration, one long task on a phone, had
 * finished. A hidden tab paints nothing: it resolves at once.
 */
export function afterFirstPaint(maxWaitMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver(
        (list) => list.getEntriesByName('first-contentful-paint').length > 0 && done(),
      );
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // Without paint timing: a frame's callbacks run just before it paints, a task queued from one after.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}
