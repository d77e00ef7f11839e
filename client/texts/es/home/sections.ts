import { clinic } from '../../../../shared/clinic.js';
import type { homeSections as english } from '../../en/home/sections.js';

/** The home page's section headings (eyebrow, title, intro) and the labels of their links and buttons, in Spanish. */
export const homeSections: typeof english = {
  services: {
    eyebrow: 'Nuestros servicios',
    title: 'Atención quiropráctica integral',
    intro:
      'Tres terapias que funcionan bien por separado y aún mejor juntas, cada una adaptada a su cuerpo y a sus objetivos.',
    more: 'Ver todos los servicios',
  },
  whyChoose: {
    eyebrow: 'La diferencia',
    title: `Por qué elegir ${clinic.name}`,
    intro: `Una clínica de barrio en ${clinic.address.city} donde usted es una persona, no un número de expediente.`,
  },
  journey: {
    eyebrow: 'Su primera visita',
    title: 'Su recorrido',
    intro:
      'Siete pasos sencillos, desde que agenda su cita hasta volver a sentirse a gusto en su propio cuerpo. Esto es exactamente lo que puede esperar.',
    cta: `Agende su primera visita por $${clinic.special.price}`,
  },
  clinic: {
    eyebrow: 'Eche un vistazo',
    title: 'Conozca nuestra clínica',
    intro: 'Un espacio luminoso y tranquilo, pensado para ayudarle a relajarse desde el momento en que entra.',
    more: 'Ver la clínica',
  },
  reviews: { eyebrow: 'Testimonios', title: 'Lo que dicen nuestros pacientes', verified: 'Paciente verificado' },
  faq: {
    eyebrow: 'Sus preguntas',
    title: 'Preguntas frecuentes',
    intro: 'Respuestas claras a lo que más nos preguntan los pacientes nuevos.',
  },
  contact: {
    title: '¿Quiere volver a sentirse como antes?',
    schedule: 'Agendar una cita',
    message: 'Envíenos un mensaje',
  },
};
