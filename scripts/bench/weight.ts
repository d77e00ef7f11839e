import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';
import { SITE_SCRIPT_ID } from '../../shared/site.js';
import { inPage, islandNames, wakeIsland } from './in-page.js';

export type Weight = {
  route: string;
  html: [number, number];
  css: [number, number];
  /** The stylesheets the HTML carries in <style> elements (decoded, and gzip 9 on their own). */
  inlineCss: [number, number];
  /** The web fonts a first visit fetches (decoded, and as sent: woff2 is compressed already). */
  fonts: [number, number];
  /** Scripts on the first visit, no interaction (decoded, and gzip as sent). */
  js: [number, number];
  /** The site's script alone (gzip as sent): every page's one script. */
  siteScript: number;
  /** The page's islands, by name. */
  islands: string[];
  /** Scripts once every island of the page is live, the first visit's included (gzip as sent). */
  jsIslandsLive: number;
  /** Requests to other origins before the load event, and after it without any interaction. */
  otherOriginsBeforeLoad: string[];
  otherOriginsAfterLoad: string[];
};

/**
 * What a first visit downloads before any interaction, as Chromium saw it at this viewport (a phone
 * unless told): HTML, CSS and JS bytes (decoded, and as transferred with gzip), and the requests
 * that went to other origins; then the scripts once each island has been brought into view (and
 * pointed at) until its `island-end` mark.
 */
export async function measureWeights(
  baseUrl: string,
  routes: string[],
  viewport = { width: 390, height: 844 },
): Promise<Weight[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs,
  });
  const origin = new URL(baseUrl).origin;
  const weights: Weight[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
      const page = await context.newPage();
      const entries: { type: string; url: string; raw: number; sent: number }[] = [];
      const pending: Promise<void>[] = [];
      let loaded = false;
      const before: string[] = [];
      const after: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:')) (loaded ? after : before).push(url);
      });
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const body = await response?.body().catch(() => Buffer.alloc(0));
            entries.push({
              type: request.resourceType(),
              url: request.url(),
              raw: body?.length ?? 0,
              sent: sizes.responseBodySize,
            });
          })(),
        );
      });
      await page.goto(baseUrl + route, { waitUntil: 'load' });
      loaded = true;
      // Let anything scheduled after load (such as the hero video) happen, as a visitor who just looks.
      await page.waitForTimeout(2500);
      await Promise.all(pending);
      const inline = await page.evaluate(() =>
        [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''),
      );
      const siteScript = await page.evaluate(
        (id) => (document.getElementById(id) as HTMLScriptElement).src,
        SITE_SCRIPT_ID,
      );
      const sum = (type: string) =>
        entries
          .filter((e) => e.type === type && e.url.startsWith(origin))
          .reduce<[number, number]>((acc, e) => [acc[0] + e.raw, acc[1] + e.sent], [0, 0]);
      const firstVisit = {
        html: sum('document'),
        css: sum('stylesheet'),
        js: sum('script'),
        fonts: sum('font'),
        siteScript: entries.find((e) => e.url === siteScript)?.sent ?? 0,
        otherOriginsBeforeLoad: before,
        otherOriginsAfterLoad: [...after],
      };
      const js = inPage(await context.newCDPSession(page));
      const islands = await islandNames(js);
      for (const name of islands) await wakeIsland(page, js, name);
      // The last chunk's requestfinished may still be on its way here.
      await page.waitForTimeout(500);
      await Promise.all(pending);
      weights.push({
        route,
        ...firstVisit,
        inlineCss: [Buffer.byteLength(inline), gzipSync(inline, { level: 9 }).length],
        islands,
        jsIslandsLive: sum('script')[1],
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
