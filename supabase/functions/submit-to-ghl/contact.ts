import type { FormLanguage, MessageBody } from '../_shared/contract.ts';

/** The first word is the first name, the rest the last name ("Mary Ann de la Cruz" keeps "Ann de la Cruz"). */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName, lastName: rest.join(' ') } : { firstName };
}

/** A tag for a lead written in another language than English, so the clinic answers in it. */
const languageTags = { en: undefined, es: 'Spanish' } as const satisfies Record<FormLanguage, string | undefined>;

/**
 * LeadConnector's upsert body: it finds the contact by e-mail or phone (per the location's duplicate
 * settings) and updates it, so the same lead sent twice is still one contact. Tagged with its form, and
 * with its language when that is not English.
 */
export function upsertBody(body: MessageBody, locationId: string) {
  const language = languageTags[body.language];
  return {
    locationId,
    ...splitName(body.name),
    email: body.email,
    ...(body.phone ? { phone: body.phone } : {}),
    tags: language ? [body.source, language] : [body.source],
    source: body.source,
  };
}
