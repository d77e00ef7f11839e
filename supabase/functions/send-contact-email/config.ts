/** The function's settings, read from its secrets (Deno.env in the entry, a plain object in tests). */
export type EmailConfig = {
  apiKey: string | undefined;
  /** The clinic's address (or several, comma-separated). */
  to: string[];
  /** A sender on a domain verified with Resend, e.g. `Clinic website <forms@clinic.example>`. */
  from: string | undefined;
  apiUrl: string;
  timeoutMs: number;
};

export type Env = { get(name: string): string | undefined };

/** Below the site's own 10 s wait for the function, so the site hears this function's answer. */
export const DEFAULT_TIMEOUT_MS = 8000;

export function emailConfigFromEnv(env: Env): EmailConfig {
  const timeout = Number(env.get('PROVIDER_TIMEOUT_MS'));
  return {
    apiKey: env.get('RESEND_API_KEY') || undefined,
    to: (env.get('CONTACT_TO_EMAIL') ?? '').split(',').map((address) => address.trim()).filter(Boolean),
    from: env.get('CONTACT_FROM_EMAIL')?.trim() || undefined,
    apiUrl: (env.get('RESEND_API_URL') || 'https://api.resend.com').replace(/\/+$/, ''),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/** The secrets that are not set, by name. */
export function missingSecrets(config: EmailConfig): string[] {
  return [
    ...(config.apiKey ? [] : ['RESEND_API_KEY']),
    ...(config.to.length ? [] : ['CONTACT_TO_EMAIL']),
    ...(config.from ? [] : ['CONTACT_FROM_EMAIL']),
  ];
}
