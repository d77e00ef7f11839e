import { localizePath, type Locale } from '../locale.js';

/**
 * Each contact form's addresses: where it posts, where a saved message leads, and the element its own
 * address points at. Apart from form-posts.ts so the route table takes these without the forms' texts.
 */
export const formAddresses = {
  home: { action: '/', sentPath: '/message-sent', anchor: 'send-message' },
  'contact-page': { action: '/contact', sentPath: '/contact/sent', anchor: 'contact-form' },
} as const;

export const formIds = Object.keys(formAddresses) as (keyof typeof formAddresses)[];

/** A form's addresses in a language: its page and its confirmation under the language's prefix (`/es/contact`). */
export function formAddressesIn(form: keyof typeof formAddresses, locale: Locale) {
  const { action, sentPath, anchor } = formAddresses[form];
  return { action: localizePath(action, locale), sentPath: localizePath(sentPath, locale), anchor };
}
