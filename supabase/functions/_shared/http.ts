/** The function's side of the call: the answers the site's delivery code tells apart, and the request's parts. */

/** The header the site puts each submission's id in: the same id on every retry of one message. */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

/** Far above the largest message the site sends, small enough that nothing big is read. */
const MAX_BODY_BYTES = 64 * 1024;

/** Printable ASCII without spaces, as providers take it in their own idempotency headers. */
const KEY_PATTERN = /^[\x21-\x7e]{1,256}$/;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export type Incoming = { ok: true; input: unknown; key: string | undefined } | { ok: false; response: Response };

/**
 * The request's JSON body and idempotency key, or the 4xx answer refusing it: the site sends the same
 * request again only for 5xx, 408 and 429, so these are final.
 */
export async function readRequest(req: Request): Promise<Incoming> {
  if (req.method !== 'POST') {
    return { ok: false, response: json(405, { error: 'method_not_allowed' }, { Allow: 'POST' }) };
  }
  if (!/^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '')) {
    return { ok: false, response: json(415, { error: 'unsupported_media_type', message: 'Send JSON.' }) };
  }
  const key = req.headers.get(IDEMPOTENCY_HEADER) ?? undefined;
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    return { ok: false, response: json(400, { error: 'invalid_idempotency_key' }) };
  }
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { ok: false, response: json(413, { error: 'payload_too_large' }) };
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return { ok: false, response: json(413, { error: 'payload_too_large' }) };
  try {
    return { ok: true, input: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), key };
  } catch {
    return { ok: false, response: json(400, { error: 'invalid_json' }) };
  }
}

/** A payload the contract refuses: 400 naming each field, as the site's own API answers. */
export const invalidPayload = (fields: Record<string, string>) => json(400, { error: 'validation', fields });

/** Secrets not set: 500, so the site keeps the message and retries until the operator sets them. */
export const notConfigured = (missing: string[]) => json(500, { error: 'not_configured', missing });
