import { describe, expect, it } from 'vitest';
import {
  advanceTestimonial,
  selectTestimonial,
  TESTIMONIAL_AUTO_ADVANCE_MS,
  TESTIMONIAL_STEP_PX,
  testimonialScrollLeft,
} from '../../client/lib/testimonial-slider.js';

describe('testimonial slider index', () => {
  it('advances one review at a time and wraps after the last', () => {
    expect(advanceTestimonial(0, 7)).toBe(1);
    expect(advanceTestimonial(5, 7)).toBe(6);
    expect(advanceTestimonial(6, 7)).toBe(0);
    let index = 0;
    for (let i = 0; i < 7; i++) index = advanceTestimonial(index, 7);
    expect(index).toBe(0);
  });

  it('selects the review of a dot, clamped to the list', () => {
    expect(selectTestimonial(3, 7)).toBe(3);
    expect(selectTestimonial(0, 7)).toBe(0);
    expect(selectTestimonial(6, 7)).toBe(6);
    expect(selectTestimonial(9, 7)).toBe(6);
    expect(selectTestimonial(-2, 7)).toBe(0);
    expect(selectTestimonial(Number.NaN, 7)).toBe(0);
  });

  it('copes with an empty list', () => {
    expect(advanceTestimonial(0, 0)).toBe(0);
    expect(selectTestimonial(2, 0)).toBe(0);
  });

  it('scrolls 384 px per review and advances every 4 s', () => {
    expect(TESTIMONIAL_STEP_PX).toBe(384);
    expect(testimonialScrollLeft(0)).toBe(0);
    expect(testimonialScrollLeft(3)).toBe(1152);
    expect(TESTIMONIAL_AUTO_ADVANCE_MS).toBe(4000);
  });
});
