import type { offers as english } from '../en/offers-words.js';

export const offers: typeof english = {};
