/**
 * The suite waits for events, never for a clock: a loaded machine makes it slower, never red. A real hang
 * ends the run, where it shows as the step that never finished.
 */

/** Node's largest timer delay (about 24 days): "no limit" for APIs that cannot switch their timer off. */
export const NO_LIMIT = 2 ** 31 - 1;

/** Options for `vi.waitFor`, `vi.waitUntil` and `expect.poll`: poll until it holds, however long that takes. */
export const eventually = { timeout: NO_LIMIT, interval: 20 } as const;
