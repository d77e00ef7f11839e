import { startSupabaseStandIn } from '/work/wt-perf/tests/fixtures/supabase-standin.js';
import { generatePosts } from '/work/wt-perf/scripts/bench/posts.js';
import { rssMb, startEmbedStandIns, startProductionServer } from '/work/wt-perf/scripts/bench/processes.js';
import { hammer } from '/work/wt-perf/scripts/bench/throughput.js';
const amount = Number(process.argv[2] ?? 100000);
const idle = Number(process.argv[3] ?? 60);
const extraArgs = process.argv.slice(4).filter((a) => a.startsWith('--'));
const extraEnv = Object.fromEntries(process.argv.slice(4).filter((a) => !a.startsWith('--')).map((a) => a.split('=')));
const embeds = await startEmbedStandIns();
const standIn = await startSupabaseStandIn();
const seed = generatePosts(100);
standIn.tables.blog_posts = seed.posts;
standIn.tables.blog_categories = seed.categories;
const server = await startProductionServer({ ...embeds.env, SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, ...extraEnv, ...(extraArgs.length ? { NODE_OPTIONS: extraArgs.join(' ') } : {}) });
const routes = ['/', '/services/knee', '/blog', '/blog/healthy-habits-1', '/no-such-page'];
console.log('start', rssMb(server.child.pid!));
for (const r of routes) await (await fetch(server.url + r)).arrayBuffer();
console.log('after one each', rssMb(server.child.pid!));
const t = performance.now();
await hammer(server.url, routes, amount);
{
  const { readFileSync } = await import('node:fs');
  const smaps = readFileSync(`/proc/${server.child.pid}/smaps`, 'utf8').split('\n');
  const rows: [string, number][] = []; let name = '';
  for (const line of smaps) { const m = line.match(/^([0-9a-f]+-[0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/); if (m) { name = m[1] + ' ' + (m[2] || 'anon'); continue; } const r = line.match(/^Rss:\s+(\d+)/); if (r) rows.push([name, Number(r[1])]); }
  rows.sort((a, b) => b[1] - a[1]); console.log(rows.slice(0, 14).map(([n, kb]) => `${(kb / 1024).toFixed(1)}MB ${n}`).join('\n'));
}
console.log('after', amount, rssMb(server.child.pid!), 'in', Math.round(performance.now() - t), 'ms');
for (let i = 0; i < idle; i += 10) { await new Promise((r) => setTimeout(r, 10000)); console.log('idle', i + 10, rssMb(server.child.pid!)); }
await server.stop(); await standIn.close(); await embeds.close();
