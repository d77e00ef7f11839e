import type { forms as english } from '../en/forms-words.js';

export const forms: typeof english = {};
