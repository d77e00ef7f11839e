/**
 * One JSON line per call. Only these fields exist, so no visitor's value (name, address, message) can
 * reach the function's logs: the submission id, the outcome and statuses say enough to trace a message.
 */
export type LogEvent = {
  fn: 'send-contact-email' | 'submit-to-ghl';
  key: string | undefined;
  outcome: string;
  status: number;
  providerStatus?: number;
  /** The provider's own id for what it made (e-mail id, contact id). */
  providerId?: string;
  ms?: number;
  missing?: string[];
};

export function logEvent(event: LogEvent): void {
  const line = JSON.stringify({ ...event, key: event.key ?? null });
  if (event.status >= 500) console.error(line);
  else if (event.status >= 400) console.warn(line);
  else console.log(line);
}
