import { clinic } from '../../../../shared/clinic.js';
import type { homeSections as english } from '../../en/home/sections.js';

/** The home page's section headings and the labels of their links and buttons, in Spanish. */
export const homeSections: typeof english = {
  services: { title: 'Atención quiropráctica integral', more: 'Ver todos los servicios' },
  whyChoose: { title: `Por qué elegir ${clinic.name}` },
  journey: { title: 'Su recorrido', cta: `Agende su especial de $${clinic.special.price} para pacientes nuevos` },
  clinic: { title: 'Conozca nuestra clínica', more: 'Ver la clínica' },
  reviews: { title: 'Lo que dicen nuestros pacientes', verified: 'Paciente verificado' },
  faq: { title: 'Preguntas frecuentes' },
  contact: {
    title: '¿Quiere volver a sentirse como antes?',
    schedule: 'Agendar una cita',
    message: 'Envíenos un mensaje',
  },
};
