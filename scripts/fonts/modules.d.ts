// The two font packages ship no types: the parts this project calls, as their READMEs document them.

declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      preserveNameIds?: number[];
      keepFeatures?: string[];
      variationAxes?: Record<string, Axis>;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
