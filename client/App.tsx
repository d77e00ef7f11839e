import type { ReactNode } from 'react';
import { Document } from './Document.js';
import { SiteProvider } from './site-context.js';
import type { InlineStyles, PageAssets, SiteSettings } from '../shared/site.js';

type Props = {
  site: SiteSettings;
  assets: PageAssets;
  inlineStyles?: InlineStyles;
  children: ReactNode;
};

/** The document with the site-wide providers; `children` is the page in its layout. */
export function App({ site, assets, inlineStyles, children }: Props) {
  return (
    <SiteProvider value={site}>
      <Document assets={assets} inlineStyles={inlineStyles}>
        {children}
      </Document>
    </SiteProvider>
  );
}
