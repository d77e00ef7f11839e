import { testimonialsWords } from '../../../components/home/testimonials-words.js';
import { home } from '../home-words.js';
import { homeSections } from '../home/sections.js';
import { testimonials } from '../home/testimonials.js';

/** The reviews slider's words: the reviews, their average and the controls' names. */
export const words = testimonialsWords({ home, sections: homeSections, testimonials });
