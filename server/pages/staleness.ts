import { createHash } from 'node:crypto';
import type { BlogChanges } from '../blog/cache.js';
import type { Frontend } from '../frontend.js';
import { clinicYearClock } from '../../shared/year.js';

/**
 * Pages carry no per-request values, so a rendered page is a function of its URL, the build, the year
 * (the footer prints it) and the blog's data. Whether a kept page still shows what a new render would
 * is decided here and nowhere else.
 */

/** What a page is rendered from, taken before its loaders run: a change meanwhile leaves it out of date. */
export type RenderedFrom = { buildId: string; year: number; blogVersion: number; blogFailures: number };

/** A kept page's stamp: what it was rendered from, and when it is rendered again regardless. */
export type PageStamp = RenderedFrom & { staleAt: number };

export type Staleness = ReturnType<typeof pageStaleness>;

export function pageStaleness({
  frontend,
  changes,
  year = clinicYearClock(),
}: {
  frontend: Pick<Frontend, 'buildId'>;
  changes: BlogChanges;
  /** The footer's year; tests move it. */
  year?: () => number;
}) {
  return {
    renderingNow(): RenderedFrom {
      return { buildId: frontend.buildId, year: year(), blogVersion: changes.version, blogFailures: changes.failures };
    },

    /** False when a blog read failed with nothing to fall back on since: the page shows the blog's empty state. */
    blogAnsweredSince(from: RenderedFrom): boolean {
      return changes.failures === from.blogFailures;
    },

    /**
     * The stamp of a page rendered just now. It goes stale after the blog's TTL, on the blog's clock and
     * counted from after the render, when the data it read is stale too: the render replacing it makes
     * the blog cache fetch that data again.
     */
    stampForKeeping(from: RenderedFrom): PageStamp {
      return { ...from, staleAt: changes.now() + changes.ttlMs };
    },

    isCurrent(stamp: PageStamp): boolean {
      return (
        changes.now() < stamp.staleAt &&
        stamp.blogVersion === changes.version &&
        stamp.year === year() &&
        stamp.buildId === frontend.buildId
      );
    },
  };
}

/** The weak validator of a page: what it was rendered from besides the blog (the content key covers the data). */
export const pageEtag = ({ buildId, year }: RenderedFrom, contentKey: string) =>
  `W/"${createHash('sha1').update(`${buildId}\n${year}\n${contentKey}`).digest('base64url')}"`;
