import { hammer } from './throughput.js';
const url = process.argv[2]!;
const amount = Number(process.argv[3] ?? 100000);
const t = performance.now();
await hammer(url, ['/', '/services/knee', '/blog', '/blog/after-a-car-accident', '/no-such-page'], amount);
console.log('hammer done in', Math.round(performance.now() - t), 'ms');
