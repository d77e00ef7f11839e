/**
 * Every photo slot on the home page is data. The shipped files are lightweight illustrations in
 * public/images/home; an operator replaces a picture by swapping the files of the same name
 * (keep the widths in the names, or edit the entry here).
 */
export type ImageData = {
  src: string;
  srcSet?: string;
  /** The `sizes` attribute for srcSet; the component that places the image supplies a default. */
  sizes?: string;
  alt: string;
  width: number;
  height: number;
};

const dir = '/images/home';

/** An image available as `${name}-${w}.webp` for each width; `src` is the largest. */
export function webpImage(name: string, alt: string, widths: readonly number[], aspect: { width: number; height: number }): ImageData {
  const largest = Math.max(...widths);
  return {
    src: `${dir}/${name}-${largest}.webp`,
    srcSet: widths.map((w) => `${dir}/${name}-${w}.webp ${w}w`).join(', '),
    alt,
    width: largest,
    height: Math.round((largest * aspect.height) / aspect.width),
  };
}

/** 4:3 photos (journey steps and the clinic carousel) come in two widths. */
export const photo = (name: string, alt: string) => webpImage(name, alt, [480, 960], { width: 4, height: 3 });
