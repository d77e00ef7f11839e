import { SiteFooterMarkup } from './SiteFooterMarkup.js';

export function SiteFooter() {
  return (
    <div id="site-footer">
      <SiteFooterMarkup />
    </div>
  );
}
