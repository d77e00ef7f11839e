import { clinic } from '../../../shared/clinic.js';
import {
  contactPageLimits,
  contactPayloadLimits,
  homeContactLimits,
  homeContactMinimums,
} from '../../../shared/schemas/fields.js';
import type { forms as english } from '../en/forms-words.js';
import { clinicWords } from './clinic.js';
import { homeSections } from './home/sections.js';

const home = homeContactLimits;
const page = contactPageLimits;
const phone = clinic.phone.display;

/** Las palabras de los dos formularios de contacto, sus avisos, sus páginas de confirmación y las respuestas del servidor. */
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
  sentBack: { home: 'Volver al inicio', contactPage: 'Volver a Contacto' },
  homeSection: {
    eyebrow: 'Contáctenos',
    title: homeSections.contact.title,
    intro: `Agende su visita en línea, llámenos o envíenos un mensaje: le respondemos ${clinicWords.replyPromise}.`,
    call: 'Llámenos',
    email: 'Correo electrónico',
    visit: 'Visítenos',
    hours: 'Horario de atención',
  },
  homeCard: {
    title: `Su primera visita por $${clinic.special.price}`,
    offer: `Consulta, radiografías, ajuste y terapia láser: un valor de más de $${clinic.special.regularValue}, así que usted ahorra más de $${clinic.special.savings}. Solo en efectivo, con un recibo detallado para un posible reembolso.`,
    schedule: homeSections.contact.schedule,
    message: homeSections.contact.message,
    back: 'Volver',
    call: `¿Prefiere hablar con nosotros? Llame al ${phone}.`,
  },
  answers: {
    validation: 'Revise los campos señalados.',
    unavailable: `No pudimos guardar su mensaje en este momento. Inténtelo de nuevo más tarde o llámenos al ${phone}.`,
    rejected: `No pudimos entregar su mensaje. Llámenos al ${phone}.`,
    addressFull: `Sus mensajes anteriores aún no nos han llegado, así que por ahora no podemos recibir otro desde su conexión. Inténtelo de nuevo más tarde o llámenos al ${phone}.`,
    rateLimited: (minutes) =>
      `Se enviaron demasiados mensajes desde su conexión. Inténtelo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} o llámenos al ${phone}.`,
    crossSite: `Su mensaje no se envió: este formulario solo se puede enviar desde su página en nuestro sitio web. Revíselo y envíelo de nuevo aquí, o llámenos al ${phone}.`,
  },
  unreadable: {
    tooLarge: 'El mensaje es demasiado largo.',
    invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
    charset: 'Envíe el formulario en UTF-8.',
    badRequest: 'No se pudo leer el cuerpo de la solicitud.',
    mediaType: 'Envíe el formulario como application/x-www-form-urlencoded o application/json.',
    apiMediaType: 'Envíe el formulario como application/json.',
    apiCharset: 'Envíe el formulario como JSON en UTF-8.',
    page: {
      tooLarge: {
        title: 'Su mensaje es demasiado largo',
        problem: 'Su mensaje es más largo de lo que admite este formulario, así que no se envió.',
        next: 'Acórtelo y envíelo de nuevo',
      },
      mediaType: {
        title: 'No pudimos leer su mensaje',
        problem: 'Su mensaje no llegó en la forma en que lo envía este formulario, así que no se envió.',
        next: 'Envíelo de nuevo desde el formulario',
      },
      damaged: {
        title: 'No pudimos leer su mensaje',
        problem: 'Su mensaje llegó incompleto o dañado, así que no se envió.',
        next: 'Envíelo de nuevo',
      },
      goBack: 'Regrese con el botón Atrás de su navegador: lo que escribió sigue en el formulario.',
      orCall: ' o llámenos al ',
      home: 'Volver al inicio',
      reference: 'Referencia:',
    },
  },
};
