import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY } from './reduced-motion.js';

/**
 * False on the server and in the first client render (so both render the same), then whether the
 * visitor allows motion; follows changes of the system setting.
 */
export function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setAllowed(!media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return allowed;
}
