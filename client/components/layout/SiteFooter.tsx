import { Link } from 'react-router-dom';
import { clinic } from '../../../shared/clinic.js';
import { footerQuickLinks } from '../../content/navigation.js';

export function SiteFooter() {
  return (
    <footer>
      <nav aria-label="Quick Links">
        <ul>
          {footerQuickLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        © {new Date().getFullYear()} {clinic.name}
      </p>
    </footer>
  );
}
