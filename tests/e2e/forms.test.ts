import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, openPage, viewports } from '../helpers/browser.js';
import { hydrateDeferred, startedByItself, waitForDeferred, waitForHydration } from '../helpers/hydration.js';
import {
  contactPageEmptyErrors,
  contactPageForm,
  errorOf,
  errorsOf,
  homeForm,
  homeFormEmptyErrors,
  homeFormValues,
  contactPageValues,
} from '../helpers/contact-forms.js';
import { deliveredFor, errorsFor, valuesAtLimits, type ContactField, type HomeField } from '../helpers/form-values.js';
import { withFormsServerAndBrowser } from '../helpers/forms-session.js';
import type { StartedServer } from '../helpers/server-process.js';
import type { StandIn } from '../../tools/supabase-standin.js';
import { chunkUrl } from '../helpers/chunks.js';
import { uiTexts } from '../../client/texts/ui.js';
import { homeContactFields } from '../../shared/schemas/fields.js';
import { formPosts, type FormId } from '../../shared/schemas/form-posts.js';
import { submissionAnswers } from '../../server/forms/answers.js';

const { toasts, validation } = uiTexts.en.forms;
const homeContactMessages = {
  email: validation.home.email.required,
  phone: validation.home.phone.required,
  message: validation.home.message.required,
};
const contactPageMessages = validation.contactPage;

// The production build against the local Supabase stand-in: the forms as a visitor uses them.
let server: StartedServer;
let browser: Browser;
let standIn: StandIn;
withFormsServerAndBrowser((session) => ({ server, browser, standIn } = session));

/** Every POST the page makes to the site (a form's script sends JSON to the form's own address). */
const postsOf = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'POST' && url.origin === server.url) calls.push(`POST ${url.pathname}`);
  });
  return calls;
};

/** Answers the form's scripted sends with a bare 500; the page's own GET goes through. */
const failSends = (page: Page, form: FormId) =>
  page.route(server.url + formPosts[form].action, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' })
      : route.continue(),
  );

/** Holds the form's scripted send on its way until released: the page is left in flight for as long as a test looks. */
async function holdSend(page: Page, form: FormId) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(server.url + formPosts[form].action, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  return release;
}

/** The browser's own report of a failed request is expected when a test makes a request fail. */
const unexpectedConsole = (messages: string[]) => messages.filter((m) => !m.includes('Failed to load resource'));

async function openHomeForm(page: Page) {
  await page.goto(server.url + '/');
  await waitForHydration(page);
  await hydrateDeferred(page, 'contact-title');
  await page.getByRole('link', { name: 'Send Us a Message' }).click();
  const { form, fields } = homeForm(page);
  await form.waitFor();
  return { form, fields };
}

async function openContactForm(page: Page) {
  await page.goto(server.url + '/contact');
  await waitForHydration(page);
  await hydrateDeferred(page, 'message-heading');
  return contactPageForm(page);
}

async function fill(fields: Record<string, Locator>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await fields[name]!.fill(value);
}

describe('home contact form', () => {
  it('shows each validation message under its field, focuses the first invalid one, and passes axe; a failed lead does not stop the message; a send answered 500 shows the error toast, keeping what was typed', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const { form, fields } = await openHomeForm(page);
    for (const [name, field] of Object.entries(fields))
      expect(await field.getAttribute('required'), name).toBe(homeFormEmptyErrors[name as HomeField] ? '' : null);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await errorsOf(fields)).toEqual(homeFormEmptyErrors);
    expect(await fields.name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // One character short of each minimum, except the name: the errors follow as the visitor types.
    const short = { name: 'Mo', email: 'maria@example', phone: '727555019', message: 'Back pain' };
    await fill(fields, short);
    const shown = errorsFor('home', short);
    expect(shown).toMatchObject({
      name: null,
      email: homeContactMessages.email,
      phone: homeContactMessages.phone,
      message: homeContactMessages.message,
    });
    expect(await errorsOf(fields)).toEqual(shown);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email');
    expect(standIn.functionCalls()).toEqual([]);

    // Every field is reachable by keyboard, the hidden trap field never is.
    await fields.name.focus();
    const visited: string[] = [];
    for (let i = 0; i <= homeContactFields.length; i++) {
      visited.push(
        await page.evaluate(
          () => (document.activeElement as HTMLInputElement).name || document.activeElement!.textContent!.trim(),
        ),
      );
      await page.keyboard.press('Tab');
    }
    expect(visited).toEqual([...homeContactFields, 'Send Message']);
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    // A failed lead does not stop the message.
    const calls = postsOf(page);
    standIn.functions['submit-to-ghl'] = () => ({ status: 200, body: { success: false } });
    await fill(fields, homeFormValues);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(toasts.home.success.title, { exact: true }).waitFor();
    expect(calls).toEqual([`POST ${formPosts.home.action}`]);
    expect(standIn.functionCalls().map((r) => r.path.split('/').pop())).toEqual([
      'submit-to-ghl',
      'send-contact-email',
    ]);

    // Its send answered 500: the destructive error toast, and what was typed is kept.
    await failSends(page, 'home');
    await page.getByRole('link', { name: 'Send Us a Message' }).click();
    await form.waitFor();
    await fill(fields, homeFormValues);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(toasts.home.failure.title, { exact: true }).waitFor();
    await page.getByText(toasts.home.failure.description, { exact: true }).waitFor();
    expect(await fields.message.inputValue()).toBe(homeFormValues.message);
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    // The console was clean until the sends: since, only the browser's report of the failed one.
    expect(unexpectedConsole((await collect()).consoleErrors)).toEqual([]);
    expect((await collect()).pageErrors).toEqual([]);
    await context.close();
  });

  it('sends the lead, then the message; shows Sending... while in flight; toasts, resets and returns to the card', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    const calls = postsOf(page);
    const { form, fields } = await openHomeForm(page);
    await fill(fields, homeFormValues);
    const release = await holdSend(page, 'home');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    await page.getByText(toasts.home.success.title, { exact: true }).waitFor();
    await page.getByText(toasts.home.success.description, { exact: true }).waitFor();
    // Back on the call-to-action card.
    await page.getByRole('link', { name: 'Send Us a Message' }).waitFor();
    expect(await form.isVisible()).toBe(false);

    // One send to the form's own address; the server hands it on as the lead, then the message.
    expect(calls).toEqual([`POST ${formPosts.home.action}`]);
    const functions = standIn.functionCalls().map((r) => [r.path, r.body]);
    expect(functions).toEqual(
      deliveredFor('home', homeFormValues).map(({ fn, body }) => [`/functions/v1/${fn}`, body]),
    );

    // Opening the form again shows it empty.
    await page.getByRole('link', { name: 'Send Us a Message' }).click();
    for (const field of Object.values(homeForm(page).fields)) expect(await field.inputValue()).toBe('');
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed before its section’s code arrived (it hydrates late), with focus, and sends it', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkUrl('client/components/home/ContactCard.tsx'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + '/');
    await waitForHydration(page);
    // The link changes the address's #fragment while the section's code is on its way: its HTML must stay.
    await page.getByRole('link', { name: 'Send Us a Message' }).click();
    const { form, fields } = homeForm(page);
    await form.waitFor();
    await fields.name.fill(homeFormValues.name);
    expect(await form.locator('xpath=ancestor::section[1]').getAttribute('data-hydrated')).toBeNull();
    release();
    await waitForDeferred(page, 'contact-title');
    expect(await fields.name.inputValue()).toBe(homeFormValues.name);
    expect(await fields.name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.isVisible()).toBe(true);
    const { name: _typed, ...rest } = homeFormValues;
    await fill(fields, rest);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(toasts.home.success.title, { exact: true }).waitFor();
    expect(standIn.functionCalls('send-contact-email').map((r) => r.body)).toEqual(
      deliveredFor('home', homeFormValues)
        .filter(({ fn }) => fn === 'send-contact-email')
        .map(({ body }) => body),
    );
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('contact page form', () => {
  it('shows each validation message under its field, and passes axe', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    const { form, fields } = await openContactForm(page);
    for (const [name, field] of Object.entries(fields))
      expect(await field.getAttribute('required'), name).toBe(contactPageEmptyErrors[name as ContactField] ? '' : null);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await fields.firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await errorsOf(fields)).toEqual(contactPageEmptyErrors);
    expect(await axeViolations(page)).toEqual([]);

    // Every field one character past its limit: each says so.
    const tooLong = valuesAtLimits('contact-page', 1);
    await fill(fields, tooLong);
    const shown = errorsFor('contact-page', tooLong);
    expect(shown).toMatchObject({
      firstName: contactPageMessages.firstName.max,
      lastName: contactPageMessages.lastName.max,
      email: contactPageMessages.email.max,
      phone: contactPageMessages.phone.max,
      subject: contactPageMessages.subject.max,
      message: contactPageMessages.message.max,
    });
    expect(Object.values(shown)).not.toContain(null);
    expect(await errorsOf(fields)).toEqual(shown);
    expect(await axeViolations(page)).toEqual([]);

    // Whitespace alone does not count: values are trimmed.
    await fields.firstName.fill('   ');
    await fields.message.fill(' \n ');
    expect(await errorOf(fields.firstName)).toBe(contactPageMessages.firstName.required);
    expect(await errorOf(fields.message)).toBe(contactPageMessages.message.required);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'given-name');
    expect(standIn.functionCalls()).toEqual([]);
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed before the form’s code arrived (it hydrates late) and sends it', async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.mobile });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkUrl('client/components/forms/ContactPageForm.tsx'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + '/contact');
    await waitForHydration(page);
    const { form, fields } = contactPageForm(page);
    const [first, ...rest] = Object.entries(contactPageValues);
    await fields[first![0] as keyof typeof fields].fill(first![1]);
    expect(await form.locator('xpath=ancestor::section[1]').getAttribute('data-hydrated')).toBeNull();
    release();
    await hydrateDeferred(page, 'message-heading');
    expect(await fields[first![0] as keyof typeof fields].inputValue()).toBe(first![1]);
    for (const [name, value] of rest) await fields[name as keyof typeof fields].fill(value);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(toasts.contactPage.success.title, { exact: true }).waitFor();
    expect(standIn.functionCalls().map((r) => r.body)).toEqual(
      deliveredFor('contact-page', contactPageValues).map(({ body }) => body),
    );
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("loads the /contact form's code when the form is reached for, not because it is on screen; sends only the message with the joined name and the subject first, Sending... while in flight, toast and reset; shows Failed to send with the server's message, or Please try again later. when there is none", async () => {
    const { page, context, collect } = await openPage(browser, server.url, { viewport: viewports.desktop });
    const formScripts: string[] = [];
    const formChunk = chunkUrl('client/components/forms/ContactPageForm.tsx');
    page.on('request', (request) => formChunk.test(request.url()) && formScripts.push(request.url()));
    await page.goto(server.url + '/contact');
    await waitForHydration(page);
    const { form, fields } = contactPageForm(page);
    expect(await form.isVisible()).toBe(true);
    expect(await form.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await startedByItself(page);
    expect(formScripts).toEqual([]);
    // Focus reaching the first field is enough.
    await Object.values(fields)[0]!.focus();
    await waitForDeferred(page, 'message-heading');
    expect(formScripts).toHaveLength(1);
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    // It sends only the message, with the joined name and the subject first (every field filled, the phone left out).
    const calls = postsOf(page);
    const typed = {
      ...contactPageValues,
      firstName: '  Ana ',
      lastName: 'Ruiz',
      phone: '',
      subject: 'New patient special',
    };
    for (const [name, value] of Object.entries(typed)) await fields[name as keyof typeof fields].fill(value);
    const release = await holdSend(page, 'contact-page');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.getByText(toasts.contactPage.success.title, { exact: true }).waitFor();
    await page.getByText(toasts.contactPage.success.description, { exact: true }).waitFor();
    expect(calls).toEqual([`POST ${formPosts['contact-page'].action}`]);
    const [delivered] = deliveredFor('contact-page', { ...typed, firstName: 'Ana' });
    expect(standIn.functionCalls().map((r) => [r.path, r.body])).toEqual([
      ['/functions/v1/send-contact-email', delivered!.body],
    ]);
    expect(delivered!.body).toMatchObject({ name: 'Ana Ruiz', phone: '', source: 'contact-page' });
    expect(delivered!.body.message.startsWith(`New patient special\n\n${typed.message}`)).toBe(true);
    for (const field of Object.values(fields)) expect(await field.inputValue()).toBe('');
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    // Refused: Failed to send, with the server's message, or Please try again later. when there is none.
    standIn.reset();
    for (const [name, value] of Object.entries(contactPageValues))
      await fields[name as keyof typeof fields].fill(value);

    // The function refuses the message: the server answers 502 with a message for the visitor.
    standIn.functions['send-contact-email'] = () => ({ status: 400, body: { error: 'bad request' } });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(toasts.contactPage.failure.title, { exact: true }).waitFor();
    await page.getByText(submissionAnswers.en.rejected.body.message, { exact: true }).waitFor();
    expect(await fields.message.inputValue()).toBe(contactPageValues.message);
    // Focus comes back to the button that was disabled while sending.
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Send Message');

    // A server error without a message.
    await failSends(page, 'contact-page');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(toasts.contactPage.failure.fallback, { exact: true }).waitFor();
    // The console was clean until the refusals: since, only the browser's reports of them.
    expect(unexpectedConsole((await collect()).consoleErrors)).toEqual([]);
    expect((await collect()).pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the forms on the Spanish pages', () => {
  const spanish = uiTexts.es.forms;

  /** A form and its fields on a Spanish page, by their Spanish accessible names. */
  const spanishForm = <F extends string>(page: Page, name: string, labels: Record<F, string>) => {
    const form = page.getByRole('form', { name });
    const fields = Object.fromEntries(
      Object.entries<string>(labels).map(([field, label]) => [
        field,
        form.getByRole('textbox', { name: label, exact: true }),
      ]),
    ) as Record<F, Locator>;
    return { form, fields };
  };

  it('the contact page: Spanish errors under the fields, “Enviando...” while sending, a Spanish toast, delivered as Spanish', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    const calls = postsOf(page);
    await page.goto(server.url + '/es/contact');
    await waitForHydration(page);
    await hydrateDeferred(page, 'message-heading');
    const { form, fields } = spanishForm(page, spanish.names.contactPage, spanish.labels.contactPage);
    await form.getByRole('button', { name: spanish.send }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await errorOf(fields.firstName)).toBe(spanish.validation.contactPage.firstName.required);
    expect(await errorOf(fields.email)).toBe(spanish.validation.contactPage.email.required);
    expect(await errorOf(fields.message)).toBe(spanish.validation.contactPage.message.required);

    await fill(fields, contactPageValues);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(server.url + '/es/contact', async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    await form.getByRole('button', { name: spanish.send }).click();
    const sending = form.getByRole('button', { name: spanish.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.getByText(spanish.toasts.contactPage.success.title, { exact: true }).waitFor();
    await page.getByText(spanish.toasts.contactPage.success.description, { exact: true }).waitFor();
    expect(calls).toEqual(['POST /es/contact']);
    expect(standIn.functionCalls().map((r) => r.body)).toEqual(
      deliveredFor('contact-page', contactPageValues, 'es').map(({ body }) => body),
    );
    const problems = await collect();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('the home page: its card and form in Spanish, and a failed send told in Spanish', async () => {
    const { page, context, collect } = await openPage(browser, server.url);
    await page.goto(server.url + '/es');
    await waitForHydration(page);
    await hydrateDeferred(page, 'contact-title');
    await page.getByRole('link', { name: spanish.homeCard.message }).click();
    const { form, fields } = spanishForm(page, spanish.names.home, spanish.labels.home);
    await form.waitFor();
    await fill(fields, homeFormValues);
    await page.route(server.url + '/es', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' })
        : route.continue(),
    );
    await form.getByRole('button', { name: spanish.send }).click();
    await page.getByText(spanish.toasts.home.failure.description, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: spanish.notifications.dismiss }).count()).toBe(1);
    expect(await fields.message.inputValue()).toBe(homeFormValues.message);
    expect(unexpectedConsole((await collect()).consoleErrors)).toEqual([]);
    await context.close();
  });
});
