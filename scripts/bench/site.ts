import { startSupabaseStandIn } from '../../tools/supabase-standin.js';
import { freePort } from './baseline.js';
import { generatePosts } from './posts.js';
import { startEmbedStandIns, startProductionServer } from './processes.js';

/**
 * The site as the bench measures it: the production build on loopback, its blog from the Supabase
 * stand-in (100 posts), the embeds on blank local pages, so nothing leaves the machine.
 */
export async function startBenchSite(port?: number) {
  const embeds = await startEmbedStandIns();
  const standIn = await startSupabaseStandIn();
  const seed = generatePosts(100);
  standIn.tables.blog_posts = seed.posts;
  standIn.tables.blog_categories = seed.categories;
  const sitePort = port ?? (await freePort());
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const env = {
    ...embeds.env,
    PORT: String(sitePort),
    SITE_URL: siteUrl,
    SUPABASE_URL: standIn.url,
    SUPABASE_ANON_KEY: standIn.anonKey,
    BLOG_SOURCE: 'supabase',
  };
  const server = await startProductionServer(env);
  return { embeds, standIn, env, siteUrl, server };
}
