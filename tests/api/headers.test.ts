import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildTestApp, testConfig } from '../helpers/app.js';
import { contentSecurityPolicy } from '../../server/security.js';

const parseCsp = (header: string | undefined = '') =>
  Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  const { app } = buildTestApp({
    env: {
      BOOKING_WIDGET_URL: 'https://booking.test/widget',
      PAYMENT_FORM_URL: 'https://pay.test/form',
      PAYMENT_SCRIPT_URL: 'https://cdn.pay.test/embed.js',
      HERO_VIDEO_URL: 'https://video.test/embed/1',
      MAP_EMBED_URL: 'https://maps.test/embed?q=1',
    },
  });

  it.each(['/', '/services/knee', '/no-such-page', '/healthz', '/robots.txt', '/api/nothing'])(
    '%s carries the full set',
    async (path) => {
      const res = await request(app).get(path);
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", 'https://cdn.pay.test']);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['frame-src']).toEqual([
        'https://booking.test',
        'https://pay.test',
        'https://video.test',
        'https://maps.test',
      ]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();

      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const permissions = res.headers['permissions-policy'];
      expect(permissions).toContain('camera=()');
      expect(permissions).toContain('microphone=()');
      expect(permissions).toContain('geolocation=()');
      expect(permissions).toContain('payment=("https://pay.test")');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    },
  );

  it('sends HSTS and upgrade-insecure-requests only when SITE_URL is https', async () => {
    const { app: secure } = buildTestApp({ env: { SITE_URL: 'https://www.palmharborchiro.example' } });
    const res = await request(secure).get('/').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(parseCsp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  it('relaxes the policy for Vite only in development, never in production', () => {
    const prod = contentSecurityPolicy(testConfig({ NODE_ENV: 'production' }));
    const dev = contentSecurityPolicy(testConfig({ NODE_ENV: 'development' }));
    expect(prod['script-src']).not.toContain("'unsafe-inline'");
    expect(prod['connect-src']).toEqual(["'self'"]);
    expect(dev['script-src']).toContain("'unsafe-inline'");
    expect(dev['connect-src']).toContain('ws:');
  });
});

describe('request ids', () => {
  const { app, logs } = buildTestApp();

  it('generates one, returns it as X-Request-Id and logs one line per request with method, path, status and duration', async () => {
    const res = await request(app).get('/about?utm_source=x').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = logs.find((l) => l.msg === 'request completed' && (l.req as { id: string }).id === id);
    expect(line).toMatchObject({ level: 30, req: { method: 'GET', path: '/about' }, res: { status: 200 } });
    expect(typeof line!.durationMs).toBe('number');
    expect(JSON.stringify(line)).not.toContain('utm_source');
  });

  it('keeps a well-formed incoming id and replaces a malformed one', async () => {
    const kept = await request(app).get('/healthz').set('X-Request-Id', 'proxy-id-12345');
    expect(kept.headers['x-request-id']).toBe('proxy-id-12345');
    const replaced = await request(app).get('/healthz').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });
});
