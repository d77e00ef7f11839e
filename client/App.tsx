import type { ReactNode } from 'react';
import { Document } from './Document.js';
import { SiteProvider } from './site-context.js';
import { LocaleProvider } from './locale-context.js';
import type { Locale } from '../shared/locale.js';
import type { InlineStyles, PageAssets, SiteSettings } from '../shared/site.js';

type Props = {
  site: SiteSettings;
  /** The page's language. */
  locale: Locale;
  assets: PageAssets;
  inlineStyles?: InlineStyles;
  children: ReactNode;
};

/** The document with the site-wide providers; `children` is the page in its layout. */
export function App({ site, locale, assets, inlineStyles, children }: Props) {
  return (
    <SiteProvider value={site}>
      <LocaleProvider locale={locale}>
        <Document assets={assets} inlineStyles={inlineStyles}>
          {children}
        </Document>
      </LocaleProvider>
    </SiteProvider>
  );
}
