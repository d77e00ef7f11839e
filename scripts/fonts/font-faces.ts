/** One @font-face rule of a stylesheet: its descriptors by name, values with whitespace collapsed. */
export type FontFaceRule = Record<string, string>;

/** The @font-face rules of a stylesheet (flat rules only, as fonts.css writes them; comments are skipped). */
export function fontFaceRules(css: string): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, body] of withoutComments.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const rule: FontFaceRule = {};
    for (const [, name, value] of body!.matchAll(/([\w-]+)\s*:\s*([^;]+);?/g)) {
      rule[name!] = value!.replace(/\s+/g, ' ').trim();
    }
    rules.push(rule);
  }
  return rules;
}

/** The rule that declares `family` with the given file in its src (the web font, not its local() fallback). */
export function webFontFace(css: string, family: string): FontFaceRule | undefined {
  return fontFaceRules(css).find((r) => r['font-family'] === `'${family}'` && /url\(/.test(r.src ?? ''));
}

/** A font-weight descriptor ("400 600" or "400") as its lowest and highest weight. */
export function weightRange(descriptor: string): { min: number; max: number } {
  const [min, max = min] = descriptor.trim().split(/\s+/).map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max)) throw new Error(`not a numeric font-weight: '${descriptor}'`);
  return { min: min!, max: max! };
}
