import type { Embeds } from './clinic.js';
import type { FormResult } from './schemas/form-posts.js';

/** Site-wide values the server hands to React; the same on every request, so pages stay cacheable. */
export type SiteSettings = {
  siteUrl: string;
  embeds: Embeds;
};

/** What the server embeds in the page for hydration (in a non-executed JSON script tag). */
export type HydrationPayload = {
  site: SiteSettings;
  assets: PageAssets;
  /**
   * The data the server loaded for this page (for the blog pages) and the page's copy when the route
   * keeps it apart from its code (absent otherwise). Always the document's own URL's, so the page says
   * nothing of its URL: one 404 page answers every unknown path.
   */
  page: { data: unknown; content?: unknown };
  /** A form post answered with its page again: what the visitor sent and why it was not sent. */
  form?: FormResult;
};

/** Built asset URLs for the document head and the bootstrap module. */
export type PageAssets = {
  entry: string;
  styles: string[];
  /** The web fonts' files, preloaded from the head (production). */
  fonts: string[];
  preloads: string[];
};

/** The stylesheets' text, carried inside the page (production): the font faces, then the page's rules. */
export type InlineStyles = { main: string };

/**
 * The build's assets: the entry's, plus the chunks each code-split page needs (by source file), and the
 * stylesheets' text when the page carries them inline (never part of the hydration payload).
 */
export type SiteAssets = PageAssets & { pageChunks: Record<string, string[]>; inlineStyles?: InlineStyles };

export const HYDRATION_SCRIPT_ID = '__APP_DATA__';
/** The <style> elements carrying the stylesheets; the browser reads them back to hydrate the same elements. */
export const INLINE_CSS_ID = '__APP_CSS__';

/** JSON safe to place inside a <script> element: no `<` can close it or open a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
