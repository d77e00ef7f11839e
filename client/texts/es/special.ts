import { clinic } from '../../../shared/clinic.js';
import { special as english, type SpecialContent, type SpecialItem } from '../en/special.js';

export type { SpecialContent, SpecialItem, SpecialStep } from '../en/special.js';

const { price, regularValue, savings } = clinic.special;

/** The Spanish text of each included service, by the English item's id. */
const includes: Record<SpecialItem['id'], Pick<SpecialItem, 'title' | 'description'>> = {
  consultation: {
    title: 'Consulta',
    description:
      'Una conversación sin prisas sobre su historial de salud, sus objetivos y lo que le ha ayudado o no hasta ahora.',
  },
  xrays: {
    title: 'Radiografías',
    description:
      'Radiografías en la clínica cuando su examen muestra que son necesarias, revisadas con usted para que vea lo que nosotros vemos.',
  },
  adjustment: {
    title: 'Ajuste',
    description: 'Su primer ajuste, suave y preciso, para que se vaya ya con un tratamiento y no solo con un plan.',
  },
  laser: {
    title: 'Terapia láser',
    description:
      'Una sesión de terapia láser de baja intensidad para ayudar a calmar músculos, tendones y articulaciones irritados.',
  },
};

/** The $29 New Patient Special in Spanish; every number comes from shared/clinic.ts. */
export const special: SpecialContent = {
  price: `$${price}`,
  regularValue: `$${regularValue}+`,
  savings: `$${savings}+`,
  headline: `Oferta para pacientes nuevos de $${price}`,
  intro: `Su primera visita incluye todo lo que necesitamos para entender lo que está pasando y comenzar su atención el mismo día: una consulta, radiografías, un ajuste y terapia láser, todo por $${price}.`,
  includes: english.includes.map((item) => ({ ...item, ...includes[item.id] })),
  terms: ['Solo en efectivo', 'No se aceptan seguros', 'Un recibo detallado para un posible reembolso'],
  termsNote:
    'No facturamos al seguro por esta oferta. Su recibo detalla cada servicio prestado, para que pueda presentarlo a su aseguradora o a su cuenta de ahorros para la salud y solicitar un posible reembolso.',
  why: {
    title: `¿Por qué una primera visita de $${price}?`,
    paragraphs: [
      'Creemos que el primer paso para sentirse mejor no debería ser una cuestión de dinero. Muchas personas posponen su atención porque no saben qué implicará ni cuánto costará.',
      `Esta oferta elimina esa preocupación. Por $${price} usted conoce al doctor, obtiene respuestas reales sobre su dolor y recibe atención antes de decidir cualquier otra cosa.`,
    ],
    reasons: [
      'Conozca al doctor y la clínica, sin presiones',
      'Obtenga respuestas claras sobre su dolor, con radiografías si hacen falta',
      'Reciba atención desde el primer día, no solo una conversación',
      'Salga con recomen\u00ADdaciones honestas y precios claros',
    ],
  },
  steps: [
    {
      title: 'Agende su visita',
      description:
        'Elija un horario en línea con el botón “Agendar” o llámenos. Le enviaremos un breve formulario de admisión que puede completar en casa.',
    },
    {
      title: 'Su primera visita',
      description:
        'Hablamos sobre su historial, examinamos cómo se mueve, tomamos radiografías si es necesario y luego le damos su primer ajuste y terapia láser. Calcule alrededor de una hora.',
    },
    {
      title: 'Su plan de atención',
      description:
        'Le explicamos lo que encontramos en palabras sencillas y le recomen\u00ADdamos los siguientes pasos con precios claros. Continuar o no siempre es su decisión.',
    },
  ],
  image: { ...english.image, alt: 'Un quiropráctico revisa un modelo de columna con un paciente nuevo' },
};
