/**
 * Keeps a frame out of the Tab order until its document is in: focus inside the empty frame is lost, to
 * the page's body, when the provider's document replaces it. The frame's box gets `data-loaded` then
 * (its loading note hides). A frame whose document came before the page was live is already done.
 */
export function holdFrameUntilLoaded(box: HTMLElement): () => void {
  const frame = box.querySelector('iframe');
  if (!frame) return () => {};
  const done = () => {
    frame.inert = false;
    box.dataset.loaded = '';
  };
  if (performance.getEntriesByName(frame.src).length > 0) {
    done();
    return () => {};
  }
  frame.inert = true;
  frame.addEventListener('load', done, { once: true });
  return () => frame.removeEventListener('load', done);
}
