import { prefersReducedMotion } from '../lib/reduced-motion.js';

/** A step animates in once this share of it is in view. */
export const REVEAL_THRESHOLD = 0.3;

/**
 * Shows each `[data-reveal]` element with an animation the first time enough of it is in view. The
 * server's state is 'static' (fully visible, no animation), so the content is there without script; only
 * when motion is allowed and the element is still out of view does it become 'hidden' until it scrolls
 * in. Hiding uses opacity and transform only, so nothing shifts.
 */
export function startReveals(elements: Iterable<HTMLElement>) {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
  for (const element of elements) {
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          // Already (partly) on screen: leave it as it is rather than make it flash.
          if (entry.intersectionRatio > 0) observer.disconnect();
          else element.dataset.reveal = 'hidden';
        } else if (entry.intersectionRatio >= REVEAL_THRESHOLD) {
          element.dataset.reveal = 'shown';
          observer.disconnect();
        }
      },
      { threshold: [0, REVEAL_THRESHOLD] },
    );
    observer.observe(element);
  }
}
