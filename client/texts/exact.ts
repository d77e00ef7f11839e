/**
 * `Texts` when it has no top-level text the English lacks (a type error otherwise): a module's exports
 * or an aggregate is not an object literal, so TypeScript would not flag an extra one by itself.
 */
export type NoExtraTexts<English, Texts extends English> =
  Exclude<keyof Texts, keyof English> extends never ? Texts : never;
