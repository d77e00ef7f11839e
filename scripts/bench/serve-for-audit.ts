/**
 * Starts the built production server with the stand-ins the bench uses and prints its address, for
 * auditing by hand (Lighthouse, DevTools): `npx tsx scripts/bench/serve-for-audit.ts` after `npm run build`.
 */
import { startSupabaseStandIn } from '../../tests/fixtures/supabase-standin.js';
import { installCleanup } from './cleanup.js';
import { generatePosts } from './posts.js';
import { startEmbedStandIns, startProductionServer } from './processes.js';
import { freePort } from './baseline.js';

installCleanup();
const embeds = await startEmbedStandIns();
const standIn = await startSupabaseStandIn();
const seed = generatePosts(100);
standIn.tables.blog_posts = seed.posts;
standIn.tables.blog_categories = seed.categories;
const port = Number(process.argv.find((a) => a.startsWith('--port='))?.slice('--port='.length) ?? (await freePort()));
const server = await startProductionServer({
  ...embeds.env,
  PORT: String(port),
  SITE_URL: `http://127.0.0.1:${port}`,
  SUPABASE_URL: standIn.url,
  SUPABASE_ANON_KEY: standIn.anonKey,
});
process.stdout.write(`${server.url}\n`);
