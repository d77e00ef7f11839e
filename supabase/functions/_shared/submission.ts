import type { Checked, MessageBody } from './contract.ts';
import { invalidPayload, readRequest } from './http.ts';
import { type LogEvent, logEvent } from './log.ts';

export type Submission = { ok: true; key: string | undefined; body: MessageBody } | { ok: false; response: Response };

/**
 * A function's first steps: the request read and its body checked against the function's rules, or the
 * 4xx answer refusing it, logged as the function's line.
 */
export async function readSubmission(
  req: Request,
  fn: LogEvent['fn'],
  check: (input: unknown) => Checked,
): Promise<Submission> {
  const incoming = await readRequest(req);
  if (!incoming.ok) {
    logEvent({ fn, key: undefined, outcome: 'bad-request', status: incoming.response.status });
    return incoming;
  }
  const { key } = incoming;
  const checked = check(incoming.input);
  if (!checked.ok) {
    logEvent({ fn, key, outcome: 'invalid', status: 400 });
    return { ok: false, response: invalidPayload(checked.fields) };
  }
  return { ok: true, key, body: checked.body };
}
