import { HONEYPOT_FIELD } from '../../shared/schemas/mapping.js';

/** Whether a bot filled the field people never see (any value but an empty or blank one). */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const trap = Object.hasOwn(body, HONEYPOT_FIELD) ? body[HONEYPOT_FIELD] : undefined;
  return typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
}
