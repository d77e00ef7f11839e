import { uiTexts } from '../../client/texts/ui.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, viewports, type PageProblems } from '../helpers/browser.js';
import { startedByItself, waitForHydration } from '../helpers/hydration.js';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { allRoutes, templateOf, templateRoutes } from '../helpers/routes.js';
import { englishNavigation } from '../helpers/routes.js';
import { clinic } from '../../shared/clinic.js';
import { BOOKING_DIALOG_ID } from '../../client/components/booking/booking-ids.js';
import { MOBILE_MENU_ID } from '../../client/components/layout/mobile-menu-id.js';
import { exposedExpanded } from '../helpers/accessibility-tree.js';
import { holdScripts } from '../helpers/site-scripts.js';
import { clickAt, pointAt } from '../helpers/pointer.js';
import { reflowWidths, settle } from '../helpers/layout-checks.js';
import { localizePath, locales } from '../../shared/locale.js';

const { allServicesLink, footerQuickLinks, mainNav, serviceNav, serviceSubmenus, specialtyNav } = englishNavigation;

const BOOKING_URL = 'https://booking.test.example/widget/palm-harbor';
// The booking widget's frame (pages also hold the map and hero video frames).
const bookingFrame = (page: Page) => page.locator('iframe[title="Online appointment booking"]');
const BOOKING_ORIGIN = new URL(BOOKING_URL).origin;
const titleOf = new Map(allRoutes.map((r) => [r.path, r.title]));
/** The templates the English menus lead to (the Spanish ones are the same pages, reached from the Spanish menus). */
const englishTemplates = templateRoutes
  .filter((route) => route.locale === 'en')
  .map((route) => templateOf(route.path))
  .sort();
const serviceLinks = serviceNav.flatMap((g) => g.links);

let server: StartedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ BOOKING_WIDGET_URL: BOOKING_URL }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  if (process.env.SHELL_DEBUG)
    console.log(
      'SERVER',
      server?.child.exitCode,
      server?.child.signalCode,
      server?.logs
        .filter((l) => !l.includes('request completed'))
        .slice(-30)
        .join('\n'),
    );
  await server?.stop();
});

type Opened = Awaited<ReturnType<typeof openPage>>;

async function visit(
  path: string,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<Opened> {
  const opened = await openPage(browser, server.url, { viewport, ...options });
  const response = await opened.page.goto(server.url + path);
  expect(response?.status()).toBe(200);
  await waitForHydration(opened.page);
  return opened;
}

/** No console error or warning (hydration mismatches show up there), no uncaught error, no CSP violation. */
async function expectClean(collect: () => Promise<PageProblems>) {
  const problems = await collect();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

async function expectPage(page: Page, path: string) {
  await page.waitForURL(server.url + path);
  const title = titleOf.get(path)!;
  await page.waitForFunction((t) => document.title === t, title);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/** Focus moves back in the effect that follows a close, a moment after the dialog is gone. */
async function waitForFocus(locator: Locator) {
  await locator.page().waitForFunction((el) => el === document.activeElement, await locator.elementHandle());
}
const hrefsOf = (links: Locator) => links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Makes any page tall enough to scroll (the page content is built elsewhere); <main> stays across navigations. */
const makeTall = (page: Page) => page.evaluate(() => (document.getElementById('main')!.style.minHeight = '6000px'));
async function scrollTall(page: Page, y: number) {
  await makeTall(page);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => window.scrollY === top, y);
}

/** Waits for the short entrance animations (menus, dialog) to finish before sizes and colours are judged. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

async function expectNoAxeViolations(page: Page, state: string) {
  await settled(page);
  const violations = await axeViolations(page);
  expect(violations, `${state}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

// ---- every language: the bar holds one row --------------------------------------------------

describe('the bar in every language', () => {
  /** The bar's visible parts that start below the first one's bottom: a second row. */
  const secondRow = (page: Page) =>
    page.evaluate(() => {
      const parts = [...document.querySelector('header > div')!.children].filter(
        (el) => el.getBoundingClientRect().width > 0,
      );
      const firstBottom = parts[0]!.getBoundingClientRect().bottom;
      return parts
        .filter((el) => el.getBoundingClientRect().top >= firstBottom)
        .map((el) => el.textContent!.trim().slice(0, 30));
    });

  it.each(locales)('%s: logo, links and buttons share one row at every width from 320 px up', async (locale) => {
    const { page, context, collect } = await visit(localizePath('/', locale), viewports.mobile);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const wrapped: string[] = [];
    for (const width of reflowWidths) {
      await page.setViewportSize({ width, height: 844 });
      await settle(page);
      wrapped.push(...(await secondRow(page)).map((part) => `${width} px: "${part}" on a second row`));
    }
    expect(wrapped).toEqual([]);
    await expectClean(collect);
    await context.close();
  });
});

// ---- desktop: the full navigation bar ---------------------------------------------------------

describe('at 1366×900 (desktop bar)', () => {
  const vp = viewports.desktop;
  const mainBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const servicesButton = (page: Page) => mainBar(page).getByRole('button', { name: 'Services' });
  const panel = (page: Page) => page.locator('#services-menu');
  const submenuButton = (page: Page, label: string) => panel(page).getByRole('button', { name: label });
  const awayFromMenu = (page: Page) => page.mouse.move(vp.width - 10, vp.height - 10);

  it('shows the bar (logo and name linking home, six links, social icons, phone and Schedule Now) and the footer (blurb, social links, Quick Links in order, address, phone, e-mail, this year and the agency credit)', async () => {
    const { page, context, collect } = await visit('/about', vp);
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: clinic.name, exact: true });
    expect(await home.getAttribute('href')).toBe('/');
    // The mark comes with the stylesheet (no request of its own) and is hidden from screen readers: the name says it.
    const mark = home.locator('.logo-mark');
    expect(await mark.isVisible()).toBe(true);
    expect(await mark.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/);
    const items = await mainBar(page).locator(':scope > ul > li > :is(a, button)').allTextContents();
    expect(items.map((t) => t.trim())).toEqual(mainNav.map((l) => l.label));
    expect(await header.getByRole('link', { name: `${clinic.name} on Facebook` }).getAttribute('href')).toBe(
      clinic.social.facebook,
    );
    expect(await header.getByRole('link', { name: `${clinic.name} on Instagram` }).getAttribute('href')).toBe(
      clinic.social.instagram,
    );
    const phone = header.getByRole('link', { name: `Call ${clinic.phone.display}` });
    expect(await phone.getAttribute('href')).toBe(`tel:${clinic.phone.tel}`);
    expect(await phone.innerText()).toContain(clinic.phone.display);
    await header.getByRole('button', { name: 'Schedule Now' }).waitFor();
    expect(await header.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    // The footer, the same on every page.
    const footer = page.getByRole('contentinfo');
    const text = await footer.innerText();
    expect(text).toContain(uiTexts.en.clinic.tagline);
    expect(await footer.getByRole('link', { name: `${clinic.name} on Facebook` }).getAttribute('href')).toBe(
      clinic.social.facebook,
    );
    expect(await footer.getByRole('link', { name: `${clinic.name} on Instagram` }).getAttribute('href')).toBe(
      clinic.social.instagram,
    );
    const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    expect(await quick.allInnerTexts()).toEqual(footerQuickLinks.map((l) => l.label));
    expect(text).toContain(clinic.address.street);
    expect(text).toContain(`${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`);
    expect(await footer.getByRole('link', { name: clinic.phone.display }).getAttribute('href')).toBe(
      `tel:${clinic.phone.tel}`,
    );
    expect(await footer.getByRole('link', { name: clinic.email }).getAttribute('href')).toBe(`mailto:${clinic.email}`);
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date());
    expect(text).toContain(`© ${year} ${clinic.name}`);
    expect(await footer.getByRole('link', { name: clinic.agency.name }).getAttribute('href')).toBe(clinic.agency.url);
    // Sticky: still at the top of the viewport after scrolling.
    await makeTall(page);
    await page.evaluate(() => window.scrollTo(0, 2500));
    expect((await header.boundingBox())!.y).toBe(0);
    await expectClean(collect);
    await context.close();
  });

  it('reaches a page of each template from the bar, the Services dropdown, the logo and the footer', async () => {
    const { page, context, collect } = await visit('/', vp);
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
    // Every link's address is checked as drawn; clicks follow the bar's links, one link of each list of
    // the dropdown, and the footer's links to templates not reached yet.
    const barLinks = mainNav.filter((l) => l.href !== '/services');
    expect(await hrefsOf(mainBar(page).locator(':scope > ul > li > a'))).toEqual(barLinks.map((l) => l.href));
    expect(await hrefsOf(footer.getByRole('link'))).toEqual(footerQuickLinks.map((l) => l.href));
    const reached = new Set<string>();
    for (const link of barLinks) {
      await mainBar(page).getByRole('link', { name: link.label, exact: true }).click();
      await expectPage(page, link.href);
      reached.add(templateOf(link.href));
    }
    for (const link of [allServicesLink, ...serviceNav.map((g) => g.links[0]!)]) {
      await awayFromMenu(page);
      await pointAt(servicesButton(page));
      const group = serviceSubmenus.find((g) => g.links.some((l) => l.href === link.href));
      if (group) await pointAt(submenuButton(page, group.label));
      await clickAt(panel(page).getByRole('link', { name: link.label, exact: true }));
      await expectPage(page, link.href);
      // A new page: its dropdown opens only while the pointer is still over it.
      await awayFromMenu(page);
      await panel(page).waitFor({ state: 'hidden' });
      reached.add(templateOf(link.href));
    }
    await page.getByRole('banner').getByRole('link', { name: clinic.name, exact: true }).click();
    await expectPage(page, '/');
    const footerClicks = footerQuickLinks.filter((l) => !reached.has(templateOf(l.href)));
    expect(footerClicks.length).toBeGreaterThan(0);
    for (const link of footerClicks) {
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      await expectPage(page, link.href);
      reached.add(templateOf(link.href));
    }
    expect([...reached].sort()).toEqual(englishTemplates);
    await expectClean(collect);
    await context.close();
  });

  it('opens the dropdown on hover, lists All Services, both submenus and the specialty links, and closes on mouse leave; by keyboard, Enter, Space and arrows open and move, Escape closes and returns focus', async () => {
    const { page, context, collect } = await visit('/', vp);
    expect(await panel(page).isHidden()).toBe(true);
    await pointAt(servicesButton(page));
    await panel(page).waitFor();
    // CSS opens it at once; the site's script, fetched as the pointer nears, then says so.
    await expect.poll(() => servicesButton(page).getAttribute('aria-expanded')).toBe('true');
    // All Services, the two submenus, then the six specialty links, in this order.
    const topLevel = await panel(page).locator('[data-nav-item="top"]').allInnerTexts();
    expect(topLevel.map((t) => t.replace(/\s+\d+$/, '').trim())).toEqual([
      allServicesLink.label,
      ...serviceSubmenus.map((g) => g.label),
      ...specialtyNav.links.map((l) => l.label),
    ]);
    for (const group of serviceSubmenus) {
      await pointAt(submenuButton(page, group.label));
      const list = page.getByRole('list', { name: group.label });
      await list.waitFor();
      expect(await submenuButton(page, group.label).getAttribute('aria-expanded')).toBe('true');
      expect(await list.getByRole('link').allInnerTexts()).toEqual(group.links.map((l) => l.label));
    }
    // Every service once, plus All Services.
    const hrefs = await panel(page)
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(serviceLinks.length + 1);
    expect(new Set(hrefs)).toEqual(new Set([allServicesLink.href, ...serviceLinks.map((l) => l.href)]));
    await awayFromMenu(page);
    await panel(page).waitFor({ state: 'hidden' });
    expect(await servicesButton(page).getAttribute('aria-expanded')).toBe('false');

    // By keyboard.
    const trigger = servicesButton(page);
    const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim());
    await trigger.focus();
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await isFocused(trigger)).toBe(true);

    await page.keyboard.press('Space');
    await panel(page).waitFor();
    await page.keyboard.press('Space');
    await panel(page).waitFor({ state: 'hidden' });

    await page.keyboard.press('ArrowDown');
    await panel(page).waitFor();
    expect(await focusedText()).toBe(allServicesLink.label);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toMatch(/^Upper Extension/);
    await page.keyboard.press('ArrowRight');
    expect(await focusedText()).toBe(serviceNav[0]!.links[0]!.label);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe(serviceNav[0]!.links[1]!.label);
    await page.keyboard.press('End');
    expect(await focusedText()).toBe(serviceNav[0]!.links.at(-1)!.label);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedText()).toMatch(/^Upper Extension/);
    expect(await page.getByRole('list', { name: 'Upper Extension' }).isHidden()).toBe(true);
    // Escape inside a submenu closes only the submenu; the next one closes the dropdown.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focusedText()).toBe(serviceNav[1]!.links[0]!.label);
    await page.keyboard.press('Escape');
    expect(await focusedText()).toMatch(/^Lower Extension/);
    expect(await panel(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await isFocused(trigger)).toBe(true);

    // Up opens at the last item; arrows wrap; Enter follows the link and closes the menu.
    await page.keyboard.press('ArrowUp');
    expect(await focusedText()).toBe(specialtyNav.links.at(-1)!.label);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe(allServicesLink.label);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const chosen = specialtyNav.links.at(-2)!;
    expect(await focusedText()).toBe(chosen.label);
    await page.keyboard.press('Enter');
    await expectPage(page, chosen.href);
    await panel(page).waitFor({ state: 'hidden' });

    // Tabbing out of the open menu closes it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).focus();
    await panel(page).waitFor({ state: 'hidden' });
    await expectClean(collect);
    await context.close();
  });

  // The dropdown's script loads as focus or the pointer first reaches it, while CSS already shows the panel:
  // a press meant as "open" must not close it, whether the script took over before the press or after.
  it('a first press on Services keeps the panel the visitor already sees open, before or after its script takes over', async () => {
    const expanded = (page: Page) => servicesButton(page).getAttribute('aria-expanded');
    for (const scriptArrives of ['before the press', 'after the press'] as const) {
      const { page, context, collect } = await visit('/about', vp);
      // Only the dropdown's own code is still to come: the page's other scripts have loaded.
      const release = scriptArrives === 'after the press' ? await holdScripts(page) : () => {};
      await servicesButton(page).focus();
      await panel(page).waitFor();
      if (scriptArrives === 'before the press') await expect.poll(() => expanded(page)).toBe('true');
      else expect(await expanded(page)).toBe('false');
      await page.keyboard.press('Enter');
      release();
      // Taken over: the script drops the marker CSS opens the panel by.
      await expect.poll(() => page.locator('[data-services-menu]').count()).toBe(0);
      expect(await expanded(page), scriptArrives).toBe('true');
      expect(await panel(page).isVisible(), scriptArrives).toBe(true);
      // The next press closes it, as the button says it would.
      await page.keyboard.press('Enter');
      await panel(page).waitFor({ state: 'hidden' });
      expect(await expanded(page)).toBe('false');
      await expectClean(collect);
      await context.close();
    }

    // By mouse: the pointer shows the panel, the script takes over, and a click on the button keeps it open.
    const { page, context } = await visit('/about', vp);
    await pointAt(servicesButton(page));
    await expect.poll(() => expanded(page)).toBe('true');
    await clickAt(servicesButton(page));
    expect(await panel(page).isVisible()).toBe(true);
    expect(await expanded(page)).toBe('true');
    await context.close();
  });

  it('works before the page is live: hover and focus show the panel and its submenus, and its links lead to their pages', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: vp });
    // Every script held: what works now is the server's HTML and its CSS alone.
    const release = await holdScripts(context);
    // A held page never fires load: wait for its HTML only.
    const arrive = async (path: string) => {
      await page.waitForURL(server.url + path, { waitUntil: 'commit' });
      await page.waitForFunction((t) => document.title === t, titleOf.get(path)!);
    };
    await page.goto(server.url + '/about', { waitUntil: 'commit' });
    await servicesButton(page).waitFor();

    await pointAt(servicesButton(page));
    await panel(page).waitFor();
    const [first, last] = [serviceSubmenus[0]!, serviceSubmenus.at(-1)!];
    await pointAt(submenuButton(page, first.label));
    await page.getByRole('list', { name: first.label }).waitFor();
    await awayFromMenu(page);
    await panel(page).waitFor({ state: 'hidden' });

    // By mouse: a submenu's link loads its page, where the server marks it current.
    const byMouse = last.links[0]!;
    await pointAt(servicesButton(page));
    await pointAt(submenuButton(page, last.label));
    await clickAt(page.getByRole('list', { name: last.label }).getByRole('link', { name: byMouse.label, exact: true }));
    await arrive(byMouse.href);
    expect(await panel(page).locator('[aria-current="page"]').getAttribute('href')).toBe(byMouse.href);

    // By keyboard: focus inside opens it, and Tab walks its items and into a submenu.
    const byKey = first.links[0]!;
    await awayFromMenu(page);
    await servicesButton(page).focus();
    await panel(page).waitFor();
    const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim());
    for (let i = 0; i < 5 && (await focusedText()) !== byKey.label; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe(byKey.label);
    await page.keyboard.press('Enter');
    await arrive(byKey.href);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    // Once live, the menu is React's: closed until reached for.
    release();
    await waitForHydration(page);
    expect(await panel(page).isHidden()).toBe(true);
    expect(await servicesButton(page).getAttribute('aria-expanded')).toBe('false');
    await expectClean(collect);
    await context.close();
  });

  it('works by touch: taps toggle the dropdown and its submenus, a tap outside closes it', async () => {
    const { page, context, collect } = await visit('/', vp, { hasTouch: true });
    await servicesButton(page).tap();
    await panel(page).waitFor();
    await submenuButton(page, 'Upper Extension').tap();
    await page.getByRole('list', { name: 'Upper Extension' }).waitFor();
    await submenuButton(page, 'Lower Extension').tap();
    await page.getByRole('list', { name: 'Upper Extension' }).waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Lower Extension' }).getByRole('link', { name: 'Knee' }).tap();
    await expectPage(page, '/services/knee');
    await panel(page).waitFor({ state: 'hidden' });
    await servicesButton(page).tap();
    await panel(page).waitFor();
    await page.touchscreen.tap(vp.width - 20, vp.height - 20);
    await panel(page).waitFor({ state: 'hidden' });
    await servicesButton(page).tap();
    await panel(page).waitFor();
    await servicesButton(page).tap();
    await panel(page).waitFor({ state: 'hidden' });
    await expectClean(collect);
    await context.close();
  });

  it('marks the current page with aria-current and a visible style; Services on any /services path', async () => {
    const { page, context, collect } = await visit('/services/knee', vp);
    const underline = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el, '::after').opacity);
    expect(await servicesButton(page).getAttribute('aria-current')).toBe('true');
    expect(await underline(servicesButton(page))).toBe('1');
    // The panel comes closed with the page, its knee link already current; none of the bar's own links is.
    expect(await panel(page).isHidden()).toBe(true);
    expect(
      await panel(page)
        .locator('[aria-current="page"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('href'))),
    ).toEqual(['/services/knee']);
    for (const link of mainNav.filter((l) => l.href !== '/services')) {
      const element = mainBar(page).getByRole('link', { name: link.label, exact: true });
      expect(await element.getAttribute('aria-current')).toBeNull();
      expect(await underline(element)).toBe('0');
    }
    // The knee link, inside Lower Extension, looks current too.
    await pointAt(servicesButton(page));
    await pointAt(submenuButton(page, 'Lower Extension'));
    const knee = panel(page).getByRole('link', { name: 'Knee' });
    const hip = panel(page).getByRole('link', { name: 'Hip & Pelvis' });
    const look = (l: Locator) => l.evaluate((el) => `${getComputedStyle(el).fontWeight} ${getComputedStyle(el).color}`);
    expect(await look(knee)).not.toBe(await look(hip));
    const current = await mainBar(page)
      .locator('[aria-current="page"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(current).toEqual(['/services/knee']);
    expect(await submenuButton(page, 'Lower Extension').getAttribute('aria-current')).toBe('true');
    expect(await submenuButton(page, 'Upper Extension').getAttribute('aria-current')).toBeNull();

    await awayFromMenu(page);
    await mainBar(page).getByRole('link', { name: 'About' }).click();
    await expectPage(page, '/about');
    expect(await mainBar(page).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(await underline(mainBar(page).getByRole('link', { name: 'About' }))).toBe('1');
    expect(await servicesButton(page).getAttribute('aria-current')).toBeNull();

    await page.goto(server.url + '/services');
    await waitForHydration(page);
    expect(await servicesButton(page).getAttribute('aria-current')).toBe('true');
    await pointAt(servicesButton(page));
    expect(await panel(page).locator('a[href="/services"]').getAttribute('aria-current')).toBe('page');
    await expectClean(collect);
    await context.close();
  });

  it('opens a new page at its top, and Back and Forward return to where each was scrolled', async () => {
    const { page, context, collect } = await visit('/', vp);
    await page.evaluate(() => window.scrollTo(0, 2400));
    await page.waitForFunction(() => window.scrollY === 2400);
    await clickAt(mainBar(page).getByRole('link', { name: 'About' }));
    await expectPage(page, '/about');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    await page.goBack();
    await expectPage(page, '/');
    await page.waitForFunction(() => window.scrollY === 2400);
    await page.goForward();
    await expectPage(page, '/about');
    await page.waitForFunction(() => window.scrollY === 900);
    // The footer is far down the page: its links also land at the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expectPage(page, '/terms');
    expect(await scrollY(page)).toBe(0);
    await expectClean(collect);
    await context.close();
  });
});

// ---- mobile: Schedule Now and the hamburger menu ----------------------------------------------

describe('at 390×844 (mobile bar)', () => {
  const vp = viewports.mobile;
  const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
  const openMenu = async (page: Page) => {
    await toggle(page).click();
    await menu(page).waitFor();
  };
  // The sheet is a popover: the browser keeps its open state (and exposes the toggle's expanded state from it).
  const menuOpen = (page: Page) => page.locator(`#${MOBILE_MENU_ID}`).evaluate((el) => el.matches(':popover-open'));

  it('a menu opened before the page is live stays open as it goes live, and closes on the next navigation', async () => {
    const { page, context } = await openPage(browser, server.url, { viewport: vp });
    const release = await holdScripts(context);
    await page.goto(server.url + '/about', { waitUntil: 'commit' });
    await openMenu(page);
    release();
    await waitForHydration(page);
    expect(await menuOpen(page)).toBe(true);
    await menu(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expectPage(page, '/contact');
    await expect.poll(() => menuOpen(page)).toBe(false);
    await context.close();
  });

  it('shows the logo, Schedule Now and a hamburger button that controls the menu; the menu lists every link, services under the three group headings, and reaches a page of each template', async () => {
    const { page, context, collect } = await visit('/', vp);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: clinic.name, exact: true }).getAttribute('href')).toBe('/');
    await header.getByRole('button', { name: 'Schedule Now' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isHidden()).toBe(true);
    // It names the menu it opens, which is in the page from the start, closed.
    expect(await toggle(page).getAttribute('popovertarget')).toBe(MOBILE_MENU_ID);
    expect(await menuOpen(page)).toBe(false);
    expect(await exposedExpanded(toggle(page))).toBe(false);
    await openMenu(page);
    expect(await menuOpen(page)).toBe(true);
    expect(await exposedExpanded(toggle(page))).toBe(true);
    expect(await menu(page).getAttribute('id')).toBe(MOBILE_MENU_ID);
    // The header stays within the screen: nothing pushed off the right edge.
    const box = (await toggle(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
    for (const group of serviceNav) {
      await menu(page).getByRole('heading', { name: group.label }).waitFor();
      const links = menu(page).getByRole('list', { name: group.label }).getByRole('link');
      expect(await links.allInnerTexts()).toEqual(group.links.map((l) => l.label));
      expect(await hrefsOf(links)).toEqual(group.links.map((l) => l.href));
    }
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'hidden' });
    await waitForFocus(toggle(page));

    // Clicks follow the bar's links, All Services and one link of each group, then the footer's links to
    // templates not reached yet.
    const reached = new Set<string>();
    const links = [
      ...mainNav.filter((l) => l.href !== '/services'),
      allServicesLink,
      ...serviceNav.map((g) => g.links[0]!),
    ];
    for (const link of links) {
      await openMenu(page);
      await menu(page).getByRole('link', { name: link.label, exact: true }).click();
      await expectPage(page, link.href);
      await menu(page).waitFor({ state: 'hidden' });
      expect(await menuOpen(page)).toBe(false);
      expect(await exposedExpanded(toggle(page))).toBe(false);
      reached.add(templateOf(link.href));
    }
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
    expect(await hrefsOf(footer.getByRole('link'))).toEqual(footerQuickLinks.map((l) => l.href));
    const footerClicks = footerQuickLinks.filter((l) => !reached.has(templateOf(l.href)));
    expect(footerClicks.length).toBeGreaterThan(0);
    for (const link of footerClicks) {
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      await expectPage(page, link.href);
      expect(await scrollY(page)).toBe(0);
      reached.add(templateOf(link.href));
    }
    expect([...reached].sort()).toEqual(englishTemplates);
    await expectClean(collect);
    await context.close();
  });

  it('closes on a link choice and on Escape, returns focus, marks the current page and keeps the page where it was', async () => {
    const { page, context, collect } = await visit('/services/knee', vp);
    await scrollTall(page, 300);
    await clickAt(toggle(page));
    await menu(page).waitFor();
    await settled(page);
    // Not modal, so the page is not locked; but the menu's list scrolls within itself, never passing it on.
    const list = menu(page).getByRole('navigation', { name: 'Mobile' });
    const end = await list.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(end).toBeGreaterThan(0);
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, end + 1200);
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThanOrEqual(end - 1);
    expect(await scrollY(page)).toBe(300);
    const knee = menu(page).getByRole('link', { name: 'Knee', exact: true });
    expect(await knee.getAttribute('aria-current')).toBe('page');
    const bg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bg(knee)).not.toBe(await bg(menu(page).getByRole('link', { name: 'Elbow' })));

    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'hidden' });
    await waitForFocus(toggle(page));
    expect(await menuOpen(page)).toBe(false);
    expect(await exposedExpanded(toggle(page))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await scrollY(page)).toBe(300);

    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await menu(page).waitFor({ state: 'hidden' });
    await waitForFocus(toggle(page));

    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expectPage(page, '/contact');
    await menu(page).waitFor({ state: 'hidden' });
    expect(await scrollY(page)).toBe(0);
    await expectClean(collect);
    await context.close();
  });
});

// ---- the booking dialog ------------------------------------------------------------------------

describe('booking dialog', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Schedule Your Appointment' });
  /** The dialog is in every page, never removed: closed, it is neither a modal nor an open popover. */
  const dialogClosed = (page: Page) =>
    page
      .locator(`#${BOOKING_DIALOG_ID}`)
      .evaluate(
        (el) => !(el as HTMLDialogElement).open && !el.matches(':popover-open') && el.checkVisibility() === false,
      );
  /**
   * The provider's widget, stood in by a page with two controls (a real widget has many), so the
   * focus trap is tested the way visitors meet it: into the frame and out again.
   */
  async function visitWithWidget(path: string, viewport: { width: number; height: number }) {
    const opened = await openPage(browser, server.url, { viewport });
    const frameRequests: string[] = [];
    await opened.context.route(`${BOOKING_ORIGIN}/**`, (route) => {
      frameRequests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Widget</title><button>Monday 9:00</button><button>Book</button>',
      });
    });
    await opened.page.goto(server.url + path);
    await waitForHydration(opened.page);
    return { ...opened, frameRequests };
  }

  type CloseWay = 'button' | 'overlay' | 'escape';
  async function openAndClose(page: Page, opener: Locator, way: CloseWay, viewport: { width: number; height: number }) {
    await opener.click();
    await dialog(page).waitFor();
    await settled(page);
    const frame = dialog(page).locator('iframe');
    expect(await frame.getAttribute('src')).toBe(BOOKING_URL);
    expect(await frame.getAttribute('title')).toBeTruthy();
    // Up to 95% of the viewport, never wider than 5xl (64rem): its layout size, which the opening animation's
    // scale does not change (a box measured on the animation's first frame is 3% smaller).
    const box = await dialog(page).evaluate((el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight }));
    expect(box.width).toBeLessThanOrEqual(Math.min(viewport.width * 0.95, 1024) + 1);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.95 + 1);
    expect(box.width).toBeGreaterThan(Math.min(viewport.width * 0.9, 1000));
    // Focus is trapped: Tab goes through the widget's controls and keeps cycling inside the dialog.
    await dialog(page).getByText('Loading the booking calendar…').waitFor({ state: 'hidden' });
    expect(
      await page
        .frameLocator('iframe[title="Online appointment booking"]')
        .getByRole('button', { name: 'Book' })
        .count(),
    ).toBe(1);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      // Moving focus into the (cross-origin) frame passes through the browser: wait for it to land.
      await page.waitForFunction(() => document.activeElement !== document.body);
      const where = await page.evaluate(() =>
        document.activeElement?.closest('dialog')
          ? 'inside'
          : `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 20)}`,
      );
      expect(where, `Tab ${i + 1}`).toBe('inside');
    }
    if (way === 'button') await dialog(page).getByRole('button', { name: 'Close' }).click();
    if (way === 'escape') await page.keyboard.press('Escape');
    if (way === 'overlay') await page.mouse.click(4, viewport.height - 4);
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await dialogClosed(page)).toBe(true);
    await waitForFocus(opener);
  }

  it('opens from the header, footer and mobile Schedule buttons on /, /services/knee and /contact, closes three ways and returns focus', async () => {
    const vp = viewports.desktop;
    const { page, context, frameRequests, collect } = await visitWithWidget('/', vp);
    // The closed dialog's frame is in the page, but the provider is first contacted when it opens, not on a hover.
    expect(await dialogClosed(page)).toBe(true);
    expect(await bookingFrame(page).getAttribute('loading')).toBe('lazy');
    const header = () => page.getByRole('banner').getByRole('button', { name: 'Schedule Now' });
    const footer = () => page.getByRole('contentinfo').getByRole('button', { name: 'Schedule Now' });
    await pointAt(header());
    await startedByItself(page);
    expect(frameRequests).toEqual([]);

    await openAndClose(page, header(), 'button', vp);
    expect(frameRequests).toEqual([BOOKING_URL]);

    await pointAt(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }));
    await pointAt(page.locator('#services-menu').getByRole('button', { name: 'Lower Extension' }));
    await clickAt(page.locator('#services-menu').getByRole('link', { name: 'Knee' }));
    await expectPage(page, '/services/knee');
    await page.mouse.move(vp.width / 2, vp.height - 10);
    await openAndClose(page, header(), 'overlay', vp);
    await openAndClose(page, footer(), 'escape', vp);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expectPage(page, '/contact');
    await openAndClose(page, header(), 'escape', vp);
    await openAndClose(page, footer(), 'overlay', vp);
    // The same frame through every opening on a page: the calendar was loaded once on each of the three.
    expect(frameRequests).toEqual([BOOKING_URL, BOOKING_URL, BOOKING_URL]);
    await expectClean(collect);
    await context.close();
  });

  it('opens from the mobile header and from the mobile menu, closes three ways and returns focus', async () => {
    const vp = viewports.mobile;
    const { page, context, frameRequests, collect } = await visitWithWidget('/contact', vp);
    expect(await dialogClosed(page)).toBe(true);
    await startedByItself(page);
    expect(frameRequests).toEqual([]);
    const header = () => page.getByRole('banner').getByRole('button', { name: 'Schedule Now' });
    await openAndClose(page, header(), 'overlay', vp);
    expect(frameRequests).toEqual([BOOKING_URL]);
    await openAndClose(page, header(), 'button', vp);
    await openAndClose(page, header(), 'escape', vp);

    // From inside the menu: the menu closes first, focus then comes back to the hamburger.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Schedule Now' }).click();
    await dialog(page).waitFor();
    expect(await page.getByRole('dialog', { name: 'Menu' }).isHidden()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await waitForFocus(toggle);
    expect(frameRequests).toEqual([BOOKING_URL]);
    await expectClean(collect);
    await context.close();
  });
});

// ---- accessibility: axe-core in the page, closed and open ------------------------------------

// The menus and the dialog are the layout's, alike on every page (each page's own content, closed and at both
// widths, is a11y-engines' to audit): a service page, where the menus mark a page of theirs current.
describe('axe-core reports no violation', () => {
  const path = '/services/knee';
  for (const [name, vp] of Object.entries(viewports)) {
    it(`${path} at ${name}: closed, with the menu open and with the booking dialog open`, async () => {
      const { page, context, collect } = await visit(path, vp);
      await expectNoAxeViolations(page, 'closed');
      if (name === 'desktop') {
        await pointAt(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }));
        await pointAt(page.locator('#services-menu').getByRole('button', { name: 'Upper Extension' }));
        await page.getByRole('list', { name: 'Upper Extension' }).waitFor();
        await expectNoAxeViolations(page, 'dropdown open');
        await page.mouse.move(vp.width / 2, vp.height - 10);
        await page.locator('#services-menu').waitFor({ state: 'hidden' });
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await expectNoAxeViolations(page, 'mobile menu open');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
        await waitForFocus(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }));
      }
      await page.getByRole('banner').getByRole('button', { name: 'Schedule Now' }).click();
      await page.getByRole('dialog', { name: 'Schedule Your Appointment' }).waitFor();
      await bookingFrame(page).waitFor();
      await expectNoAxeViolations(page, 'booking dialog open');
      await expectClean(collect);
      await context.close();
    });
  }
});
