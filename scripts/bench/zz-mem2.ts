import { startSupabaseStandIn } from '../../tests/fixtures/supabase-standin.js';
import { generatePosts } from './posts.js';
import { rssMb, startEmbedStandIns, startProductionServer } from './processes.js';
import { hammer, load } from './throughput.js';
const embeds = await startEmbedStandIns();
const standIn = await startSupabaseStandIn();
const seed = generatePosts(100);
standIn.tables.blog_posts = seed.posts; standIn.tables.blog_categories = seed.categories;
const server = await startProductionServer({ ...embeds.env, SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, ...(process.env.XENV ? Object.fromEntries(process.env.XENV.split(',').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])) : {}) });
const routes = ['/', '/services/knee', '/blog', '/blog/healthy-habits-1', '/no-such-page'];
console.log('start', rssMb(server.child.pid!));
for (const r of routes) for (const c of [1, 10, 100]) { await load(server.url + r, c, Number(process.env.SECS ?? 2)); }
console.log('after load phases', rssMb(server.child.pid!));
await hammer(server.url, routes, 100000);
console.log('after hammer', rssMb(server.child.pid!));
await new Promise((r) => setTimeout(r, 20000));
console.log('after 20 s idle', rssMb(server.child.pid!));
await server.stop(); await standIn.close(); await embeds.close();
