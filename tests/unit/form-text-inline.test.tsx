// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactPageForm } from '../../client/components/forms/ContactPageForm.js';
import { HomeContactForm } from '../../client/components/forms/HomeContactForm.js';
import { contactPageFormTexts, homeFormTexts } from '../../client/components/forms/island-texts.js';
import { loadContactPageSchema, loadHomeContactSchema } from '../../client/components/forms/schemas.js';
import { uiTexts } from '../../client/texts/ui.js';
import { formPosts } from '../../shared/schemas/form-posts.js';
import { eventually } from '../helpers/patience.js';

/**
 * The browser's own check, before anything is sent: the real forms with the schemas they load, typed
 * into as a visitor types.
 */

const english = uiTexts.en.forms.validation;
/** Each form's island as the server renders it, on an English page unless named. */
const ContactPageFormIn = ({ locale = 'en' }: { locale?: 'en' | 'es' }) => (
  <ContactPageForm locale={locale} texts={contactPageFormTexts(uiTexts[locale].forms)} />
);
const HomeContactFormIn = ({ locale = 'en' }: { locale?: 'en' | 'es' }) => (
  <HomeContactForm locale={locale} texts={homeFormTexts(uiTexts[locale].forms)} onSent={() => {}} />
);

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The schemas' chunk once, as a browser keeps it after the first fetch.
  await Promise.all([loadContactPageSchema(), loadHomeContactSchema()]);
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount(element: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  const form = container.querySelector('form')!;
  const control = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  return {
    control,
    /** Sets a field's value as typing does: React hears the input event. */
    async type(name: string, value: string) {
      const field = control(name);
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
      await act(async () => {
        setter.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async submit() {
      await act(async () => {
        form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        // The schema's chunk and the send settle on later tasks: let them, inside act.
        await new Promise((resolve) => setTimeout(resolve));
      });
    },
    /** The message under a field, read through its aria-describedby as assistive technology does. */
    errorOf(name: string) {
      const field = control(name);
      if (field.getAttribute('aria-invalid') !== 'true') return null;
      const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
    },
  };
}

/** The browser's fetch, answering every post as delivered; the bodies it was given, parsed. */
function fetchSpy() {
  const bodies: { url: string; body: Record<string, string> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    bodies.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, string> });
    return new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } });
  });
  return bodies;
}

describe('the contact page form in the browser', () => {
  it('shows the formatting message under a field holding a text-direction override, and sends nothing', async () => {
    const sent = fetchSpy();
    const page = mount(<ContactPageFormIn />);
    await page.type('firstName', 'Ana\u202e');
    await page.type('email', 'ana@example.com');
    await page.type('message', 'Hola, ¿tienen citas el sábado?');
    await page.submit();
    await vi.waitFor(() => expect(page.errorOf('firstName')).toBe(english.formatting), eventually);
    expect(page.errorOf('message')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(page.control('firstName')), eventually);
    expect(sent).toEqual([]);

    // Typing it again clears the message at once.
    await page.type('firstName', 'Ana');
    await vi.waitFor(() => expect(page.errorOf('firstName')).toBeNull(), eventually);
  });

  it('shows it for half a character (a lone surrogate) in the message too', async () => {
    fetchSpy();
    const page = mount(<ContactPageFormIn />);
    await page.type('firstName', 'Ana');
    await page.type('email', 'ana@example.com');
    await page.type('message', 'Hello \ud83d');
    await page.submit();
    await vi.waitFor(() => expect(page.errorOf('message')).toBe(english.formatting), eventually);
  });

  it('sends what it validated: NFC, without zero-width spaces, emoji intact', async () => {
    const sent = fetchSpy();
    const page = mount(<ContactPageFormIn />);
    const name = 'Nguyễn';
    const message = 'Cảm ơn 👨‍👩‍👧!';
    await page.type('firstName', `${name.normalize('NFD')}\u200b`);
    await page.type('email', 'khai@example.com');
    await page.type('message', message.normalize('NFD'));
    await page.submit();
    await vi.waitFor(() => expect(sent).toHaveLength(1), eventually);
    expect(sent[0]!.url).toBe(formPosts['contact-page'].action);
    expect(sent[0]!.body).toMatchObject({ firstName: name, message });
  });
});

describe('the home form in the browser', () => {
  it('shows the formatting message under the name and sends nothing', async () => {
    const sent = fetchSpy();
    const page = mount(<HomeContactFormIn />);
    await page.type('name', '\u2067Maria Lopez\u2069');
    await page.type('email', 'maria@example.com');
    await page.type('phone', '(727) 555-0199');
    await page.type('message', 'My lower back has been stiff.');
    await page.submit();
    await vi.waitFor(() => expect(page.errorOf('name')).toBe(english.formatting), eventually);
    expect(sent).toEqual([]);
  });
});

describe('the forms on a Spanish page', () => {
  const spanish = uiTexts.es.forms;

  it('shows Spanish errors under each field, sends nothing, and names the form and its fields in Spanish', async () => {
    const sent = fetchSpy();
    const page = mount(<HomeContactFormIn locale="es" />);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('aria-label')).toBe(spanish.names.home);
    expect(form.getAttribute('action')).toBe('/es');
    expect(form.querySelector('label[for="home-form-phone"]')!.textContent).toContain(spanish.labels.home.phone);
    expect(form.textContent).toContain(`${spanish.requiredNote.before}*${spanish.requiredNote.after}`);
    await page.submit();
    await vi.waitFor(() => expect(page.errorOf('name')).toBe(spanish.validation.home.name.required), eventually);
    expect(page.errorOf('email')).toBe(spanish.validation.home.email.required);
    expect(page.errorOf('phone')).toBe(spanish.validation.home.phone.required);
    expect(page.errorOf('message')).toBe(spanish.validation.home.message.required);
    expect(sent).toEqual([]);
  });

  it('says “Enviando...” while the message is in flight, posts to the Spanish page, then toasts in Spanish', async () => {
    let answer!: (response: Response) => void;
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      urls.push(String(url));
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const page = mount(<ContactPageFormIn locale="es" />);
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.textContent).toBe(spanish.send);
    await page.type('firstName', 'Ana');
    await page.type('email', 'ana@example.com');
    await page.type('message', 'Hola, ¿tienen citas el sábado?');
    expect(document.getElementById('contact-form-message-hint')!.textContent).toBe(
      spanish.messageCount.replace('{count}', '30'),
    );
    await page.submit();
    await vi.waitFor(() => expect(button.textContent).toBe(spanish.sending), eventually);
    expect(button.disabled).toBe(true);
    expect(urls).toEqual(['/es/contact']);
    await act(async () => {
      answer(new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } }));
      await new Promise((resolve) => setTimeout(resolve));
    });
    await vi.waitFor(() => expect(button.textContent).toBe(spanish.send), eventually);
    const toasts = document.querySelector(`section[aria-label="${spanish.notifications.label}"]`)!;
    await vi.waitFor(() => expect(toasts.textContent).toContain(spanish.toasts.contactPage.success.title), eventually);
    expect(toasts.textContent).toContain(spanish.toasts.contactPage.success.description);
    expect(toasts.querySelector('button')!.getAttribute('aria-label')).toBe(spanish.notifications.dismiss);
  });

  it('shows the server’s Spanish field errors and its message in the failure toast', async () => {
    const fields = { email: spanish.validation.contactPage.email.required };
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: 'validation', fields, message: spanish.answers.validation }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const page = mount(<ContactPageFormIn locale="es" />);
    await page.type('firstName', 'Ana');
    await page.type('email', 'ana@example.com');
    await page.type('message', 'Hola');
    await page.submit();
    await vi.waitFor(() => expect(page.errorOf('email')).toBe(fields.email), eventually);
    const toasts = document.querySelector(`section[aria-label="${spanish.notifications.label}"]`)!;
    await vi.waitFor(() => expect(toasts.textContent).toContain(spanish.answers.validation), eventually);
    expect(toasts.textContent).toContain(spanish.toasts.contactPage.failure.title);
  });
});
