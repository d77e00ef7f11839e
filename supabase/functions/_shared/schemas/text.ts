// Generated from shared/schemas/text.ts by `npm run functions:schemas`: edit the original, then run it.
import * as z from 'zod/mini';
import { ruleParams } from './messages.ts';

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

// No text in the checks: each language words the rule (messages.ts).
export const singleLine = () => z.refine<string>(isSingleLine, ruleParams('line'));

export const cleanMultiLine = () => z.refine<string>(isCleanMultiLine, ruleParams('line'));

/**
 * Bidi embeddings, overrides and isolates: they make text display in another order than it is stored,
 * so what staff read is not what was sent. The marks LRM, RLM and ALM stay: they move no run of text,
 * and keyboards for right-to-left scripts type them.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** With the u flag a surrogate range matches only halves without their pair: broken text, never typed. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/**
 * Invisible and spelling nothing in any script: zero-width space, word joiner, byte order mark. Removed,
 * so a pasted name matches what was seen (and searched for) without asking the visitor to find them.
 * The zero-width joiner and non-joiner stay: emoji sequences, Persian and Indic scripts are spelled with them.
 */
const INVISIBLE = /[\u200b\u2060\ufeff]/g;

/** A visitor's text as it is kept: NFC (a letter and its accent typed apart become the one letter) without invisibles. */
export const cleanText = (value: string) => value.normalize('NFC').replace(INVISIBLE, '');

/**
 * Characters that show nothing: white space, and those that look blank though Unicode counts them as letters
 * or symbols (the Hangul fillers, the blank braille pattern) or format characters (soft hyphen, joiners,
 * variation selectors, direction marks). A value made only of these is empty to whoever reads it.
 */
const BLANK =
  // eslint-disable-next-line no-misleading-character-class -- lone joiners and variation selectors are the point
  /^[\s\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0]*$/u;

export const hasVisibleCharacter = (value: string) => !BLANK.test(value);

/** A required field needs something a person can read: blank-looking text counts as not given. */
export const visible = () => z.refine<string>(hasVisibleCharacter, ruleParams('required'));

export const isPlainText = (value: string) => !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);

/**
 * Every text field starts here: a string (else what the field requires), cleaned as above, refused with
 * the formatting message when it holds characters no one means to type. Before the field's own rules, so
 * lengths count the text as kept.
 */
export const visitorText = () =>
  z.string().check(z.overwrite(cleanText), z.refine(isPlainText, ruleParams('formatting')));
