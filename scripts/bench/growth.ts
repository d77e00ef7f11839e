import { startProductionServer } from './processes.js';
import { generatePosts } from './posts.js';
import { rawGet } from './raw-get.js';
import type { StandIn } from '../../tools/supabase-standin.js';

export type GrowthRow = { posts: number; path: string; coldMs: number; warmMedianMs: number; bytes: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * For each blog size: a fresh server (cold cache) against the stand-in holding that many posts;
 * the first request pays the Supabase read, the next twenty show the steady state.
 */
export async function measureGrowth(
  standIn: StandIn,
  env: Record<string, string>,
  sizes: number[],
): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const size of sizes) {
    const { posts, categories } = generatePosts(size);
    standIn.tables.blog_posts = posts;
    standIn.tables.blog_categories = categories;
    const server = await startProductionServer({
      ...env,
      SUPABASE_URL: standIn.url,
      SUPABASE_ANON_KEY: standIn.anonKey,
      BLOG_SOURCE: 'supabase',
    });
    try {
      // Gzip as sent: the client spends no time decoding (that is not the server's cost).
      const timedGet = (url: string) => rawGet(url, { 'Accept-Encoding': 'gzip' });
      for (const path of ['/blog', '/blog/healthy-habits-1', '/sitemap.xml']) {
        const cold = await timedGet(server.url + path);
        if (cold.status !== 200) throw new Error(`${path} answered ${cold.status} with ${size} posts`);
        const warm: number[] = [];
        for (let i = 0; i < 20; i++) warm.push((await timedGet(server.url + path)).ms);
        rows.push({
          posts: size,
          path,
          coldMs: round(cold.ms),
          warmMedianMs: round(median(warm)),
          bytes: cold.body.length,
        });
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}
