import { setTimeout as sleep } from 'node:timers/promises';
import { NO_LIMIT } from '../patience.js';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export type EngineOptions = {
  /** false: the page's own scripts never run (the harness's `evaluate` still does). */
  javaScript?: boolean;
  /** The page's viewport; VIEWPORT unless given. */
  viewport?: { width: number; height: number };
  /**
   * The browser's default font size in px (16 unless given), as a visitor's text size setting sets it:
   * rem-based sizes and media queries follow it, as they do not follow a zoom.
   */
  defaultFontSize?: number;
};

/**
 * One browser with one page, driven the way a user drives it: clicks and keys are input events the
 * engine handles natively, never `element.click()` run in the page.
 */
export type EngineSession = {
  name: EngineName;
  /** The engine's own version, for reports. */
  version: string;
  /** Gives the page another viewport; resolves once the page has it. */
  resize(viewport: { width: number; height: number }): Promise<void>;
  /**
   * Loads `url` and resolves after its load event, or with `until` 'parsed' once its document is parsed
   * (DOMContentLoaded): the way to visit a page whose load event waits on something the test holds back.
   */
  goto(url: string, until?: 'load' | 'parsed'): Promise<void>;
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
  /**
   * Resolves once `expression` is truthy, however long that takes; an evaluation that fails (mid-navigation,
   * say) counts as not yet.
   */
  waitFor(expression: string): Promise<void>;
  /** Ends the browser and everything started for it; safe to call twice, and after a failed step. */
  close(): Promise<void>;
};

export type LaunchEngine = (options?: EngineOptions) => Promise<EngineSession>;

export const VIEWPORT = { width: 1280, height: 800 } as const;

// A look that has not answered by then is abandoned (its signal aborted) and the next one sent: WebKitWebDriver
// can lose the answer to a script that meets a navigation, and still answers the following ones. Each
// abandoned look doubles the next one's allowance, so a slow machine soon gets one long enough.
const ATTEMPT_TIMEOUT_MS = 3_000;
// This many looks failing alike in a row: a line in the output, in case they go on until the run's own limit.
const REPORT_AFTER_FAILURES = 100;

/** Thrown by a `pollUntil` check when what it waits for can no longer come (the program exited): passed on. */
export class PollingEnded extends Error {}

/**
 * Polls from Node rather than in the page (in-page waiting, rAF or MutationObserver, never fires when the
 * page's scripts are off), until `check` answers truthy: no deadline. A look that throws counts as not yet.
 * `signal` aborts when the look is abandoned.
 */
export async function pollUntil(check: (signal: AbortSignal) => Promise<unknown>, what: string): Promise<void> {
  let allowance = ATTEMPT_TIMEOUT_MS;
  let lastFailure = '';
  let failuresAlike = 0;
  for (;;) {
    const look = new AbortController();
    const timer = setTimeout(() => look.abort(new Error(`one look for ${what} got no answer`)), allowance);
    const abandoned = new Promise<never>((_, reject) =>
      look.signal.addEventListener('abort', () => reject(look.signal.reason as Error)),
    );
    try {
      if (await Promise.race([check(look.signal), abandoned])) return;
      [lastFailure, failuresAlike] = ['', 0];
    } catch (error) {
      if (look.signal.aborted) allowance = Math.min(2 * allowance, NO_LIMIT);
      if (error instanceof PollingEnded) throw error;
      const failure = String(error);
      failuresAlike = failure === lastFailure ? failuresAlike + 1 : 1;
      lastFailure = failure;
      if (failuresAlike === REPORT_AFTER_FAILURES) console.warn(`Still waiting for ${what}; each look: ${failure}`);
    } finally {
      clearTimeout(timer);
      look.abort();
    }
    await sleep(50);
  }
}

/** For cleanup only: whether `promise` fulfils within `ms`; a rejection or a late answer is false. */
export function fulfilsWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const answer = promise.then(
    () => true,
    () => false,
  );
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
