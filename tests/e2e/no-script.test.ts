import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { openPage, viewports } from '../helpers/browser.js';
import { contactPageForm, contactPageValues, errorsOf, homeForm, homeFormValues } from '../helpers/contact-forms.js';
import { contactPagePayload, functionBody, homePayload } from '../../shared/schemas/mapping.js';
import { withFormsServerAndBrowser } from '../helpers/forms-session.js';
import type { StartedServer } from '../helpers/server-process.js';
import type { StandIn } from '../../tools/supabase-standin.js';
import type { Browser } from 'playwright-core';
import { formPosts } from '../../shared/schemas/form-posts.js';
import { fieldErrors } from '../../shared/schemas/fields.js';
import { sentPageContent } from '../../client/components/forms/messages.js';
import { parseForm, type FormKey } from '../helpers/form-values.js';
import { faqs } from '../../client/texts/en/home/faqs.js';
import { clinicPhotos } from '../../client/texts/en/home/clinicPhotos.js';
import { testimonials } from '../../client/texts/en/home/testimonials.js';
import { englishNavigation } from '../helpers/routes.js';
import { clinic } from '../../shared/clinic.js';
import { uiTexts } from '../../client/texts/ui.js';

const { serviceNav } = englishNavigation;

// Every journey with scripting turned off, in Chromium: what a visitor gets before the page is live, and
// for good when its scripts fail. Each action must work from the HTML alone.
let server: StartedServer;
let browser: Browser;
let standIn: StandIn;
withFormsServerAndBrowser((session) => ({ server, browser, standIn } = session));

const noScript = (viewport: { width: number; height: number }): BrowserContextOptions => ({
  javaScriptEnabled: false,
  viewport,
});

/** The messages a form shows for the given values, as its schema words them on an English page. */
const expectedErrors = (form: FormKey, values: object) => {
  const parsed = parseForm(form, values);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};
const sentPages = { home: sentPageContent('home', 'en'), 'contact-page': sentPageContent('contact-page', 'en') };

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

describe('with JavaScript off', () => {
  it('books: a Schedule button opens the booking calendar over the page, and Escape and Close shut it', async () => {
    for (const viewport of Object.values(viewports)) {
      const { page, context, problems } = await openPage(browser, server.url, noScript(viewport));
      await page.goto(server.url + '/special');
      const dialog = page.getByRole('dialog', { name: 'Schedule Your Appointment' });
      expect(await dialog.isVisible()).toBe(false);
      const schedule = page.getByRole('banner').getByRole('button', { name: 'Schedule Now' });
      await schedule.click();
      await dialog.waitFor();
      expect(await dialog.getByTitle('Online appointment booking').isVisible()).toBe(true);
      expect(await dialog.getByRole('link', { name: `Call ${clinic.phone.display}` }).isVisible()).toBe(true);
      // Focus starts on Close and comes back to the button that opened it.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await schedule.evaluate((el) => el === document.activeElement)).toBe(true);
      await schedule.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // A press outside it closes it too.
      await schedule.click();
      await dialog.waitFor();
      await page.mouse.click(2, viewport.height - 2);
      await dialog.waitFor({ state: 'hidden' });
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('shows every clinic photo and every review: each slider is a row that scrolls and snaps, without its controls', async () => {
    for (const viewport of Object.values(viewports)) {
      const { page, context, problems } = await openPage(browser, server.url, noScript(viewport));
      await page.goto(server.url + '/');
      for (const slider of [
        {
          row: page.getByRole('region', { name: uiTexts.en.home.carousel.label }).locator('[data-carousel-track]'),
          count: clinicPhotos.length,
          dots: uiTexts.en.home.carousel.dots,
        },
        {
          row: page.getByRole('region', { name: uiTexts.en.home.reviews.label }),
          count: testimonials.length,
          dots: uiTexts.en.home.reviews.dots,
        },
      ]) {
        const cards = slider.row.locator(':scope > :visible');
        expect(await cards.count()).toBe(slider.count);
        // By the keyboard: the row takes focus and the right arrow scrolls it, press by press, to its last card.
        const scroller = slider.row.locator('xpath=ancestor-or-self::*[@tabindex="0"][1]');
        const lastInView = () =>
          cards.last().evaluate((card) => {
            const row = card.closest('[tabindex="0"]')!.getBoundingClientRect();
            const box = card.getBoundingClientRect();
            return box.left >= row.left - 1 && box.right <= row.right + 1;
          });
        const scrolled = () => scroller.evaluate((el) => el.scrollLeft);
        await scroller.focus();
        for (let press = 0; !(await lastInView()); press++) {
          expect(press, `${slider.dots}: the last card out of reach at ${viewport.width} px`).toBeLessThan(
            slider.count * 3,
          );
          // Each press scrolls smoothly to the next card: the next press waits for it to come to rest (the row
          // has moved, and reads the same twice in a row).
          const before = await scrolled();
          let last = before;
          await page.keyboard.press('ArrowRight');
          await expect
            .poll(async () => {
              const now = await scrolled();
              const resting = now !== before && now === last;
              last = now;
              return resting;
            })
            .toBe(true);
        }
        // Every card can be brought fully into the row's view.
        for (let i = 0; i < slider.count; i++) {
          const inView = await cards.nth(i).evaluate((card) => {
            card.scrollIntoView({ block: 'nearest', inline: 'start' });
            const row = card.closest('[tabindex="0"]')!.getBoundingClientRect();
            const box = card.getBoundingClientRect();
            return box.left >= row.left - 1 && box.right <= row.right + 1;
          });
          expect(inView, `${slider.dots}: card ${i + 1} at ${viewport.width} px`).toBe(true);
        }
        // Its dots and arrows wait for script: nothing that does not work is on show.
        expect(await page.getByRole('list', { name: slider.dots }).isVisible()).toBe(false);
      }
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('answers a FAQ, and navigates: the mobile menu opens, closes on Escape, and leads to a service page', async () => {
    const { page, context, problems } = await openPage(browser, server.url, noScript(viewports.mobile));
    await page.goto(server.url + '/');
    const faq = faqs.at(-1)!;
    const answer = page.getByText(faq.answer, { exact: true });
    expect(await answer.isVisible()).toBe(false);
    await page.getByText(faq.question, { exact: true }).click();
    await answer.waitFor();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await toggle.click();
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBeNull();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    const service = serviceNav.at(-1)!.links.at(-1)!;
    await menu.getByRole('link', { name: service.label, exact: true }).click();
    await page.waitForURL(server.url + service.href);
    expect(await menu.isVisible()).toBe(false);
    // The new page marks the service as current in its (closed) menu.
    expect(await page.locator(`#mobile-menu a[href="${service.href}"]`).getAttribute('aria-current')).toBe('page');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('navigates: the Services dropdown opens on hover and by keyboard, and its submenus lead to a service', async () => {
    const { page, context } = await openPage(browser, server.url, noScript(viewports.desktop));
    await page.goto(server.url + '/about');
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    const panel = page.locator('#services-menu');
    expect(await panel.isVisible()).toBe(false);
    await services.hover();
    await panel.waitFor();
    const group = serviceNav[0]!;
    await panel.getByRole('button', { name: new RegExp(`^${group.label}`) }).hover();
    const link = page.getByRole('list', { name: group.label }).getByRole('link', { name: group.links[0]!.label });
    await link.waitFor();
    await page.mouse.move(viewports.desktop.width - 5, viewports.desktop.height - 5);
    await panel.waitFor({ state: 'hidden' });
    // By keyboard: focus inside opens it, and Tab reaches every link.
    await services.focus();
    await panel.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(group.links[0]!.label);
    await page.keyboard.press('Enter');
    await page.waitForURL(server.url + group.links[0]!.href);
    await context.close();
  });

  it('sends the home form: errors under their fields with the values kept, then the message, once', async () => {
    const { page, context } = await openPage(browser, server.url, noScript(viewports.mobile));
    await page.goto(server.url + '/');
    const { form, fields } = homeForm(page);
    expect(await form.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Send Us a Message' }).click();
    await form.waitFor();
    const invalid = { name: 'Jo', email: 'jo@example', phone: '727', message: 'Back pain' };
    for (const [name, value] of Object.entries(invalid)) await fields[name as keyof typeof fields].fill(value);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(server.url + formPosts.home.action);
    const expected = expectedErrors('home', invalid);
    expect(await errorsOf(fields)).toEqual(
      Object.fromEntries(Object.keys(fields).map((name) => [name, expected[name] ?? null])),
    );
    for (const [name, value] of Object.entries(invalid)) {
      expect(await fields[name as keyof typeof fields].inputValue()).toBe(value);
    }
    // The page opens at the first invalid field.
    expect(await focusedName(page)).toBe(formPosts.home.fields.find((field) => expected[field]));
    expect(standIn.functionCalls()).toEqual([]);

    const valid = homeFormValues;
    for (const [name, value] of Object.entries(valid)) await fields[name as keyof typeof fields].fill(value);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(server.url + formPosts.home.sentPath);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(sentPages.home.title);
    expect(await page.getByText(sentPages.home.description).isVisible()).toBe(true);
    await expect
      .poll(() => standIn.functionCalls().map((call) => call.path.split('/').pop()))
      .toEqual(['submit-to-ghl', 'send-contact-email']);
    expect(standIn.functionCalls('send-contact-email')[0]!.body).toEqual(functionBody(homePayload(valid, 'en')));
    // Reloading the confirmation sends nothing again.
    await page.reload();
    expect(standIn.functionCalls()).toHaveLength(2);
    await context.close();
  });

  it('sends the contact page form: the same errors the browser shows, then the message', async () => {
    const { page, context } = await openPage(browser, server.url, noScript(viewports.desktop));
    await page.goto(server.url + '/contact');
    const { form, fields } = contactPageForm(page);
    const invalid = { firstName: ' ', email: 'ana@', subject: 'x'.repeat(501), message: 'Where do I park?' };
    for (const [name, value] of Object.entries(invalid)) await fields[name as keyof typeof fields].fill(value);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(server.url + formPosts['contact-page'].action);
    const expected = expectedErrors('contact-page', { ...invalid, lastName: '', phone: '' });
    expect(await errorsOf(fields)).toEqual(
      Object.fromEntries(Object.keys(fields).map((name) => [name, expected[name] ?? null])),
    );
    expect(await fields.subject.inputValue()).toBe(invalid.subject);
    expect(await focusedName(page)).toBe('firstName');

    for (const [name, value] of Object.entries(contactPageValues))
      await fields[name as keyof typeof fields].fill(value);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(server.url + formPosts['contact-page'].sentPath);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(sentPages['contact-page'].title);
    await expect.poll(() => standIn.functionCalls('send-contact-email').length).toBe(1);
    expect(standIn.functionCalls('send-contact-email')[0]!.body).toEqual(
      functionBody(contactPagePayload(contactPageValues, 'en')),
    );
    await context.close();
  });
});
