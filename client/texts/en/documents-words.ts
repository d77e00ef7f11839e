/** The words around the long documents: the legal pages and the accessibility statement. */
export const documents = {
  legalEyebrow: 'Legal',
  effectiveDate: 'Effective date',
  accessibilityEyebrow: 'Accessibility',
  lastReviewed: 'Last reviewed',
  onThisPage: 'On this page',
  contactDetails: { phone: 'Phone:', email: 'E-mail:' },
  knownLimitAlternative: 'Alternative:',
};
