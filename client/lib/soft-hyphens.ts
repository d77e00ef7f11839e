/**
 * A text without its soft hyphens (U+00AD), which mark where a long word may break on a narrow screen: for
 * what machines and screen readers read whole (a title, a description, structured data).
 */
export const withoutSoftHyphens = (text: string) => text.replace(/\u00AD/g, '');
