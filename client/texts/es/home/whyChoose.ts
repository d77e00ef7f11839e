import { whyChoose as english, type WhyChoosePoint } from '../../en/home/whyChoose.js';

export type { WhyChoosePoint } from '../../en/home/whyChoose.js';

/** The Spanish text of each point, in the English order; the icons come from the English points. */
const spanish: readonly Pick<WhyChoosePoint, 'title' | 'description'>[] = [
  {
    title: 'Atención para toda la familia',
    description:
      'Desde los abuelos hasta los niños de primaria, todos son bienvenidos. Adaptamos cada técnica a la edad, el tamaño y la comodidad de cada persona, y los padres siempre están presentes en la sala.',
  },
  {
    title: 'Lesiones personales',
    description:
      '¿Se lesionó en un accidente de auto o en una caída? Documen\u00ADtamos su examen con cuidado y nos coordinamos con su abogado, para que usted pueda concentrarse en sentirse mejor.',
  },
  {
    title: 'Atención prenatal',
    description:
      'Ajustes suaves y seguros durante el embarazo, con un posiciona\u00ADmiento de apoyo que a muchas futuras mamás les alivia las molestias de espalda y pelvis.',
  },
  {
    title: 'Enfoque holístico',
    description:
      'Los ajustes, la terapia láser, el masaje y unos sencillos ejercicios en casa funcionan en conjunto, con consejos sobre postura, movimiento y hábitos diarios.',
  },
];

export const whyChoose: readonly WhyChoosePoint[] = english.map((point, i) => ({ ...point, ...spanish[i] }));
