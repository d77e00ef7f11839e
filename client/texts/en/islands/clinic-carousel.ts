import { home } from '../home-words.js';
import { clinicPhotos } from '../home/clinicPhotos.js';

/** The clinic carousel's words: its photos with their captions, and its controls' names. */
export const words = { photos: clinicPhotos, texts: home.carousel };
