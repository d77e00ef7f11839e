/**
 * Scroll restoration without React Router's <ScrollRestoration> (its inline script is blocked by
 * our CSP): new pages start at the top, back and forward return to where the visitor was.
 */

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export type ScrollAction =
  { type: 'restore'; y: number } | { type: 'top' } | { type: 'hash'; id: string } | { type: 'none' };

type LocationLike = { key: string; pathname: string; search: string; hash: string };

/**
 * The key a history entry's position is saved under. Entries opened by a full page load all carry
 * React Router's key 'default', so those are told apart by their URL.
 */
export function scrollKey(location: Pick<LocationLike, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/**
 * What to do after the location changed. The first render keeps what the browser did (a fresh
 * load starts at the top or at the #fragment) unless a reload returns to a saved position.
 */
export function scrollActionFor(input: {
  navigationType: NavigationKind;
  hash: string;
  saved: number | undefined;
  initial: boolean;
}): ScrollAction {
  const { navigationType, hash, saved, initial } = input;
  if (navigationType === 'POP') {
    if (saved !== undefined) return { type: 'restore', y: saved };
    return initial ? { type: 'none' } : { type: 'top' };
  }
  if (hash.length > 1) return { type: 'hash', id: decodeHash(hash) };
  return { type: 'top' };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export type PositionStore = {
  get(key: string): number | undefined;
  set(key: string, y: number): void;
  /** Writes the positions to storage (on navigation and when the page is hidden). */
  persist(): void;
};

/**
 * Positions by history-entry key, kept in memory and mirrored to sessionStorage so a reload or a
 * return from another site finds them. Only the most recent `limit` entries are kept.
 */
export function createPositionStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  storageKey = 'scroll-positions',
  limit = 100,
): PositionStore {
  const positions = new Map<string, number>(readPositions(storage, storageKey));
  return {
    get: (key) => positions.get(key),
    set(key, y) {
      // Re-inserting moves the key to the end, so the oldest entries are the first to go.
      positions.delete(key);
      positions.set(key, Math.max(0, Math.round(y)));
      while (positions.size > limit) positions.delete(positions.keys().next().value!);
    },
    persist() {
      try {
        storage?.setItem(storageKey, JSON.stringify([...positions]));
      } catch {
        // Storage full or disabled (private mode): positions still work within this page's life.
      }
    },
  };
}

function readPositions(storage: Pick<Storage, 'getItem'> | null, storageKey: string): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'number' &&
        Number.isFinite(entry[1]),
    );
  } catch {
    return [];
  }
}
