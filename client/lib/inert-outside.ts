/**
 * Makes everything in the page inert except `keep` (and the elements that hold them), so nothing
 * behind a modal can be focused or read; returns the undo. The inert property writes the attribute
 * the way HTML defines a boolean one (empty), which checkers read, unlike `inert="true"`.
 */
export function inertOutside(keep: Element[]): () => void {
  const holders = new Set<Element>();
  for (const element of keep) for (let e = element.parentElement; e; e = e.parentElement) holders.add(e);
  const made: HTMLElement[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (keep.includes(child)) continue;
      if (holders.has(child)) walk(child);
      else if (child instanceof HTMLElement && !child.inert) {
        child.inert = true;
        made.push(child);
      }
    }
  };
  walk(document.body);
  return () => made.forEach((element) => (element.inert = false));
}
