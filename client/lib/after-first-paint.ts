/**
 * Resolves once the browser has painted a frame. Module scripts wait for the stylesheet and then run
 * before the first frame, so when they are already cached (a returning visitor) the page would stay
 * blank until hydration, one long task on a phone, had finished. A hidden tab paints nothing and
 * resolves at once (or as soon as it is hidden).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const hidden = () => document.visibilityState === 'hidden';
    if (hidden()) return resolve();
    const done = () => {
      document.removeEventListener('visibilitychange', onVisibility);
      resolve();
    };
    const onVisibility = () => hidden() && done();
    document.addEventListener('visibilitychange', onVisibility);
    // A frame's callbacks run just before it paints; a task posted from one runs after it.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  });
}
