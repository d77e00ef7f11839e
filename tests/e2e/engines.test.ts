import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox } from '../helpers/engines/firefox.js';
import { launchWebKit } from '../helpers/engines/webkit.js';
import type { EngineSession, LaunchEngine } from '../helpers/engines/types.js';
import { startServer, type StartedServer } from '../helpers/server-process.js';
import { englishNavigation, templatePagesToAudit } from '../helpers/routes.js';
import { describeBreaks, midWordBreaksIn, type MidWordBreak } from '../helpers/word-breaks.js';
import { contactPageFields, fieldErrors } from '../../shared/schemas/fields.js';
import { parseForm } from '../helpers/form-values.js';

const { serviceNav } = englishNavigation;

// The journeys that rest on native pieces whose support differs by engine (popover, <dialog>, invoker
// focus), in Firefox and WebKit, with the page's scripts off and on. Chromium runs them in no-script and
// shell tests. The width is below the large breakpoint, where the header has the menu button.
const VIEWPORT = { width: 820, height: 900 };
const engines: [string, LaunchEngine][] = [
  ['Firefox', launchFirefox],
  ['WebKit', launchWebKit],
];

let server: StartedServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const dialogState = `(() => {
  const dialog = document.getElementById('booking-dialog');
  return dialog.matches(':popover-open') ? 'popover' : dialog.open ? (dialog.matches(':modal') ? 'modal' : 'open') : 'closed';
})()`;
const menuOpen = `document.getElementById('mobile-menu').matches(':popover-open')`;
// The sheet slides in: a click lands where its links are once it has stopped.
const menuSettled = `${menuOpen} && document.getAnimations().every((a) => a.playState !== 'running')`;
const footerSchedule = 'footer button[popovertarget="booking-dialog"]';
const service = serviceNav[1]!.links[0]!;
const emptyErrors: Record<string, string | undefined> = (() => {
  const parsed = parseForm('contact-page', {});
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
})();

describe.each(engines)('%s', (_name, launch) => {
  // The engine's two browsers start together: the second starts while the first is at work.
  const sessions = new Map<boolean, Promise<EngineSession>>();
  beforeAll(() => {
    for (const javaScript of [false, true]) {
      const session = launch({ javaScript, viewport: VIEWPORT });
      // A failed start is reported where the session is awaited.
      session.catch(() => {});
      sessions.set(javaScript, session);
    }
  });
  afterAll(async () => {
    await Promise.all(
      [...sessions.values()].map((session) =>
        session.then(
          (b) => b.close(),
          () => {},
        ),
      ),
    );
  });

  describe.each([
    ['scripts off', false],
    ['scripts on', true],
  ] as const)('with %s', (_label, javaScript) => {
    let browser: EngineSession;
    beforeAll(async () => {
      browser = await sessions.get(javaScript)!;
    });
    afterAll(() => browser?.close());

    const open = async (path: string) => {
      await browser.goto(server.url + path);
      if (javaScript) await browser.waitFor(`document.documentElement.dataset.hydrated === 'true'`);
    };
    // Before the page is live the dialog is a popover; once live, a modal dialog.
    const opened = javaScript ? 'modal' : 'popover';

    it('books: a Schedule button opens the calendar, and Escape and Close shut it', async () => {
      await open('/special');
      expect(await browser.evaluate(dialogState)).toBe('closed');
      await browser.click(footerSchedule);
      await browser.waitFor(`${dialogState} === '${opened}'`);
      expect(
        await browser.evaluate(
          `document.activeElement === document.querySelector('#booking-dialog [aria-label="Close"]')`,
        ),
      ).toBe(true);
      await browser.press('Escape');
      await browser.waitFor(`${dialogState} === 'closed'`);
      if (javaScript) {
        // Focus goes back to the button that opened it, even where a click does not focus a button.
        expect(await browser.evaluate(`document.activeElement?.matches('${footerSchedule}')`)).toBe(true);
      }
      await browser.click(footerSchedule);
      await browser.waitFor(`${dialogState} === '${opened}'`);
      await browser.click('#booking-dialog [aria-label="Close"]');
      await browser.waitFor(`${dialogState} === 'closed'`);
    });

    it('navigates: the menu button opens the menu, Escape closes it, and a service link leads there', async () => {
      await open('/');
      await browser.click('header button[popovertarget="mobile-menu"]');
      await browser.waitFor(menuOpen);
      await browser.press('Escape');
      await browser.waitFor(`!${menuOpen}`);
      await browser.click('header button[popovertarget="mobile-menu"]');
      await browser.waitFor(menuSettled);
      await browser.click(`#mobile-menu a[href="${service.href}"]`);
      await browser.waitFor(`location.pathname === '${service.href}'`);
      if (javaScript) await browser.waitFor(`document.documentElement.dataset.hydrated === 'true'`);
      // The new page marks the service current; with scripts on, the address changes a moment before it renders.
      await browser.waitFor(
        `document.querySelector('#mobile-menu a[href="${service.href}"]')?.getAttribute('aria-current') === 'page'`,
      );
      expect(await browser.evaluate(menuOpen)).toBe(false);
    });

    it('sends the contact form empty: the first invalid field has focus, its label clear of the sticky header', async () => {
      await open('/contact');
      await browser.click('#contact-form button[type="submit"]');
      await browser.waitFor(`document.activeElement?.getAttribute('aria-invalid') === 'true'`);
      const placement = await browser.evaluate<{ name: string; labelTop: number; headerBottom: number }>(`(() => {
        const field = document.activeElement;
        const label = document.querySelector('label[for="' + field.id + '"]');
        return {
          name: field.name,
          labelTop: label.getBoundingClientRect().top,
          headerBottom: document.querySelector('header').getBoundingClientRect().bottom,
        };
      })()`);
      expect(placement.name).toBe(contactPageFields.find((field) => emptyErrors[field]));
      expect(placement.labelTop).toBeGreaterThanOrEqual(placement.headerBottom);
    });
  });
});

// Each engine breaks lines its own way (its metrics, its scrollbar): every template in each language,
// at a phone's widths, with the browser's text at 100% and at 200% (its default font size, as a
// visitor's setting sets it).
const wordPages = templatePagesToAudit;
const phoneWidths = [320, 390] as const;

describe.each(engines)('%s breaks no word mid-word', (_name, launch) => {
  describe.each([
    ['100%', 16],
    ['200%', 32],
  ] as const)('with text at %s', (_label, defaultFontSize) => {
    let browser: EngineSession;
    beforeAll(async () => {
      browser = await launch({ viewport: { width: phoneWidths[0], height: 844 }, defaultFontSize });
    });
    afterAll(() => browser?.close());

    it(`at ${phoneWidths.join(' and ')} px`, async () => {
      const problems: string[] = [];
      for (const path of wordPages) {
        await browser.goto(server.url + path);
        await browser.waitFor(
          `document.documentElement.dataset.hydrated === 'true' && document.fonts.status === 'loaded'`,
        );
        // Each page loads once and is resized in place.
        for (const width of phoneWidths) {
          await browser.resize({ width, height: 844 });
          await browser.waitFor(`innerWidth === ${width}`);
          // The width and the text size took.
          expect(
            await browser.evaluate<[number, string]>(
              `[innerWidth, getComputedStyle(document.documentElement).fontSize]`,
            ),
          ).toEqual([width, `${defaultFontSize}px`]);
          const breaks = await browser.evaluate<MidWordBreak[]>(midWordBreaksIn());
          problems.push(...describeBreaks(breaks).map((problem) => `${path} at ${width} px: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
