import { cityAndRegion, clinic } from '../../../../shared/clinic.js';
import { about as english, type CoreValue } from '../../en/about/about.js';

export type { CoreValue } from '../../en/about/about.js';

/** The Spanish text of each core value, by the English value's id. */
const coreValues: Record<CoreValue['id'], Pick<CoreValue, 'title' | 'description'>> = {
  compassion: {
    title: 'Compasión',
    description:
      'Cada visita empieza por escuchar. Usted es una persona con una historia y con metas, no un diagnóstico en un expediente.',
  },
  integrity: {
    title: 'Integridad',
    description:
      'Recomen\u00ADdaciones honestas, precios claros y cero presión. Si otro profesional es más adecuado para usted, se lo diremos.',
  },
  excellence: {
    title: 'Excelencia',
    description:
      'Exámenes minuciosos, técnicas fundamen\u00ADtadas en la evidencia y formación continua mantienen nuestra atención al día y nuestros estándares altos.',
  },
  education: {
    title: 'Educación',
    description: 'Le explicamos lo que encontramos en palabras sencillas y le enseñamos a cuidarse entre visitas.',
  },
};

/** The About page in Spanish: mission, the four core values and the clinic's philosophy of care. */
export const about: typeof english = {
  intro: `${clinic.name} es una clínica quiropráctica familiar en ${cityAndRegion}. Abrimos nuestras puertas en ${clinic.foundedYear} con una idea: que la buena atención comienza por escuchar.`,
  mission: {
    title: 'Nuestra misión',
    statement: `Ayudar a las familias de ${clinic.address.city} a moverse bien, sentirse bien y entender su cuerpo, mediante una atención quiropráctica honesta, suave y personal.`,
    paragraphs: [
      'Combinamos ajustes quiro\u00ADprácticos, terapia láser y terapia de masaje en un solo plan, diseñado en torno a sus objetivos y no a una rutina igual para todos. Ya sea que usted acabe de tener un bebé, practique deporte los fines de semana o se esté recuperando de un accidente, nos tomamos el tiempo de averiguar qué está pasando realmente.',
      'Queremos que cada paciente salga de su visita sabiendo lo que encontramos, por qué recomen\u00ADdamos lo que recomen\u00ADdamos y qué puede hacer en casa para seguir sintiéndose mejor.',
    ],
    image: { ...english.mission.image, alt: `La recepción luminosa y acogedora de ${clinic.name}` },
  },
  coreValues: english.coreValues.map((value) => ({ ...value, ...coreValues[value.id] })),
  philosophy: {
    title: 'Nuestra filosofía de atención',
    paragraphs: [
      'Vemos el cuerpo como un todo conectado. La forma en que sus pies pisan el suelo afecta sus rodillas, caderas y columna; la forma en que se sienta frente a su escritorio afecta su cuello y sus dolores de cabeza. Por eso miramos más allá del punto que duele, hacia cómo se mueve, trabaja y descansa.',
      'Nuestro papel es restablecer un movimiento saludable, calmar los tejidos irritados y darle las herramientas para mantenerse bien. Preferimos el enfoque más suave que funcione, medimos el progreso para que usted pueda verlo y le remitimos a otros profesionales de la salud siempre que sea lo indicado.',
    ],
    principles: [
      {
        title: 'Atención integral',
        description: 'Su postura, su trabajo, su sueño y su actividad influyen en su plan.',
      },
      { title: 'Primero, lo más suave', description: 'Empezamos con la opción de menor fuerza que pueda ayudarle.' },
      {
        title: 'Progreso medido',
        description: 'Las reevalua\u00ADciones muestran qué está mejorando y qué necesita un nuevo enfoque.',
      },
      { title: 'Trabajo en equipo', description: 'Colaboramos con su médico, cirujano, partera o terapeuta.' },
    ],
  },
};
