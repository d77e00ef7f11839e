/** The card look (rounded, hairline border, soft shadow) for elements that are not a <div> Card. */
export const cardSurface = 'rounded-[var(--radius-card)] border border-brand-100 bg-white shadow-[var(--shadow-card)]';
