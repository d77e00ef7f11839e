import type { Locale } from '../../../shared/locale.js';
import { HONEYPOT_FIELD } from '../../../shared/schemas/mapping.js';
import { formAddressesIn, type FormId } from '../../../shared/schemas/form-posts.js';
import { postJson, type ApiResult } from '../../lib/api.js';

/**
 * Sends a form's own values as JSON to the address it posts to natively in the page's language (`/es/contact`),
 * which answers in that language; the server validates them with the same schema and hands them on (the
 * home form's as a lead, then a message), saying which language the visitor wrote in.
 */
export function sendForm(
  form: FormId,
  locale: Locale,
  values: Record<string, string>,
  honeypot: string,
  post: typeof postJson = postJson,
): Promise<ApiResult> {
  return post(formAddressesIn(form, locale).action, { ...values, [HONEYPOT_FIELD]: honeypot });
}
