import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { waitForHydration } from '../helpers/hydration.js';
import type { StartedServer } from '../helpers/server-process.js';
import { withServerAndBrowser } from '../helpers/browser-session.js';
import { serviceTitleOf, servicesPageHeadings, specialPageTexts } from '../helpers/routes.js';
import { servicePath } from '../../client/content/services.js';
import { englishServices as services } from '../helpers/routes.js';
import { serviceContent } from '../helpers/service-content.js';
import { practitioners } from '../../client/texts/en/about/practitioners.js';
import { about } from '../../client/texts/en/about/about.js';
import { accessibilityStatement } from '../../client/texts/en/accessibility.js';
import { privacyPolicy, termsOfService } from '../../client/texts/en/legal.js';
import { clinic, defaultEmbeds, officeHours } from '../../shared/clinic.js';
import { formatLongDate } from '../../shared/dates.js';
import { formatDayHours } from '../../shared/office-hours.js';
import { uiTexts } from '../../client/texts/ui.js';

const { offers, common, contact, documents: documentWords } = uiTexts.en;

const statementSections = accessibilityStatement.sections;
const knownLimits = statementSections.flatMap((section) => section.knownLimits ?? []);
/** A section's heading as numbered on the page. */
const numbered = (id: string) => {
  const index = statementSections.findIndex((section) => section.id === id);
  return `${index + 1}. ${statementSections[index]!.heading}`;
};
const headingOf = (id: string) => statementSections.find((section) => section.id === id)!.heading;
/** A service page to walk from, and the first of its Other Services. */
const example = serviceContent(services[0]!.slug);
const related = services.find((s) => servicePath(s.slug) === example.relatedServices[0]!.href)!;

let server: StartedServer;
let browser: Browser;
withServerAndBrowser((s, b) => ([server, browser] = [s, b]));

/** Each page with the texts a visitor must find in its main content. */
const pageTexts: { path: string; h1: string; texts: string[] }[] = [
  {
    path: '/services',
    h1: offers.services.title,
    texts: [...servicesPageHeadings, offers.services.modality.benefits, offers.services.modality.treats],
  },
  ...services.map((s) => {
    const c = serviceContent(s.slug);
    return {
      path: servicePath(s.slug),
      h1: c.title,
      texts: [
        c.tagline,
        c.symptoms[0]!,
        c.treatments[0]!,
        c.benefits[0]!,
        ...Object.values(offers.service.lists),
        offers.service.related.title,
        ...c.relatedServices.map((r) => r.label),
      ],
    };
  }),
  {
    path: '/special',
    h1: '$29 New Patient Special',
    texts: specialPageTexts,
  },
  {
    path: '/about',
    h1: offers.about.title,
    texts: [
      about.mission.title,
      offers.about.values.title,
      offers.about.team.title,
      'Doctor of Chiropractic (D.C.)',
      about.philosophy.title,
      ...practitioners.map((p) => p.name),
    ],
  },
  {
    path: '/contact',
    h1: contact.hero.title,
    texts: [
      clinic.phone.display,
      clinic.email,
      clinic.address.street,
      contact.officeHoursHeading,
      contact.message.heading,
      uiTexts.en.clinic.replyPromise,
      contact.map.heading,
    ],
  },
  {
    path: '/payment',
    h1: contact.payment.title,
    texts: [contact.payment.formHeading, contact.payment.help.heading],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    texts: [
      `${documentWords.effectiveDate}: August 15, 2025`,
      ...privacyPolicy.sections.map((section) => section.heading),
      'not intended for children under 13',
    ],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    texts: [
      `${documentWords.effectiveDate}: August 15, 2025`,
      ...termsOfService.sections.map((section) => section.heading),
      'laws of the State of Florida',
      clinic.county,
    ],
  },
  {
    path: '/accessibility',
    h1: 'Accessibility Statement',
    texts: [
      `${documentWords.lastReviewed}: ${formatLongDate(accessibilityStatement.lastReviewed, uiTexts.en.dates)}`,
      'WCAG) 2.2 at level AA',
      ...statementSections.map((section) => section.heading),
      ...knownLimits.map((limit) => limit.part),
      clinic.phone.display,
      clinic.email,
    ],
  },
];

async function visit(page: Page, path: string) {
  const response = await page.goto(server.url + path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

/** When the page's frame (another origin's page) was asked for, against its first paint and its load. */
async function frameTiming(page: Page) {
  const timing = await page.waitForFunction(() => {
    const frame = performance
      .getEntriesByType('resource')
      .find((r) => (r as PerformanceResourceTiming).initiatorType === 'iframe');
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return frame && paint && { frame: frame.startTime, paint: paint.startTime, load: navigation.loadEventEnd };
  });
  return (await timing.jsonValue())!;
}

describe('the other pages in a real browser', () => {
  it('show each page’s main texts, hydrate cleanly, break no CSP rule and leave the payment script to the payment page', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    // The stand-in answers other origins with HTML; give the payment script an empty script instead, so
    // an error here would be the page's own.
    await context.route(defaultEmbeds.paymentScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const askingForPaymentScript = new Set<string>();
    page.on('request', (request) => {
      if (request.url().startsWith(defaultEmbeds.paymentScriptUrl))
        askingForPaymentScript.add(new URL(request.frame().url()).pathname);
    });
    for (const { path, h1, texts } of pageTexts) {
      await visit(page, path);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 }).innerText(), path).resolves.toBe(h1);
      const visible = await main.innerText();
      for (const text of texts) expect(visible, `${path}: ${text}`).toContain(text);
      // The payment page's own request is seen, so the check below can see another page's.
      if (path === '/payment') await expect.poll(() => askingForPaymentScript.has(path)).toBe(true);
    }
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    // Only the payment page asks for the provider's script.
    expect([...askingForPaymentScript].filter((path) => path !== '/payment')).toEqual([]);
    await context.close();
  });

  it('follows the breadcrumb: Services and Home links work, the current page is marked', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, servicePath(example.slug));
    const crumbs = page.getByRole('navigation', { name: common.breadcrumbLabel });
    await expect(crumbs.locator('[aria-current="page"]').innerText()).resolves.toBe(example.title);
    await crumbs.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(server.url + '/services');
    await page.getByRole('heading', { level: 1, name: offers.services.title }).waitFor();

    await page.goBack();
    await page.waitForURL(server.url + servicePath(example.slug));
    await page.getByRole('navigation', { name: common.breadcrumbLabel }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(server.url + '/');

    // A related service in the Other Services grid opens its page, with its own title.
    await visit(page, servicePath(example.slug));
    await page
      .getByRole('region', { name: offers.service.related.title })
      .getByRole('link', { name: related.label })
      .click();
    await page.waitForURL(server.url + servicePath(related.slug));
    await page.getByRole('heading', { level: 1, name: related.title }).waitFor();
    await expect(page.title()).resolves.toBe(serviceTitleOf(related));
    await context.close();
  });

  it('opens the accessibility statement from the footer, with its copy, title and working links', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    await visit(page, '/terms');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'Accessibility', exact: true })
      .click();
    await page.waitForURL(server.url + '/accessibility');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    await expect(page.title()).resolves.toBe(`Accessibility Statement | ${clinic.name}`);
    await expect(main.locator('time').getAttribute('datetime')).resolves.toBe(accessibilityStatement.lastReviewed);
    const limits = main.getByRole('region', { name: numbered('known-limits') }).getByRole('listitem');
    await expect(limits.count()).resolves.toBe(knownLimits.length);
    const report = main.getByRole('region', { name: numbered('report-a-barrier') });
    await expect(report.getByRole('link', { name: clinic.phone.display }).getAttribute('href')).resolves.toBe(
      `tel:${clinic.phone.tel}`,
    );
    await expect(report.getByRole('link', { name: clinic.email }).getAttribute('href')).resolves.toBe(
      `mailto:${clinic.email}`,
    );
    await main
      .getByRole('navigation', { name: documentWords.onThisPage })
      .getByRole('link', { name: headingOf('report-a-barrier') })
      .click();
    // A link within the page moves to its section without loading the page again.
    const documents: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && documents.push(r.url()));
    await main
      .getByRole('navigation', { name: documentWords.onThisPage })
      .getByRole('link', { name: headingOf('known-limits') })
      .click();
    await page.waitForURL(server.url + '/accessibility#known-limits');
    expect(documents).toEqual([]);
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });

  it('opens the booking dialog from a page’s Schedule button and offers a call link', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, '/special');
    const main = page.locator('main');
    await expect(
      main
        .getByRole('link', { name: `${common.call} ${clinic.phone.display}` })
        .first()
        .getAttribute('href'),
    ).resolves.toBe(`tel:${clinic.phone.tel}`);
    await main.getByRole('button', { name: common.scheduleVisit }).first().click();
    await page.getByRole('dialog', { name: common.booking.title }).waitFor();
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the payment form frame at least 971 px tall, with the provider script loaded once (${name})`, async () => {
      const { page, context, problems } = await openPage(browser, server.url, { viewport });
      await visit(page, '/payment');
      const frame = page.locator('main iframe');
      await expect(frame.getAttribute('title')).resolves.toBe(contact.payment.frameTitle);
      await expect(frame.getAttribute('src')).resolves.toBe(defaultEmbeds.paymentFormUrl);
      await expect.poll(() => problems.externalRequests.includes(defaultEmbeds.paymentFormUrl)).toBe(true);
      // Asked for once the page has painted and loaded, not in competition with its first paint.
      const { frame: requested, paint, load } = await frameTiming(page);
      expect(requested).toBeGreaterThan(paint);
      expect(requested).toBeGreaterThan(load);
      const box = await frame.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(971);
      expect(box!.width).toBeGreaterThan(viewport.width / 2);
      await expect(page.locator(`head script[src="${defaultEmbeds.paymentScriptUrl}"]`).count()).resolves.toBe(1);
      await expect.poll(() => problems.externalRequests.includes(defaultEmbeds.paymentScriptUrl)).toBe(true);
      await context.close();
    });
  }

  it('shows the payment form and the map without JavaScript, one frame each, at full size', async () => {
    const { page, context, problems } = await openPage(browser, server.url, {
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    for (const [path, title, url] of [
      ['/payment', contact.payment.frameTitle, defaultEmbeds.paymentFormUrl],
      ['/contact', contact.map.frameTitle, defaultEmbeds.mapEmbedUrl],
    ] as const) {
      await page.goto(server.url + path);
      const frames = page.locator(`iframe[title="${title}"]`);
      // The frame waiting for the bootstrap is hidden; the <noscript> copy loads in its place.
      await expect(frames.count(), path).resolves.toBe(2);
      const visible = frames.locator('visible=true');
      await expect(visible.count(), path).resolves.toBe(1);
      await expect(visible.getAttribute('src'), path).resolves.toBe(url);
      await visible.scrollIntoViewIfNeeded();
      await expect.poll(() => problems.externalRequests.includes(url), { message: path }).toBe(true);
      expect((await visible.boundingBox())!.height, path).toBeGreaterThanOrEqual(path === '/payment' ? 971 : 300);
    }
    await context.close();
  });

  it('starts the frames of a page reached from a link', async () => {
    const { page, context, problems } = await openPage(browser, server.url);
    await visit(page, '/privacy');
    await page.locator('footer').getByRole('link', { name: 'Payment', exact: true }).click();
    await page.waitForURL('**/payment');
    // The site's script starts them once the page has loaded and painted.
    await waitForHydration(page);
    const frame = page.getByTitle(contact.payment.frameTitle).locator('visible=true');
    await expect.poll(() => frame.getAttribute('src')).toBe(defaultEmbeds.paymentFormUrl);
    await expect.poll(() => problems.externalRequests.includes(defaultEmbeds.paymentFormUrl)).toBe(true);
    await context.close();
  });

  // The walk through the pages above checks the others.
  it('requests the payment script on the home page neither', async () => {
    const { page, context, problems } = await openPage(browser, server.url);
    await visit(page, '/');
    expect(problems.externalRequests.filter((u) => u.startsWith(defaultEmbeds.paymentScriptUrl))).toEqual([]);
    await context.close();
  });

  it('asks for the map (another origin’s page) only once the page has loaded', async () => {
    const { page, context } = await openPage(browser, server.url);
    await visit(page, '/contact');
    await page.getByTitle(contact.map.frameTitle).scrollIntoViewIfNeeded();
    const { frame, paint, load } = await frameTiming(page);
    expect(frame).toBeGreaterThan(paint);
    expect(frame).toBeGreaterThan(load);
    await context.close();
  });

  it('lazy-loads the titled map frame and marks the clinic’s today on the hours table once the page is live', async () => {
    const { page, context } = await openPage(browser, server.url);
    // Friday 03:00 UTC is still Thursday evening in Palm Harbor.
    await page.clock.setFixedTime(new Date('2025-08-15T03:00:00Z'));
    const thursday = formatDayHours(
      officeHours.find((d) => d.dayIndex === 4)!,
      contact.officeHours,
    );
    await visit(page, '/contact');
    const map = page.getByTitle(contact.map.frameTitle);
    await expect(map.getAttribute('loading')).resolves.toBe('lazy');
    await expect(map.getAttribute('src')).resolves.toBe(defaultEmbeds.mapEmbedUrl);

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.count()).resolves.toBe(officeHours.length + 1);
    const today = page.locator('tr[aria-current="date"]');
    await today.waitFor();
    await expect(today.count()).resolves.toBe(1);
    await expect(today.locator('th').innerText()).resolves.toMatch(
      new RegExp(`^${thursday.day}\\s*${contact.officeHours.today}$`, 'i'),
    );
    await expect(today.locator('td').innerText()).resolves.toBe(thursday.hours);
    await context.close();
  });
});
