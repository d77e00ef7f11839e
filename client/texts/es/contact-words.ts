import { clinic, fullAddress } from '../../../shared/clinic.js';
import type { contact as english } from '../en/contact-words.js';
import { clinicWords } from './clinic.js';

/**
 * The hours as a US clinic writes them in Spanish, compact for the narrow tables: '8 a. m.–12 p. m. y
 * 2–6 p. m.' (no-break spaces keep 'a. m.' whole).
 */
const officeHours: typeof english.officeHours = {
  days: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  am: '\u00a0a.\u00a0m.',
  pm: '\u00a0p.\u00a0m.',
  minutesOnTheHour: false,
  to: '–',
  meridiemOnce: true,
  and: ' y ',
  byAppointment: 'Solo con cita',
  closed: 'Cerrado',
  dayColumn: 'Día',
  hoursColumn: 'Horario',
  today: 'Hoy',
};

/** Spanish: the words of the contact page (all but its form's), the payment page and the 404 page. */
export const contact: typeof english = {
  hero: {
    eyebrow: 'Contacto',
    title: 'Contáctenos',
    lead: `¿Tiene preguntas sobre su atención, la oferta para pacientes nuevos de $${clinic.special.price} o su primera visita? Llámenos, escríbanos un correo electrónico o envíenos un mensaje. Le respondemos ${clinicWords.replyPromise}.`,
  },
  cards: {
    label: 'Formas de comunicarse con nosotros',
    call: {
      title: 'Llámenos',
      note: 'Llame en nuestro horario de atención para agendar una cita o hacer una pregunta.',
    },
    email: { title: 'Escríbanos', note: `Le respondemos ${clinicWords.replyPromise}.` },
    visit: { title: 'Visítenos', directions: 'Cómo llegar', newTab: ' (se abre en una pestaña nueva)' },
  },
  officeHoursHeading: 'Horario de atención',
  officeHours,
  message: {
    heading: 'Envíenos un mensaje',
    intro: `Cuéntenos brevemente qué necesita y le respon\u00ADderemos ${clinicWords.replyPromise}. Si se trata de algo urgente, llámenos.`,
  },
  book: {
    heading: '¿Desea agendar su cita?',
    text: `Los pacientes nuevos comienzan con la oferta para pacientes nuevos de $${clinic.special.price}: consulta, radiografías, ajuste y terapia láser. Elija un horario en línea en menos de un minuto.`,
  },
  map: { heading: 'Encuéntrenos', frameTitle: `Mapa con la ubicación de ${clinic.name} en ${fullAddress}` },
  payment: {
    eyebrow: 'Pagos',
    title: 'Realizar un pago',
    lead: `Pague su visita en línea de forma segura. El formulario de abajo lo proporciona nuestro procesador de pagos: los datos de su tarjeta van directamente a él y ${clinic.name} nunca los guarda.`,
    formHeading: 'Formulario de pago seguro',
    frameTitle: 'Formulario de pago seguro',
    help: {
      heading: '¿Tiene preguntas sobre una factura?',
      text: 'Con gusto le ayudamos con recibos, saldos y cualquier pregunta sobre sus pagos.',
    },
  },
  notFound: {
    title: '¡Uy! No encontramos esta página',
    text: 'Es posible que la página que buscaba se haya movido o que ya no exista.',
    home: 'Volver al inicio',
    suggestionsLabel: 'Páginas populares',
    suggestions: {
      '/services': 'Nuestros servicios',
      '/special': 'La oferta para pacientes nuevos',
      '/blog': 'Consejos de salud en nuestro blog',
      '/contact': 'Contáctenos',
    },
  },
};
