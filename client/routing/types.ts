import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { BlogDataAccess } from '../../shared/blog.js';
import type { SiteSettings } from '../../shared/site.js';

/** Where route data comes from: the server's caches during SSR, this server's JSON API in the browser. */
export type RouteData = { blog: BlogDataAccess; mode: 'server' | 'browser' };

export type LoadArgs = { params: Params; url: URL; data: RouteData; signal?: AbortSignal };

/** What a page's data loader gives: the data, and on the server the status to answer with. */
export type Loaded<T = unknown> = { status?: number; data: T };

// Page components take route-specific props (a service page gets its copy as `content`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<any>;

/**
 * One page of the site. Pages are code-split: `page` imports the page's module, `chunk` names its source
 * file so the server can preload exactly that chunk. On the server `load` resolves before rendering;
 * in the browser it returns a promise the page shows skeletons for.
 */
export type PageRoute = {
  id: string;
  path: string;
  page: () => Promise<{ default: PageComponent }>;
  chunk: string;
  /**
   * The page's copy (text, lists, image data), kept out of the page's code: on a first visit it
   * travels as JSON in the HTML the text is rendered in anyway, so the browser downloads no script
   * for it; on a client-side navigation it is imported like code. The page receives it as `content`.
   */
  content?: (site: SiteSettings) => Promise<unknown>;
  load?: (args: LoadArgs) => Loaded | Promise<Loaded>;
  /** The status of a page without data (404 for the catch-all). */
  status?: number;
  /** Keep out of search engines (meta robots and X-Robots-Tag). */
  noindex?: boolean;
};
