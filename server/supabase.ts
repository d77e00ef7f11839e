import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Config } from './config.js';

export type SupabaseSettings = NonNullable<Config['supabase']>;

/**
 * The server's one supabase-js client, shared by the blog's reads and the forms' edge functions; null
 * when Supabase is not configured. No session to persist or refresh (there is no sign-in), and ws as
 * the WebSocket: supabase-js throws in createClient on Node 20 without one (realtime stays unused).
 */
export function createSupabaseClient(settings: SupabaseSettings): SupabaseClient;
export function createSupabaseClient(settings: SupabaseSettings | null): SupabaseClient | null;
export function createSupabaseClient(settings: SupabaseSettings | null): SupabaseClient | null {
  if (!settings) return null;
  return createClient(settings.url, settings.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}
