import { withSectionTexts } from '../../content/document.js';
import { clinic } from '../../../shared/clinic.js';
import {
  privacyPolicy as englishPrivacyPolicy,
  termsOfService as englishTermsOfService,
  type LegalDocument,
} from '../en/legal.js';

export type { LegalDocument } from '../en/legal.js';

const name = clinic.name;
const { price, regularValue } = clinic.special;

export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidad',
  effectiveDate: englishPrivacyPolicy.effectiveDate,
  intro: [
    `Esta Política de privacidad explica qué información recopila ${name} (“nosotros”) a través de este sitio web, cómo la usamos y qué opciones tiene usted. Hemos procurado que sea breve y clara.`,
    'Abarca únicamente el sitio web. La información de salud que usted comparte con nosotros como paciente de la clínica está protegida por la ley federal (HIPAA) y se describe en nuestro Aviso de prácticas de privacidad, que usted recibe en su primera visita y puede solicitar en cualquier momento.',
  ],
  sections: withSectionTexts(englishPrivacyPolicy.sections, [
    {
      heading: 'Información que usted nos proporciona',
      blocks: [
        'Cuando nos envía un mensaje mediante un formulario de contacto de este sitio web, recibimos lo que usted escribe:',
        {
          list: [
            'su nombre (en la página de Contacto, su nombre y apellido);',
            'su dirección de correo electrónico y su número de teléfono;',
            'el asunto y el texto de su mensaje.',
          ],
        },
        'También registramos desde qué formulario se envió el mensaje. Le pedimos que no incluya información médica detallada en los mensajes de los formularios; con gusto hablaremos de su salud por teléfono o en persona.',
      ],
    },
    {
      heading: 'Información que se recopila automática\u00ADmente',
      blocks: [
        'Como casi todos los sitios web, nuestro servidor web guarda registros de las solicitudes que recibe. Cada entrada del registro contiene su dirección IP, la fecha y la hora, la página solicitada, el estado de la respuesta, la página de procedencia y el tipo de navegador que indica su dispositivo.',
        'Usamos los registros del servidor únicamente para mantener el sitio web seguro y en funciona\u00ADmiento: para detectar errores, para detener abusos como el spam automatizado en los formularios y para conocer la carga del servidor. Los registros se conservan un máximo de 90 días, salvo que los necesitemos por más tiempo para investigar un incidente de seguridad.',
        'Este sitio web no utiliza cookies publicitarias, rastreadores de analítica ni píxeles de seguimiento propios.',
      ],
    },
    {
      heading: 'Cómo usamos la información',
      blocks: [
        {
          list: [
            'para responder a su mensaje y ayudarle a programar o cambiar una cita;',
            'para darle seguimiento sobre los servicios por los que preguntó (puede pedirnos que dejemos de hacerlo en cualquier momento);',
            'para operar, proteger y mejorar este sitio web;',
            'para cumplir con nuestras obligaciones legales.',
          ],
        },
        'No vendemos ni alquilamos su información personal, y no la compartimos con nadie para que la use en su propio mercadeo.',
      ],
    },
    {
      heading: 'Citas en línea, pagos y otros proveedores de servicios',
      blocks: [
        'Algunas empresas de confianza nos ayudan a operar este sitio web. Cada una recibe solo lo que necesita para prestar su servicio:',
        {
          list: [
            'Formularios de contacto: los mensajes que usted envía pasan por nuestro servicio de alojamiento web y por un servicio seguro de servidor hasta los sistemas de correo electrónico y de comunicación con pacientes de la clínica, para que nuestro equipo pueda responderle.',
            'Citas en línea: el formulario de programación de la ventana de citas lo proporciona directamente nuestro proveedor de citas en línea. Lo que usted escribe allí lo recopila ese proveedor conforme a su propia política de privacidad y lo comparte con nosotros para que podamos confirmar su cita.',
            'Pagos: el formulario de nuestra página de Pagos lo proporciona nuestro procesador de pagos. Los datos de su tarjeta van directamente al procesador; nunca vemos ni guardamos el número completo de su tarjeta.',
            'Mapas y video: la página de Contacto muestra un mapa integrado, y la página de inicio muestra un video de un servicio de alojamiento de videos. Cuando se carga este contenido, esos proveedores pueden recibir su dirección IP y establecer sus propias cookies.',
          ],
        },
        'Estos proveedores manejan la información conforme a sus propias políticas de privacidad, que le recomen\u00ADdamos leer.',
      ],
    },
    {
      heading: 'Cuándo compartimos información',
      blocks: [
        'Además de los proveedores de servicios mencionados arriba, compartimos información personal solo cuando la ley lo exige, para proteger la seguridad o los derechos de nuestros pacientes, de nuestro personal o de otras personas, o como parte de un traspaso de la clínica, en cuyo caso esta política seguirá aplicándose a su información.',
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        'Este sitio web no establece cookies de seguimiento ni de publicidad. El contenido integrado de los proveedores mencionados arriba puede establecer sus propias cookies. Usted puede bloquear o eliminar las cookies en la configuración de su navegador; el sitio web sigue funcionando sin ellas, aunque es posible que un formulario integrado no funcione.',
      ],
    },
    {
      heading: 'Cuánto tiempo conservamos la información y cómo la protegemos',
      blocks: [
        'Conservamos los mensajes de los formularios de contacto durante el tiempo que los necesitemos para responderle y para llevar un registro de nuestra corres\u00ADpondencia, y los registros del servidor durante un máximo de 90 días, como se describe arriba.',
        'El sitio web se sirve mediante una conexión cifrada (HTTPS), el acceso a los mensajes se limita al personal de la clínica que lo necesita y nuestros proveedores utilizan medidas de protección habituales en el sector. Ningún método de transmisión o almacena\u00ADmiento es completa\u00ADmente seguro, pero nos esforzamos por proteger su información.',
      ],
    },
    {
      heading: 'Privacidad de los niños',
      blocks: [
        'Este sitio web no está dirigido a menores de 13 años, y no recopilamos a sabiendas información personal de menores de 13 años. Para programar la atención de un niño, su padre, madre o tutor debe comunicarse con nosotros.',
        'Si usted cree que un menor de 13 años nos ha enviado información personal a través de este sitio web, comuníquese con nosotros y la eliminaremos.',
      ],
    },
    {
      heading: 'Sus opciones',
      blocks: [
        'Puede pedirnos que le mostremos, corrijamos o eliminemos la información personal que nos haya enviado a través de este sitio web, o que dejemos de contactarle acerca de nuestros servicios. Solo tiene que escribirnos o llamarnos con los datos que aparecen abajo; le respon\u00ADderemos en un plazo razonable y es posible que primero necesitemos confirmar su identidad.',
      ],
    },
    {
      heading: 'Enlaces a otros sitios web',
      blocks: [
        'Este sitio web incluye enlaces a otros sitios, como nuestras páginas de Facebook e Instagram. Esos sitios tienen sus propias prácticas de privacidad, que nosotros no controlamos.',
      ],
    },
    {
      heading: 'Cambios a esta política',
      blocks: [
        'Es posible que actualicemos esta política de vez en cuando. Cuando lo hagamos, cambiaremos la fecha de vigencia que aparece al principio de esta página. Los cambios importantes se destacarán en el sitio web.',
      ],
    },
    {
      heading: 'Contáctenos',
      blocks: ['¿Tiene preguntas sobre esta política o sobre su información? Póngase en contacto con nosotros:'],
    },
  ]),
};

export const termsOfService: LegalDocument = {
  title: 'Términos de servicio',
  effectiveDate: englishPrivacyPolicy.effectiveDate,
  intro: [
    `Estos Términos de servicio (“Términos”) se aplican al uso que usted haga del sitio web de ${name}. Al usar el sitio web, usted los acepta; si no está de acuerdo con ellos, le pedimos que no lo use.`,
  ],
  sections: withSectionTexts(englishTermsOfService.sections, [
    {
      heading: 'Información de salud en este sitio web',
      blocks: [
        'Los artículos, las descripciones de los servicios y el resto del contenido de este sitio web son información general. No constituyen consejo médico, un diagnóstico ni un plan de tratamiento, y no sustituyen la evaluación de un profesional de la salud calificado.',
        'El uso de este sitio web, o el envío de un mensaje a través de él, no crea una relación médico-paciente. Esa relación comienza solo cuando usted es atendido y aceptado como paciente en la clínica.',
        'En caso de emergencia, llame al 911 o acuda a la sala de emergencias más cercana. No use los formularios de contacto para asuntos urgentes.',
      ],
    },
    {
      heading: 'Citas y programación en línea',
      blocks: [
        'Puede solicitar citas mediante la ventana de citas de este sitio web, que proporciona nuestro proveedor de citas en línea, o por teléfono. Una cita queda confirmada cuando usted recibe nuestra confirmación. Si necesita cancelar o cambiar su cita, avísenos lo antes posible para que podamos ofrecer ese horario a otro paciente.',
      ],
    },
    {
      heading: 'La oferta especial para pacientes nuevos',
      blocks: [
        `La oferta especial para pacientes nuevos de $${price} está disponible para los pacientes nuevos de la clínica e incluye una consulta, radiografías, un ajuste quiropráctico y terapia láser (un valor habitual de $${regularValue}+).`,
        {
          list: [
            'Se paga solo en efectivo, y no se acepta seguro médico para esta oferta.',
            'Le entregamos un recibo detallado que puede presentar a su aseguradora o a su cuenta de ahorros para la salud para un posible reembolso; no podemos garantizar que una aseguradora le reembolse.',
            'Las radiografías se toman cuando el doctor determina que son clínicamente apropiadas, y toda la atención está sujeta al criterio profesional del doctor.',
            'Una oferta por paciente nuevo. Podemos modificar o finalizar la oferta en cualquier momento; a cada cita se aplica la oferta que se muestra cuando usted la programa.',
          ],
        },
      ],
    },
    {
      heading: 'Pagos',
      blocks: [
        'Los pagos realizados en nuestra página de Pagos los procesa nuestro procesador de pagos mediante un formulario integrado seguro, y están sujetos tanto a sus condiciones como a estos Términos. No recibimos ni guardamos los datos completos de su tarjeta. Si tiene alguna pregunta sobre un cargo, comuníquese con nosotros antes de disputarlo con su banco, para que podamos ayudarle rápidamente.',
      ],
    },
    {
      heading: 'Uso del sitio web',
      blocks: [
        'Puede usar este sitio web con fines personales y no comerciales. Usted se compromete a no:',
        {
          list: [
            'enviar mensajes falsos, engañosos, abusivos o ilícitos a través de los formularios;',
            'intentar obtener acceso no autorizado al sitio web, a sus servidores o a los datos de otras personas;',
            'interferir con el funciona\u00ADmiento del sitio web, por ejemplo, mediante solicitudes automatizadas o código malicioso;',
            'copiar o volver a publicar el contenido del sitio web sin nuestro permiso por escrito, salvo para compartir un enlace.',
          ],
        },
      ],
    },
    {
      heading: 'Contenido y marcas comerciales',
      blocks: [
        `Los textos, las imágenes, los logotipos y el diseño de este sitio web pertenecen a ${name} o a quienes le otorgan licencias, y están protegidos por las leyes de derechos de autor y de marcas comerciales.`,
      ],
    },
    {
      heading: 'Servicios y enlaces de terceros',
      blocks: [
        'Algunas partes de este sitio web las proporcionan otras empresas, como la ventana de citas, el formulario de pago, el mapa y el video, y el sitio web incluye enlaces a páginas de redes sociales. No somos responsables del contenido, la disponi\u00ADbilidad ni las prácticas de esos servicios, que tienen sus propios términos.',
      ],
    },
    {
      heading: 'Sin garantías',
      blocks: [
        'Procuramos que el sitio web sea preciso y esté disponible, pero se ofrece “tal cual” y “según disponi\u00ADbilidad”. No prometemos que esté siempre libre de errores, completo, actualizado o sin interrup\u00ADciones, y podemos modificar o eliminar contenido en cualquier momento.',
      ],
    },
    {
      heading: 'Limitación de responsa\u00ADbilidad',
      blocks: [
        `En la máxima medida permitida por la ley, ${name} y sus profesionales y personal no serán responsables de ninguna pérdida indirecta, incidental o consecuente que resulte del uso de este sitio web o de la imposibilidad de usarlo. Nada de lo dispuesto en estos Términos limita una responsa\u00ADbilidad que no pueda limitarse conforme a las leyes de Florida, y estos Términos no rigen la atención clínica que usted recibe en la clínica.`,
      ],
    },
    {
      heading: 'Ley aplicable y controversias',
      blocks: [
        `Estos Términos se rigen por las leyes del Estado de Florida, sin tener en cuenta sus normas sobre conflictos de leyes. Cualquier controversia que surja de estos Términos o del uso que usted haga de este sitio web se presentará únicamente ante los tribunales ubicados en ${clinic.county}, Florida, y usted acepta la jurisdicción de dichos tribunales.`,
      ],
    },
    {
      heading: 'Cambios a estos Términos',
      blocks: [
        'Es posible que actualicemos estos Términos de vez en cuando. La fecha de vigencia que aparece al principio de esta página indica cuándo se modificaron por última vez. Si usa el sitio web después de un cambio, usted acepta los Términos actualizados.',
      ],
    },
    {
      heading: 'Contáctenos',
      blocks: ['¿Tiene preguntas sobre estos Términos? Póngase en contacto con nosotros:'],
    },
  ]),
};
