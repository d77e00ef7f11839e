import http from 'node:http';
import { startProductionServer } from './processes.js';
import { generatePosts } from './posts.js';
import type { StandIn } from '../../tests/fixtures/supabase-standin.js';

export type GrowthRow = { posts: number; path: string; coldMs: number; warmMedianMs: number; bytes: number };

/**
 * One GET with Accept-Encoding gzip, timed until its last byte arrives. Raw http, so the bytes are
 * counted as sent and the client spends no time decoding them (that is not the server's cost).
 */
function timedGet(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ ms: performance.now() - start, bytes, status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * For each blog size: a fresh server (cold cache) against the stand-in holding that many posts;
 * the first request pays the Supabase read, the next twenty show the steady state.
 */
export async function measureGrowth(standIn: StandIn, env: Record<string, string>, sizes: number[]): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const size of sizes) {
    const { posts, categories } = generatePosts(size);
    standIn.tables.blog_posts = posts;
    standIn.tables.blog_categories = categories;
    const server = await startProductionServer({ ...env, SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey });
    try {
      for (const path of ['/blog', '/blog/healthy-habits-1', '/sitemap.xml']) {
        const cold = await timedGet(server.url + path);
        if (cold.status !== 200) throw new Error(`${path} answered ${cold.status} with ${size} posts`);
        const warm: number[] = [];
        for (let i = 0; i < 20; i++) warm.push((await timedGet(server.url + path)).ms);
        rows.push({ posts: size, path, coldMs: round(cold.ms), warmMedianMs: round(median(warm)), bytes: cold.bytes });
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}
