import { modalities as english, type Modality } from '../../en/services/modalities.js';

/** The Spanish text of each therapy; ids and image files come from the English list. */
const texts: Record<Modality['id'], Pick<Modality, 'title' | 'description' | 'benefits' | 'treats'> & { alt: string }> =
  {
    adjustments: {
      title: 'Ajustes quiro\u00ADprácticos',
      description:
        'Los ajustes específicos y controlados devuelven el movimiento a las articulaciones de la columna y las extremidades que se han vuelto rígidas o restringidas. Cada ajuste se le explica antes y se adapta a su edad, su complexión y su comodidad, y siempre hay opciones suaves de baja fuerza.',
      benefits: [
        'Mejor movilidad articular y amplitud de movimiento',
        'Alivio de la rigidez y la tensión muscular',
        'Una postura más cómoda y equilibrada',
        'Puede aliviar los dolores de cabeza relacionados con la tensión del cuello',
        'Un enfoque sin medica\u00ADmentos para los dolores cotidianos',
      ],
      treats: [
        'Dolor de cuello y de espalda',
        'Dolores de cabeza tensionales',
        'Dolor de pierna tipo ciática',
        'Rigidez en hombros, caderas y rodillas',
        'Sobrecarga postural por el trabajo de escritorio',
      ],
      alt: 'Un quiropráctico ajusta con suavidad la parte alta de la espalda de un paciente sobre una camilla',
    },
    laser: {
      title: 'Terapia láser',
      description:
        'La terapia láser de baja intensidad, también llamada terapia de láser frío, dirige una luz suave hacia los tejidos irritados. Es indolora y no invasiva, cada sesión dura solo unos minutos y se combina fácilmente con su ajuste en la misma visita.',
      benefits: [
        'Indolora y sin tiempo de recuperación',
        'Puede ayudar a reducir la inflamación y la hinchazón',
        'Apoya la recuperación natural de los tejidos blandos',
        'Sesiones cortas que caben en la misma visita',
        'Una opción suave cuando una articulación está demasiado adolorida para ajustarla',
      ],
      treats: [
        'Irritación de tendones, como el codo de tenista',
        'Distensiones musculares y esguinces de ligamentos',
        'Dolor de talón y sobrecarga de la fascia plantar',
        'Molestias articulares por artritis',
        'Dolor después de una lesión o un accidente',
      ],
      alt: 'Un aplicador de terapia láser sostenido sobre el hombro de un paciente',
    },
    massage: {
      title: 'Masaje terapéutico',
      description:
        'El masaje terapéutico libera los músculos tensos y contraídos para que sus articulaciones se muevan con más libertad y usted se sienta más suelto entre visitas. La presión siempre se adapta a usted, desde un trabajo relajante hasta una técnica focalizada de tejido profundo.',
      benefits: [
        'Libera la tensión muscular y los nudos',
        'Mejora la flexibilidad y la circulación',
        'Puede hacer que los ajustes se sientan más cómodos',
        'Alivia el estrés y favorece un sueño reparador',
        'Apoya la recuperación después del entrenamiento',
      ],
      treats: [
        'Tensión en el cuello, los hombros y la espalda',
        'Nudos musculares y puntos gatillo',
        'Tensión relacionada con el estrés',
        'Dolor muscular por el deporte y el ejercicio',
        'Sobrecarga muscular durante el embarazo',
      ],
      alt: 'Un masajista trabaja los hombros de un paciente',
    },
  };

/** The three therapies the clinic combines in one plan (the multi-modality blocks of /services). */
export const modalities: typeof english = english.map((modality) => {
  const { alt, ...text } = texts[modality.id];
  return { ...modality, ...text, image: { ...modality.image, alt } };
});
