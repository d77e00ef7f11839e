import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { FONTS_CSS_ID } from '../../../shared/site.js';

/**
 * Web fonts the bootstrap held back (they would have moved text in view) apply at the visitor's next
 * page change, before it paints: the page is drawn afresh then, and a move right after a click is the
 * click's doing, not a layout shift.
 */
export function DeferredFonts() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else document.getElementById(FONTS_CSS_ID)?.removeAttribute('media');
  }, [pathname]);
  return null;
}
