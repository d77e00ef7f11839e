import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './useMotionAllowed.js';

export type RevealState = 'static' | 'hidden' | 'shown';

/**
 * Shows an element with an animation the first time `threshold` of it is in view.
 * The server and the first render give 'static' (fully visible, no animation), so the content is
 * there without JavaScript; only when IntersectionObserver exists, motion is allowed and the
 * element is still out of view does it become 'hidden' until it scrolls in. Hiding uses opacity
 * and transform only, so nothing shifts.
 */
export function useRevealOnce<T extends Element>(threshold = 0.3) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[0];
        if (!entry) return;
        if (first) {
          first = false;
          // Already (partly) on screen: leave it as it is rather than make it flash.
          if (entry.intersectionRatio > 0) observer.disconnect();
          else setState('hidden');
          return;
        }
        if (entry.intersectionRatio >= threshold) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);
  return { ref, state };
}
