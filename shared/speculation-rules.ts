import { formAddressesIn, formIds } from './schemas/form-addresses.js';
import { localizePath, locales } from './locale.js';

/** Links the browser must never fetch ahead: the payment pages, the forms' confirmations (in every language), what is not a page. */
const neverAhead = [
  ...locales.flatMap((locale) => [
    localizePath('/payment', locale),
    ...formIds.map((form) => formAddressesIn(form, locale).sentPath),
  ]),
  '/api/*',
  '/*.xml',
  '/*.txt',
];

const pageLinks = {
  and: [
    { href_matches: '/*' },
    ...neverAhead.map((pattern) => ({ not: { href_matches: pattern } })),
    { not: { selector_matches: '[download], [target=_blank], [rel~=nofollow]' } },
  ],
};

/** Where every page's `Speculation-Rules` header points: the rules are a file, so no inline script is needed. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Speculation Rules (Chromium): a page link is fetched ahead while the pointer rests on it and rendered
 * ahead when it is pressed, so the next page, a new document, shows at once. Other browsers ignore them.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: pageLinks, eagerness: 'moderate' }],
  prerender: [{ where: pageLinks, eagerness: 'conservative' }],
});
