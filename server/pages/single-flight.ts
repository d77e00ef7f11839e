/**
 * One fill per key at a time: the first request for a page renders it, the others wait for what that
 * render settles with (undefined when it kept nothing; they then render for themselves).
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T | undefined>>();
  return {
    /** What the fill running for this key settles with, or undefined when none runs. */
    running: (key: string) => running.get(key),

    /** Runs `fill` as this key's fill; the caller checks `running` first. */
    async run(key: string, fill: () => Promise<T | undefined>): Promise<T | undefined> {
      const result = fill();
      running.set(
        key,
        result.catch(() => undefined),
      );
      try {
        return await result;
      } finally {
        running.delete(key);
      }
    },
  };
}
