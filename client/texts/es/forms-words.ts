import { clinic } from '../../../shared/clinic.js';
import {
  contactPageLimits,
  contactPayloadLimits,
  homeContactLimits,
  homeContactMinimums,
} from '../../../shared/schemas/fields.js';
import type { forms as english } from '../en/forms-words.js';
import { homeSections } from './home/sections.js';

const home = homeContactLimits;
const page = contactPageLimits;
const phone = clinic.phone.display;

/** Las palabras de los dos formularios de contacto y sus avisos (las de sus páginas: form-pages-words.ts). */
export const forms: typeof english = {
  names: { home: 'Envíenos un mensaje', contactPage: 'Formulario de contacto' },
  labels: {
    home: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', message: 'Mensaje' },
    contactPage: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      subject: 'Asunto',
      message: 'Mensaje',
    },
  },
  requiredNote: { before: 'Los campos marcados con ', after: ' son obligatorios.' },
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  honeypot: 'Sitio web (déjelo en blanco)',
  homeMessageHint: 'Cuéntenos en pocas palabras qué le molesta o cuál es su pregunta.',
  messageCount: `{count} de ${page.message} caracteres`,
  validation: {
    formatting:
      'Quite los caracteres de formato poco comunes (escribir el texto en lugar de pegarlo suele solucionarlo).',
    source: 'Origen desconocido',
    home: {
      name: {
        required: `El nombre debe tener al menos ${homeContactMinimums.name} caracteres`,
        max: `El nombre debe tener menos de ${home.name} caracteres`,
        line: 'El nombre debe ser una sola línea de texto simple',
      },
      email: {
        required: 'Ingrese un correo electrónico válido',
        max: `El correo electrónico debe tener menos de ${home.email} caracteres`,
      },
      phone: {
        required: 'Ingrese un número de teléfono válido',
        max: `El teléfono debe tener menos de ${home.phone} caracteres`,
        line: 'El teléfono debe ser una sola línea de texto simple',
      },
      message: {
        required: `El mensaje debe tener al menos ${homeContactMinimums.message} caracteres`,
        max: `El mensaje debe tener menos de ${home.message} caracteres`,
        line: 'El mensaje contiene caracteres no permitidos',
      },
    },
    contactPage: {
      firstName: {
        required: 'El nombre es obligatorio',
        max: `El nombre debe tener menos de ${page.firstName} caracteres`,
        line: 'El nombre debe ser una sola línea de texto simple',
      },
      lastName: {
        max: `El apellido debe tener menos de ${page.lastName} caracteres`,
        line: 'El apellido debe ser una sola línea de texto simple',
      },
      email: {
        required: 'El correo electrónico no es válido',
        max: `El correo electrónico debe tener menos de ${page.email} caracteres`,
      },
      phone: {
        max: `El teléfono debe tener menos de ${page.phone} caracteres`,
        line: 'El teléfono debe ser una sola línea de texto simple',
      },
      subject: {
        max: `El asunto debe tener menos de ${page.subject} caracteres`,
        line: 'El asunto debe ser una sola línea de texto simple',
      },
      message: {
        required: 'El mensaje es obligatorio',
        max: `El mensaje debe tener menos de ${page.message} caracteres`,
        line: 'El mensaje contiene caracteres no permitidos',
      },
    },
    contactPayload: {
      name: {
        required: 'El nombre es obligatorio',
        max: `El nombre debe tener como máximo ${contactPayloadLimits.name} caracteres`,
        line: 'El nombre debe ser una sola línea de texto simple',
      },
      email: {
        required: 'El correo electrónico no es válido',
        max: `El correo electrónico debe tener menos de ${page.email} caracteres`,
      },
      phone: {
        max: `El teléfono debe tener menos de ${page.phone} caracteres`,
        line: 'El teléfono debe ser una sola línea de texto simple',
      },
      message: {
        required: 'El mensaje es obligatorio',
        max: `El mensaje debe tener como máximo ${contactPayloadLimits.message} caracteres`,
        line: 'El mensaje contiene caracteres no permitidos',
      },
    },
  },
  toasts: {
    home: {
      success: {
        title: '¡Listo!',
        description: 'Su mensaje se envió correctamente. ¡Nos comunicaremos con usted pronto!',
      },
      failure: {
        title: 'Error',
        description: 'Hubo un error al enviar su mensaje. Inténtelo de nuevo o llámenos directamente.',
      },
    },
    contactPage: {
      success: { title: 'Mensaje enviado', description: '¡Gracias! Nos comunicaremos con usted en breve.' },
      failure: { title: 'No se pudo enviar', fallback: 'Inténtelo de nuevo más tarde.' },
    },
  },
  notifications: { label: 'Notificaciones', dismiss: 'Cerrar la notificación' },
  homeCard: {
    title: `Su primera visita por $${clinic.special.price}`,
    offer: `Consulta, radiografías, ajuste y terapia láser: un valor de más de $${clinic.special.regularValue}, así que usted ahorra más de $${clinic.special.savings}. Solo en efectivo, con un recibo detallado para un posible reembolso.`,
    schedule: homeSections.contact.schedule,
    message: homeSections.contact.message,
    back: 'Volver',
    call: `¿Prefiere hablar con nosotros? Llame al ${phone}.`,
  },
};
