/**
 * A text with `{name}` places, filled with values the browser only knows as the visitor types (a count):
 * the server passes islands plain words, never functions. A place without a value stays as it is.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}
