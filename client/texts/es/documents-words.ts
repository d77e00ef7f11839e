import type { documents as english } from '../en/documents-words.js';

export const documents: typeof english = {};
