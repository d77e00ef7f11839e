import type { ComponentProps } from 'react';

type DeferredFrameProps = Omit<ComponentProps<'iframe'>, 'src' | 'ref'> & { src: string; title: string };

/**
 * Another origin's page in a frame that loads only once this page has loaded and painted
 * (the site's script, lib/deferred-frames). The frame's box is there from the first paint, so nothing moves when it
 * arrives. Without JavaScript, a plain copy in <noscript> takes its place.
 */
export function DeferredFrame({ src, title, className = '', ...props }: DeferredFrameProps) {
  return (
    <>
      {/* The site's script sets `src` once the page has loaded and painted. */}
      <iframe data-src={src} title={title} {...props} className={`${className} noscript:hidden`} />
      <noscript>
        <iframe src={src} title={title} {...props} className={className} />
      </noscript>
    </>
  );
}
