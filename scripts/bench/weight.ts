import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../tools/chromium.js';

export type Weight = {
  route: string;
  html: [number, number];
  css: [number, number];
  /** The stylesheets the HTML carries in <style> elements (decoded, and gzip 9 on their own). */
  inlineCss: [number, number];
  js: [number, number];
  /** Requests to other origins before the load event, and after it without any interaction. */
  otherOriginsBeforeLoad: string[];
  otherOriginsAfterLoad: string[];
};

/**
 * What a first visit downloads before any interaction, as Chromium saw it at this viewport (a phone
 * unless told): HTML, CSS and JS bytes (decoded, and as transferred with gzip), and the requests
 * that went to other origins.
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
      const local = entries.filter((e) => e.url.startsWith(origin));
      const sum = (type: string) =>
        local
          .filter((e) => e.type === type)
          .reduce<[number, number]>((acc, e) => [acc[0] + e.raw, acc[1] + e.sent], [0, 0]);
      weights.push({
        route,
        html: sum('document'),
        css: sum('stylesheet'),
        inlineCss: [Buffer.byteLength(inline), gzipSync(inline, { level: 9 }).length],
        js: sum('script'),
        otherOriginsBeforeLoad: before,
        otherOriginsAfterLoad: after,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
