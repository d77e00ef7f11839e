import { clinic } from '../../../shared/clinic.js';
import type { home as english } from '../en/home-words.js';

export const home: typeof english = {
  hero: {
    included: `Incluido en la oferta para pacientes nuevos de $${clinic.special.price}`,
  },
  video: {
    title: 'Video de fondo: un vistazo al interior de nuestra clínica',
    pause: 'Pausar el video de fondo',
    play: 'Reproducir el video de fondo',
  },
  stars: '{n} de 5 estrellas',
  journey: {
    step: (n) => `Paso ${n}`,
  },
  carousel: {
    label: 'Fotos de nuestra clínica',
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideLabel: '{n} de {count}: {title}',
    dots: 'Elija una foto',
    dot: 'Mostrar la foto {n}: {title}',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    pause: 'Pausar fotos',
    play: 'Reanudar fotos',
  },
  reviews: {
    basedOn: (count) => `Basado en ${count} ${count === 1 ? 'reseña' : 'reseñas'}`,
    label: 'Reseñas de pacientes',
    dots: 'Elija una reseña',
    dot: 'Mostrar la reseña {n}: {name}',
    pause: 'Pausar reseñas',
    play: 'Reanudar reseñas',
  },
};
