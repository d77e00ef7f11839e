import { clinic } from '../../../../shared/clinic.js';
import type { ServiceDetails, ServiceSlugIn } from '../../../content/services.js';

/** Page copy of the Upper Extension services, in Spanish. Claims stay modest: care "puede ayudar", never "cura". */
export const upperDetails: Record<ServiceSlugIn<'upper'>, ServiceDetails> = {
  'head-neck': {
    tagline:
      'Alivie la rigidez del cuello y los dolores de cabeza tensionales para volver a girar la cabeza, mirar hacia arriba y descansar con comodidad.',
    introduction: `Horas frente a una pantalla, el teléfono sostenido a la altura del pecho o una noche con la almohada equivocada pueden dejar el cuello rígido y la cabeza adolorida. Muchos de estos problemas comienzan en las pequeñas articulaciones y los músculos de la parte superior de la columna. En ${clinic.name} observamos cómo se mueve su cuello, dónde está restringido y cómo lo sobrecarga su postura; luego usamos ajustes suaves, terapia láser y trabajo de tejidos blandos para ayudar a que vuelva a moverse con libertad. Cada paso se le explica antes y se adapta a su comodidad.`,
    symptoms: [
      'Rigidez en el cuello, sobre todo al despertar',
      'Dolores de cabeza tensionales que empiezan en la base del cráneo',
      'Dolor al girar la cabeza para revisar el punto ciego',
      'Músculos tensos y con nudos en los hombros y la parte alta de la espalda',
      'Dolor después de muchas horas frente al escritorio, la computadora portátil o el teléfono',
      'Dolor que se extiende hacia el omóplato o el brazo',
    ],
    treatments: [
      'Un examen completo del movimiento del cuello y de la postura, con radiografías cuando son necesarias',
      'Ajustes suaves y específicos para las articulaciones restringidas del cuello y la parte alta de la espalda',
      'Terapia láser de baja intensidad para ayudar a calmar los tejidos irritados',
      'Masaje y trabajo de puntos gatillo para los músculos que tiran del cuello',
      'Estiramientos sencillos y consejos para su puesto de trabajo, para aplicar entre visitas',
    ],
    benefits: [
      'Movimiento más cómodo al girar la cabeza o al mirar hacia arriba o hacia abajo',
      'Muchos pacientes notan dolores de cabeza tensionales menos frecuentes y más leves',
      'Menos tensión en los hombros al final del día',
      'Dormir con más facilidad una vez que el cuello se relaja',
      'Una breve rutina en casa para ayudarle a mantener su progreso',
    ],
    relatedServices: ['tmj-jaw', 'shoulder', 'posture-correction', 'back-spine'],
  },
  'tmj-jaw': {
    tagline:
      'Atención suave para una mandíbula que chasquea, se aprieta o duele, en coordinación con su dentista cuando eso ayuda.',
    introduction:
      'La articulación temporo\u00ADmandibular (ATM) se abre y se cierra cientos de veces al día cuando usted habla, mastica y bosteza. Cuando los músculos que la rodean se tensan, o cuando el cuello y la parte alta de la espalda, justo debajo, están desequi\u00ADlibrados, la mandíbula puede chasquear, trabarse o doler, y a menudo aparecen dolores de cabeza. Evaluamos la mandíbula junto con su cuello y su postura, usamos técnicas suaves de movilización y de tejidos blandos, y nos coordinamos con su dentista cuando un protector bucal nocturno o un tratamiento dental también forman parte del cuadro.',
    symptoms: [
      'Chasquidos, crujidos o roces al abrir o cerrar la boca',
      'Dolor o cansancio en la mandíbula al masticar',
      'Apretar o rechinar los dientes, sobre todo de noche o con estrés',
      'Dolor alrededor del oído, la sien o la mejilla',
      'Dificultad para abrir la boca por completo',
      'Dolores de cabeza que vienen con tensión en el cuello',
    ],
    treatments: [
      'Una evaluación de la apertura y el recorrido de la mandíbula y de la postura del cuello',
      'Movilización suave de la articulación de la mandíbula cuando es apropiado',
      'Trabajo de tejidos blandos para los músculos de la masticación en la cara, las sienes y el cuello',
      'Ajustes en la parte alta del cuello, que comparte músculos y nervios con la mandíbula',
      'Hábitos para dejar descansar la mandíbula durante el día y, cuando es necesario, una remisión a su dentista',
    ],
    benefits: [
      'Movimiento de la mandíbula más fluido y silencioso',
      'Masticar y hablar con más comodidad',
      'Menos tensión en la mandíbula por la mañana para muchos pacientes',
      'Menos dolores de cabeza tensionales relacionados con la tensión de la mandíbula y el cuello',
    ],
    relatedServices: ['head-neck', 'posture-correction', 'shoulder', 'car-accident'],
  },
  shoulder: {
    tagline:
      'Vuelva a alcanzar cosas, levantar peso y dormir de lado con atención para hombros rígidos, adoloridos o con movimiento limitado.',
    introduction:
      'El hombro es la articulación con mayor movilidad del cuerpo, y por eso mismo se lastima con facilidad. El trabajo con los brazos por encima de la cabeza, el swing de golf o de tenis, cargar a los niños o simplemente dormir de un lado pueden dejarlo adolorido y rígido, y el dolor de hombro a menudo comienza en el cuello o en la parte alta de la espalda. Examinamos toda la cadena, desde el cuello y el omóplato hasta el brazo, y combinamos ajustes, terapia láser y masaje con ejercicios que ayudan al hombro a moverse bien y mantenerse fuerte.',
    symptoms: [
      'Dolor al estirar el brazo por encima de la cabeza, detrás de la espalda o cruzando el cuerpo',
      'Un hombro rígido que poco a poco ha perdido amplitud de movimiento',
      'Dolor al acostarse sobre el lado afectado',
      'Debilidad o dolor al levantar o cargar cosas',
      'Chasquidos o enganches en la articulación',
      'Tensión entre los omóplatos',
    ],
    treatments: [
      'Pruebas de movimiento, de fuerza y ortopédicas para encontrar el origen del dolor',
      'Ajustes en el cuello, la parte alta de la espalda, el omóplato y la articulación del hombro',
      'Terapia láser para tendones y tejidos blandos irritados',
      'Masaje para los músculos tensos alrededor del omóplato y del pecho',
      'Ejercicios progresivos de movilidad y fortaleci\u00ADmiento',
      'Una remisión para estudios de imagen o a un especialista cuando un desgarro requiere una evaluación más detallada',
    ],
    benefits: [
      'Mayor amplitud de movimiento para alcanzar cosas y levantar peso',
      'Noches más cómodas',
      'Muchos pacientes vuelven al gimnasio, al jardín o al campo de golf con más confianza',
      'Mejor control del omóplato para ayudar a prevenir nuevos episodios de dolor',
    ],
    relatedServices: ['head-neck', 'elbow', 'rib-collarbone', 'sports'],
  },
  'rib-collarbone': {
    tagline:
      'Alivio para el dolor punzante de costillas y la sobrecarga de la clavícula que se intensifican al respirar, girar o dormir.',
    introduction:
      'Cada costilla se une a la columna mediante pequeñas articulaciones que pueden irritarse o quedar restringidas después de una tos fuerte, una caída, un giro brusco o al levantar algo pesado. El resultado suele ser un dolor agudo y punzante que corta la respiración profunda, o un dolor que rodea el pecho. Las articulaciones de la clavícula, donde esta se une al esternón y al hombro, pueden sobrecargarse de manera similar. Una vez descartadas las causas que requieren atención médica, usamos ajustes suaves, terapia láser y ejercicios de respiración para ayudar a que estas articulaciones vuelvan a moverse con comodidad.',
    symptoms: [
      'Dolor agudo a lo largo de una costilla o entre los omóplatos al respirar hondo',
      'Dolor al girar, toser, estornudar o reír',
      'Molestias al acostarse boca arriba o de lado',
      'Un punto sensible donde la clavícula se une al esternón o al hombro',
      'La sensación de que una costilla "se salió de su lugar" después de levantar algo o estirarse',
    ],
    treatments: [
      'Una historia clínica y un examen cuidadosos, con remisión médica siempre que el dolor de pecho lo requiera',
      'Ajustes suaves de las costillas y de la parte media de la espalda para recuperar el movimiento articular',
      'Terapia láser para ayudar a calmar las articulaciones y los músculos sensibles',
      'Trabajo de tejidos blandos para los músculos entre las costillas y alrededor de la cintura escapular',
      'Ejercicios de respiración y de movilidad para mantener en movimiento la caja torácica',
    ],
    benefits: [
      'Respiraciones más plenas y fáciles, sin ese dolor punzante',
      'Girar, estirarse y dormir con más comodidad',
      'Menos tensión alrededor de los omóplatos',
      'Orientación para ayudar a evitar que la misma sobrecarga vuelva a aparecer',
    ],
    note: 'El dolor de pecho puede tener causas distintas de las costillas. Si viene acompañado de falta de aire o sudoración, o se extiende al brazo o a la mandíbula, llame al 911 de inmediato.',
    relatedServices: ['back-spine', 'shoulder', 'posture-correction', 'car-accident'],
  },
  elbow: {
    tagline:
      'Atención para el codo de tenista, el codo de golfista y la sobrecarga por uso repetitivo en el trabajo, los pasatiempos y el deporte.',
    introduction:
      'Agarrar una y otra vez una raqueta, una herramienta, el mouse o una pala de jardín puede sobrecargar los tendones que se insertan en el codo. El resultado es un dolor persistente en la parte externa (codo de tenista) o interna (codo de golfista) que hace sorprendente\u00ADmente difíciles tareas cotidianas como abrir un frasco. Revisamos el codo junto con la muñeca, el hombro y el cuello, que comparten la carga, y luego combinamos terapia láser, trabajo de tejidos blandos y cuidado de las articulaciones con un plan de ejercicios graduales que ayuda al tendón a volver a tolerar la carga.',
    symptoms: [
      'Dolor en la parte externa o interna del codo',
      'Agarre débil o doloroso al levantar una taza, una bolsa o una herramienta',
      'Dolor que empeora al escribir en el teclado, trabajar en el jardín o jugar deportes de raqueta o golf',
      'Rigidez al estirar el brazo',
      'Hormigueo hacia los dedos anular y meñique',
    ],
    treatments: [
      'Pruebas de la fuerza de agarre, de la carga del tendón y de la movilidad de los nervios',
      'Terapia láser para los tendones irritados',
      'Masaje de los músculos del antebrazo',
      'Ajustes y movilización del codo, la muñeca y el cuello donde están restringidos',
      'Un programa progresivo de carga del tendón, además de consejos sobre el agarre y el equipo',
    ],
    benefits: [
      'Un agarre más fuerte y cómodo',
      'Muchos pacientes vuelven a su deporte o pasatiempo con menos dolor',
      'Menos tensión en el antebrazo después de un día de trabajo',
      'Saber cómo ajustar su técnica y su carga de trabajo para ayudar a prevenir una recaída',
    ],
    relatedServices: ['hand-wrist', 'shoulder', 'sports', 'head-neck'],
  },
  'hand-wrist': {
    tagline: 'Ayuda para la sobrecarga de la muñeca, el hormigueo en los dedos y las molestias del trabajo repetitivo.',
    introduction:
      'Escribir en el teclado o en el celular, cortar el cabello, hacer manualidades y cargar a los niños exigen mucho de las pequeñas articulaciones y los tendones de la muñeca y la mano. Cuando se sobrecargan, usted puede notar dolor, debilidad, u hormigueo y adormeci\u00ADmiento en los dedos, a veces por la noche. La irritación de un nervio puede comenzar en la muñeca, en el codo o en el cuello, así que revisamos los tres. La atención combina movilización suave de las articulaciones, terapia láser y trabajo de tejidos blandos con cambios prácticos en su forma de trabajar.',
    symptoms: [
      'Dolor o rigidez en la muñeca después de escribir en el teclado o agarrar cosas',
      'Hormigueo o adormeci\u00ADmiento en el pulgar y los dedos, a menudo por la noche',
      'Agarre débil, o se le caen las cosas',
      'Dolor en la base del pulgar',
      'Dolor que persiste después de una caída sobre la mano extendida',
    ],
    treatments: [
      'Pruebas del movimiento de la muñeca, del agarre y de la función nerviosa desde el cuello hasta la punta de los dedos',
      'Movilización suave de los pequeños huesos de la muñeca y la mano',
      'Terapia láser para ayudar a calmar los tendones y tejidos irritados',
      'Trabajo de tejidos blandos para el antebrazo y la mano',
      'Ejercicios de deslizamiento nervioso y de fortaleci\u00ADmiento, además de consejos sobre su puesto de trabajo y sus herramientas',
    ],
    benefits: [
      'Menos dolor y rigidez durante la jornada de trabajo',
      'Muchos pacientes notan menos hormigueo por la noche',
      'Un agarre más fuerte y firme',
      'Hábitos sencillos que protegen sus manos con el tiempo',
    ],
    relatedServices: ['elbow', 'shoulder', 'head-neck', 'posture-correction'],
  },
  'back-spine': {
    tagline:
      'Ajustes quiro\u00ADprácticos y terapia láser para el dolor lumbar, la tensión en la parte media de la espalda y la rigidez de la columna.',
    introduction:
      'El dolor de espalda es uno de los motivos más comunes para visitar a un quiropráctico, y una de las causas más comunes de faltar al trabajo. Puede aparecer después de levantar algo de mala manera o acumularse tras años de estar sentado, de pie o manejando. Después de un examen cuidadoso, con radiografías cuando son necesarias, usamos ajustes específicos para recuperar el movimiento de las articulaciones rígidas de la columna, terapia láser y masaje para los músculos que las rodean, y una breve lista de ejercicios que ayudan a que su espalda se mantenga fuerte entre visitas.',
    symptoms: [
      'Dolor lumbar sordo y persistente después de estar sentado o de pie',
      'Dolor agudo al agacharse, al levantar algo o al levantarse de una silla',
      'Tensión en la parte media de la espalda, entre los omóplatos',
      'Dolor que se extiende hacia el glúteo o baja por la pierna',
      'Rigidez al despertar',
      'Espasmos musculares que dificultan mantenerse derecho',
    ],
    treatments: [
      'Un examen completo, con radiografías en la clínica cuando son necesarias',
      'Ajustes específicos de la columna para las articulaciones restringidas',
      'Terapia láser para ayudar a calmar los tejidos irritados',
      'Masaje terapéutico para los músculos tensos y contraídos',
      'Ejercicios de fortaleci\u00ADmiento del tronco y de movilidad, además de consejos para levantar peso y para sentarse',
    ],
    benefits: [
      'Agacharse, levantar cosas y subir y bajar del auto con más facilidad',
      'Muchos pacientes se sienten más sueltos y cómodos en pocas visitas',
      'Sentarse y dormir con más comodidad',
      'Un plan para ayudar a reducir futuros episodios de dolor',
    ],
    relatedServices: ['hip-pelvis', 'posture-correction', 'sports', 'car-accident'],
  },
};
