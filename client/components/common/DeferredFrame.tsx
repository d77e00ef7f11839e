import { useEffect, useRef, type ComponentProps } from 'react';
import { startFrame } from '../../lib/deferred-frames.js';

type DeferredFrameProps = Omit<ComponentProps<'iframe'>, 'src' | 'ref'> & { src: string; title: string };

/**
 * Another origin's page in a frame that loads only once this page has loaded and painted
 * (lib/deferred-frames). The frame's box is there from the first paint, so nothing moves when it
 * arrives. Without JavaScript, a plain copy in <noscript> takes its place.
 */
export function DeferredFrame({ src, title, className = '', ...props }: DeferredFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // After hydration the bootstrap has started it already; a page drawn by the router has not.
  useEffect(() => {
    if (frame.current) startFrame(frame.current);
  }, [src]);
  return (
    <>
      {/* The bootstrap may have set `src` before hydration, as it should. */}
      <iframe
        ref={frame}
        data-src={src}
        title={title}
        {...props}
        className={`${className} noscript:hidden`}
        suppressHydrationWarning
      />
      <noscript>
        <iframe src={src} title={title} {...props} className={className} />
      </noscript>
    </>
  );
}
