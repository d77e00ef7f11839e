import { Link, NavLink } from 'react-router-dom';
import { clinic } from '../../../shared/clinic.js';
import { mainNav } from '../../content/navigation.js';

export function SiteHeader() {
  return (
    <header>
      <Link to="/">{clinic.name}</Link>
      <nav aria-label="Main">
        <ul>
          {mainNav.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end={link.href === '/'}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
