/** A paragraph, or a bulleted list: the building blocks of the site's long documents. */
export type TextBlock = string | { list: string[] };
