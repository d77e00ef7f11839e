/** A CSS unicode-range value for a set of code points: sorted, consecutive ones joined ("U+0020-007E, U+00A9"). */
export function toUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The code points a unicode-range value covers (single points and ranges; wildcards such as U+4?? are not used here). */
export function parseUnicodeRange(value: string): Set<number> {
  const points = new Set<number>();
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`unsupported unicode-range part: '${part.trim()}'`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let c = first; c <= last; c++) points.add(c);
  }
  return points;
}
