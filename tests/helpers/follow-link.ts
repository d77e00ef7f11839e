import type { Page, Response } from 'playwright-core';

/**
 * Follows a link to `href` from the page, as a visitor with an old bookmark or a stale list would (a link the
 * site itself never draws, added to <main>); resolves with the answer to the page it leads to.
 */
export async function followLinkTo(page: Page, href: string): Promise<Response> {
  await page.evaluate((to) => {
    const link = Object.assign(document.createElement('a'), { href: to, textContent: 'Gone' });
    document.querySelector('main')!.append(link);
  }, href);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === href),
    page.getByRole('link', { name: 'Gone', exact: true }).click(),
  ]);
  return answer;
}
