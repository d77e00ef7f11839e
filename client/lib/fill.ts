/**
 * A text with its `{name}` placeholders filled in. An island's texts come as JSON in its props, so a text
 * that takes a value comes as a template; a placeholder without a value stays as it is.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
