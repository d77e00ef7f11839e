import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Forced colours drop fills and shadows: a border keeps every button's shape. A label on two lines is
// balanced: nicer, and its break barely depends on the font, so the web fonts' swap keeps it.
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold leading-tight text-center text-balance transition-colors disabled:cursor-not-allowed disabled:opacity-60 forced-colors:border-2';

const variants: Record<ButtonVariant, string> = {
  // The call to action: warm orange, white text (5.2:1).
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800',
  secondary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  // For dark backgrounds.
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 py-2 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-base',
  lg: 'min-h-12 px-7 py-3 text-lg',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

type Style = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Style) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link to a page of this site, styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & Style) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A tel:, mailto: or external link styled as a button. */
export function ButtonAnchor({
  variant,
  size,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & Style) {
  return (
    <a className={buttonClasses({ variant, size, className })} {...props}>
      {children}
    </a>
  );
}
