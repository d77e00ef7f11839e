/**
 * Starts the built production server with the stand-ins the bench uses and prints its address, for
 * auditing by hand (Lighthouse, DevTools): `npx tsx scripts/bench/serve-for-audit.ts` after `npm run build`.
 */
import { installCleanup } from './cleanup.js';
import { startBenchSite } from './site.js';

installCleanup();
const port = process.argv.find((a) => a.startsWith('--port='))?.slice('--port='.length);
const { server } = await startBenchSite(port ? Number(port) : undefined);
process.stdout.write(`${server.url}\n`);
