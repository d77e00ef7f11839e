// Generated from shared/schemas/messages.ts by `npm run functions:schemas`: edit the original, then run it.
import type { ContactPageField, ContactPayloadField, HomeContactField } from './fields.ts';

/**
 * How the forms' schemas get their words. A schema carries no text: a message given in a schema would
 * outrank the one chosen when it parses (zod 4 asks the check, then the schema, then the parse's own
 * `error`). Its issues name the rule a field broke (the issue's code, or a refinement's `rule`), and the
 * language's messages are chosen at parse time: `schema.safeParse(input, { error: errorMap(messages) })`.
 * No zod here: the browser loads this with the form, the schemas only when a visitor starts filling it in.
 */

/** The rules a field's messages word: what it needs, its limit, and its kind of text (one line, plain). */
export type FieldRule = 'required' | 'max' | 'line';

/**
 * One field's messages. `required` covers a value missing, not text, too short, blank or not an e-mail
 * address; an optional field has none, and a value of it that is not text is answered with its `max`.
 */
export type FieldMessages = { required?: string; max: string; line?: string };

/** A form's (or payload's) messages in one language: plain data, so a form's island takes them as props. */
export type FormMessages = {
  /** Characters no one means to type (text.ts), in any field. */
  formatting: string;
  fields: Readonly<Partial<Record<string, FieldMessages>>>;
  /** A field holding none of its options (a payload's source), by field. */
  options?: Readonly<Partial<Record<string, string>>>;
};

/**
 * Every form's and payload's messages in one language, as each language's texts give them: the home form's
 * (also the lead's), the contact page's, and the contact page's payload as the API takes it.
 */
export type ValidationTexts = {
  formatting: string;
  /** A payload naming a source the server does not know (the API's only). */
  source: string;
  home: Record<HomeContactField, FieldMessages>;
  contactPage: Record<ContactPageField, FieldMessages>;
  contactPayload: Record<ContactPayloadField, FieldMessages>;
};

/** One form's (or payload's) messages out of a language's: a form's island takes these. */
export function formMessages(texts: ValidationTexts, form: 'home' | 'contactPage' | 'contactPayload'): FormMessages {
  return { formatting: texts.formatting, fields: texts[form] };
}

/** The rule an issue reports: every rule a field has, the formatting every text field shares, an option. */
export type IssueRule = FieldRule | 'formatting' | 'option';

/** What of an issue the messages go by: its code, its field (the path's first key) and a refinement's rule. */
export type RuleIssue = { readonly code?: string; readonly path?: readonly PropertyKey[]; readonly params?: unknown };

const ruleNames: readonly string[] = ['required', 'max', 'line', 'formatting', 'option'] satisfies IssueRule[];

/** A refinement's `params`, naming the rule it checks (text.ts). */
export const ruleParams = (rule: IssueRule) => ({ params: { rule } });

/**
 * The rule an issue reports. A refinement names its own; a value too long breaks `max`; a value none of a
 * field's options (a payload's source or language) breaks `option`; anything else a field may fail
 * (missing, not text, too short, not an address) is what it `required`.
 */
export function ruleOf(issue: RuleIssue): IssueRule {
  const named = (issue.params as { rule?: unknown } | undefined)?.rule;
  if (issue.code === 'custom' && typeof named === 'string' && ruleNames.includes(named)) return named as IssueRule;
  if (issue.code === 'too_big') return 'max';
  if (issue.code === 'invalid_value') return 'option';
  return 'required';
}

/** An issue's message in the messages' language; undefined for one they do not word (a body that is no object). */
export function messageOf(issue: RuleIssue, messages: FormMessages): string | undefined {
  const rule = ruleOf(issue);
  if (rule === 'formatting') return messages.formatting;
  const field = issue.path?.[0];
  if (typeof field !== 'string') return undefined;
  if (rule === 'option') return messages.options?.[field];
  const own = messages.fields[field];
  return own && (own[rule] ?? own.max);
}

/** The parse's `error`: each issue worded in the messages' language. */
export const errorMap = (messages: FormMessages) => (issue: RuleIssue) => messageOf(issue, messages);

/**
 * Without a language (the Supabase functions, which answer the site's server, not a visitor): the rule's
 * name, so a refused body still says what each field broke.
 */
export const ruleErrors = (issue: RuleIssue): string => ruleOf(issue);
