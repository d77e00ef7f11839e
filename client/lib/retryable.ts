/** One load (of a chunk, say) that can be tried again after it failed. */
export type Retryable<T> = {
  /**
   * The current attempt, started if there is none: what a render waits on. A failed attempt stays
   * failed until `reset()`, so its error reaches the error boundary; starting a new load from the
   * render itself would suspend on it, fail, and render again without end.
   */
  current(): Promise<T>;
  /** Forgets a failed attempt (a network blip, a chunk gone after a deploy): the next `current()` loads again. */
  reset(): void;
  /** `reset()` then `current()`: for event handlers that fetch ahead of need. */
  retry(): Promise<T>;
};

export function retryable<T>(load: () => Promise<T>): Retryable<T> {
  let attempt: Promise<T> | undefined;
  let failed = false;
  const start = () => {
    const started = load();
    attempt = started;
    failed = false;
    started.catch(() => {
      if (attempt === started) failed = true;
    });
    return started;
  };
  const reset = () => {
    if (failed) attempt = undefined;
  };
  return {
    current: () => attempt ?? start(),
    reset,
    retry() {
      reset();
      return this.current();
    },
  };
}
