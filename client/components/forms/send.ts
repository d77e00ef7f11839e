import { contactPagePayload, homePayload, HONEYPOT_FIELD } from '../../../shared/schemas/mapping.js';
import type { ContactPageValues, HomeContactValues } from '../../../shared/schemas/fields.js';
import { postJson, type ApiResult } from '../../lib/api.js';

type Post = typeof postJson;

/**
 * The home form: the lead first, then the message, both with source 'contact-form'. The lead is
 * best effort (its failure is only logged); the message decides the outcome.
 */
export async function sendHomeForm(
  values: HomeContactValues,
  honeypot: string,
  post: Post = postJson,
): Promise<ApiResult> {
  const payload = { ...homePayload(values), [HONEYPOT_FIELD]: honeypot };
  const lead = await post('/api/lead', payload);
  if (!lead.ok) console.info(`Lead capture did not succeed (${lead.status || 'network'}); sending the message anyway.`);
  return post('/api/contact', payload);
}

/** The contact page: only the message, with the name joined and the subject leading the text. */
export function sendContactPageForm(
  values: ContactPageValues,
  honeypot: string,
  post: Post = postJson,
): Promise<ApiResult> {
  return post('/api/contact', { ...contactPagePayload(values), [HONEYPOT_FIELD]: honeypot });
}
