import { json } from './http.ts';

/** What came of one provider call: its answer (read in full), or no answer in time, or none at all. */
export type ProviderOutcome =
  | { kind: 'answered'; status: number; body: unknown; headers: Headers }
  | { kind: 'timeout' }
  | { kind: 'network' };

/** One HTTP call bounded by a timeout that also covers reading the answer. */
export async function callProvider(url: string, init: RequestInit, timeoutMs: number): Promise<ProviderOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): kept as text for the refusal's detail.
    }
    return { kind: 'answered', status: res.status, body, headers: res.headers };
  } catch {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** 408 and 429 mean "try later"; other 4xx answers refuse this very request, now and on every retry. */
export const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The provider's error, bounded: it lands in the site's dead letter for the operator, never in a log. */
function detail(body: unknown): string {
  return (typeof body === 'string' ? body : JSON.stringify(body ?? null)).slice(0, 500);
}

/**
 * The answer for a call that did not succeed, in the terms of the site's delivery code: 422 when the
 * provider refused the message (kept as a dead letter), 503 when it may work later (kept and retried).
 */
export function failureAnswer(outcome: ProviderOutcome, transient = false): Response {
  if (outcome.kind === 'timeout') return json(503, { error: 'provider_timeout' });
  if (outcome.kind === 'network') return json(503, { error: 'provider_unreachable' });
  if (!transient && isRefusal(outcome.status)) {
    return json(422, { error: 'provider_refused', providerStatus: outcome.status, detail: detail(outcome.body) });
  }
  const retryAfter = outcome.headers.get('retry-after');
  return json(
    503,
    { error: 'provider_unavailable', providerStatus: outcome.status },
    retryAfter ? { 'Retry-After': retryAfter } : {},
  );
}
