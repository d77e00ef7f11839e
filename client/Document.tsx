import { Suspense, type ReactNode } from 'react';
import { HYDRATION_SCRIPT_ID, INLINE_CSS_ID, type InlineStyles, type PageAssets } from '../shared/site.js';

type Props = {
  assets: PageAssets;
  /** The stylesheets' text, carried in the page (production); without it the stylesheets are linked. */
  inlineStyles?: InlineStyles;
  /** The hydration payload, already serialized with serializeForScript. */
  payloadJson: string;
  children: ReactNode;
};

/** The whole HTML document; the same tree is rendered on the server and hydrated in the browser. */
export function Document({ assets, inlineStyles, payloadJson, children }: Props) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        {/* Nothing paints before the page's data, which follows all its markup, is parsed: a page painted
            half-parsed (a slow network, a busy phone) moved its header and hero as the rest arrived. */}
        <link rel="expect" href={`#${HYDRATION_SCRIPT_ID}`} blocking="render" />
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
        {/* No script is preloaded here: the bootstrap asks for the page's scripts once the page has
            loaded, so the HTML and the largest image have the bandwidth to themselves until then. */}
      </head>
      <body>
        <div id="root">
          {/* React hydrates the document first (one short task: <html>, <head>), the application later, in
              slices; then the layout's parts, each on its own (useLayoutParts). */}
          <Suspense>{children}</Suspense>
        </div>
        {/* Data, not code: type=application/json is never executed, so a strict CSP holds. */}
        <script id={HYDRATION_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: payloadJson }} />
        {/* The bootstrap waits for the page's load before it does anything, so it is fetched at low
            priority: at high, it counted among what the first paint waits for. */}
        <script type="module" src={assets.entry} fetchPriority="low" />
      </body>
    </html>
  );
}
