import type { blog as english } from '../en/blog-words.js';

export const blog: typeof english = {};
