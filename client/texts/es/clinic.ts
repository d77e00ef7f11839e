import type { clinicWords as english } from '../en/clinic.js';

/** Cómo se describe la clínica y qué promete, en palabras (sus datos están en shared/clinic.ts). */
export const clinicWords: typeof english = {
  tagline: 'Quiropráctica suave y para toda la familia en Palm Harbor, FL',
  replyPromise: 'en un plazo de 24 horas en días hábiles',
};
