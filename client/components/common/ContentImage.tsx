import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '../../content/images.js';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> & {
  image: ImageAsset;
  /** Above the fold: load at once; everything else waits until it nears the viewport. */
  priority?: boolean;
  /** Full width with rounded corners and the card shadow. */
  framed?: boolean;
};

const framedClass = 'w-full rounded-[var(--radius-card)] bg-brand-50 shadow-[var(--shadow-card)]';

/**
 * An image with its intrinsic size, so the browser reserves its box and nothing shifts as it loads;
 * with a srcSet, the image's own `sizes` wins over the placing component's default.
 */
export function ContentImage({ image, priority = false, framed = false, className = '', sizes, ...props }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (image.sizes ?? sizes) : undefined}
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
