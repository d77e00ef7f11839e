/** How the clinic describes itself and its promises, in words (its facts are in shared/clinic.ts). */
export const clinicWords = {
  tagline: 'Gentle, family-friendly chiropractic care in Palm Harbor, FL',
  /** When an e-mail or a message is answered. */
  replyPromise: 'within 24 hours on work days',
};
