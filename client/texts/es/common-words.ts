import type { common as english } from '../en/common-words.js';

export const common: typeof english = {};
