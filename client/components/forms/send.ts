import { HONEYPOT_FIELD } from '../../../shared/schemas/mapping.js';
import { formPosts, type FormId } from '../../../shared/schemas/form-posts.js';
import { postJson, type ApiResult } from '../../lib/api.js';

/**
 * Sends a form's own values as JSON to the address it posts to natively; the server validates them with
 * the same schema and hands them on (the home form's as a lead, then a message).
 */
export function sendForm(
  form: FormId,
  values: Record<string, string>,
  honeypot: string,
  post: typeof postJson = postJson,
): Promise<ApiResult> {
  return post(formPosts[form].action, { ...values, [HONEYPOT_FIELD]: honeypot });
}
