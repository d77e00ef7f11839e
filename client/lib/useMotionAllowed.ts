import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * False on the server and in the first client render (so both render the same), then whether the
 * visitor allows motion; follows changes of the system setting.
 */
export function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setAllowed(!media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return allowed;
}

/** Read once, outside React state (for effects that decide before animating). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(QUERY).matches;
}
