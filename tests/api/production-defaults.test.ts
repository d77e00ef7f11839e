import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { buildTestApp, memoryLogger, testConfig, type LogLine } from '../helpers/app.js';
import { startServer } from '../helpers/server-process.js';
import { eventually } from '../helpers/patience.js';
import { clinicPlaceholders, isLoopbackHost, productionWarnings } from '../../server/production-warnings.js';
import { clinic } from '../../shared/clinic.js';
import { rootDir } from '../../server/paths.js';

// `npm start` with nothing configured keeps working; what a public site must not keep is said instead:
// at start, once per process for what only traffic shows, and on /readyz.

const configured = {
  SITE_URL: 'https://www.palmharborchiro.com',
  BOOKING_WIDGET_URL: 'https://book.example.org/w',
  PAYMENT_FORM_URL: 'https://pay.example.org/form',
  PAYMENT_SCRIPT_URL: 'https://pay.example.org/embed.js',
  HERO_VIDEO_URL: 'https://video.example.org/hero',
  MAP_EMBED_URL: 'https://maps.example.org/e',
};
/** Details such as an operator puts in shared/clinic.ts: a number outside 555-01xx, a real domain. */
const realDetails = { phone: { display: '(727) 786-0142', tel: '+17277860142' }, email: 'hello@palmharborchiro.com' };

const about = (lines: LogLine[], text: string) => lines.filter((l) => l.level >= 40 && l.msg.includes(text));
const warningsOf = async (app: Parameters<typeof request>[0]) =>
  ((await request(app).get('/readyz').expect(200)).body as { warnings?: string[] }).warnings ?? [];

describe('SITE_URL unset', () => {
  it('one warning at start naming SITE_URL; set, none', () => {
    const { logger, lines } = memoryLogger();
    productionWarnings(testConfig(), logger).logAtStart();
    expect(about(lines, 'SITE_URL')).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^SITE_URL unset: canonical links/) }),
    ]);

    const set = memoryLogger();
    productionWarnings(testConfig({ SITE_URL: configured.SITE_URL }), set.logger).logAtStart();
    expect(about(set.lines, 'SITE_URL')).toEqual([]);
  });

  it('the first request by a public name logs one error line (kept pages too); loopback names none; /readyz names it', async () => {
    const { app, logs } = buildTestApp();
    // The localhost the crawler files name: what the error line is about.
    expect((await request(app).get('/robots.txt').set('Host', 'localhost:3000')).text).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
    for (const host of ['localhost:3000', 'localhost', '127.0.0.1', '127.8.9.10:3000', '[::1]:3000'])
      await request(app).get('/').set('Host', host).expect(200);
    expect(about(logs, 'SITE_URL')).toEqual([]);
    expect(await warningsOf(app)).toContainEqual(expect.stringMatching(/^SITE_URL unset: .*http:\/\/localhost:3000/));

    // `/` is a kept page by now: answered ahead of Express, still looked at.
    await request(app).get('/').set('Host', 'www.example-clinic.com').expect(200);
    await request(app).get('/about').set('Host', 'palmharborchiro.com').expect(200);
    const errors = about(logs, 'SITE_URL');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: 50, host: 'www.example-clinic.com', siteUrl: 'http://localhost:3000' });
    expect(errors[0]!.msg).toMatch(/canonical links, the sitemap and robots\.txt point at http:\/\/localhost:3000/);
  });

  it('SITE_URL on an example domain: one error line at start, and /readyz names it', async () => {
    for (const siteUrl of ['https://www.example-clinic.com', 'https://example.com', 'https://clinic.example']) {
      const { logger, lines } = memoryLogger();
      productionWarnings(testConfig({ SITE_URL: siteUrl }), logger).logAtStart();
      expect(about(lines, 'SITE_URL'), siteUrl).toEqual([
        expect.objectContaining({
          level: 50,
          msg: expect.stringContaining(`SITE_URL is an example address (${siteUrl})`),
        }),
      ]);
      const { app } = buildTestApp({ env: { SITE_URL: siteUrl } });
      expect(await warningsOf(app), siteUrl).toContainEqual(expect.stringContaining('SITE_URL is an example address'));
    }
  });

  it('SITE_URL set: nothing, whatever the Host', async () => {
    const { app, logs } = buildTestApp({ env: { SITE_URL: configured.SITE_URL } });
    await request(app).get('/').set('Host', 'www.example-clinic.com').expect(200);
    await request(app).get('/').set('Host', 'another.example.net').expect(200);
    expect(about(logs, 'SITE_URL')).toEqual([]);
    expect(await warningsOf(app)).not.toContainEqual(expect.stringContaining('SITE_URL'));
  });

  it('the built server starts with nothing set, warns once at start, and once when reached by a public name', async () => {
    const server = await startServer();
    try {
      const get = (host: string) =>
        new Promise<number>((resolve, reject) =>
          http
            .get(server.url + '/', { headers: { host } }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode!));
            })
            .on('error', reject),
        );
      expect(await get('localhost:3000')).toBe(200);
      expect(await get('www.example-clinic.com')).toBe(200);
      expect(await get('www.example-clinic.com')).toBe(200);
      const siteUrlLines = () => server.logs.filter((l) => l.includes('SITE_URL')).map((l) => JSON.parse(l));
      await vi.waitUntil(() => siteUrlLines().some((l) => l.level === 50), eventually);
      expect(siteUrlLines().map((l) => l.level)).toEqual([40, 50]);
      const listening = server.logs.findIndex((l) => l.includes('"msg":"listening'));
      expect(server.logs.findIndex((l) => l.includes('SITE_URL unset'))).toBeLessThan(listening);
    } finally {
      await server.stop();
    }
  });
});

describe('X-Forwarded-For while TRUST_PROXY is unset', () => {
  it('one error line per process saying every visitor shares the proxy bucket; /readyz, which any client could fill, does not', async () => {
    const { app, logs } = buildTestApp({ env: { SITE_URL: configured.SITE_URL } });
    await request(app).get('/').expect(200);
    expect(await warningsOf(app)).not.toContainEqual(expect.stringContaining('TRUST_PROXY'));

    await request(app).get('/').set('X-Forwarded-For', '203.0.113.7').expect(200);
    await request(app).get('/about').set('X-Forwarded-For', '198.51.100.23').expect(200);
    const errors = about(logs, 'TRUST_PROXY');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.level).toBe(50);
    expect(errors[0]!.msg).toMatch(/every visitor shares one rate-limit bucket \(the proxy IP\)/);
    expect(errors[0]!.msg).toContain('set TRUST_PROXY=1');
    expect(await warningsOf(app)).not.toContainEqual(expect.stringContaining('TRUST_PROXY'));
  });

  it('TRUST_PROXY=1: nothing to say', async () => {
    const { app, logs } = buildTestApp({ env: { SITE_URL: configured.SITE_URL, TRUST_PROXY: '1' } });
    await request(app).get('/').set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect(about(logs, 'TRUST_PROXY')).toEqual([]);
    expect(await warningsOf(app)).not.toContainEqual(expect.stringContaining('TRUST_PROXY'));
  });
});

describe('example embeds and clinic details', () => {
  it('at start: one warning naming the embed variables left unset, one naming the fictional phone', () => {
    const { logger, lines } = memoryLogger();
    const warnings = productionWarnings(
      testConfig({ SITE_URL: configured.SITE_URL, MAP_EMBED_URL: configured.MAP_EMBED_URL }),
      logger,
    );
    warnings.logAtStart();
    expect(lines.map((l) => l.level)).toEqual([40, 40]);
    const [embeds, details] = lines as [LogLine, LogLine];
    expect(embeds.msg).toContain('BOOKING_WIDGET_URL, PAYMENT_FORM_URL, PAYMENT_SCRIPT_URL, HERO_VIDEO_URL unset');
    expect(embeds.msg).not.toContain('MAP_EMBED_URL');
    expect(details.msg).toContain(`the phone ${clinic.phone.display} is fictional (555-01xx)`);
    expect(details.msg).toContain('shared/clinic.ts');
    expect(warnings.list()).toHaveLength(2);
  });

  it("all set and the clinic's own details: nothing at start, nothing on /readyz", () => {
    const { logger, lines } = memoryLogger();
    const warnings = productionWarnings(testConfig({ ...configured, TRUST_PROXY: '1' }), logger, realDetails);
    warnings.logAtStart();
    expect(lines).toEqual([]);
    expect(warnings.list()).toEqual([]);
  });

  it('tells the reserved numbers and example domains from real ones', () => {
    expect(clinicPlaceholders(clinic)).toContainEqual(expect.stringContaining(clinic.phone.display));
    expect(clinicPlaceholders(realDetails)).toEqual([]);
    expect(
      clinicPlaceholders({ phone: { display: '(727) 555-0199', tel: '+17275550199' }, email: 'a@b.test' }),
    ).toEqual(['the phone (727) 555-0199 is fictional (555-01xx)', 'the e-mail a@b.test is an example address']);
    // 555 outside 0100-0199 is an ordinary exchange.
    expect(
      clinicPlaceholders({ phone: { display: '(727) 555-1234', tel: '+17275551234' }, email: 'x@example.com' }),
    ).toEqual(['the e-mail x@example.com is an example address']);
  });
});

describe('development', () => {
  it('says nothing: a laptop on purpose', () => {
    const { logger, lines } = memoryLogger();
    const warnings = productionWarnings(testConfig({ NODE_ENV: 'development' }), logger);
    warnings.logAtStart();
    const req = new IncomingMessage(new Socket());
    req.headers = { host: 'www.example-clinic.com', 'x-forwarded-for': '203.0.113.7' };
    warnings.observe(req);
    expect(lines).toEqual([]);
    expect(warnings.list()).toEqual([]);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost:3000', true],
    ['LOCALHOST.', true],
    ['127.0.0.1', true],
    ['127.200.1.9:8080', true],
    ['[::1]:3000', true],
    ['[0:0:0:0:0:0:0:1]', true],
    [undefined, true],
    ['www.example-clinic.com', false],
    ['10.0.0.11:3000', false],
    ['[2001:db8::1]:3000', false],
    ['localhost.example.com', false],
    ['128.0.0.1', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('the Docker image', () => {
  // The Dockerfile's ENTRYPOINT, run as Docker runs it, with a command standing in for the server.
  const line = readFileSync(path.join(rootDir, 'Dockerfile'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('ENTRYPOINT '));
  const entrypoint = JSON.parse(line!.slice('ENTRYPOINT '.length)) as string[];
  const run = (env: Record<string, string>) =>
    spawnSync(entrypoint[0]!, [...entrypoint.slice(1), process.execPath, '-e', 'console.log("started")'], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });

  it('refuses to start without SITE_URL, in one line naming it', () => {
    for (const env of [{}, { SITE_URL: '' }] as Record<string, string>[]) {
      const { status, stdout, stderr } = run(env);
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^SITE_URL is not set: /);
    }
  });

  it('with SITE_URL runs its command', () => {
    const { status, stdout } = run({ SITE_URL: configured.SITE_URL });
    expect(status).toBe(0);
    expect(stdout).toBe('started\n');
  });
});
