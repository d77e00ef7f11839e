/** What the browser learns from a POST to this site's API; it never throws. */
export type ApiResult =
  | { ok: true; status: number; queued: boolean }
  | { ok: false; status: number; error: string; message?: string; fields?: Record<string, string> };

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/**
 * POSTs JSON to the site's own API. A network failure is status 0; an answer that is not JSON (a
 * proxy's error page) keeps its status. 202 (stored, delivery pending) counts as success.
 */
export async function postJson(path: string, body: unknown): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, error: 'network' };
  }
  let data: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    data = null;
  }
  if (response.ok && data?.ok === true) return { ok: true, status: response.status, queued: data.queued === true };
  return {
    ok: false,
    status: response.status,
    error: typeof data?.error === 'string' ? data.error : 'http',
    message: typeof data?.message === 'string' ? data.message : undefined,
    fields: isStringRecord(data?.fields) ? data.fields : undefined,
  };
}
