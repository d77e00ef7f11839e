/**
 * What the visitor sent in each of the form's fields, as text to put back in the form: a missing field
 * is empty, a repeated one shows its first value (the schema refuses it all the same).
 */
export function sentValues(body: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, asText(Object.hasOwn(body, field) ? body[field] : '')]));
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return asText(value.find((item) => typeof item === 'string') ?? '');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
