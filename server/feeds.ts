import escapeHtml from 'escape-html';
import { Router } from 'express';
import { clinic } from '../shared/clinic.js';
import { postPath } from '../shared/blog.js';
import type { BlogService, FeedItem } from './blog/types.js';
import { endpoints } from './endpoints.js';

// Characters XML 1.0 forbids are dropped (a post's text may carry them); markup characters escaped.
const xmlEscape = (s: string) =>
  // eslint-disable-next-line no-control-regex -- the allowed control characters are named on purpose
  escapeHtml(s.replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));

const rfc822 = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
};

/** RSS 2.0 for the latest posts. lastBuildDate is the newest post's date: the feed depends on the posts alone. */
export function rssXml(siteUrl: string, items: FeedItem[]): string {
  const blogUrl = `${siteUrl}/blog`;
  const newest = items[0] ? rfc822(items[0].published_at) : null;
  const entries = items
    .map((item) => {
      const link = siteUrl + postPath(item.slug);
      const date = rfc822(item.published_at);
      return [
        '<item>',
        `<title>${xmlEscape(item.title)}</title>`,
        `<link>${xmlEscape(link)}</link>`,
        `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
        date ? `<pubDate>${date}</pubDate>` : '',
        item.category ? `<category>${xmlEscape(item.category.name)}</category>` : '',
        item.excerpt ? `<description>${xmlEscape(item.excerpt)}</description>` : '',
        '</item>',
      ].join('');
    })
    .join('\n');
  return (
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${xmlEscape(`${clinic.name} Blog`)}</title>`,
      `<link>${xmlEscape(blogUrl)}</link>`,
      `<description>${xmlEscape(`Posture tips, recovery advice and clinic news from ${clinic.name} in ${clinic.address.city}, ${clinic.address.region}.`)}</description>`,
      '<language>en-us</language>',
      `<atom:link href="${xmlEscape(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      newest ? `<lastBuildDate>${newest}</lastBuildDate>` : '',
      entries,
      '</channel>',
      '</rss>',
    ]
      .filter((line) => line !== '')
      .join('\n') + '\n'
  );
}

/** GET /rss.xml: the blog feed, linked from every page's <head> and from the blog pages. */
export function blogFeed({ siteUrl, blog }: { siteUrl: string; blog: BlogService }) {
  const router = Router();
  router.get(endpoints.feed, async (_req, res) => {
    const xml = rssXml(siteUrl, await blog.feedItems());
    res.type('application/rss+xml').set('Cache-Control', 'public, max-age=600').send(xml);
  });
  return router;
}
