import { clinic } from '../../../shared/clinic.js';

/**
 * The home page's labels: what assistive technology reads out, the sliders' controls and short texts that
 * take a value. The islands get theirs as JSON, so a text they fill in is a template with `{name}`
 * placeholders (lib/fill.ts); the server's own may be functions.
 */
export const home = {
  hero: {
    included: `Included in the $${clinic.special.price} New Patient Special`,
  },
  video: {
    title: 'Background video: a look inside our clinic',
    pause: 'Pause background video',
    play: 'Play background video',
  },
  /** `{n}`: the rating. */
  stars: '{n} out of 5 stars',
  journey: {
    step: (n: number) => `Step ${n}`,
  },
  carousel: {
    label: 'Photos of our clinic',
    carousel: 'carousel',
    slide: 'slide',
    /** A slide's name: `{n}` of `{count}` photos, and its `{title}`. */
    slideLabel: '{n} of {count}: {title}',
    dots: 'Choose a photo',
    /** A dot's name: the photo's number `{n}` and its `{title}`. */
    dot: 'Show photo {n}: {title}',
    previous: 'Previous photo',
    next: 'Next photo',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
  reviews: {
    basedOn: (count: number) => `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`,
    label: 'Patient reviews',
    dots: 'Choose a review',
    /** A dot's name: the review's number `{n}` and the patient's `{name}`. */
    dot: 'Show review {n}: {name}',
    pause: 'Pause reviews',
    play: 'Play reviews',
  },
};
