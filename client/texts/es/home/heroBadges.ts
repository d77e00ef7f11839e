import { clinic } from '../../../../shared/clinic.js';
import type { heroBadges as englishBadges, heroText as englishHeroText } from '../../en/home/heroBadges.js';

/** The hero poster is an image without text (its alt is empty): the English module's, unchanged. */
export { heroPoster } from '../../en/home/heroBadges.js';

/** What the New Patient Special includes, shown as badges under the hero button. */
export const heroBadges: typeof englishBadges = ['Consulta', 'Radiografías', 'Ajuste', 'Terapia láser'];

export const heroText: typeof englishHeroText = {
  rating: `Con la confianza de las familias desde ${clinic.foundedYear}`,
  headline: 'El mejor quiropráctico de Palm Harbor, FL',
  intro:
    'Atención quiropráctica suave y manual para toda la familia. Primero escuchamos, le explicamos lo que encontramos en palabras sencillas y creamos un plan en torno a sus objetivos, ya sea dormir toda la noche, volver al campo de golf o seguirles el ritmo a sus hijos.',
  cta: `Aproveche hoy la oferta para pacientes nuevos de $${clinic.special.price}`,
};
