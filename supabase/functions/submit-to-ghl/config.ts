/** The function's settings, read from its secrets (Deno.env in the entry, a plain object in tests). */
export type GhlConfig = {
  /** A private integration token of the clinic's sub-account, with the contacts write scope. */
  token: string | undefined;
  locationId: string | undefined;
  apiUrl: string;
  timeoutMs: number;
};

export type Env = { get(name: string): string | undefined };

/** Below the site's own 10 s wait for the function, so the site hears this function's answer. */
export const DEFAULT_TIMEOUT_MS = 8000;

export function ghlConfigFromEnv(env: Env): GhlConfig {
  const timeout = Number(env.get('PROVIDER_TIMEOUT_MS'));
  return {
    token: env.get('GHL_PRIVATE_TOKEN')?.trim() || undefined,
    locationId: env.get('GHL_LOCATION_ID')?.trim() || undefined,
    apiUrl: (env.get('GHL_API_URL') || 'https://services.leadconnectorhq.com').replace(/\/+$/, ''),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/**
 * 'off' when neither secret is set: the clinic uses no CRM (the e-mail carries the same message).
 * Only one of them set is a mistake to fix, not a choice.
 */
export function ghlSetup(config: GhlConfig): { state: 'ready' | 'off' } | { state: 'incomplete'; missing: string[] } {
  if (config.token && config.locationId) return { state: 'ready' };
  if (!config.token && !config.locationId) return { state: 'off' };
  return { state: 'incomplete', missing: [config.token ? 'GHL_LOCATION_ID' : 'GHL_PRIVATE_TOKEN'] };
}
