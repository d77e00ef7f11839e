/**
 * Frames from other origins (the payment form, the map) wait in the HTML with their address in
 * `data-src`: fetched with the page, another origin's document is asked for at the highest priority and
 * holds the first paint back on a slow phone. The bootstrap starts them once the page has loaded and
 * painted; a page rendered later in the browser starts its own (components/common/DeferredFrame).
 */
export function startFrame(frame: HTMLIFrameElement) {
  const src = frame.dataset.src;
  // Setting `src`, even to the same address, loads the frame again.
  if (src && frame.getAttribute('src') !== src) frame.src = src;
}

export function startDeferredFrames() {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-src]')) startFrame(frame);
}
