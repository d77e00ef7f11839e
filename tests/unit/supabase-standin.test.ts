import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';

// The stand-in must answer the real supabase-js client the way Supabase does.
let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSupabaseStandIn({
    tables: {
      blog_categories: [{ id: 'c1', name: 'Wellness', slug: 'wellness' }],
      blog_posts: [
        {
          id: 'p1',
          slug: 'a',
          title: 'A',
          status: 'published',
          published_at: '2026-01-05T12:00:00Z',
          category_id: 'c1',
        },
        { id: 'p2', slug: 'b', title: 'B', status: 'draft', published_at: '2026-02-05T12:00:00Z', category_id: 'c1' },
        {
          id: 'p3',
          slug: 'c',
          title: 'C',
          status: 'published',
          published_at: '2026-03-05T12:00:00Z',
          category_id: null,
        },
      ],
    },
  });
});
afterAll(() => standIn.close());

const client = () =>
  createClient(standIn.url, standIn.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

describe('Supabase stand-in', () => {
  it('filters, orders, limits and embeds the category', async () => {
    const { data, error } = await client()
      .from('blog_posts')
      .select('id, slug, category:blog_categories(name, slug)')
      .eq('status', 'published')
      .order('published_at', { ascending: false })
      .limit(5);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 'p3', slug: 'c', category: null },
      { id: 'p1', slug: 'a', category: { name: 'Wellness', slug: 'wellness' } },
    ]);
    const req = standIn.requests.at(-1)!;
    expect(req.headers.apikey).toBe(standIn.anonKey);
    expect(req.query.get('status')).toBe('eq.published');
    expect(req.query.get('limit')).toBe('5');
  });

  it('answers single-object requests and PGRST116 when nothing matches', async () => {
    const one = await client().from('blog_posts').select('slug').eq('slug', 'a').single();
    expect(one.data).toEqual({ slug: 'a' });
    const none = await client().from('blog_posts').select('slug').eq('slug', 'zzz').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });

  it('invokes functions and can fail or be slow', async () => {
    standIn.functions['echo'] = (body) => ({ status: 200, body: { success: true, got: body } });
    const ok = await client().functions.invoke('echo', { body: { a: 1 } });
    expect(ok.data).toEqual({ success: true, got: { a: 1 } });
    standIn.failWith = 500;
    const failed = await client().functions.invoke('echo', { body: {} });
    expect(failed.error?.name).toBe('FunctionsHttpError');
    standIn.reset();
  });
});
