import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { BlogDataAccess } from '../../shared/blog.js';
import type { SiteSettings } from '../../shared/site.js';
import type { Locale } from '../../shared/locale.js';

/** Where route data comes from: the server's caches. */
export type DataSources = { blog: BlogDataAccess };

export type DataArgs = { params: Params; url: URL; locale: Locale; sources: DataSources; signal?: AbortSignal };

/** What a route's data loader gives: the data, and on the server the status to answer with. */
export type Loaded<Data> = { status?: number; data: Data };

/**
 * What a page component receives: its route's `content` and its route's `data` (render the data through
 * <Resolved> inside a <Suspense> whose fallback is the page's skeleton).
 */
export type PageProps<Content = undefined, Data = undefined> = { content: Content; data: Data | Promise<Data> };

/** Loads a page's copy (text, lists, image data) in the route's language, once per route. */
export type ContentLoader<Content> = (site: SiteSettings, locale: Locale) => Promise<Content>;

/** Loads a page's data for one URL. */
export type DataLoader<Data> = (args: DataArgs) => Loaded<Data> | Promise<Loaded<Data>>;

/**
 * One page of the site, its content and data types forgotten (`defineRoute` checked them): `page` imports
 * the page's module (the server loads it on the page's first request), `chunk` names its source file (the
 * page's template: the service pages share one).
 */
export type PageRoute = {
  id: string;
  path: string;
  /** The page's language: its path carries the language's prefix. */
  locale: Locale;
  page: () => Promise<{ default: ComponentType<PageProps<unknown, unknown>> }>;
  chunk: string;
  /** The page's copy, kept apart from the page's code and loaded once. */
  content?: ContentLoader<unknown>;
  /** The page's data, loaded per URL before rendering. */
  data?: DataLoader<unknown>;
  /** The status of a page without data (404 for the catch-all). */
  status?: number;
  /** False keeps the page out of search engines (X-Robots-Tag) and out of the sitemap. */
  indexable?: boolean;
};
