/** A path with its percent-escapes decoded, or null when they do not decode to UTF-8 (no file or page has such a name). */
export function decodePath(pathname: string): string | null {
  if (!pathname.includes('%')) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
