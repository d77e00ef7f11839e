import type { contact as english } from '../en/contact-words.js';

export const contact: typeof english = {};
