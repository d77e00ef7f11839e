import { clinic } from '../../../../shared/clinic.js';
import type { Faq } from '../../en/home/faqs.js';

export type { Faq } from '../../en/home/faqs.js';

const { price, regularValue, savings } = clinic.special;

/** The 8 fixed questions of the home page FAQ, in Spanish. */
export const faqs: readonly Faq[] = [
  {
    question: `¿Qué es la oferta para pacientes nuevos de $${price}?`,
    answer: `Es nuestra visita de bienvenida para pacientes nuevos: una consulta, radiografías si son necesarias, su primer ajuste y una sesión de terapia láser, todo por $${price}. Estos servicios tienen un valor habitual de más de $${regularValue}, así que usted ahorra más de $${savings}. La oferta se paga solo en efectivo y es para su primera visita.`,
  },
  {
    question: '¿Qué pasa durante mi primera visita?',
    answer:
      'Empezamos con una conversación sobre su historial de salud y sus objetivos, y luego revisamos su postura, rango de movimiento, fuerza y reflejos. Si se necesitan radiografías, las tomamos en la clínica. Le explicamos lo que encontramos y, cuando la atención quiropráctica es adecuada para usted, recibe su primer ajuste suave y terapia láser el mismo día.',
  },
  {
    question: '¿Aceptan seguro médico?',
    answer:
      'No facturamos a los seguros. Nuestras visitas son de pago directo, lo que mantiene nuestros precios sencillos y bajos. Le damos un recibo detallado con los códigos que piden las aseguradoras, para que pueda presentarlo a su plan o a su cuenta de ahorros para la salud y solicitar un posible reembolso.',
  },
  {
    question: '¿Qué ropa debo llevar?',
    answer:
      'Ropa cómoda que le permita moverse, como ropa deportiva, leggings o pantalones holgados y una camiseta. Por favor, evite vestidos, cinturones con hebillas grandes y joyas alrededor del cuello. Tenemos batas disponibles si necesita una.',
  },
  {
    question: '¿Cuánto dura una visita?',
    answer:
      'Calcule de 45 a 60 minutos para su primera visita, que incluye la consulta y la evaluación. Las visitas de seguimiento suelen durar de 15 a 20 minutos, así que caben fácilmente en su hora de almuerzo o entre las idas y vueltas a la escuela de los niños.',
  },
  {
    question: '¿La atención quiropráctica es segura durante el embarazo y para los niños?',
    answer:
      'Sí. Usamos técnicas suaves y de baja fuerza, adaptadas a cada etapa del embarazo, con cojines de apoyo para su comodidad. Con los niños usamos una presión muy ligera, adecuada a su tamaño, y uno de los padres siempre permanece en la sala.',
  },
  {
    question: '¿Pueden ayudarme después de un accidente de auto?',
    answer:
      'Muchos pacientes acuden a nosotros después de un accidente por dolor o rigidez en el cuello y la espalda. Le hacemos un examen completo, documen\u00ADtamos sus lesiones con cuidado y podemos coordinarnos con su abogado. Es prudente hacerse revisar poco después de un accidente, aunque se sienta bien.',
  },
  {
    question: '¿Con qué frecuencia tendré que venir?',
    answer:
      'Depende de su caso y de sus objetivos. Algunos pacientes vienen unas cuantas veces por semana al principio y luego con menos frecuencia a medida que mejoran; otros vienen una vez al mes para conservar su movilidad. Le recomen\u00ADdamos un plan después de su primera visita, y la decisión siempre es suya.',
  },
];
