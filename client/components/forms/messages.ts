import type { Locale } from '../../../shared/locale.js';
import { formAddressesIn, type FormId } from '../../../shared/schemas/form-posts.js';
import { uiTexts } from '../../texts/ui.js';

/** Each form's key in the forms' texts. */
const textKeys = { home: 'home', 'contact-page': 'contactPage' } as const satisfies Record<FormId, string>;

/**
 * The confirmation a form's native post leads to, in the page's language: the same words as the form's
 * success toast, and a way back to the form's page.
 */
export function sentPageContent(form: FormId, locale: Locale) {
  const { toasts, sentBack } = uiTexts[locale].forms;
  const key = textKeys[form];
  const { title, description } = toasts[key].success;
  return { title, description, back: { href: formAddressesIn(form, locale).action, label: sentBack[key] } };
}
export type SentPageCopy = ReturnType<typeof sentPageContent>;
