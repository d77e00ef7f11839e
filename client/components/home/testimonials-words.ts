import { averageRating } from '../../texts/average-rating.js';
import type { home as HomeWords } from '../../texts/en/home-words.js';
import type { HomeSections } from '../../texts/en/home/sections.js';
import type { Testimonial } from '../../texts/en/home/testimonials.js';

/** The reviews island's words out of one language's home copy: the reviews, their average and the slider's words. */
export function testimonialsWords({
  home,
  sections,
  testimonials,
}: {
  home: typeof HomeWords;
  sections: HomeSections;
  testimonials: readonly Testimonial[];
}) {
  return {
    reviews: testimonials,
    averageRating: averageRating(testimonials),
    texts: {
      ...sections.reviews,
      basedOn: home.reviews.basedOn(testimonials.length),
      stars: home.stars,
      label: home.reviews.label,
      dots: home.reviews.dots,
      dot: home.reviews.dot,
      pause: home.reviews.pause,
      play: home.reviews.play,
    },
  };
}
