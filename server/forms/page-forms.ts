import { fieldErrors } from '../../shared/schemas/fields.js';
import type { FormId } from '../../shared/schemas/form-posts.js';
import { contactPageSchema, homeContactSchema } from '../../shared/schemas/forms.js';
import {
  contactPagePayload,
  homePayload,
  type FormSource,
  type SubmissionPayload,
} from '../../shared/schemas/mapping.js';

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
  /** Validates the post's body with the form's schema, then maps the values to the functions' payloads. */
  check(body: Record<string, unknown>): CheckedPost;
};

export const pageForms: Record<FormId, PageForm> = {
  home: {
    endpoint: 'form-home',
    source: 'contact-form',
    check(body) {
      const parsed = formSchemas.home.safeParse(body);
      if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
      const payload = homePayload(parsed.data);
      return { ok: true, messages: { lead: payload, message: payload } };
    },
  },
  'contact-page': {
    endpoint: 'form-contact-page',
    source: 'contact-page',
    check(body) {
      const parsed = formSchemas['contact-page'].safeParse(body);
      if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
      return { ok: true, messages: { message: contactPagePayload(parsed.data) } };
    },
  },
};
