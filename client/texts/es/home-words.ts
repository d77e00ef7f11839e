import type { home as english } from '../en/home-words.js';

export const home: typeof english = {};
