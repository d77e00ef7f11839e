import type { Locator, Page } from 'playwright-core';
import { forms, type FormKey } from './form-values.js';

export {
  contactPageEmptyErrors,
  contactPageValues,
  fieldLabels,
  homeFormEmptyErrors,
  homeFormValues,
} from './form-values.js';

function locate<K extends FormKey>(page: Page, key: K) {
  const { fields: names, labels, name } = forms[key];
  const form = page.getByRole('form', { name });
  const fields = Object.fromEntries(
    names.map((name) => [
      name,
      form.getByRole('textbox', { name: (labels as Record<string, string>)[name], exact: true }),
    ]),
  ) as Record<(typeof names)[number], Locator>;
  return { form, fields };
}

/** The home page's inline form and its fields, by their accessible names. */
export const homeForm = (page: Page) => locate(page, 'home');
/** The /contact page's form and its fields, by their accessible names. */
export const contactPageForm = (page: Page) => locate(page, 'contact-page');

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
