import { layout } from './layout.js';
import { blog } from './blog-words.js';
import { common } from './common-words.js';
import { contact } from './contact-words.js';
import { documents } from './documents-words.js';
import { forms } from './forms-words.js';
import { formPages } from './form-pages-words.js';
import { home } from './home-words.js';
import { offers } from './offers-words.js';
import { clinicWords } from './clinic.js';
import { dates } from './dates.js';
import { meta } from './meta.js';
import { navigation } from './navigation.js';

/** English: the words every page's frame and shared components use (each page's own copy loads with its route). */
export const ui = {
  clinic: clinicWords,
  dates,
  layout,
  meta,
  navigation,
  blog,
  common,
  contact,
  documents,
  forms: { ...forms, ...formPages },
  home,
  offers,
};
