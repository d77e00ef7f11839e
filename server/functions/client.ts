import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { classifyInvokeError, type InvokeFailure } from './classify.js';

export type FunctionName = 'send-contact-email' | 'submit-to-ghl';

export type InvokeResult = { ok: true; data: unknown } | (InvokeFailure & { detail?: string });

/** The two Supabase edge functions, each call bounded by a timeout and tagged with an idempotency key. */
export type FunctionsClient = {
  invoke(name: FunctionName, body: unknown, options: { idempotencyKey: string }): Promise<InvokeResult>;
};

/** The header carrying a submission's id, so a function can ignore a message it already handled. */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

export const DEFAULT_FUNCTION_TIMEOUT_MS = 10_000;

/** A refused call's answer, kept (bounded) in the dead letter for the operator; never logged. */
async function answerText(error: unknown): Promise<string | undefined> {
  if (!(error instanceof FunctionsHttpError)) return undefined;
  try {
    return (await (error.context as Response).text()).slice(0, 1000);
  } catch {
    return undefined;
  }
}

export function createFunctionsClient(
  client: SupabaseClient,
  { timeoutMs = DEFAULT_FUNCTION_TIMEOUT_MS }: { timeoutMs?: number } = {},
): FunctionsClient {
  return {
    async invoke(name, body, { idempotencyKey }) {
      // The signal aborts the request and the reading of its answer; functions-js reports it as a fetch error.
      const signal = AbortSignal.timeout(timeoutMs);
      let outcome: Awaited<ReturnType<SupabaseClient['functions']['invoke']>>;
      try {
        outcome = await client.functions.invoke(name, {
          body: body as Record<string, unknown>,
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
          signal,
        });
      } catch (error) {
        return classifyInvokeError(error, signal.aborted);
      }
      if (!outcome.error) return { ok: true, data: outcome.data };
      const failure = classifyInvokeError(outcome.error, signal.aborted);
      return failure.transient ? failure : { ...failure, detail: await answerText(outcome.error) };
    },
  };
}
