import type { Locale } from '../../shared/locale.js';
import { fieldErrors } from '../../shared/schemas/fields.js';
import type { FormId } from '../../shared/schemas/form-posts.js';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import {
  contactPagePayload,
  homePayload,
  type FormSource,
  type SubmissionPayload,
} from '../../shared/schemas/mapping.js';
import { errorMap, formMessages } from '../../shared/schemas/messages.js';
import { formTexts } from './language.js';

/** Each form's schema: the very objects the browser validates with (client/components/forms/schemas.ts). */
export const formSchemas = { home: homeContactSchema, 'contact-page': contactPageSchema } as const satisfies Record<
  FormId,
  unknown
>;

/** A valid post's messages: the lead (best effort, its outcome only logged) and the message that decides the answer. */
export type PostMessages = { lead?: SubmissionPayload; message: SubmissionPayload };

export type CheckedPost = { ok: true; messages: PostMessages } | { ok: false; fields: Record<string, string> };

export type PageForm = {
  /** The rate limiter's, the log's and the metrics' name. */
  endpoint: string;
  source: FormSource;
  /**
   * Validates the post's body with the form's schema, its messages in the language of the page it was sent
   * from, then maps the values to the functions' payloads, which say the visitor wrote in that language.
   */
  check(body: Record<string, unknown>, locale: Locale): CheckedPost;
};

/** The parse's words: the form's messages in the page's language, as its island shows them. */
const errorsIn = (locale: Locale, form: 'home' | 'contactPage') => ({
  error: errorMap(formMessages(formTexts(locale).validation, form)),
});

export const pageForms: Record<FormId, PageForm> = {
  home: {
    endpoint: 'form-home',
    source: 'contact-form',
    check(body, locale) {
      const parsed = formSchemas.home.safeParse(body, errorsIn(locale, 'home'));
      if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
      const payload = homePayload(parsed.data, locale);
      return { ok: true, messages: { lead: payload, message: payload } };
    },
  },
  'contact-page': {
    endpoint: 'form-contact-page',
    source: 'contact-page',
    check(body, locale) {
      const parsed = formSchemas['contact-page'].safeParse(body, errorsIn(locale, 'contactPage'));
      if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
      return { ok: true, messages: { message: contactPagePayload(parsed.data, locale) } };
    },
  },
};
