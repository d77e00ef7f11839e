/**
 * Position logic of the clinic photo carousel, as a pure reducer.
 *
 * The track is [lastClone, ...photos, firstClone], so `index` 1 is the first real photo. Moving past
 * either end lands on a clone with the same picture; when that slide finishes, the position jumps
 * (without animation) to the real photo, which makes the loop seamless.
 */

export const CAROUSEL_AUTO_ADVANCE_MS = 4000;
export const CAROUSEL_TRANSITION_MS = 500;

export type CarouselState = {
  /** Number of real photos. */
  count: number;
  /** Position on the looped track: 0 is the clone of the last photo, count + 1 the clone of the first. */
  index: number;
  /** True while a slide animation runs; next and previous are ignored meanwhile. */
  transitioning: boolean;
};

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'transitionEnd' }
  /** Jump to a real photo by its 0-based position (the dots). */
  | { type: 'goTo'; photo: number };

export function initialCarousel(count: number): CarouselState {
  return { count, index: 1, transitioning: false };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
    case 'prev': {
      if (state.transitioning || state.count < 2) return state;
      return { ...state, index: state.index + (action.type === 'next' ? 1 : -1), transitioning: true };
    }
    case 'transitionEnd': {
      if (!state.transitioning) return state;
      if (state.index > state.count) return { ...state, index: 1, transitioning: false };
      if (state.index < 1) return { ...state, index: state.count, transitioning: false };
      return { ...state, transitioning: false };
    }
    case 'goTo': {
      if (!Number.isInteger(action.photo) || action.photo < 0 || action.photo >= state.count) return state;
      const index = action.photo + 1;
      if (index === state.index) return state;
      return { ...state, index, transitioning: true };
    }
  }
}

/** The real photo (0-based) shown first at a track position; clones map to the photo they copy. */
export function activePhoto(state: CarouselState): number {
  return (((state.index - 1) % state.count) + state.count) % state.count;
}

/** Photos visible side by side: 3 from 1024 px, 2 from 640 px, else 1 (the layout itself is CSS). */
export function visibleCount(width: number): number {
  if (width >= 1024) return 3;
  if (width >= 640) return 2;
  return 1;
}

/** Arrows only make sense when some photos are out of view. */
export function showArrows(count: number, visible: number): boolean {
  return count > visible;
}

/**
 * The photo a row scrolled by hand shows first (before the carousel was live, the row scrolls natively):
 * the carousel starts there rather than jumping back to the first photo.
 */
export function photoAtScroll(scrollLeft: number, scrollWidth: number, count: number): number {
  if (count === 0 || scrollWidth <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / (scrollWidth / count))));
}
