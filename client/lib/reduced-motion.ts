/** The visitor's setting, as one query for the hooks and the plain-DOM enhancements alike. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Read once, outside React state: for code that decides before it animates. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
