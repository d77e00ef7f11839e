/** Index logic of the testimonial slider. */

export const TESTIMONIAL_AUTO_ADVANCE_MS = 4000;
/**
 * Horizontal distance between two review cards: the card width plus the gap. On a screen narrower
 * than one card the card shrinks to fit, and the step with it.
 */
export const TESTIMONIAL_STEP_PX = 384;

/** The next review, wrapping to the first after the last. */
export function advanceTestimonial(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The review a dot selects; out-of-range values are clamped so the slider never points at nothing. */
export function selectTestimonial(target: number, count: number): number {
  if (count <= 0 || !Number.isFinite(target)) return 0;
  return Math.min(Math.max(Math.trunc(target), 0), count - 1);
}

/** Scroll offset for the review at `index` (the list is rendered twice so the view never runs out). */
export function testimonialScrollLeft(index: number, step = TESTIMONIAL_STEP_PX): number {
  return index * step;
}
