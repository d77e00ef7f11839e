import { clinic } from '../../../shared/clinic.js';
import type { formPages as english } from '../en/form-pages-words.js';
import { clinicWords } from './clinic.js';
import { homeSections } from './home/sections.js';

const phone = clinic.phone.display;

/** Las palabras de las páginas de los formularios y las respuestas del servidor. */
export const formPages: typeof english = {
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
