import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { waitForDeferred, waitForHydration } from '../helpers/hydration.js';
import {
  contactPageEmptyErrors,
  contactPageForm,
  contactPageValues,
  errorsOf,
  fieldLabels,
  homeForm,
  homeFormEmptyErrors,
  homeFormValues,
} from '../helpers/contact-forms.js';
import { contactPagePayload, functionBody, homePayload } from '../../shared/schemas/mapping.js';
import { activeFocusState, indicatorProblem } from '../helpers/focus-indicator.js';
import { withFormsServerAndBrowser } from '../helpers/forms-session.js';
import { exposedExpanded } from '../helpers/accessibility-tree.js';
import { MOBILE_MENU_ID } from '../../client/components/layout/mobile-menu-id.js';
import { uiTexts } from '../../client/texts/ui.js';
import { defaultEmbeds } from '../../shared/clinic.js';
import { fill } from '../../client/lib/fill.js';
import { testimonials } from '../../client/texts/en/home/testimonials.js';
import type { StartedServer } from '../helpers/server-process.js';
import type { StandIn } from '../../tools/supabase-standin.js';

const { toasts } = uiTexts.en.forms;

// Journeys with the keyboard alone, focus visible at every stop. (The Services dropdown's keys,
// down to choosing a specialty link with Enter, are in shell.test.ts.)
// The forms deliver to the local Supabase stand-in.
let server: StartedServer;
let browser: Browser;
let standIn: StandIn;
withFormsServerAndBrowser((session) => ({ server, browser, standIn } = session));

type Viewport = { width: number; height: number };

async function onPage(path: string, viewport: Viewport, journey: (page: Page) => Promise<void>) {
  const { page, context } = await openPage(browser, server.url, { viewport, reducedMotion: 'no-preference' });
  try {
    await page.goto(server.url + path);
    await waitForHydration(page);
    await journey(page);
  } finally {
    await context.close();
  }
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // A field is named by its label, less what screen readers do not hear (the required *).
    const label = (el as HTMLInputElement | null)?.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
    label?.querySelectorAll('[aria-hidden="true"]').forEach((mark) => mark.remove());
    return (el?.getAttribute('aria-label') ?? label?.textContent ?? el?.innerText ?? '').trim();
  });

/** The focused control shows a focus indicator. */
async function expectFocusVisible(page: Page, where: string) {
  const state = await activeFocusState(page);
  expect(state, `${where}: nothing focused`).not.toBeNull();
  expect(indicatorProblem(state!), `${where}: ${state!.element}`).toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches, checking focus is visible on
 * the way; returns the names of the controls passed, the last one included.
 */
async function tabTo(page: Page, name: RegExp, where: string, key = 'Tab') {
  const visited: string[] = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press(key);
    await expectFocusVisible(page, where);
    visited.push(await focusedName(page));
    if (name.test(visited.at(-1)!)) return visited;
  }
  throw new Error(`${where}: Tab never reached ${name}`);
}

describe('keyboard only', () => {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    it(`books from the home page at ${viewport.width} px: the dialog holds focus, Escape returns it to the button`, async () => {
      await onPage('/', viewport, async (page) => {
        const where = `/ at ${viewport.width} px`;
        await tabTo(page, /^Schedule Now$/, where);
        const opener = await page.evaluateHandle(() => document.activeElement!);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Schedule Your Appointment' });
        await dialog.waitFor();
        await page.waitForFunction(() => Boolean(document.activeElement?.closest('dialog')));
        // The page behind is out of reach: its controls cannot take focus.
        const behindTakesFocus = await page.evaluate(() => {
          const behind = document.querySelector<HTMLElement>('main a, main button');
          behind?.focus();
          return behind ? document.activeElement === behind : 'no control in main';
        });
        expect(behindTakesFocus).toBe(false);
        for (const key of [
          'Tab',
          'Tab',
          'Tab',
          'Tab',
          'Shift+Tab',
          'Shift+Tab',
          'Shift+Tab',
          'Shift+Tab',
          'Shift+Tab',
        ]) {
          await page.keyboard.press(key);
          await page.waitForFunction(() => Boolean(document.activeElement?.closest('dialog')));
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForFunction((el) => el === document.activeElement, opener);
        await expectFocusVisible(page, `${where}, after the dialog closed`);
      });
    });
  }

  it('keeps focus in the booking dialog while its calendar loads: the empty frame is out of the Tab order', async () => {
    await onPage('/', viewports.mobile, async (page) => {
      let releaseCalendar!: () => void;
      const calendarHeld = new Promise<void>((resolve) => (releaseCalendar = resolve));
      await page.route(`${new URL(defaultEmbeds.bookingWidgetUrl).origin}/**`, async (route) => {
        await calendarHeld;
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>calendar</title><button type="button">Next week</button>',
        });
      });
      await tabTo(page, /^Schedule Now$/, '/ at 390 px');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Schedule Your Appointment' });
      const loading = dialog.getByText('Loading the booking calendar…');
      await loading.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close');
      // Focus inside the frame would be lost to the page's body once the calendar's document replaced the empty one.
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toMatch(/^Call /);
      releaseCalendar();
      await loading.waitFor({ state: 'hidden' });
      expect(await focusedName(page)).toMatch(/^Call /);
      await page.keyboard.press('Shift+Tab');
      // Once in, the calendar's own controls are on the Tab path.
      await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME');
    });
  });

  it('at 390 px opens the mobile menu, reaches a service page with Enter, and the menu closes', async () => {
    await onPage('/', viewports.mobile, async (page) => {
      await tabTo(page, /^Menu$/, '/ at 390 px');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await tabTo(page, /^Knee$/, '/ at 390 px, menu open');
      await page.keyboard.press('Enter');
      await page.waitForURL(server.url + '/services/knee');
      await menu.waitFor({ state: 'hidden' });
      // The sheet is a popover: the browser keeps its state and tells assistive technology the toggle is collapsed.
      expect(await page.locator(`#${MOBILE_MENU_ID}`).evaluate((el) => el.matches(':popover-open'))).toBe(false);
      expect(await exposedExpanded(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }))).toBe(
        false,
      );
    });
  });

  const { carousel, reviews } = uiTexts.en.home;
  /** A pattern matching exactly this name. */
  const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  for (const slider of [
    { title: 'carousel', texts: carousel, move: exactly(carousel.next), anchor: 'clinic-title' },
    {
      title: 'testimonial slider',
      texts: reviews,
      move: exactly(fill(reviews.dot, { n: 3, name: testimonials[2]!.name })),
      anchor: 'reviews-title',
    },
  ]) {
    it(`moves, pauses and resumes the ${slider.title}`, async () => {
      await onPage('/', viewports.desktop, async (page) => {
        const current = () =>
          page
            .getByRole('list', { name: slider.texts.dots })
            .locator('button[aria-current="true"]')
            .getAttribute('aria-label');
        // Scrolled to (a keyboard user scrolls with the keys too), the slider goes live and shows its buttons:
        // before that its row scrolls natively and its buttons are not there to reach.
        await page.locator(`#${slider.anchor}`).scrollIntoViewIfNeeded();
        await waitForDeferred(page, slider.anchor);
        await tabTo(page, slider.move, `/ ${slider.title}`);
        // Focus inside holds the rotation. It may have reached the dot tabbed to before focus did: then the next
        // dot is the one that moves it.
        const before = await current();
        if ((await focusedName(page)) === before) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect.poll(current).not.toBe(before);
        await tabTo(page, exactly(slider.texts.pause), `/ ${slider.title}`);
        await page.keyboard.press('Enter');
        expect(await focusedName(page)).toBe(slider.texts.play);
        await page.keyboard.press('Space');
        expect(await focusedName(page)).toBe(slider.texts.pause);
        // Resumed: once focus leaves it, it moves on by itself again.
        const held = await current();
        await page.keyboard.press('Tab');
        await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        await expect.poll(current).not.toBe(held);
      });
    });
  }

  it('opens and closes FAQ items with Enter and Space', async () => {
    await onPage('/', viewports.mobile, async (page) => {
      await tabTo(page, /^What is the \$29 New Patient Special\?$/, '/ FAQ');
      const open = () => page.evaluate(() => (document.activeElement!.parentElement as HTMLDetailsElement).open);
      await page.keyboard.press('Enter');
      expect(await open()).toBe(true);
      await page.keyboard.press('Space');
      expect(await open()).toBe(false);
      await page.keyboard.press('Space');
      expect(await open()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await open()).toBe(false);
    });
  });

  for (const viewport of [viewports.desktop, viewports.mobile]) {
    it(`sends the home page's message at ${viewport.width} px: errors on an empty send, the message, the toast, back to the card`, async () => {
      await onPage('/', viewport, async (page) => {
        const where = `/ form at ${viewport.width} px`;
        // Focus reaching the section brings it to life, as it would for anyone tabbing down the page.
        await tabTo(page, /^Send Us a Message$/, where);
        await waitForDeferred(page, 'contact-title');
        await page.keyboard.press('Enter');
        const { form, fields } = homeForm(page);
        await form.waitFor();
        await page.waitForFunction(
          () => document.activeElement?.tagName === 'H3' && document.activeElement.textContent === 'Send Us a Message',
        );

        await sendEmpty(page, fields, ['Back', ...fieldLabels('home')], homeFormEmptyErrors, where);

        const typed = homeFormValues;
        await sendByKeyboard(page, fields, typed, where, [toasts.home.success.title, toasts.home.success.description]);
        const sent = functionBody(homePayload(typed, 'en'));
        expect(standIn.functionCalls().map((r) => [r.path, r.body])).toEqual([
          ['/functions/v1/submit-to-ghl', sent],
          ['/functions/v1/send-contact-email', sent],
        ]);
        // Back on the card (the form stays in the page, hidden), focus on the link that opened the form.
        await form.waitFor({ state: 'hidden' });
        await page.waitForFunction(
          () =>
            document.activeElement?.tagName === 'A' &&
            document.activeElement.textContent?.trim() === 'Send Us a Message',
        );
        await expectFocusVisible(page, `${where}, back on the card`);
      });
    });

    it(`sends the /contact message at ${viewport.width} px: errors on an empty send, the message, the toast, the form emptied`, async () => {
      await onPage('/contact', viewport, async (page) => {
        const where = `/contact at ${viewport.width} px`;
        const { fields } = contactPageForm(page);
        // The form's code arrives when focus reaches it.
        const [first, ...rest] = fieldLabels('contact-page');
        await tabTo(page, new RegExp(`^${first}$`), where);
        await waitForDeferred(page, 'message-heading');
        await sendEmpty(page, fields, rest, contactPageEmptyErrors, where);

        const typed = contactPageValues;
        await sendByKeyboard(page, fields, typed, where, [
          toasts.contactPage.success.title,
          toasts.contactPage.success.description,
        ]);
        expect(standIn.functionCalls().map((r) => [r.path, r.body])).toEqual([
          ['/functions/v1/send-contact-email', functionBody(contactPagePayload(typed, 'en'))],
        ]);
        // The form empties; focus is back on the button (it was disabled while sending).
        await expect.poll(() => fields.message.inputValue()).toBe('');
        for (const field of Object.values(fields)) expect(await field.inputValue()).toBe('');
        await page.waitForFunction(
          () =>
            document.activeElement?.tagName === 'BUTTON' &&
            document.activeElement.textContent?.trim() === 'Send Message',
        );
        await expectFocusVisible(page, `${where}, after sending`);
      });
    });
  }
});

/**
 * Tabs from where focus is, past `passing`, to the submit button and sends the form empty with
 * Enter: each error shows under its field, and focus moves, visibly, to the first invalid one.
 */
async function sendEmpty(
  page: Page,
  fields: Record<string, Locator>,
  passing: string[],
  errors: Record<string, string | null>,
  where: string,
) {
  expect(await tabTo(page, /^Send Message$/, where)).toEqual([...passing, 'Send Message']);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  const first = Object.keys(errors).find((name) => errors[name])!;
  expect(await fields[first]!.evaluate((el) => el === document.activeElement), `${where}: focus on ${first}`).toBe(
    true,
  );
  await expectFocusVisible(page, `${where}, the first invalid field`);
  expect(await errorsOf(fields)).toEqual(errors);
}

/**
 * Types each value into its field, starting in the focused first field and moving on with Tab, then
 * Tabs to the submit button and presses Enter; waits for the success toast, announced politely.
 */
async function sendByKeyboard(
  page: Page,
  fields: Record<string, Locator>,
  values: Record<string, string>,
  where: string,
  toast: [string, string],
) {
  for (const [i, [name, value]] of Object.entries(values).entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    expect(await fields[name]!.evaluate((el) => el === document.activeElement), `${where}: Tab to ${name}`).toBe(true);
    await expectFocusVisible(page, `${where}, ${name}`);
    await page.keyboard.type(value);
  }
  expect(Object.values(await errorsOf(fields)).filter(Boolean), `${where}: errors left`).toEqual([]);
  expect(await tabTo(page, /^Send Message$/, where)).toEqual(['Send Message']);
  await page.keyboard.press('Enter');
  const status = page.getByRole('status');
  for (const text of toast) await status.getByText(text, { exact: true }).waitFor();
}
