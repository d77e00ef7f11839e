import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { NOT_FOUND_ROUTE } from '../../server/metrics/route-shape.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';
import { blogTables } from '../fixtures/blog-rows.js';
import { supabaseBlog } from '../fixtures/supabase-blog.js';

const TOKEN = 'test-metrics-token-0123456789';
let standIn: StandIn;
let dataDir: string;
beforeAll(async () => {
  standIn = await startSupabaseStandIn({ tables: blogTables(3) });
  dataDir = await mkdtemp(path.join(tmpdir(), 'metrics-'));
});
afterAll(async () => {
  await standIn.close();
  await rm(dataDir, { recursive: true, force: true });
});

const scrape = async (app: Parameters<typeof request>[0]) => {
  const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text;
};
/** The value of one series, e.g. value(text, 'page_cache_requests_total{result="hit"}'). */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is 404 when METRICS_TOKEN is not set', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/metrics').expect(404);
    expect(res.text).not.toContain('process_cpu');
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const { app } = buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const req = request(app).get('/metrics');
      const res = await (authorization ? req.set('Authorization', authorization) : req).expect(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.text).not.toContain('process_cpu');
    }
  });

  it('holds the default metrics and request durations by route shape and status, never the raw URL', async () => {
    const { app } = buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await request(app).get('/services/knee').expect(200);
    await request(app).get('/services/knee').expect(200);
    await request(app).get('/services/head-neck').expect(200);
    await request(app).get('/made-up-page-1').expect(404);
    await request(app).get('/made-up-page-2').expect(404);
    await request(app).post('/api/contact').send({}).expect(400);
    // Refused before the handler (unreadable JSON): the same label.
    await request(app).post('/api/contact').set('Content-Type', 'application/json').send('{bad').expect(400);
    const text = await scrape(app);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(value(text, 'http_request_duration_seconds_count{route="/services/:slug",status="200"}')).toBe(3);
    expect(value(text, `http_request_duration_seconds_count{route="${NOT_FOUND_ROUTE}",status="404"}`)).toBe(2);
    expect(value(text, 'http_request_duration_seconds_count{route="/api/contact",status="400"}')).toBe(2);
    expect(text).not.toMatch(/route="\/services\/knee"|made-up-page/);
    // The first /services/knee, /services/head-neck and made-up page were rendered and kept; the second knee,
    // and the second made-up page (the same page), came from memory.
    expect(value(text, 'page_cache_requests_total{result="hit"}')).toBe(2);
    expect(value(text, 'page_cache_requests_total{result="miss"}')).toBe(3);
  });

  it('counts form submissions by endpoint and outcome, and shows the outbox depth', async () => {
    const { app } = buildTestApp({ env: { METRICS_TOKEN: TOKEN, DATA_DIR: dataDir, RATE_LIMIT_MAX: '2' } });
    const form = {
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      message: 'My lower back has hurt for a week now.',
    };
    await request(app).post('/api/contact').send(form).expect(202);
    await request(app).post('/api/contact').send({}).expect(400);
    await request(app).post('/api/contact').send(form).expect(429);
    const text = await scrape(app);
    expect(value(text, 'form_submissions_total{endpoint="contact",outcome="queued"}')).toBe(1);
    expect(value(text, 'form_submissions_total{endpoint="contact",outcome="invalid"}')).toBe(1);
    expect(value(text, 'form_submissions_total{endpoint="contact",outcome="rate-limited"}')).toBe(1);
    expect(value(text, 'outbox_depth')).toBe(1);
    expect(value(text, 'outbox_dead_letters')).toBe(0);
  });

  it('counts failed reads of the blog source', async () => {
    const { blog, env } = supabaseBlog(standIn);
    const { app } = buildTestApp({ blog, env: { ...env, METRICS_TOKEN: TOKEN } });
    expect(value(await scrape(app), 'blog_source_failures_total')).toBe(0);
    standIn.failWith = 503;
    try {
      await request(app).get('/blog').expect(200);
    } finally {
      standIn.failWith = null;
    }
    expect(value(await scrape(app), 'blog_source_failures_total')).toBeGreaterThanOrEqual(1);
  });
});
