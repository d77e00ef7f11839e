import type { Embeds } from './clinic.js';

/** Site-wide values the server hands to React; the same on every request, so pages stay cacheable. */
export type SiteSettings = {
  siteUrl: string;
  embeds: Embeds;
};

/** Built asset URLs for the document head and the page's one script. */
export type PageAssets = {
  /** The site's script (client/entry-client.ts): the layout's enhancements and the islands' loader. */
  entry: string;
  styles: string[];
  /** The web fonts' files, preloaded from the head (production). */
  fonts: string[];
};

/** The stylesheets' text, carried inside the page (production): the font faces, then the page's rules. */
export type InlineStyles = { main: string };

/** The build's assets, and the stylesheets' text when the page carries them inline. */
export type SiteAssets = PageAssets & { inlineStyles?: InlineStyles };

/** The page's script element: it names the whole stylesheet, which it links once the page has loaded. */
export const SITE_SCRIPT_ID = 'site-script';
/** The <style> element carrying the stylesheets. */
export const INLINE_CSS_ID = '__APP_CSS__';

/** JSON safe to place inside a <script> element: no `<` can close it or open a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
