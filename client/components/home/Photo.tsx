import type { ImageData } from '../../content/home/images.js';

type Props = { image: ImageData; sizes: string; className?: string };

/** A below-the-fold photo: lazy, sized (no layout shift), responsive through srcSet. */
export function Photo({ image, sizes, className = '' }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (image.sizes ?? sizes) : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full object-cover ${className}`}
    />
  );
}
