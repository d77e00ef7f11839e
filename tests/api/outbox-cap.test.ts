import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FULL_RETRY_AFTER_SECONDS, submissionAnswers } from '../../server/forms/answers.js';
import { createFunctionsClient } from '../../server/functions/client.js';
import { SHARE_FULL, withAddressShare } from '../../server/outbox/address-share.js';
import { OUTBOX_FULL, OUTBOX_ROOM_AGAIN } from '../../server/outbox/capacity.js';
import { createQueueOutbox } from '../../server/outbox/queue-outbox.js';
import type { Deliver, DeliveryResult } from '../../server/outbox/types.js';
import { createSupabaseClient } from '../../server/supabase.js';
import { clinic } from '../../shared/clinic.js';
import { formPosts } from '../../shared/schemas/form-posts.js';
import { buildTestApp, memoryLogger, type LogLine } from '../helpers/app.js';
import { contactPageValues, homeFormValues } from '../helpers/form-values.js';
import { eventually, NO_LIMIT } from '../helpers/patience.js';
import { startRedisQueue } from '../helpers/redis-server.js';
import { startSupabaseStandIn, type StandIn } from '../../tools/supabase-standin.js';

let standIn: StandIn;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
});
afterAll(() => standIn.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  standIn.reset();
});

const contact = { ...homeFormValues, source: 'contact-form' };
const contactPage = contactPageValues;

const fullLines = (logs: LogLine[]) => logs.filter((l) => l.msg === OUTBOX_FULL);

describe('the cap on waiting messages (OUTBOX_MAX_WAITING)', () => {
  it('disk outbox: past the cap every form answers 429 naming the phone, /readyz says full, one warning; delivering makes room', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-cap-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { app, logs, outbox } = buildTestApp({
      env: { DATA_DIR: dataDir, OUTBOX_RETRY_BASE_MS: '50', RATE_LIMIT_MAX: '1000', OUTBOX_MAX_WAITING: '2' },
      // No time limit on the calls: a slow machine only makes them slower.
      functions: createFunctionsClient(createSupabaseClient(standIn), { timeoutMs: NO_LIMIT }),
    });
    await outbox.start();
    cleanups.push(() => outbox.stop());
    const pending = async () => (await readdir(path.join(dataDir, 'outbox'))).filter((f) => f.endsWith('.json'));
    let healthy = false;
    standIn.functions['send-contact-email'] = () =>
      healthy ? { status: 200, body: { ok: true } } : { status: 500, body: { error: 'smtp down' } };

    const { status, body: answer } = submissionAnswers.en.full;
    expect(status).toBeLessThan(500);
    expect(answer.message).toContain(clinic.phone.display);
    const refusedWhole = (res: request.Response) => {
      expect(res.status).toBe(status);
      expect(res.headers['retry-after']).toBe(String(FULL_RETRY_AFTER_SECONDS));
    };

    // One place left: the home form's post (a lead and its message) stores neither, and says so.
    expect((await request(app).post('/api/contact').send(contact)).status).toBe(202);
    const home = await request(app).post(formPosts.home.action).set('Accept', 'application/json').send(contact);
    refusedWhole(home);
    expect(home.body).toEqual(answer);
    expect(await pending()).toHaveLength(1);

    expect((await request(app).post('/api/contact').send(contact)).status).toBe(202);

    const api = await request(app).post('/api/contact').send(contact);
    refusedWhole(api);
    expect(api.body).toEqual(answer);
    refusedWhole(await request(app).post('/api/lead').send(contact));
    const { action } = formPosts['contact-page'];
    const page = await request(app)
      .post(action)
      .type('form')
      .set('Accept', 'text/html')
      .send(new URLSearchParams(contactPage).toString());
    refusedWhole(page);
    expect(page.text).toContain(escapeHtml(answer.message));
    const json = await request(app).post(action).set('Accept', 'application/json').send(contactPage);
    refusedWhole(json);
    expect(json.body).toEqual(answer);

    const ready = await request(app).get('/readyz').expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', detail: OUTBOX_FULL });
    expect(ready.body.outbox).toMatchObject({ depth: 2, maxWaiting: 2, full: true });
    // Five refusals, one warning; each refusal still has its own submission line.
    expect(fullLines(logs)).toEqual([expect.objectContaining({ level: 40, waiting: 1, maxWaiting: 2 })]);
    expect(logs.filter((l) => l.msg === 'form submission' && l.outcome === 'full')).toHaveLength(5);
    expect(await pending()).toHaveLength(2);

    healthy = true;
    await vi.waitFor(async () => expect(await pending()).toEqual([]), eventually);
    const after = await request(app).get('/readyz').expect(200);
    expect(after.body.detail).toBeUndefined();
    expect(after.body.outbox).toMatchObject({ depth: 0, full: false });
    expect((await request(app).post('/api/contact').send(contact)).status).toBe(200);
    // Room again after the pair's refusal (a single message fitted), and after the delivery.
    expect(logs.filter((l) => l.msg === OUTBOX_ROOM_AGAIN)).toHaveLength(2);
    expect(fullLines(logs)).toHaveLength(1);
    expect(await pending()).toEqual([]);
  });

  it('Redis queue: counts undelivered jobs, retries in progress included (not dead letters), against the cap, one post at a time, and takes messages again once delivered', async () => {
    const { connection, workerConnection } = await startRedisQueue(cleanups, 'outbox-cap-redis');

    let healthy = false;
    const deliver: Deliver = async (record): Promise<DeliveryResult> =>
      record.target === 'refusing'
        ? { ok: false, transient: false, reason: 'http', status: 422 }
        : healthy
          ? { ok: true }
          : { ok: false, transient: true, reason: 'network' };
    const { logger, lines } = memoryLogger();
    const outbox = createQueueOutbox({ connection, workerConnection, logger, deliver, retryBaseMs: 50, maxWaiting: 2 });
    await outbox.start();
    cleanups.push(() => outbox.stop());
    const message = (id: string, target = 'send-contact-email') => ({
      id,
      target,
      source: 'contact-form',
      body: { name: 'Ana' },
    });

    expect(await outbox.submit(message('kkkkkkkk-0', 'refusing'))).toBe('rejected');
    await vi.waitFor(async () => expect((await outbox.stats()).deadLetters).toBe(1), eventually);
    expect(await outbox.submit(message('kkkkkkkk-1'))).toBe('queued');
    expect(await outbox.submit(message('kkkkkkkk-2'))).toBe('queued');
    for (let i = 3; i < 6; i++) expect(await outbox.submit(message(`kkkkkkkk-${i}`))).toBe('full');
    expect(await outbox.stats()).toMatchObject({ maxWaiting: 2, full: true, deadLetters: 1 });
    expect(fullLines(lines)).toEqual([expect.objectContaining({ level: 40, waiting: 2, maxWaiting: 2 })]);

    healthy = true;
    await vi.waitFor(async () => expect(await outbox.stats()).toMatchObject({ depth: 0, full: false }), eventually);
    expect(await outbox.submit(message('kkkkkkkk-6'))).toBe('delivered');
    expect(lines.filter((l) => l.msg === OUTBOX_ROOM_AGAIN)).toHaveLength(1);

    // Posts arriving together at one instance never pass the cap; a pair is taken only whole.
    healthy = false;
    const together = await Promise.all(Array.from({ length: 12 }, (_, i) => outbox.submit(message(`mmmmmmmm-${i}`))));
    expect(together.filter((outcome) => outcome === 'queued')).toHaveLength(2);
    expect(together.filter((outcome) => outcome === 'full')).toHaveLength(10);
    healthy = true;
    await vi.waitFor(async () => expect(await outbox.stats()).toMatchObject({ depth: 0 }), eventually);
    healthy = false;
    expect(await outbox.submit(message('nnnnnnnn-1'))).toBe('queued');
    expect(await outbox.submit(message('nnnnnnnn-2'), { room: 2 })).toBe('full');
    expect(await outbox.stats()).toMatchObject({ depth: 1 });
  });
});

describe("each address's share (OUTBOX_MAX_WAITING_PER_ADDRESS)", () => {
  it('refuses one address past its share of waiting messages, never another, and takes it again once its messages are delivered', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-share-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const share = 2;
    const { app, logs, outbox } = buildTestApp({
      env: {
        DATA_DIR: dataDir,
        OUTBOX_RETRY_BASE_MS: '50',
        RATE_LIMIT_MAX: '1000',
        OUTBOX_MAX_WAITING_PER_ADDRESS: String(share),
        TRUST_PROXY: '1',
      },
      functions: createFunctionsClient(createSupabaseClient(standIn), { timeoutMs: NO_LIMIT }),
    });
    await outbox.start();
    cleanups.push(() => outbox.stop());
    let healthy = false;
    for (const name of ['send-contact-email', 'submit-to-ghl'])
      standIn.functions[name] = () =>
        healthy ? { status: 200, body: { ok: true } } : { status: 500, body: { error: 'down' } };
    const from = (address: string) => ({
      api: () => request(app).post('/api/contact').set('X-Forwarded-For', address).send(contact),
      home: () =>
        request(app)
          .post(formPosts.home.action)
          .set('X-Forwarded-For', address)
          .set('Accept', 'application/json')
          .send(contact),
      page: () =>
        request(app)
          .post(formPosts['contact-page'].action)
          .set('X-Forwarded-For', address)
          .type('form')
          .set('Accept', 'text/html')
          .send(new URLSearchParams(contactPage).toString()),
    });
    const [sender, neighbour] = [from('203.0.113.7'), from('198.51.100.20')];
    const { status, body: answer } = submissionAnswers.en['address-full'];
    expect(status).toBe(429);
    expect(answer.message).toContain(clinic.phone.display);

    // Its share queued (deliveries failing), then one room short: the home form's pair would need two.
    for (let i = 1; i < share; i++) expect((await sender.api()).status).toBe(202);
    const pair = await sender.home();
    expect(pair.status).toBe(status);
    expect(pair.body).toEqual(answer);
    expect(pair.headers['retry-after']).toBe(String(FULL_RETRY_AFTER_SECONDS));
    expect((await sender.api()).status).toBe(202);
    // Full share: every form refuses this address, with the words on the native post's page too.
    const api = await sender.api();
    expect([api.status, api.body]).toEqual([status, answer]);
    const page = await sender.page();
    expect(page.status).toBe(status);
    expect(page.text).toContain(escapeHtml(answer.message));
    // Another visitor is not refused, and neither is the outbox full.
    expect((await neighbour.home()).status).toBe(202);
    expect((await outbox.stats()).depth).toBe(share + 2);
    expect(logs.filter((l) => l.msg === SHARE_FULL)).toEqual([
      expect.objectContaining({ level: 40, perAddress: share }),
    ]);
    expect(logs.filter((l) => l.msg === 'form submission' && l.outcome === 'address-full')).toHaveLength(3);

    // Delivered: the address's messages leave its share.
    healthy = true;
    await vi.waitFor(async () => expect((await outbox.stats()).depth).toBe(0), eventually);
    for (let i = 0; i < share + 1; i++) expect((await sender.api()).status).toBe(200);
  });

  it('Redis queue: posts of one address arriving together never pass its share; a dead letter leaves it', async () => {
    const { connection, workerConnection } = await startRedisQueue(cleanups, 'outbox-share-redis');
    const refusing = new Set<string>();
    const deliver: Deliver = async (record): Promise<DeliveryResult> =>
      refusing.has(record.id)
        ? { ok: false, transient: false, reason: 'http', status: 422 }
        : { ok: false, transient: true, reason: 'network' };
    const { logger } = memoryLogger();
    const queue = createQueueOutbox({
      connection,
      workerConnection,
      logger,
      deliver,
      retryBaseMs: 60_000,
      maxWaiting: 100,
    });
    const outbox = withAddressShare(queue, { perAddress: 2, logger });
    await outbox.start();
    cleanups.push(() => outbox.stop());
    const message = (id: string) => ({
      id,
      target: 'send-contact-email',
      source: 'contact-form',
      body: { name: 'Ana' },
    });

    const together = await Promise.all(
      Array.from({ length: 12 }, (_, i) => outbox.submit(message(`ssssssss-${i}`), { sender: '203.0.113.7' })),
    );
    expect(together.filter((outcome) => outcome === 'queued')).toHaveLength(2);
    expect(together.filter((outcome) => outcome === 'address-full')).toHaveLength(10);
    expect(await outbox.submit(message('tttttttt-1'), { sender: '198.51.100.20' })).toBe('queued');

    // Refused by its function at once: a dead letter, not waiting, so it never takes a place in the share.
    refusing.add('uuuuuuuu-1');
    expect(await outbox.submit(message('uuuuuuuu-1'), { sender: '198.51.100.20' })).toBe('rejected');
    expect(await outbox.submit(message('tttttttt-2'), { sender: '198.51.100.20' })).toBe('queued');
    expect(await outbox.submit(message('tttttttt-3'), { sender: '198.51.100.20' })).toBe('address-full');
    // Once a worker has moved the refused one to the dead letters, only the waiting one is said to wait.
    await vi.waitFor(async () => expect((await queue.stats()).deadLetters).toBe(1), eventually);
    expect(await queue.waitingAmong(['tttttttt-1', 'uuuuuuuu-1', 'no-such-job'])).toEqual(new Set(['tttttttt-1']));
  });
});
