import type { ReactNode } from 'react';
import { localeInfo } from '../shared/locale.js';
import { useLocale } from './locale-context.js';
import { INLINE_CSS_ID, SITE_SCRIPT_ID, type InlineStyles, type PageAssets } from '../shared/site.js';

type Props = {
  assets: PageAssets;
  /** The stylesheets' text, carried in the page (production); without it the stylesheets are linked. */
  inlineStyles?: InlineStyles;
  children: ReactNode;
};

/** The whole HTML document, rendered on the server; only its islands hydrate in the browser. */
export function Document({ assets, inlineStyles, children }: Props) {
  const locale = useLocale();
  return (
    <html lang={localeInfo[locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        {/* Nothing paints before the page's script tag, which follows all its markup, is parsed: a page
            painted half-parsed (a slow network, a busy phone) moved its header and hero as the rest arrived. */}
        <link rel="expect" href={`#${SITE_SCRIPT_ID}`} blocking="render" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <link rel="alternate" type="application/rss+xml" title="Blog" href="/rss.xml" />
        {/* Both faces draw the header and the first heading of every page: fetched with the HTML, they are
            mostly in before the first paint, and otherwise swap in for the metric-matched fallbacks. */}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {inlineStyles ? (
          <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: inlineStyles.main }} />
        ) : (
          assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
      </head>
      <body>
        {/* Loads the metric-matched fallback faces ahead of the page's text (client/styles/fonts.css). */}
        <div aria-hidden="true" className="fallback-faces">
          <span />
          <span />
          <span />
          <span />
          <span />
        </div>
        <div id="root">{children}</div>
        {/* The site's one script (a few kilobytes): it enhances the layout, then loads the whole stylesheet
            (named here) and the page's islands once the page has loaded. Fetched at low priority: at high,
            it counted among what the first paint waits for. */}
        <script
          id={SITE_SCRIPT_ID}
          type="module"
          src={assets.entry}
          data-styles={assets.styles.join(' ')}
          fetchPriority="low"
        />
      </body>
    </html>
  );
}
