import { useServerMarkupLinks } from '../../lib/useServerMarkupLinks.js';
import { ServerMarkup } from '../common/ServerMarkup.js';

const HOLDER_ID = 'site-footer';

/**
 * The footer comes with the page and stays as drawn (SiteFooterMarkup, server-rendered only): once the
 * page is live its links navigate within the app and mark the current page.
 */
export function SiteFooter() {
  useServerMarkupLinks(HOLDER_ID);
  return <ServerMarkup part="footer" id={HOLDER_ID} />;
}
