import type { Request } from 'express';
import { defaultLocale, isLocale, type Locale } from '../../shared/locale.js';
import type { FormLanguage } from '../../shared/schemas/mapping.js';
import { uiTexts } from '../../client/texts/ui.js';

// The functions carry their own list of the languages a visitor may write in; it must be the site's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const languagesMatchLocales: Same<FormLanguage, Locale> = true;

/** The forms' words in a language: the server answers a post in the language of the page or the API call. */
export const formTexts = (locale: Locale) => uiTexts[locale].forms;

/**
 * The language an API call says it is in: its `locale` query parameter (`/api/contact?locale=es`), read
 * before the body so every answer (a rate limit, a body it cannot read) is in it. English when it names
 * none or a language the site lacks; never guessed from Accept-Language.
 */
export function apiLocale(req: Request): Locale {
  const named: unknown = req.query.locale;
  return isLocale(named) ? named : defaultLocale;
}
