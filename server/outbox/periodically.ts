/**
 * Runs `task` now and then every `intervalMs` (never two at once) until stopped; the timer does not
 * keep the process alive, and stop() waits for a run under way. The task handles its own errors.
 */
export function periodically(intervalMs: number, task: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;
  const run = () => {
    if (running || stopped) return;
    running = task().finally(() => (running = null));
  };
  return {
    start() {
      stopped = false;
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    /** The run under way, if any (tests wait for the one at start). */
    get running() {
      return running;
    },
  };
}
