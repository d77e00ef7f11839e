import { clinic } from '../../../shared/clinic.js';
import type { blog as english } from '../en/blog-words.js';

/** Las palabras de las páginas del blog: la lista, el marco de un artículo, su barra lateral y un artículo que no existe. */
export const blog: typeof english = {
  list: {
    eyebrow: 'Blog',
    title: 'Consejos de salud y noticias de la clínica',
    // The posts are written in English only: say so before the reader opens one.
    intro:
      'Consejos prácticos de nuestros quiro\u00ADprácticos sobre postura, dolor y recuperación, además de noticias de la clínica. Por ahora, los artículos están disponibles solo en inglés.',
    empty: 'No se encontraron artículos.',
    latest: 'Ver los últimos artículos',
    loading: 'Cargando los artículos…',
  },
  rss: 'Suscribirse por RSS',
  pagination: {
    label: 'Páginas del blog',
    previous: 'Anterior',
    next: 'Siguiente',
    status: (page, total) => `Página ${page} de ${total}`,
  },
  post: {
    back: 'Volver al blog',
    loading: 'Cargando el artículo…',
    ctaTitle: '¿Tiene alguna pregunta sobre su espalda, su cuello o sus articulaciones?',
    ctaText: `Cada cuerpo es diferente. Los pacientes nuevos reciben una consulta, radiografías, un ajuste y terapia láser por $${clinic.special.price}.`,
    schedule: 'Agende su visita',
  },
  sidebar: {
    recent: 'Artículos recientes',
    noRecent: 'Pronto publicaremos más artículos.',
    services: 'Nuestros servicios',
    specialEyebrow: 'Pacientes nuevos',
    specialTitle: `Oferta para pacientes nuevos de $${clinic.special.price}`,
    specialText: `Consulta, radiografías, ajuste y terapia láser: un valor de más de $${clinic.special.regularValue}.`,
    specialLink: 'Ver la oferta',
  },
  notFound: {
    title: 'Artículo no encontrado',
    text: 'El artículo que busca no existe.',
    back: '← Volver al blog',
  },
};
