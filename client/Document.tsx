import type { ReactNode } from 'react';
import { HYDRATION_SCRIPT_ID, type PageAssets } from '../shared/site.js';

type Props = {
  assets: PageAssets;
  /** The hydration payload, already serialized with serializeForScript. */
  payloadJson: string;
  children: ReactNode;
};

/** The whole HTML document; the same tree is rendered on the server and hydrated in the browser. */
export function Document({ assets, payloadJson, children }: Props) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <link rel="alternate" type="application/rss+xml" title="Blog" href="/rss.xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Low, like React's own preload of the entry: the stylesheet and the largest image paint the
            page; the scripts only make it interactive, so they must not take the bandwidth first. */}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" fetchPriority="low" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Data, not code: type=application/json is never executed, so a strict CSP holds. */}
        <script id={HYDRATION_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: payloadJson }} />
      </body>
    </html>
  );
}
