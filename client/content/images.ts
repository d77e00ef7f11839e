/**
 * A picture as data. The operator replaces a placeholder by swapping the file of the same name
 * (keep the widths in the names, or edit the entry). Width and height are the intrinsic size, so the
 * browser reserves the box and nothing shifts while it loads.
 */
export type ImageAsset = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Other widths of the same picture; the browser picks the one the layout needs. */
  srcSet?: string;
  /** The `sizes` attribute for srcSet; the component that places the image supplies a default. */
  sizes?: string;
};

/** An image available as `${dir}/${name}-${w}.webp` for each width; `src` is the largest. */
export function webpImage(
  dir: string,
  name: string,
  alt: string,
  widths: readonly number[],
  aspect: { width: number; height: number },
): ImageAsset {
  const largest = Math.max(...widths);
  return {
    src: `${dir}/${name}-${largest}.webp`,
    srcSet: widths.map((w) => `${dir}/${name}-${w}.webp ${w}w`).join(', '),
    alt,
    width: largest,
    height: Math.round((largest * aspect.height) / aspect.width),
  };
}

/** The home page's 4:3 photos (journey steps and the clinic carousel) come in two widths. */
export const homePhoto = (name: string, alt: string) =>
  webpImage('/images/home', name, alt, [480, 960], { width: 4, height: 3 });
