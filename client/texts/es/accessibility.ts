import { withSectionTexts } from '../../content/document.js';
import { clinic, fullAddress } from '../../../shared/clinic.js';
import { clinicWords } from './clinic.js';
import { accessibilityStatement as englishStatement, type AccessibilityStatement } from '../en/accessibility.js';

export type { AccessibilityStatement, KnownLimit, StatementSection } from '../en/accessibility.js';

const name = clinic.name;
const phone = clinic.phone.display;

export const accessibilityStatement: AccessibilityStatement = {
  title: 'Declaración de accesibilidad',
  lastReviewed: englishStatement.lastReviewed,
  intro: [
    `${name} quiere que todas las personas puedan usar este sitio web: informarse sobre nuestra atención, encontrarnos, comunicarse con nosotros y programar una visita, sea cual sea el dispositivo, la configuración del navegador o la tecnología de asistencia que utilicen.`,
    'Esta declaración explica qué nos proponemos, cómo revisamos el sitio, qué partes no controlamos por completo y cómo puede informarnos de un problema.',
  ],
  sections: withSectionTexts(englishStatement.sections, [
    {
      heading: 'Nuestro objetivo',
      blocks: [
        'Nos proponemos que este sitio web cumpla las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, el estándar para sitios web accesibles que publica el World Wide Web Consortium (W3C).',
        'En la práctica, usted debería poder:',
        {
          list: [
            'usar cualquier página en la pantalla de un teléfono de solo 320 píxeles de ancho sin tener que desplazarse hacia los lados;',
            'duplicar el tamaño del texto en su navegador sin perder ningún contenido;',
            'llegar a cada enlace, botón y campo de formulario usando solo el teclado, y ver siempre dónde se encuentra;',
            'usar el sitio con un tema de contraste de Windows;',
            'indicar en su dispositivo que prefiere reducir el movimiento y que el sitio lo respete.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo revisamos el sitio',
      blocks: [
        'Unas pruebas automatizadas ejecutan dos verificadores de accesibilidad, axe-core e IBM Equal Access, en cada página con el ancho de un teléfono (390 píxeles) y el de una computadora de escritorio (1366 píxeles).',
        'También revisamos las páginas en un navegador real:',
        {
          list: [
            'con anchos de pantalla desde 320 hasta 1920 píxeles;',
            'con el tamaño del texto del navegador al 200%;',
            'con el espaciado adicional entre líneas, párrafos, letras y palabras que describe la regla de espaciado del texto de las WCAG;',
            'usando solo el teclado: para programar una visita y en los menús, los formularios, el carrusel de imágenes, los testimonios y las preguntas y respuestas;',
            'con los temas de contraste de Windows (colores forzados);',
            'con la reducción de movimiento activada: en ese caso, el video de fondo de la página de inicio no se reproduce.',
          ],
        },
        'Las herramientas automatizadas no pueden detectar todos los problemas, y ninguna prueba sustituye a las personas que usan el sitio. Por eso queremos saber su opinión.',
      ],
    },
    {
      heading: 'Limitaciones conocidas',
      blocks: [
        'Algunas partes del sitio se muestran en marcos que proporcionan proveedores externos. Los elegimos con cuidado, pero no controlamos lo que hay dentro de sus marcos, por lo que no podemos garantizar que cumplan el mismo estándar. Para cada una existe otra manera de hacer lo mismo:',
      ],
      knownLimits: [
        {
          part: 'Citas en línea',
          where: 'El calendario de la ventana “Programe su cita”, propor\u00ADcionado por nuestro proveedor de citas.',
          alternative: `Llámenos al ${phone} y progra\u00ADmaremos su cita con usted. La ventana de citas también muestra nuestro número de teléfono.`,
        },
        {
          part: 'Formulario de pago',
          where: 'En la página de Pagos, propor\u00ADcionado por nuestro procesador de pagos.',
          alternative: `Llámenos al ${phone} y le ayudaremos a realizar su pago.`,
        },
        {
          part: 'Mapa',
          where: 'En la página de Contacto, propor\u00ADcionado por un proveedor de mapas.',
          alternative: `Nuestra dirección aparece escrita en la página de Contacto y al pie de cada página: ${fullAddress}.`,
        },
        {
          part: 'Video de fondo',
          where: 'En la parte superior de la página de inicio, propor\u00ADcionado por un servicio de videos.',
          alternative:
            'No hace falta: el video es solo decorativo y no contiene información; en su lugar se muestra una foto fija. No se reproduce cuando su dispositivo solicita reducir el movimiento, y el botón “Pausar el video de fondo” lo detiene.',
        },
      ],
    },
    {
      heading: 'Infórmenos de una barrera',
      blocks: [
        'Si algo de este sitio le resulta difícil o imposible de usar, díganoslo. Indíquenos la página, lo que intentaba hacer y qué falló, y mientras tanto le ayudaremos con lo que vino a hacer.',
        `Llámenos durante nuestro horario de atención (indicado en la página de Contacto) o envíenos un correo electrónico: le respondemos ${clinicWords.replyPromise}.`,
      ],
    },
  ]),
};
