import type { FunctionName, FunctionsClient } from '../functions/client.js';
import type { Deliver } from '../outbox/types.js';

/** The edge function each form endpoint feeds. */
export const endpointTargets = { contact: 'send-contact-email', lead: 'submit-to-ghl' } as const satisfies Record<
  string,
  FunctionName
>;

const targets = new Set<string>(Object.values(endpointTargets));

/**
 * Delivers an outbox message to its function with the message id as idempotency key.
 * submit-to-ghl reports acceptance in a success flag; an answer without it is a refusal.
 */
export function functionDeliverer(functions: FunctionsClient): Deliver {
  return async (record) => {
    if (!targets.has(record.target)) return { ok: false, transient: false, reason: 'unknown-target' };
    const result = await functions.invoke(record.target as FunctionName, record.body, { idempotencyKey: record.id });
    if (!result.ok) return result;
    if (record.target === endpointTargets.lead) {
      const data = result.data as { success?: unknown } | null;
      if (typeof data !== 'object' || data === null || data.success !== true) {
        return {
          ok: false,
          transient: false,
          reason: 'not-accepted',
          detail: JSON.stringify(data ?? null).slice(0, 1000),
        };
      }
    }
    return { ok: true };
  };
}
