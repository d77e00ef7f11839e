/** The last reload made to recover a page, kept in sessionStorage so it survives the reload. */
export type ReloadAttempt = { path: string; at: number };

const STORAGE_KEY = 'page-recovery-reload';
/** A failure again this soon after reloading the same address means the reload did not help. */
export const RELOAD_WINDOW_MS = 30_000;

/**
 * Whether a page that failed to load should be reloaded from the server: yes, once, unless the
 * browser is offline (the reload would fail) or this very address was reloaded for it moments ago.
 */
export function shouldReload(path: string, online: boolean, last: ReloadAttempt | null, now: number): boolean {
  if (!online) return false;
  return !(last && last.path === path && now - last.at >= 0 && now - last.at < RELOAD_WINDOW_MS);
}

export function parseAttempt(raw: string | null): ReloadAttempt | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReloadAttempt>;
    return typeof value.path === 'string' && typeof value.at === 'number' ? { path: value.path, at: value.at } : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the current address once to recover from a failed page load (after a deploy, the old
 * build's chunks are gone: the new HTML names the new ones). Returns false when it will not: the
 * caller then shows its message. Without sessionStorage there is no guard against a loop, so no reload.
 */
export function reloadOnce(now = Date.now()): boolean {
  const path = window.location.pathname + window.location.search;
  try {
    if (!shouldReload(path, navigator.onLine, parseAttempt(sessionStorage.getItem(STORAGE_KEY)), now)) return false;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: now }));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
