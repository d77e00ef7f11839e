import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * For a slider island: false until it is live (on the server, with no script, and while it hydrates),
 * when its row is a native scroller the keyboard can focus; then true. A row that holds focus as the
 * slider goes live stays focusable until focus leaves it, so focus is never dropped to the page.
 * `onLive` is given the row the visitor had scrolled, as it goes live, to start where they were; the row is
 * then back at its start, for the slider to move itself.
 */
export function useLiveRow<T extends HTMLElement>(onLive: (scrolled: T) => void) {
  const row = useRef<T>(null);
  const [live, setLive] = useState(false);
  const [holdsFocus, setHoldsFocus] = useState(false);
  const onLiveRef = useRef(onLive);
  useEffect(() => {
    const element = row.current;
    // All at once, in one render: the row is read before it stops being a scroller and being focusable.
    setHoldsFocus(document.activeElement === element);
    setLive(true);
    if (element && element.scrollLeft > 0) {
      onLiveRef.current(element);
      element.scrollLeft = 0;
    }
  }, []);
  // Focus that lands between the read above and the render that goes live is heard here: without it, that
  // render would take the focused row out of the tab order and focus would fall to the page.
  const rowProps = {
    ref: row,
    tabIndex: live && !holdsFocus ? undefined : 0,
    onFocus: (event: FocusEvent<T>) => event.target === event.currentTarget && setHoldsFocus(true),
    onBlur: (event: FocusEvent<T>) => event.target === event.currentTarget && setHoldsFocus(false),
  };
  return { live, row, rowProps };
}
