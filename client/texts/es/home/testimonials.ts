import type { Testimonial } from '../../en/home/testimonials.js';

export type { Testimonial } from '../../en/home/testimonials.js';
/** The average is computed, not text. */
export { averageRating } from '../../average-rating.js';

/** Reviews from patients, with their permission, in Spanish (7 reviews, all 5 stars). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Jennifer M.',
    timeAgo: 'hace 2 semanas',
    content:
      'Llegué con el cuello rígido, algo que había soportado durante meses. El doctor me explicó todo antes de tocarme, y después de unas cuantas visitas ya puedo girar la cabeza para revisar el punto ciego al manejar sin que me duela.',
    rating: 5,
  },
  {
    name: 'Robert T.',
    timeAgo: 'hace 3 semanas',
    content:
      'Después de que me chocaran por detrás, mi espalda baja quedó hecha un desastre. Documen\u00ADtaron todo para mi abogado y armaron un plan que me permitió volver al trabajo. Amables, puntuales y minuciosos.',
    rating: 5,
  },
  {
    name: 'Maria L.',
    timeAgo: 'hace 1 mes',
    content:
      'Los ajustes prenatales suaves hicieron mucho más llevadero mi tercer trimestre. El personal siempre se aseguraba de que estuviera bien apoyada en la camilla. Los recomiendo a todas las futuras mamás que conozco.',
    rating: 5,
  },
  {
    name: 'David K.',
    timeAgo: 'hace 1 mes',
    content:
      'La oferta para pacientes nuevos de $29 fue una excelente manera de conocerlos: consulta, radiografías, un ajuste y terapia láser. Sin presiones, solo consejos honestos. Desde entonces sigo viniendo.',
    rating: 5,
  },
  {
    name: 'Susan P.',
    timeAgo: 'hace 2 meses',
    content:
      'Toda mi familia viene aquí, desde mi papá hasta mi hijo de diez años. Son pacientes con los niños y siempre se toman el tiempo de responder nuestras preguntas.',
    rating: 5,
  },
  {
    name: 'Michael R.',
    timeAgo: 'hace 2 meses',
    content:
      'Antes, la temporada de golf terminaba con dolor de espalda durante días. Los ajustes y los estiramientos para casa que me enseñaron marcaron una verdadera diferencia en cómo me siento después de una ronda.',
    rating: 5,
  },
  {
    name: 'Angela W.',
    timeAgo: 'hace 3 meses',
    content:
      'Un consultorio limpio y tranquilo, y un equipo al que de verdad le importan sus pacientes. La terapia de masaje junto con mis ajustes ha aliviado la tensión de mis hombros más que cualquier otra cosa que haya probado.',
    rating: 5,
  },
];
