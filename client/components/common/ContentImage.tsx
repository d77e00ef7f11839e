import type { ImgHTMLAttributes } from 'react';

/** A picture as data: the operator replaces a placeholder by swapping the file (and these values). */
export type ImageAsset = { src: string; alt: string; width: number; height: number };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  image: ImageAsset;
  /** Above the fold: load at once; everything else waits until it nears the viewport. */
  priority?: boolean;
  /** Full width with rounded corners and the card shadow. */
  framed?: boolean;
};

/** An image with its intrinsic size, so the browser reserves its box and nothing shifts as it loads. */
const framedClass = 'w-full rounded-[var(--radius-card)] bg-brand-50 shadow-[var(--shadow-card)]';

export function ContentImage({ image, priority = false, framed = false, className = '', ...props }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`h-auto max-w-full ${framed ? framedClass : ''} ${className}`}
      {...props}
    />
  );
}
