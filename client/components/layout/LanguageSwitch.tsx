import Languages from 'lucide-react/icons/languages';
import { useLocation } from 'react-router-dom';
import { localeInfo, localizePath, locales, pathWithoutLocale } from '../../../shared/locale.js';
import { useLocale } from '../../locale-context.js';

/**
 * A link to this page in each other language, named in that language (and marked so, for screen readers
 * and translation tools). A plain link: it works before any script and from the keyboard, and each
 * address always answers in its own language, so nothing is remembered or guessed.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const page = pathWithoutLocale(pathname);
  return (
    <>
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <a
            key={other}
            href={localizePath(page, other)}
            hrefLang={other}
            lang={localeInfo[other].htmlLang}
            className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-semibold text-brand-800 underline-offset-4 hover:text-brand-900 hover:underline ${className}`}
          >
            <Languages aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {localeInfo[other].name}
          </a>
        ))}
    </>
  );
}
