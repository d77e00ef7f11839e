import type { NavigationTexts } from '../../content/navigation.js';
import { serviceGroupLabels, serviceNames } from './services/catalogue.js';

/** Las palabras de los menús: el nombre de cada página en la barra y el pie, y el de cada servicio. */
export const navigation: NavigationTexts = {
  pages: {
    '/': 'Inicio',
    '/special': 'Pacientes nuevos',
    '/services': 'Servicios',
    '/blog': 'Blog',
    '/about': 'Nosotros',
    '/contact': 'Contacto',
    '/payment': 'Pagos',
    '/privacy': 'Política de privacidad',
    '/terms': 'Términos de servicio',
    '/accessibility': 'Accesibilidad',
  },
  allServices: 'Todos los servicios',
  serviceGroups: serviceGroupLabels,
  serviceNames,
};
