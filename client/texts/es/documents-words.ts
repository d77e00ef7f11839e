import type { documents as english } from '../en/documents-words.js';

/** Spanish: the words around the long documents (the legal pages, the accessibility statement). */
export const documents: typeof english = {
  legalEyebrow: 'Legal',
  effectiveDate: 'Fecha de entrada en vigor',
  accessibilityEyebrow: 'Accesibilidad',
  lastReviewed: 'Última revisión',
  onThisPage: 'En esta página',
  contactDetails: { phone: 'Teléfono:', email: 'Correo electrónico:' },
  knownLimitAlternative: 'Alternativa:',
};
