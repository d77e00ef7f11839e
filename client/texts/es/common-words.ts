import { clinic } from '../../../shared/clinic.js';
import type { common as english } from '../en/common-words.js';

const { price, regularValue, savings } = clinic.special;

/** Las palabras de los componentes compartidos: las acciones y el diálogo de citas, el anuncio de la oferta, la ruta. */
export const common: typeof english = {
  scheduleVisit: `Agendar visita de $${price}`,
  call: 'Llamar al',
  breadcrumbLabel: 'Ruta de navegación',
  specialCta: {
    eyebrow: 'Pacientes nuevos',
    title: `Comience con nuestra oferta para pacientes nuevos de $${price}`,
    text: 'Consulta, radiografías, ajuste y terapia láser en una sola visita, para que obtenga respuestas y comience su atención el mismo día.',
    terms: `Valor habitual $${regularValue}+ · Usted ahorra $${savings}+ · Solo en efectivo · No se aceptan seguros`,
    detailsLink: 'Qué incluye la oferta',
  },
  booking: {
    title: 'Agende su cita',
    description: 'Elija el día y la hora que mejor le convengan.',
    close: 'Cerrar',
    loading: 'Cargando el calendario de citas…',
    frameTitle: 'Reserva de citas en línea',
    preferToTalk: '¿Prefiere hablar con nosotros?',
  },
};
