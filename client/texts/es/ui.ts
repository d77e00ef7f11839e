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
import { layout } from './layout.js';
import { meta } from './meta.js';
import { navigation } from './navigation.js';

/** Español: las palabras del marco de cada página y de los componentes compartidos. */
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
