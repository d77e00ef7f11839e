/** Español: el texto propio de cada página, que se carga con su ruta (las palabras del marco están en ui.ts). */
export { about } from './about/about.js';
export { practitioners } from './about/practitioners.js';
export { accessibilityStatement } from './accessibility.js';
export { privacyPolicy, termsOfService } from './legal.js';
export { special } from './special.js';
export { serviceSummaries } from './services/summaries.js';
export { upperDetails } from './services/upper.js';
export { lowerDetails } from './services/lower.js';
export { specialtyDetails } from './services/specialty.js';
export { clinicPhotos } from './home/clinicPhotos.js';
export { faqs } from './home/faqs.js';
export { heroBadges, heroText, heroPoster } from './home/heroBadges.js';
export { journeySteps } from './home/journeySteps.js';
export { homeSections } from './home/sections.js';
export { serviceCards } from './home/serviceCards.js';
export { testimonials, averageRating } from './home/testimonials.js';
export { whyChoose } from './home/whyChoose.js';
export { modalities } from './services/modalities.js';
