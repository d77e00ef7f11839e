import { clinic } from '../../../shared/clinic.js';
import type { offers as english } from '../en/offers-words.js';

/** Las etiquetas y los textos breves de la oferta para pacientes nuevos, los servicios y la página Sobre nosotros. */
export const offers: typeof english = {
  special: {
    eyebrow: 'Pacientes nuevos',
    included: {
      eyebrow: 'Qué incluye',
      title: (price) => `Todo lo que necesita su primera visita, por ${price}`,
      intro: (regularValue, savings) => `Un valor habitual de ${regularValue}: usted ahorra ${savings}.`,
    },
    priceCard: { eyebrow: 'Su primera visita', regularValue: 'Valor habi\u00ADtual', savings: 'Usted ahorra' },
    paymentTermsTitle: 'Lo que debe saber antes de venir',
    expect: {
      eyebrow: 'Su primera visita',
      title: 'Qué esperar',
      intro: 'Tres pasos sencillos, desde la cita hasta su plan de atención personal.',
      step: (step) => `Paso ${step}: `,
    },
    cta: {
      title: '¿Todo listo para su primera visita?',
      text: 'Agende en línea en un minuto, o llámenos y buscaremos un horario que le convenga.',
    },
  },
  services: {
    eyebrow: 'Nuestros servicios',
    title: 'Atención quiropráctica para todo su cuerpo',
    lead: `Desde el cuello rígido y el dolor de espalda hasta las lesiones deportivas, el embarazo y la recuperación tras un accidente de auto, en ${clinic.name} combinamos ajustes quiro\u00ADprácticos, terapia láser y masaje terapéutico en un solo plan pensado para usted.`,
    byArea: {
      eyebrow: 'Encuentre lo que necesita',
      title: 'Servicios por zona',
      intro: 'Elija dónde le duele o con qué necesita ayuda para ver cómo podemos ayudarle.',
    },
    therapies: {
      eyebrow: 'Terapias combinadas',
      title: 'Tres terapias, un plan',
      intro:
        'A la mayoría de los pacientes les beneficia una combinación. Elegimos lo que se adapta a su cuerpo, a sus metas y a cómo responde, y lo ajustamos a medida que mejora.',
    },
    modality: { benefits: 'Beneficios', treats: 'Ayuda con' },
    cta: {
      title: '¿No sabe qué servicio necesita?',
      text: `Comience con la oferta para pacientes nuevos de $${clinic.special.price}: una consulta, radiografías, un ajuste y terapia láser. Buscaremos la causa y le recomen\u00ADdaremos la atención adecuada.`,
    },
  },
  service: {
    introductionLabel: 'Introducción',
    listsLabel: (service) => `${service}: síntomas, atención y resultados`,
    lists: { symptoms: 'Síntomas y problemas', treatments: 'Cómo le ayudamos', benefits: 'Beneficios y resultados' },
    related: {
      title: 'Otros servicios',
      intro: 'El dolor rara vez se queda en un solo lugar. Estas zonas suelen ser parte del mismo cuadro.',
      learnMore: 'Más información',
    },
  },
  about: {
    eyebrow: 'Sobre nosotros',
    title: 'Una atención que empieza por escuchar',
    values: { eyebrow: 'Lo que nos guía', title: 'Nuestros valores fundamentales' },
    team: {
      eyebrow: 'Nuestro equipo',
      title: 'Conozca a sus quiro\u00ADprácticos',
      intro: 'Dos doctores con fortalezas distintas y una misma manera de cuidar a las personas.',
    },
    practitioner: { credentials: 'Creden\u00ADciales', focus: 'Áreas de enfoque' },
    ctaTitle: 'Venga a conocernos',
  },
};
