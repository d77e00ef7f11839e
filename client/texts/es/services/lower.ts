import type { ServiceDetails, ServiceSlugIn } from '../../../content/services.js';

/** Page copy of the Lower Extension services, in Spanish. */
export const lowerDetails: Record<ServiceSlugIn<'lower'>, ServiceDetails> = {
  'hip-pelvis': {
    tagline: 'Atención para caderas tensas, desequilibrio pélvico y molestias al caminar, sentarse o subir escaleras.',
    introduction:
      'Sus caderas y su pelvis sostienen la parte superior del cuerpo sobre las piernas en cada paso. Cuando una articulación sacroilíaca está restringida, cuando los músculos de la cadera están tensos por pasar muchas horas sentado o cuando un lado trabaja más que el otro, usted puede sentirlo en la ingle, el glúteo, la parte externa de la cadera o la zona lumbar. Evaluamos cómo se mueven en conjunto su pelvis, sus caderas y su columna, usamos ajustes, terapia láser y masaje, y continuamos con ejercicios de fortaleci\u00ADmiento que ayudan a repartir la carga de manera uniforme.',
    symptoms: [
      'Dolor en el glúteo, la parte externa de la cadera o la ingle',
      'Molestias al levantarse de una silla o al subir escaleras',
      'Dolor al acostarse de lado por la noche',
      'Caderas tensas después de estar sentado mucho tiempo',
      'La sensación de que una pierna es más corta o de que la pelvis está "desalineada"',
      'Dolor lumbar que parece empezar en la articulación sacroilíaca',
    ],
    treatments: [
      'Una evaluación de la marcha, el equilibrio y la movilidad de la cadera',
      'Ajustes de la pelvis, las articulaciones sacroilíacas y la parte baja de la columna',
      'Terapia láser para tendones y articulaciones irritados',
      'Masaje para los flexores de la cadera, los glúteos y los músculos que los rodean',
      'Fortaleci\u00ADmiento de los glúteos y del tronco para mantener estable la pelvis',
    ],
    benefits: [
      'Caminar, subir escaleras y levantarse de una silla con más facilidad',
      'Noches más cómodas al dormir de lado',
      'Una forma de caminar más equilibrada',
      'Menos sobrecarga en la zona lumbar y en las rodillas',
    ],
    relatedServices: ['back-spine', 'knee', 'pediatric-pregnancy', 'sports'],
  },
  knee: {
    tagline:
      'Apoyo para rodillas adoloridas, rígidas o inestables, para que pueda seguir caminando, jugando y arrodi\u00ADllándose.',
    introduction:
      'La rodilla está entre la cadera y el tobillo, por eso a menudo paga las conse\u00ADcuencias de los problemas que hay por encima y por debajo de ella. Una cadera rígida, un pie plano o unos músculos del muslo débiles pueden cambiar el recorrido de la rótula y la forma en que la articulación recibe la carga. Examinamos toda su pierna y su manera de caminar y de ponerse en cuclillas; luego usamos movilización articular, terapia láser y trabajo de tejidos blandos junto con un plan de fortaleci\u00ADmiento a su medida. Cuando una lesión requiere estudios de imagen o la opinión de un ortopedista, se lo decimos y le ayudamos a coordinarlo.',
    symptoms: [
      'Dolor alrededor o detrás de la rótula',
      'Dolor al subir escaleras, al ponerse en cuclillas o al arrodillarse',
      'Rigidez después de estar sentado con las rodillas dobladas',
      'Hinchazón o inflamación leve después de la actividad',
      'Una rodilla que se siente débil o inestable',
      'Dolor en la parte interna o externa de la articulación',
    ],
    treatments: [
      'Una evaluación de la rodilla junto con la cadera, el tobillo y el pie, incluida su manera de caminar',
      'Movilización de la rodilla, la cadera y el tobillo donde el movimiento está limitado',
      'Terapia láser para ayudar a aliviar las molestias y la hinchazón',
      'Trabajo de tejidos blandos para los cuádriceps, los isquiotibiales y la banda iliotibial',
      'Ejercicios progresivos de fortaleci\u00ADmiento y de equilibrio',
    ],
    benefits: [
      'Escaleras, sentadillas y caminatas más cómodas',
      'Muchos pacientes logran mantenerse activos con menos dolor',
      'Mejor control de la rodilla y más confianza',
      'Menos sobrecarga en las caderas y en la zona lumbar',
    ],
    relatedServices: ['hip-pelvis', 'foot-ankle', 'sports', 'pre-post-surgery'],
  },
  'foot-ankle': {
    tagline:
      'Atención para esguinces de tobillo, dolor de talón y alineación del pie, para que cada paso se sienta más firme.',
    introduction:
      'Sus pies son la base de todo lo que está por encima de ellos. Un esguince de tobillo que nunca terminó de sanar, el dolor de talón en los primeros pasos de la mañana o los arcos caídos pueden cambiar su forma de caminar y la manera en que sus rodillas, caderas y espalda reciben la carga. Revisamos las pequeñas articulaciones del pie y del tobillo, cómo se para y camina, y su calzado; luego usamos ajustes suaves, terapia láser y trabajo de tejidos blandos junto con ejercicios de equilibrio y de fortaleci\u00ADmiento.',
    symptoms: [
      'Dolor de talón en los primeros pasos de la mañana',
      'Un tobillo que todavía se siente débil o se tuerce con facilidad después de un esguince',
      'Dolor en el arco o en la parte delantera de la planta del pie',
      'Tobillos rígidos que limitan ponerse en cuclillas o subir',
      'Pies adoloridos después de estar de pie o caminar todo el día',
      'Dolor de rodilla o de espalda que parece relacionado con su forma de caminar',
    ],
    treatments: [
      'Una evaluación del pie, del tobillo y de la marcha, incluido su calzado',
      'Ajustes suaves del tobillo y de las pequeñas articulaciones del pie',
      'Terapia láser para ayudar a calmar tejidos adoloridos como la fascia plantar',
      'Masaje para la pantorrilla y la planta del pie',
      'Ejercicios de equilibrio y de fortaleci\u00ADmiento de la pantorrilla y del pie',
    ],
    benefits: [
      'Primeros pasos de la mañana más cómodos',
      'Un paso más firme y seguro',
      'Menos sobrecarga en las rodillas, las caderas y la espalda',
      'Muchos pacientes vuelven a caminar, correr o bailar con más comodidad',
    ],
    relatedServices: ['knee', 'hip-pelvis', 'sports', 'back-spine'],
  },
};
