import { serviceCards as english, type ServiceCard } from '../../en/home/serviceCards.js';

export type { ServiceCard } from '../../en/home/serviceCards.js';

/** The Spanish text of each card, in the English order; the icons come from the English cards. */
const spanish: readonly Pick<ServiceCard, 'title' | 'description' | 'features'>[] = [
  {
    title: 'Alivio del dolor de espalda y columna',
    description:
      'Ajustes precisos y suaves que devuelven el movimiento a las articulaciones rígidas de la columna, para que pueda sentarse, estar de pie y dormir con más comodidad.',
    features: ['Dolor lumbar y de cuello', 'Ciática y nervios pinzados', 'Postura y alineación'],
  },
  {
    title: 'Terapia láser',
    description:
      'Terapia con láser frío, no invasiva y sin medica\u00ADmentos, que puede ayudar a calmar la inflamación y favorecer la recuperación natural del cuerpo en músculos y articulaciones adoloridos.',
    features: [
      'Sesiones indoloras de pocos minutos',
      'Favorece la recuperación de tejidos blandos',
      'Complementa bien los ajustes',
    ],
  },
  {
    title: 'Terapia de masaje',
    description:
      'Masaje terapéutico que alivia la tensión muscular y ayuda a que sus ajustes duren más, adaptado a las zonas que más lo necesitan.',
    features: [
      'Alivia músculos tensos y contractu\u00ADrados',
      'Mejora la circulación y la movilidad',
      'Le ayuda a relajarse y recuperarse',
    ],
  },
];

export const serviceCards: readonly ServiceCard[] = english.map((card, i) => ({ ...card, ...spanish[i] }));
