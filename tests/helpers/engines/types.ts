import { setTimeout as sleep } from 'node:timers/promises';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export type EngineOptions = {
  /** false: the page's own scripts never run (the harness's `evaluate` still does). */
  javaScript?: boolean;
  /** The page's viewport; VIEWPORT unless given. */
  viewport?: { width: number; height: number };
};

/**
 * One browser with one page, driven the way a user drives it: clicks and keys are input events the
 * engine handles natively, never `element.click()` run in the page.
 */
export type EngineSession = {
  name: EngineName;
  /** The engine's own version, for reports. */
  version: string;
  /** Loads `url` and resolves after its load event. */
  goto(url: string): Promise<void>;
  /**
   * A mouse click at the centre of the first element matching `css`, once there is one. It may return
   * before a navigation it starts: follow such a click with `waitFor`, which rides out the navigation.
   */
  click(css: string): Promise<void>;
  /** A mouse click at a point of the viewport (a modal dialog's backdrop, say). */
  clickAt(x: number, y: number): Promise<void>;
  /** Focuses the element matching `css` and types `text` key by key. */
  type(css: string, text: string): Promise<void>;
  /** Presses and releases one key, named as `KeyboardEvent.key` names it ('Escape', 'Enter', 'Tab', 'a'). */
  press(key: string): Promise<void>;
  /**
   * The value of a synchronous JavaScript expression run in the page by the harness, also when the
   * page's own scripts are off. Nothing asynchronous: with scripts off no promise or timer settles.
   */
  evaluate<T>(expression: string): Promise<T>;
  url(): Promise<string>;
  /** Resolves once `expression` is truthy; an evaluation that fails (mid-navigation, say) counts as not yet. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  /** Ends the browser and everything started for it; safe to call twice, and after a failed step. */
  close(): Promise<void>;
};

export type LaunchEngine = (options?: EngineOptions) => Promise<EngineSession>;

export const VIEWPORT = { width: 1280, height: 800 } as const;

// Generous: two cores shared with other test files.
export const DEFAULT_TIMEOUT_MS = 10_000;
export const NAVIGATION_TIMEOUT_MS = 30_000;
/** Any one protocol call; a hung call then fails naming itself, before the test's own timeout. */
export const PROTOCOL_TIMEOUT_MS = 40_000;
// A poll's attempt that has not answered by then is left behind and the next one sent: WebKitWebDriver
// can lose the answer to a script that meets a navigation, and still answers the following ones.
const ATTEMPT_TIMEOUT_MS = 3_000;

/**
 * Polls from Node rather than in the page: in-page waiting (rAF, MutationObserver) never fires
 * when the page's scripts are off.
 */
export async function pollUntil(
  check: () => Promise<unknown>,
  what: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const attempt = Math.max(50, Math.min(ATTEMPT_TIMEOUT_MS, deadline - Date.now()));
    try {
      if (await withTimeout(check(), attempt, `one look for ${what}`)) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const cause = lastError ? ` (last attempt: ${String(lastError)})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await sleep(50);
  }
}

/** Rejects with `what` once `ms` pass; the promise itself goes on, unheard. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
