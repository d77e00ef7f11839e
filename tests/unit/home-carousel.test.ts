import { describe, expect, it } from 'vitest';
import {
  photoAtScroll,
  activePhoto,
  carouselReducer,
  CAROUSEL_AUTO_ADVANCE_MS,
  CAROUSEL_TRANSITION_MS,
  initialCarousel,
  showArrows,
  visibleCount,
  type CarouselAction,
  type CarouselState,
} from '../../client/lib/carousel.js';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);
const next: CarouselAction = { type: 'next' };
const prev: CarouselAction = { type: 'prev' };
const end: CarouselAction = { type: 'transitionEnd' };

describe('carousel reducer', () => {
  it('starts at position 1 (the first real photo, after the clone of the last), not transitioning', () => {
    expect(initialCarousel(12)).toEqual({ count: 12, index: 1, transitioning: false });
    expect(activePhoto(initialCarousel(12))).toBe(0);
  });

  it('moves one slot forward and back, transitioning until the transition ends', () => {
    const moved = run(initialCarousel(12), next);
    expect(moved).toEqual({ count: 12, index: 2, transitioning: true });
    expect(run(moved, end)).toEqual({ count: 12, index: 2, transitioning: false });
    expect(run(initialCarousel(12), next, end, next, end, prev)).toEqual({ count: 12, index: 2, transitioning: true });
  });

  it('ignores next and previous while a transition runs', () => {
    const moving = run(initialCarousel(12), next);
    expect(carouselReducer(moving, next)).toBe(moving);
    expect(carouselReducer(moving, prev)).toBe(moving);
    expect(run(moving, next, prev, next, end).index).toBe(2);
  });

  it('wraps from the clone after the last photo to the real first one', () => {
    let state: CarouselState = { count: 12, index: 12, transitioning: false };
    state = run(state, next);
    expect(state).toMatchObject({ index: 13, transitioning: true });
    expect(activePhoto(state)).toBe(0); // the clone shows the first photo
    expect(run(state, end)).toEqual({ count: 12, index: 1, transitioning: false });
  });

  it('wraps from the clone before the first photo to the real last one', () => {
    const state = run(initialCarousel(12), prev);
    expect(state).toMatchObject({ index: 0, transitioning: true });
    expect(activePhoto(state)).toBe(11);
    expect(run(state, end)).toEqual({ count: 12, index: 12, transitioning: false });
  });

  it('goes all the way round with next and with previous', () => {
    let forward = initialCarousel(12);
    let backward = initialCarousel(12);
    for (let i = 0; i < 12; i++) {
      forward = run(forward, next, end);
      backward = run(backward, prev, end);
    }
    expect(forward.index).toBe(1);
    expect(backward.index).toBe(1);
  });

  it('jumps to the photo of a dot, and ignores a dot that does not exist or is already shown', () => {
    const jumped = carouselReducer(initialCarousel(12), { type: 'goTo', photo: 7 });
    expect(jumped).toEqual({ count: 12, index: 8, transitioning: true });
    expect(activePhoto(jumped)).toBe(7);
    const start = initialCarousel(12);
    expect(carouselReducer(start, { type: 'goTo', photo: 0 })).toBe(start);
    expect(carouselReducer(start, { type: 'goTo', photo: 12 })).toBe(start);
    expect(carouselReducer(start, { type: 'goTo', photo: -1 })).toBe(start);
    expect(carouselReducer(start, { type: 'goTo', photo: 2.5 })).toBe(start);
  });

  it('lets a dot redirect a running transition, which then ends on the real photo', () => {
    const state = run(initialCarousel(12), prev, { type: 'goTo', photo: 4 }, end);
    expect(state).toEqual({ count: 12, index: 5, transitioning: false });
  });

  it('treats a stray transition end as nothing', () => {
    const start = initialCarousel(12);
    expect(carouselReducer(start, end)).toBe(start);
  });

  it('does not move a single photo', () => {
    const one = initialCarousel(1);
    expect(carouselReducer(one, next)).toBe(one);
  });
});

describe('carousel layout rules', () => {
  it('shows 1 photo at 390 px, 2 at 800 px, 3 at 1366 px (boundaries at 640 and 1024)', () => {
    expect(visibleCount(390)).toBe(1);
    expect(visibleCount(639)).toBe(1);
    expect(visibleCount(640)).toBe(2);
    expect(visibleCount(800)).toBe(2);
    expect(visibleCount(1023)).toBe(2);
    expect(visibleCount(1024)).toBe(3);
    expect(visibleCount(1366)).toBe(3);
  });

  it('shows arrows only when there are more photos than visible', () => {
    expect(showArrows(12, 3)).toBe(true);
    expect(showArrows(3, 3)).toBe(false);
    expect(showArrows(2, 3)).toBe(false);
    expect(showArrows(2, 1)).toBe(true);
  });

  it('uses the spec timings', () => {
    expect(CAROUSEL_AUTO_ADVANCE_MS).toBe(4000);
    expect(CAROUSEL_TRANSITION_MS).toBe(500);
  });
});

describe('photoAtScroll', () => {
  const count = 12;
  const width = 3900;
  it('starts a row scrolled by hand at the photo it shows first', () => {
    expect(photoAtScroll(0, width, count)).toBe(0);
    expect(photoAtScroll(width / count, width, count)).toBe(1);
    expect(photoAtScroll((width / count) * 4.4, width, count)).toBe(4);
    expect(photoAtScroll((width / count) * 4.6, width, count)).toBe(5);
  });
  it('stays within the photos, whatever the row reports', () => {
    expect(photoAtScroll(width * 2, width, count)).toBe(count - 1);
    expect(photoAtScroll(-50, width, count)).toBe(0);
    expect(photoAtScroll(100, 0, count)).toBe(0);
    expect(photoAtScroll(100, width, 0)).toBe(0);
  });
});
