import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentFor } from '../texts/navigation.js';

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * What a router link does, for the site's links inside server-only markup (components/common/ServerMarkup):
 * a plain click navigates within the app, and aria-current follows the location.
 */
export function useServerMarkupLinks(holderId: string) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    for (const link of document.querySelectorAll(`#${holderId} a[href^="/"]`)) {
      const current = currentFor(pathname, link.getAttribute('href')!);
      if (current) link.setAttribute('aria-current', current);
      else link.removeAttribute('aria-current');
    }
  }, [holderId, pathname]);

  useEffect(() => {
    const holder = document.getElementById(holderId);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[href^="/"]');
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      void navigate(link.getAttribute('href')!);
    };
    holder?.addEventListener('click', onClick);
    return () => holder?.removeEventListener('click', onClick);
  }, [holderId, navigate]);
}
