import type { MessageBody } from '../_shared/contract.ts';

/** The first word is the first name, the rest the last name ("Mary Ann de la Cruz" keeps "Ann de la Cruz"). */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName, lastName: rest.join(' ') } : { firstName };
}

/**
 * LeadConnector's upsert body: it finds the contact by e-mail or phone (per the location's duplicate
 * settings) and updates it, so the same lead sent twice is still one contact.
 */
export function upsertBody(body: MessageBody, locationId: string) {
  return {
    locationId,
    ...splitName(body.name),
    email: body.email,
    ...(body.phone ? { phone: body.phone } : {}),
    tags: [body.source],
    source: body.source,
  };
}
