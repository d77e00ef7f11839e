/** The earliest entry of a schedule: its key and the time (or any number) it is ordered by. */
export type Due<K> = { key: K; at: number };

export type Schedule<K> = {
  readonly size: number;
  /** Adds the key, or moves it if it is already there. */
  set(key: K, at: number): void;
  delete(key: K): boolean;
  has(key: K): boolean;
  /** The entry with the smallest time, left in place; undefined when empty. */
  peek(): Due<K> | undefined;
};

/**
 * A min-heap keyed by K: set, delete and move in O(log n), the earliest in O(1). The outbox's worker
 * asks it what is due instead of looking at every waiting message; the index by key lets a message
 * be moved or dropped without a search.
 */
export function createSchedule<K>(): Schedule<K> {
  const keys: K[] = [];
  const times: number[] = [];
  const positions = new Map<K, number>();

  const place = (i: number, key: K, at: number) => {
    keys[i] = key;
    times[i] = at;
    positions.set(key, i);
  };

  function up(i: number) {
    const key = keys[i]!;
    const at = times[i]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (times[parent]! <= at) break;
      place(i, keys[parent]!, times[parent]!);
      i = parent;
    }
    place(i, key, at);
  }

  function down(i: number) {
    const key = keys[i]!;
    const at = times[i]!;
    const n = keys.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && times[right]! < times[left]! ? right : left;
      if (times[child]! >= at) break;
      place(i, keys[child]!, times[child]!);
      i = child;
    }
    place(i, key, at);
  }

  /** Puts the last entry at i and restores the order around it. */
  function fill(i: number) {
    const lastKey = keys.pop()!;
    const lastAt = times.pop()!;
    if (i === keys.length) return;
    place(i, lastKey, lastAt);
    if (i > 0 && times[(i - 1) >> 1]! > lastAt) up(i);
    else down(i);
  }

  return {
    get size() {
      return keys.length;
    },
    set(key, at) {
      const i = positions.get(key);
      if (i === undefined) {
        keys.push(key);
        times.push(at);
        up(keys.length - 1);
        return;
      }
      const before = times[i]!;
      times[i] = at;
      if (at < before) up(i);
      else down(i);
    },
    delete(key) {
      const i = positions.get(key);
      if (i === undefined) return false;
      positions.delete(key);
      fill(i);
      return true;
    },
    has: (key) => positions.has(key),
    peek: () => (keys.length ? { key: keys[0]!, at: times[0]! } : undefined),
  };
}
