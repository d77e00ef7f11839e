import type { ReactNode } from 'react';
import { Document } from './Document.js';
import { SiteProvider } from './site-context.js';
import type { InlineStyles, PageAssets, SiteSettings } from '../shared/site.js';

type Props = {
  site: SiteSettings;
  assets: PageAssets;
  inlineStyles?: InlineStyles;
  payloadJson: string;
  children: ReactNode;
};

/** The document with the site-wide providers; `children` is the router (static or browser). */
export function App({ site, assets, inlineStyles, payloadJson, children }: Props) {
  return (
    <SiteProvider value={site}>
      <Document assets={assets} inlineStyles={inlineStyles} payloadJson={payloadJson}>
        {children}
      </Document>
    </SiteProvider>
  );
}
