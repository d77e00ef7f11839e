import { clinic } from '../../../shared/clinic.js';
import type { layout as english } from '../en/layout.js';
import { clinicWords } from './clinic.js';

/** Las palabras del marco de cada página: el enlace para saltar, el encabezado, el menú móvil y el pie. */
export const layout: typeof english = {
  skipLink: 'Saltar al contenido principal',
  scheduleNow: 'Agendar cita',
  languageNavLabel: 'Idioma',
  mainNavLabel: 'Principal',
  menu: 'Menú',
  mobileNavLabel: 'Móvil',
  closeMenu: 'Cerrar el menú',
  callLabel: (phone) => `Llamar al ${phone}`,
  socialLabel: (network) => `${clinic.name} en ${network}`,
  errorPage: {
    title: 'Algo salió mal',
    heading: 'Lo sentimos, algo falló de nuestro lado',
    tryAgain: 'Inténtelo de nuevo en un momento o llámenos al',
    home: 'Volver al inicio',
    reference: 'Referencia:',
  },
  footer: {
    about: `${clinicWords.tagline}. Ajustes, terapia láser y masoterapia en un ambiente tranquilo y sin prisas, con planes de cuidado pensados para sus metas.`,
    quickLinks: 'Enlaces rápidos',
    visitOrCall: 'Visítenos o llámenos',
    rights: 'Todos los derechos reservados.',
    websiteBy: 'Sitio web por',
  },
};
