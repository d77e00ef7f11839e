import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';

/** How a failed function call should be handled: retried later (transient) or kept as a dead letter. */
export type InvokeFailure = {
  ok: false;
  transient: boolean;
  /** Short, safe for logs: never the function's answer or the visitor's data. */
  reason: 'timeout' | 'network' | 'relay' | 'http' | 'not-accepted' | 'unexpected';
  status?: number;
};

/**
 * Network errors, relay errors, timeouts and 5xx answers are worth retrying; a 4xx answer means the
 * function refused this message and will refuse it again (408 and 429 are "try later", so retried).
 */
export function classifyInvokeError(error: unknown, timedOut: boolean): InvokeFailure {
  if (timedOut) return { ok: false, transient: true, reason: 'timeout' };
  if (error instanceof FunctionsHttpError) {
    const status = (error.context as Response | undefined)?.status ?? 0;
    const transient = status >= 500 || status === 408 || status === 429 || status === 0;
    return { ok: false, transient, reason: 'http', status };
  }
  if (error instanceof FunctionsRelayError) return { ok: false, transient: true, reason: 'relay' };
  if (error instanceof FunctionsFetchError) return { ok: false, transient: true, reason: 'network' };
  return { ok: false, transient: true, reason: 'unexpected' };
}
