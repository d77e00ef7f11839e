import { describe, expect, it } from 'vitest';
import { createCapacity, FULL_LOG_INTERVAL_MS, OUTBOX_FULL, OUTBOX_ROOM_AGAIN } from '../../server/outbox/capacity.js';
import { createSchedule, type Schedule } from '../../server/outbox/schedule.js';
import { memoryLogger } from '../helpers/app.js';

/** Empties the schedule from its head, as the worker does. */
const drain = <K>(schedule: Schedule<K>) => {
  const out: { key: K; at: number }[] = [];
  for (let head = schedule.peek(); head; head = schedule.peek()) {
    out.push(head);
    schedule.delete(head.key);
  }
  return out;
};

/** A small deterministic generator (xorshift), so a failing case can be replayed. */
const seeded = (seed: number) => () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
};

describe('schedule (keyed min-heap)', () => {
  it('gives the earliest entry first and is empty after the last', () => {
    const schedule = createSchedule<string>();
    expect(schedule.peek()).toBeUndefined();
    schedule.set('c', 30);
    schedule.set('a', 10);
    schedule.set('b', 20);
    expect(schedule.size).toBe(3);
    expect(schedule.peek()).toEqual({ key: 'a', at: 10 });
    expect(drain(schedule).map((d) => d.key)).toEqual(['a', 'b', 'c']);
    expect(schedule.size).toBe(0);
    expect(schedule.peek()).toBeUndefined();
  });

  it('moves a key that is set again, and forgets a deleted one', () => {
    const schedule = createSchedule<string>();
    for (const [key, at] of [
      ['a', 10],
      ['b', 20],
      ['c', 30],
    ] as const)
      schedule.set(key, at);
    schedule.set('a', 40); // a retry: later than the others
    schedule.set('c', 5); // earlier
    expect(schedule.size).toBe(3);
    expect(schedule.delete('b')).toBe(true);
    expect(schedule.delete('b')).toBe(false);
    expect(schedule.has('b')).toBe(false);
    expect(drain(schedule)).toEqual([
      { key: 'c', at: 5 },
      { key: 'a', at: 40 },
    ]);
  });

  it('agrees with a sorted list through thousands of random sets, moves and deletes', () => {
    const random = seeded(42);
    const schedule = createSchedule<number>();
    const reference = new Map<number, number>();
    for (let step = 0; step < 20_000; step++) {
      const key = Math.floor(random() * 500);
      if (random() < 0.3) expect(schedule.delete(key)).toBe(reference.delete(key));
      else {
        const at = Math.floor(random() * 1000);
        schedule.set(key, at);
        reference.set(key, at);
      }
      const head = schedule.peek();
      expect(head?.at).toBe(reference.size ? Math.min(...reference.values()) : undefined);
      if (head) expect(reference.get(head.key)).toBe(head.at);
    }
    expect(schedule.size).toBe(reference.size);
    const times = drain(schedule).map((d) => d.at);
    expect(times).toEqual([...reference.values()].sort((a, b) => a - b));
  });
});

describe('outbox capacity', () => {
  it('admits below the cap, refuses at it, and logs one warning per interval however many are refused', () => {
    const { logger, lines } = memoryLogger();
    let clock = 1_000_000;
    const capacity = createCapacity({ maxWaiting: 3, logger, now: () => clock });
    expect(capacity.admits(2)).toBe(true);
    expect(capacity.isFull(2)).toBe(false);
    for (let i = 0; i < 50; i++) expect(capacity.admits(3)).toBe(false);
    expect(capacity.isFull(3)).toBe(true);
    const errors = () => lines.filter((l) => l.msg === OUTBOX_FULL);
    expect(errors()).toEqual([expect.objectContaining({ level: 40, waiting: 3, maxWaiting: 3, refused: 1 })]);

    clock += FULL_LOG_INTERVAL_MS;
    expect(capacity.admits(4)).toBe(false);
    expect(errors()).toHaveLength(2);
    expect(errors()[1]).toMatchObject({ refused: 51 });

    // A pair that must be stored whole needs room for both.
    expect(capacity.admits(2, 2)).toBe(false);
    expect(errors()[1]).toMatchObject({ refused: 51 });

    // Room again: one line says so, with how many were refused meanwhile.
    expect(capacity.admits(2)).toBe(true);
    expect(capacity.admits(1)).toBe(true);
    expect(lines.filter((l) => l.msg === OUTBOX_ROOM_AGAIN)).toEqual([
      expect.objectContaining({ level: 30, refused: 52 }),
    ]);
    expect(capacity.admits(1, 2)).toBe(true);
  });
});
