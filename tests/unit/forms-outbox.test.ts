import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, MAX_RETRY_DELAY_MS } from '../../server/outbox/backoff.js';
import { OUTBOX_FULL, OUTBOX_ROOM_AGAIN } from '../../server/outbox/capacity.js';
import { createDiskOutbox } from '../../server/outbox/disk-outbox.js';
import type { Deliver, DeliveryResult, Outbox } from '../../server/outbox/types.js';
import { createOutboxStore, type OutboxRecord, type OutboxStore } from '../../server/outbox/store.js';
import { classifyInvokeError } from '../../server/functions/classify.js';
import { functionDeliverer } from '../../server/forms/delivery.js';
import type { FunctionsClient, InvokeResult } from '../../server/functions/client.js';
import { memoryLogger } from '../helpers/app.js';
import { eventually } from '../helpers/patience.js';

describe('retry delay', () => {
  it('starts at the base, doubles, and stops at 15 minutes', () => {
    const mid = () => 0.5;
    expect(retryDelay(1, 5000, mid)).toBe(5000);
    expect(retryDelay(2, 5000, mid)).toBe(10_000);
    expect(retryDelay(3, 5000, mid)).toBe(20_000);
    expect(retryDelay(8, 5000, mid)).toBe(640_000);
    expect(retryDelay(9, 5000, mid)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(500, 5000, mid)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(900_000);
  });

  it('spreads retries by ±25 % and never exceeds the cap', () => {
    expect(retryDelay(1, 1000, () => 0)).toBe(750);
    expect(retryDelay(1, 1000, () => 0.999999)).toBe(1250);
    expect(retryDelay(20, 1000, () => 0.999999)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(20, 1000, () => 0)).toBe(675_000);
  });
});

describe('function error classification', () => {
  const http = (status: number) => new FunctionsHttpError(new Response('{}', { status }));

  it('5xx, 408, 429, relay, network errors and timeouts are transient', () => {
    for (const status of [500, 502, 503, 504, 408, 429])
      expect(classifyInvokeError(http(status), false)).toEqual({ ok: false, transient: true, reason: 'http', status });
    expect(classifyInvokeError(new FunctionsRelayError(new Response()), false)).toMatchObject({
      transient: true,
      reason: 'relay',
    });
    expect(classifyInvokeError(new FunctionsFetchError(new Error('ECONNREFUSED')), false)).toMatchObject({
      transient: true,
      reason: 'network',
    });
    expect(classifyInvokeError(new FunctionsFetchError(new Error('aborted')), true)).toMatchObject({
      transient: true,
      reason: 'timeout',
    });
    expect(classifyInvokeError(new SyntaxError('bad json'), false)).toMatchObject({
      transient: true,
      reason: 'unexpected',
    });
  });

  it('other 4xx answers are permanent', () => {
    for (const status of [400, 401, 403, 404, 413, 422])
      expect(classifyInvokeError(http(status), false)).toEqual({ ok: false, transient: false, reason: 'http', status });
  });
});

describe('function deliverer', () => {
  const record = (target: string): OutboxRecord => ({
    id: 'id-12345678',
    target,
    source: 'contact-form',
    createdAt: new Date().toISOString(),
    body: { name: 'x' },
  });
  const client = (result: InvokeResult, seen: unknown[] = []): FunctionsClient => ({
    invoke: async (...args) => {
      seen.push(args);
      return result;
    },
  });

  it('sends the record id as the idempotency key', async () => {
    const seen: unknown[] = [];
    await functionDeliverer(client({ ok: true, data: '' }, seen))(record('send-contact-email'));
    expect(seen).toEqual([['send-contact-email', { name: 'x' }, { idempotencyKey: 'id-12345678' }]]);
  });

  it('submit-to-ghl counts as delivered only with success: true', async () => {
    expect(await functionDeliverer(client({ ok: true, data: { success: true } }))(record('submit-to-ghl'))).toEqual({
      ok: true,
    });
    for (const data of [{ success: false }, {}, 'ok', null]) {
      expect(await functionDeliverer(client({ ok: true, data }))(record('submit-to-ghl'))).toMatchObject({
        ok: false,
        transient: false,
        reason: 'not-accepted',
      });
    }
    expect(await functionDeliverer(client({ ok: true, data: null }))(record('send-contact-email'))).toEqual({
      ok: true,
    });
  });

  it('refuses a target it does not know (an edited file) without calling anything', async () => {
    const seen: unknown[] = [];
    expect(await functionDeliverer(client({ ok: true, data: {} }, seen))(record('drop-database'))).toMatchObject({
      ok: false,
      transient: false,
    });
    expect(seen).toEqual([]);
  });
});

describe('outbox', () => {
  let dir: string;
  const outboxes: Outbox[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-unit-'));
  });
  afterEach(async () => {
    for (const o of outboxes.splice(0)) await o.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const message = (id: string) => ({
    id,
    target: 'send-contact-email',
    source: 'contact-page',
    body: { name: 'Ana', email: 'ana@example.com' },
  });
  const pending = async () => (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const make = (
    deliver: Deliver | null,
    extra: {
      rescanMs?: number;
      retryBaseMs?: number;
      maxWaiting?: number;
      now?: () => number;
      random?: () => number;
      store?: OutboxStore;
    } = {},
  ) => {
    const log = memoryLogger();
    const outbox = createDiskOutbox({
      dir: extra.store?.dir ?? dir,
      logger: log.logger,
      deliver,
      retryBaseMs: extra.retryBaseMs ?? 20,
      maxWaiting: extra.maxWaiting ?? 10_000,
      rescanMs: extra.rescanMs,
      random: extra.random ?? (() => 0.5),
      now: extra.now,
      store: extra.store,
    });
    outboxes.push(outbox);
    return { outbox, lines: log.lines };
  };

  it('has the message complete on disk (private file) before the function is called', async () => {
    const seenOnDisk: unknown[] = [];
    const { outbox } = make(async (record) => {
      seenOnDisk.push(JSON.parse(await readFile(path.join(dir, `${record.id}.json`), 'utf8')));
      return { ok: true };
    });
    await outbox.start();
    expect(await outbox.submit(message('aaaaaaaa-1'))).toBe('delivered');
    expect(seenOnDisk).toEqual([
      expect.objectContaining({ id: 'aaaaaaaa-1', target: 'send-contact-email', body: message('x').body }),
    ]);
    expect(await pending()).toEqual([]);
    if (process.platform !== 'win32') expect((await stat(path.join(dir, 'dead'))).mode & 0o777).toBe(0o700);
  });

  it('stores private files and keeps a message whose delivery failed, then retries it with backoff', async () => {
    let attempts = 0;
    let fail = 3;
    const { outbox, lines } = make(async () => {
      attempts += 1;
      return fail-- > 0 ? { ok: false, transient: true, reason: 'network' } : { ok: true };
    });
    await outbox.start();
    expect(await outbox.submit(message('bbbbbbbb-1'))).toBe('queued');
    const [file] = await pending();
    if (process.platform !== 'win32') expect((await stat(path.join(dir, file!))).mode & 0o777).toBe(0o600);
    expect(outbox.stats()).toMatchObject({ depth: 1, deadLetters: 0, delivering: true });
    await vi.waitFor(async () => expect(await pending()).toEqual([]), eventually);
    expect(attempts).toBe(4);
    // Random fixed at the middle of the jitter; that each waits its time: 'retries each message when due'.
    expect(lines.filter((l) => l.msg === 'outbox: delivery failed, will retry').map((l) => l.retryInMs)).toEqual([
      20, 40, 80,
    ]);
    expect(outbox.stats()).toEqual({
      depth: 0,
      oldestAgeSeconds: null,
      deadLetters: 0,
      delivering: true,
      maxWaiting: 10_000,
      full: false,
    });
  });

  it('picks up what an earlier run left, delivers each message once, and cleans unfinished temporary files', async () => {
    const first = make(async () => ({ ok: false, transient: true, reason: 'timeout' }), { retryBaseMs: 60_000 });
    await first.outbox.start();
    await first.outbox.submit(message('cccccccc-1'));
    await first.outbox.submit(message('cccccccc-2'));
    await first.outbox.stop();
    await writeFile(path.join(dir, '.cccccccc-3.json.tmp'), '{"id": "cccc');

    const delivered: string[] = [];
    const second = make(async (record) => {
      delivered.push(record.id);
      return { ok: true };
    });
    await second.outbox.start();
    expect(second.lines.find((l) => l.msg === 'outbox: messages waiting from an earlier run')).toMatchObject({
      depth: 2,
    });
    await vi.waitFor(() => expect(delivered).toHaveLength(2), eventually);
    // Stopping waits for every delivery under way: a second one of either message would be counted.
    await second.outbox.stop();
    expect(delivered.sort()).toEqual(['cccccccc-1', 'cccccccc-2']);
    expect(await readdir(dir)).toEqual(['dead']);
  });

  it('keeps a refused message as a dead letter, and an operator can replay it by moving it back', async () => {
    let refuse = true;
    const calls: string[] = [];
    const { outbox, lines } = make(
      async (record): Promise<DeliveryResult> => {
        calls.push(record.id);
        return refuse
          ? { ok: false, transient: false, reason: 'http', status: 422, detail: 'bad address' }
          : { ok: true };
      },
      { rescanMs: 50 },
    );
    await outbox.start();
    expect(await outbox.submit(message('dddddddd-1'))).toBe('rejected');
    const letter = JSON.parse(await readFile(path.join(dir, 'dead', 'dddddddd-1.json'), 'utf8'));
    expect(letter).toMatchObject({
      id: 'dddddddd-1',
      body: message('x').body,
      attempts: 1,
      failure: { reason: 'http', status: 422, detail: 'bad address' },
    });
    expect(lines.find((l) => l.level === 50)).toMatchObject({
      submissionId: 'dddddddd-1',
      outcome: 'dead-letter',
      status: 422,
    });
    expect(outbox.stats()).toMatchObject({ depth: 0, deadLetters: 1 });

    refuse = false;
    await rename(path.join(dir, 'dead', 'dddddddd-1.json'), path.join(dir, 'dddddddd-1.json'));
    await vi.waitFor(() => expect(calls).toHaveLength(2), eventually);
    await vi.waitFor(async () => expect(await pending()).toEqual([]), eventually);
    // The look that took the letter back may still be counting dead/ as the message is delivered.
    await vi.waitFor(() => expect(outbox.stats()).toMatchObject({ depth: 0, deadLetters: 0 }), eventually);
  });

  it('moves an unreadable file aside and logs it', async () => {
    await writeFile(path.join(dir, 'eeeeeeee-1.json'), 'not json');
    const { outbox, lines } = make(async () => ({ ok: true }));
    await outbox.start();
    expect(existsSync(path.join(dir, 'dead', 'eeeeeeee-1.json.unreadable'))).toBe(true);
    expect(lines.find((l) => l.msg === 'outbox: unreadable file moved to dead/')).toMatchObject({
      level: 50,
      file: 'eeeeeeee-1.json',
    });
  });

  it('without a function to deliver to, stores the message, reports it and never attempts it', async () => {
    const { outbox, lines } = make(null, { rescanMs: 20 });
    await outbox.start();
    expect(await outbox.submit(message('ffffffff-1'))).toBe('queued');
    // A dead letter put there now is counted by the next read of the folder: one has run since the submit.
    await writeFile(path.join(dir, 'dead', 'ffffffff-0.json'), '{}');
    await vi.waitFor(() => expect(outbox.stats().deadLetters).toBe(1), eventually);
    expect(await pending()).toEqual(['ffffffff-1.json']);
    expect(outbox.stats()).toMatchObject({ depth: 1, delivering: false });
    expect(outbox.stats().oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(lines.find((l) => l.msg === 'outbox: stored until Supabase is configured')).toMatchObject({
      level: 30,
      submissionId: 'ffffffff-1',
    });
  });

  it('stop() waits for a delivery in progress', async () => {
    let finish!: () => void;
    const { outbox } = make(() => new Promise<DeliveryResult>((resolve) => (finish = () => resolve({ ok: true }))));
    await outbox.start();
    const submitted = outbox.submit(message('gggggggg-1'));
    await vi.waitFor(() => expect(finish).toBeTypeOf('function'), eventually);
    let stopped = false;
    const stopping = outbox.stop().then(() => (stopped = true));
    // With nothing to wait for, stop() would have resolved before the next turn of the event loop.
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await submitted).toBe('delivered');
  });

  it.each([
    { settled: 'delivered', result: { ok: true } },
    { settled: 'rejected', result: { ok: false, transient: false, reason: 'http', status: 422 } },
  ] as const)(
    'a read of the folder while a $settled message leaves it does not take the message back',
    async ({ settled, result }) => {
      const store = createOutboxStore(dir);
      const remove = store.remove.bind(store);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let removing = 0;
      // Holds the file's removal (a delivered message's, or a buried one's) while the folder is read.
      store.remove = async (id) => {
        removing += 1;
        await gate;
        await remove(id);
      };
      const stamps = vi.spyOn(store, 'stamps');
      const calls: string[] = [];
      const { outbox } = make(
        async (record): Promise<DeliveryResult> => {
          calls.push(record.id);
          return result;
        },
        { store, rescanMs: 5 },
      );
      await outbox.start();
      const submitted = outbox.submit(message('kkkkkkkk-1'));
      try {
        await vi.waitFor(() => expect(removing).toBeGreaterThan(0), eventually);
        // A changed folder is listed: the file, still there, is seen by a whole read begun after the hold.
        const later = new Date(Date.now() + 60_000);
        await utimes(dir, later, later);
        const looks = stamps.mock.calls.length;
        await vi.waitFor(() => expect(stamps.mock.calls.length).toBeGreaterThanOrEqual(looks + 2), eventually);
        expect(outbox.stats().depth).toBe(0);
        expect(removing).toBe(1);
      } finally {
        release();
      }
      expect(await submitted).toBe(settled);
      await outbox.stop();
      expect(calls).toEqual(['kkkkkkkk-1']);
      expect(await pending()).toEqual([]);
      expect(outbox.stats()).toMatchObject({ depth: 0, deadLetters: settled === 'rejected' ? 1 : 0 });
    },
  );

  /** A clock the test moves; `reads` counts the outbox's looks at it (every pass of the worker reads it). */
  const manualClock = () => {
    const clock = {
      t: Date.parse('2030-01-01T00:00:00.000Z'),
      reads: 0,
      now: () => {
        clock.reads += 1;
        return clock.t;
      },
    };
    return clock;
  };
  /** Resolves once the worker has checked its schedule again against the clock as it is now. */
  const workerLooked = async (clock: ReturnType<typeof manualClock>) => {
    const before = clock.reads;
    await vi.waitFor(() => expect(clock.reads).toBeGreaterThanOrEqual(before + 3), eventually);
  };
  /** Messages as an earlier run left them: `<id>.json` in the store's format, written directly. */
  const leaveOnDisk = (folder: string, count: number, createdAt: (i: number) => number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = `${String(i).padStart(8, '0')}-left`;
      const record: OutboxRecord = { ...message(id), createdAt: new Date(createdAt(i)).toISOString() };
      writeFileSync(path.join(folder, `${id}.json`), JSON.stringify(record), { mode: 0o600 });
      ids.push(id);
    }
    return ids;
  };
  const transient: DeliveryResult = { ok: false, transient: true, reason: 'network' };
  const retryDelays = (lines: { msg: string; retryInMs?: unknown }[]) =>
    lines.filter((l) => l.msg === 'outbox: delivery failed, will retry').map((l) => l.retryInMs as number);

  it('retries each message when due, earliest first, and none before its time', async () => {
    const clock = manualClock();
    const t0 = clock.t;
    const calls: string[] = [];
    let failing = true;
    const { outbox, lines } = make(
      async (record) => {
        calls.push(record.id);
        return failing ? transient : { ok: true };
      },
      { now: clock.now, retryBaseMs: 40 },
    );
    await outbox.start();
    for (const [id, at] of [
      ['hhhhhhhh-3', 0],
      ['hhhhhhhh-1', 10],
      ['hhhhhhhh-2', 20],
    ] as const) {
      clock.t = t0 + at;
      expect(await outbox.submit(message(id))).toBe('queued');
    }
    // Next attempts at +40, +50, +60: at +45 only the first is due; it fails again, next at +45 + 80.
    clock.t = t0 + 45;
    await vi.waitFor(() => expect(calls).toHaveLength(4), eventually);
    expect(calls[3]).toBe('hhhhhhhh-3');
    await workerLooked(clock);
    expect(calls).toHaveLength(4);

    failing = false;
    clock.t = t0 + 130;
    await vi.waitFor(() => expect(calls).toHaveLength(7), eventually);
    expect(calls.slice(4)).toEqual(['hhhhhhhh-1', 'hhhhhhhh-2', 'hhhhhhhh-3']);
    expect(retryDelays(lines)).toEqual([40, 40, 40, 80]);
    expect(await pending()).toEqual([]);
  });

  it('after a restart, tries every file left on disk, then reads a file again only when its message is due', async () => {
    const clock = manualClock();
    const ids = leaveOnDisk(dir, 200, (i) => clock.t - i * 1000);
    const store = createOutboxStore(dir);
    const read = vi.spyOn(store, 'read');
    const list = vi.spyOn(store, 'list');
    const calls: string[] = [];
    let turn = 0;
    const { outbox, lines } = make(
      async (record) => {
        calls.push(record.id);
        return transient;
      },
      // Jitter spread evenly: the retries fall between 750 and 1250 ms.
      { now: clock.now, store, retryBaseMs: 1000, random: () => (turn++ % 200) / 200 },
    );
    await outbox.start();
    expect(list).toHaveBeenCalledTimes(1);
    expect(outbox.stats()).toMatchObject({ depth: 200, oldestAgeSeconds: 199 });
    await vi.waitFor(() => expect(calls).toHaveLength(200), eventually);
    expect(new Set(calls)).toEqual(new Set(ids));
    expect(read).toHaveBeenCalledTimes(200);

    const dueSoon = retryDelays(lines).filter((delay) => delay <= 760).length;
    expect(dueSoon).toBeGreaterThan(0);
    expect(dueSoon).toBeLessThan(20);
    clock.t += 760;
    await vi.waitFor(() => expect(calls).toHaveLength(200 + dueSoon), eventually);
    await workerLooked(clock);
    expect(calls).toHaveLength(200 + dueSoon);
    expect(read).toHaveBeenCalledTimes(200 + dueSoon);
    expect(list).toHaveBeenCalledTimes(1);
    expect(await pending()).toHaveLength(200);
  });

  it('starts with thousands of messages waiting on disk and, while the folder does not change, reads no file again', async () => {
    // Many of the store's scan batches; how long 100,000 take to read is the bench's outbox phase to measure.
    const waiting = 10_000;
    // tmpfs where there is one: thousands of files on a disk take a while to write and to delete.
    const big = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'outbox-many-'));
    try {
      const clock = manualClock();
      leaveOnDisk(big, waiting, (i) => clock.t - i * 10);
      // Written long ago (dead/ too), as far as the folder's time says: the outbox should see no change.
      await mkdir(path.join(big, 'dead'), { mode: 0o700 });
      const past = new Date(Date.now() - 3_600_000);
      await utimes(big, past, past);
      const store = createOutboxStore(big);
      const spies = {
        list: vi.spyOn(store, 'list'),
        read: vi.spyOn(store, 'read'),
        ids: vi.spyOn(store, 'ids'),
        stamps: vi.spyOn(store, 'stamps'),
      };
      const { outbox, lines } = make(null, { store, now: clock.now, rescanMs: 5, maxWaiting: 2 * waiting });
      await outbox.start();
      expect(outbox.stats()).toMatchObject({ depth: waiting, oldestAgeSeconds: 100, full: false });
      expect(lines.find((l) => l.msg === 'outbox: messages waiting from an earlier run')).toMatchObject({
        depth: waiting,
      });
      expect(spies.list).toHaveBeenCalledTimes(1);

      // Looks at the folder: a stat each, no list of names, no file read.
      const looks = spies.stamps.mock.calls.length;
      await vi.waitFor(() => expect(spies.stamps.mock.calls.length).toBeGreaterThanOrEqual(looks + 5), eventually);
      expect(spies.ids).not.toHaveBeenCalled();
      expect(spies.read).not.toHaveBeenCalled();

      // A new message changes the folder: its names are listed, and still no waiting file is read.
      expect(await outbox.submit(message('iiiiiiii-1'))).toBe('queued');
      await vi.waitFor(() => expect(spies.ids).toHaveBeenCalled(), eventually);
      expect(spies.read).not.toHaveBeenCalled();
      expect(outbox.stats().depth).toBe(waiting + 1);
      await outbox.stop();
    } finally {
      await rm(big, { recursive: true, force: true });
    }
  });

  it('past OUTBOX_MAX_WAITING answers `full` and logs it once; dead letters do not count; accepts again once delivered', async () => {
    let healthy = false;
    const { outbox, lines } = make(
      async (record): Promise<DeliveryResult> =>
        record.target === 'refusing'
          ? { ok: false, transient: false, reason: 'http', status: 422 }
          : healthy
            ? { ok: true }
            : transient,
      { maxWaiting: 2 },
    );
    await outbox.start();
    expect(await outbox.submit({ ...message('jjjjjjjj-0'), target: 'refusing' })).toBe('rejected');
    expect(await outbox.submit(message('jjjjjjjj-1'))).toBe('queued');
    expect(await outbox.submit(message('jjjjjjjj-2'))).toBe('queued');
    for (let i = 3; i < 10; i++) expect(await outbox.submit(message(`jjjjjjjj-${i}`))).toBe('full');
    expect(outbox.stats()).toMatchObject({ depth: 2, deadLetters: 1, maxWaiting: 2, full: true });
    expect(await pending()).toEqual(['jjjjjjjj-1.json', 'jjjjjjjj-2.json']);
    expect(lines.filter((l) => l.msg === OUTBOX_FULL)).toEqual([
      expect.objectContaining({ level: 40, waiting: 2, maxWaiting: 2 }),
    ]);

    healthy = true;
    await vi.waitFor(() => expect(outbox.stats()).toMatchObject({ depth: 0, full: false }), eventually);
    expect(await outbox.submit(message('jjjjjjjj-10'))).toBe('delivered');
    expect(lines.filter((l) => l.msg === OUTBOX_ROOM_AGAIN)).toHaveLength(1);
    // Delivered messages leave no file behind; the dead letter stays.
    expect(await pending()).toEqual([]);
    expect(await readdir(path.join(dir, 'dead'))).toEqual(['jjjjjjjj-0.json']);
  });
});
