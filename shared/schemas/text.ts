import * as z from 'zod/mini';

/**
 * Control characters (C0, DEL, C1) and the Unicode line/paragraph separators. Single-line values go
 * into e-mail headers and CRM fields downstream, so none of these may reach them (header injection).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Multi-line text keeps tabs and line breaks but nothing else from the control ranges. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isSingleLine = (value: string) => !CONTROL_OR_BREAK.test(value);
export const isCleanMultiLine = (value: string) => !CONTROL_EXCEPT_WHITESPACE.test(value);

/** A check rejecting line breaks and control characters, with the field's own wording. */
export const singleLine = (label: string) =>
  z.refine<string>(isSingleLine, `${label} must be a single line of plain text`);

export const cleanMultiLine = (label: string) =>
  z.refine<string>(isCleanMultiLine, `${label} contains characters that are not allowed`);
