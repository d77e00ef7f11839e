import type { Locator, Page } from 'playwright-core';

/** The home page's inline form and its fields, by their accessible names. */
export function homeForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  const fields = {
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    phone: form.getByRole('textbox', { name: 'Phone', exact: true }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
  };
  return { form, fields };
}

/** The /contact page's form and its fields, by their accessible names. */
export function contactPageForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  const fields = {
    firstName: form.getByRole('textbox', { name: 'First Name', exact: true }),
    lastName: form.getByRole('textbox', { name: 'Last Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    phone: form.getByRole('textbox', { name: 'Phone', exact: true }),
    subject: form.getByRole('textbox', { name: 'Subject', exact: true }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
  };
  return { form, fields };
}

/** What the home form says under each field when sent empty. */
export const homeFormEmptyErrors = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  message: 'Message must be at least 10 characters',
};

/** What the /contact form says under each field when sent empty. */
export const contactPageEmptyErrors = {
  firstName: 'First name is required',
  lastName: null,
  email: 'Invalid email address',
  phone: null,
  subject: null,
  message: 'Message is required',
};

/** A visitor's valid message in the home form. */
export const homeFormValues = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(727) 555-0199',
  message: 'My lower back is stiff every morning.',
};

/**
 * The error shown under a field, found through the field's own aria-describedby (none unless
 * aria-invalid); one drawn anywhere but under the field is reported as such.
 */
export async function errorOf(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = field.page();
  for (const id of ids) {
    const error = page.locator(`[id="${id}"]`);
    const text = (await error.textContent())?.trim();
    if (!text || !id.endsWith('-error')) continue;
    // Both boxes from one frame: measured one after the other, a scroll in between would misplace them.
    const below = await field.evaluate((el, errorId) => {
      const under = document.getElementById(errorId)?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      if (!under || under.width === 0 || under.height === 0) return false;
      return under.top >= box.bottom && under.left < box.right && under.right > box.left;
    }, id);
    return below ? text : `${text} (not under the field)`;
  }
  return null;
}

export async function errorsOf(fields: Record<string, Locator>) {
  const out: Record<string, string | null> = {};
  for (const [name, field] of Object.entries(fields)) out[name] = await errorOf(field);
  return out;
}
