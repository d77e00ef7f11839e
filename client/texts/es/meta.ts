import { cityAndRegion, clinic } from '../../../shared/clinic.js';
import type { meta as english } from '../en/meta.js';

/** El <title> y la descripción de cada página (los muestran los buscadores y los enlaces compartidos). */
export const meta: typeof english = {
  pages: {
    home: {
      title: `Quiropráctico en ${cityAndRegion} | ${clinic.name}`,
      description: `Quiropráctica familiar en ${cityAndRegion}: ajustes, terapia láser y masajes. Pacientes nuevos: consulta, radiografías, ajuste y terapia láser por $${clinic.special.price}.`,
    },
    special: {
      title: `Oferta para pacientes nuevos de $${clinic.special.price} | ${clinic.name}`,
      description: `Consulta, radiografías, ajuste y terapia láser por $${clinic.special.price} (un valor de más de $${clinic.special.regularValue}). Solo en efectivo; le damos un recibo detallado.`,
    },
    services: {
      title: `Servicios quiroprácticos | ${clinic.name}`,
      description: `Ajustes quiroprácticos, terapia láser y masoterapia para el cuello, la espalda, las articulaciones, lesiones deportivas, el embarazo y más en ${cityAndRegion}.`,
    },
    blog: {
      title: `Blog | ${clinic.name}`,
      description: `Consejos de postura, recomendaciones para su recuperación y noticias de ${clinic.name} en ${cityAndRegion}.`,
    },
    about: {
      title: `Sobre nosotros | ${clinic.name}`,
      description: `Conozca a los quiroprácticos de ${clinic.name}: nuestra misión, nuestros valores y cómo cuidamos a las familias de ${cityAndRegion}.`,
    },
    contact: {
      title: `Contáctenos | ${clinic.name}`,
      description: `Llame, escriba o visite ${clinic.name} en ${clinic.address.street}, ${cityAndRegion}. Horario, cómo llegar y un formulario de contacto.`,
    },
    payment: {
      title: `Pagos | ${clinic.name}`,
      description: `Haga un pago seguro a ${clinic.name}.`,
    },
    privacy: {
      title: `Política de privacidad | ${clinic.name}`,
      description: `Cómo ${clinic.name} recopila, usa y protege la información que usted comparte en este sitio web.`,
    },
    terms: {
      title: `Términos de servicio | ${clinic.name}`,
      description: `Los términos que se aplican cuando usted usa el sitio web de ${clinic.name}.`,
    },
    accessibility: {
      title: `Declaración de accesibilidad | ${clinic.name}`,
      description: `Cómo ${clinic.name} trabaja para que este sitio web lo pueda usar cualquier persona: nuestra meta WCAG 2.2 AA, cómo la comprobamos, los límites conocidos y cómo informar de una barrera.`,
    },
    notFound: {
      title: `Página no encontrada | ${clinic.name}`,
      description: 'La página que busca no existe.',
    },
  },
  blogPageTitle: (page) => `Blog, página ${page} | ${clinic.name}`,
  serviceTitle: (title) => `${title} en ${cityAndRegion} | ${clinic.name}`,
  serviceDescription: (summary) =>
    `${summary} ${cityAndRegion}; pacientes nuevos: primera visita por $${clinic.special.price}.`,
};
