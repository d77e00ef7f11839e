import { contactPageFields, homeContactFields } from './fields.js';
import { formAddresses } from './form-addresses.js';

/**
 * Where each contact form posts, natively (urlencoded, answered with a page) and from the browser's
 * script (JSON, answered with JSON): its own page's address. A valid message is answered
 * `303 See Other` to its confirmation page, so a reload never sends it twice.
 */
export const formPosts = {
  home: { ...formAddresses.home, fields: homeContactFields },
  'contact-page': { ...formAddresses['contact-page'], fields: contactPageFields },
} as const;

export type FormId = keyof typeof formPosts;
export { formAddressesIn, formIds } from './form-addresses.js';

/**
 * A native post the server answers with its page again (invalid, refused, rate-limited, not saved): what the
 * visitor typed, each failing field's message, and a message about the whole form when it was not sent.
 */
export type FormResult = {
  form: FormId;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Why a valid message was not sent (delivery refused, not saved, rate limit, another site's post). */
  alert?: string;
};
