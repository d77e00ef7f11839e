import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { currentFor } from '../../content/navigation.js';

type Props = {
  href: string;
  children: ReactNode;
  /** Classes for every state; style the current link with aria-[current]: variants. */
  className?: string;
  onClick?(): void;
  /** Marks the item for the dropdown's arrow-key navigation. */
  'data-nav-item'?: string;
};

/** A site link that marks itself with aria-current when it is, or holds, the current page. */
export function NavItemLink({ href, children, className = '', onClick, ...rest }: Props) {
  const { pathname } = useLocation();
  return (
    <Link to={href} aria-current={currentFor(pathname, href)} className={className} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
