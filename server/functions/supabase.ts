import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * supabase-js as a server uses it: no session to persist or refresh (there is no sign-in), and a
 * WebSocket transport because supabase-js 2.105+ throws in createClient on Node 20 without one
 * (realtime itself stays unused).
 */
export function createServerSupabase({ url, anonKey }: { url: string; anonKey: string }): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}
