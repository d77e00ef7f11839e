import { useLocation } from 'react-router-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { isServicesPath } from '../../content/navigation.js';
import { useTexts } from '../../locale-context.js';
import { PANEL_HOLDER_ID, PANEL_ID } from './services-menu-ids.js';
import { ServicesMenuPanel } from './ServicesMenuPanel.js';
import { topLinkClasses } from './nav-styles.js';

/**
 * The Services dropdown, a disclosure menu: a button and the panel it controls. With no script, CSS opens
 * the panel on hover and while focus is inside (`data-services-menu="native"`, main.css), so every service
 * is reachable; the site's script then takes over the keys, taps and clicks (enhance/services-menu.ts).
 */
export function ServicesMenu() {
  const { pathname } = useLocation();
  const { navigation } = useTexts();
  return (
    <li data-services-menu="native" className="relative">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={PANEL_ID}
        aria-current={isServicesPath(pathname) ? 'true' : undefined}
        className={topLinkClasses}
      >
        {navigation.pages['/services']}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
      </button>
      <div id={PANEL_ID} data-services-panel className="absolute left-1/2 top-full z-40 hidden -translate-x-1/2 pt-3">
        <div id={PANEL_HOLDER_ID} className="contents">
          <ServicesMenuPanel />
        </div>
      </div>
    </li>
  );
}
