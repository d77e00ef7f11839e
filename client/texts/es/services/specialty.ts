import type { ServiceDetails, ServiceSlugIn } from '../../../content/services.js';

/** Page copy of the Specialty Services, in Spanish. */
export const specialtyDetails: Record<ServiceSlugIn<'specialty'>, ServiceDetails> = {
  sports: {
    tagline:
      'Atención para la recuperación y el rendimiento de deportistas de fin de semana, atletas estudiantiles y todos los demás.',
    introduction:
      'Ya sea que usted corra por el Pinellas Trail, juegue pickleball, levante pesas en el gimnasio o juegue en el equipo de su escuela secundaria, su cuerpo necesita moverse bien para rendir y mantenerse sano. Las distensiones, los esguinces y el dolor por uso excesivo pueden dejarle en la banca. Nuestra atención deportiva combina una evaluación del movimiento, ajustes, terapia láser y masaje con un plan de regreso al juego que reconstruye la fuerza y la confianza, y nos coordinamos con entrenadores, preparadores físicos y médicos cuando eso ayuda.',
    symptoms: [
      'Distensiones musculares y esguinces articulares',
      'Dolor por uso excesivo, como la rodilla de corredor, la periostitis tibial o el codo de tenista',
      'Rigidez y dolor que limitan su entrenamiento',
      'Lesiones que reaparecen una y otra vez del mismo lado',
      'Menor amplitud de movimiento o menos potencia en su deporte',
      'Dolor persistente después de una caída, una tacleada o un choque',
    ],
    treatments: [
      'Una evaluación del movimiento específica para su deporte',
      'Ajustes para recuperar el movimiento articular en la columna y las extremidades',
      'Terapia láser para apoyar la recuperación de los tejidos lesionados',
      'Masaje deportivo para músculos tensos y sobre\u00ADcargados',
      'Ejercicios progresivos de regreso al juego y de prevención de lesiones',
    ],
    benefits: [
      'Un plan claro y por etapas para volver a entrenar y competir',
      'Movimiento más libre y cómodo',
      'Muchos atletas sienten que se recuperan mejor entre sesiones',
      'Menos contratiempos por distensiones recurrentes',
    ],
    relatedServices: ['shoulder', 'knee', 'foot-ankle', 'elbow'],
  },
  scoliosis: {
    tagline:
      'Atención quiropráctica de apoyo y ejercicios para niños, adolescentes y adultos que viven con escoliosis.',
    introduction:
      'La escoliosis es una curvatura lateral de la columna que a menudo se nota primero como hombros desiguales, una cintura inclinada o un omóplato que sobresale más que el otro. La atención quiropráctica no pretende enderezar una curva; lo que sí puede hacer es ayudar con la rigidez, el desequilibrio muscular y las molestias que a menudo la acompañan. Medimos y vigilamos la curva con radiografías, usamos ajustes suaves y trabajo de tejidos blandos para su comodidad y movilidad, enseñamos ejercicios específicos para la escoliosis y trabajamos con su pediatra u ortopedista cuando se necesita un corsé o atención especializada.',
    symptoms: [
      'Hombros, caderas o cintura desiguales',
      'Un omóplato más prominente que el otro',
      'Dolor o cansancio de espalda después de estar de pie o sentado por mucho tiempo',
      'Tensión muscular en un lado de la espalda',
      'Rigidez que limita los giros o las flexiones del tronco',
      'Una curva detectada en una revisión escolar o deportiva que usted quiere que se evalúe',
    ],
    treatments: [
      'Una evaluación de la postura y de la columna, con radiografías para medir la curva',
      'Ajustes suaves para los segmentos rígidos por encima y por debajo de la curva',
      'Masaje y terapia láser para músculos cansados y sobre\u00ADcargados',
      'Ejercicios de estiramiento y de fortaleci\u00ADmiento específicos para la escoliosis',
      'Revisiones periódicas, en coordinación con su pediatra u ortopedista',
    ],
    benefits: [
      'Muchos pacientes sienten menos cansancio y rigidez en la espalda',
      'Mayor flexibilidad y conciencia corporal',
      'Un registro claro de cómo cambia la curva con el tiempo',
      'La confianza de tener un plan que incluye ejercicios para hacer en casa',
    ],
    relatedServices: ['posture-correction', 'back-spine', 'pediatric-pregnancy', 'hip-pelvis'],
  },
  'posture-correction': {
    tagline:
      'Ayuda para la postura de cabeza adelantada, los hombros redondeados y la rigidez de las largas jornadas de escritorio.',
    introduction:
      'La vida moderna nos inclina hacia adelante: hacia las pantallas, el volante y el teléfono. Con el tiempo, la cabeza se adelanta a los hombros, los hombros se redondean y la parte alta de la espalda se pone rígida, lo que sobrecarga el cuello y la zona lumbar y puede dejarle agotado a media tarde. Tomamos fotos y medidas de su postura, identificamos qué articulaciones están rígidas y qué músculos están débiles, y combinamos ajustes y masaje con una breve rutina diaria de ejercicios correctivos y cambios en su puesto de trabajo que se adaptan a su día.',
    symptoms: [
      'La cabeza adelantada respecto a los hombros',
      'Hombros redondeados y la parte alta de la espalda encorvada',
      'Dolor de cuello y de la parte alta de la espalda después de trabajar en el escritorio',
      'Cansancio en la zona lumbar al estar de pie o sentado',
      'Dolores de cabeza tensionales al final del día',
      'Rigidez después de manejar o de vuelos largos',
    ],
    treatments: [
      'Análisis de la postura con fotos y medidas para seguir su progreso',
      'Ajustes para recuperar el movimiento del cuello, la parte alta de la espalda y la pelvis',
      'Masaje para los músculos tensos del pecho, el cuello y la cadera',
      'Ejercicios correctivos para los músculos que le mantienen erguido',
      'Consejos sobre su puesto de trabajo, el uso del teléfono y la posición al dormir',
    ],
    benefits: [
      'Sentarse y pararse más erguido con menos esfuerzo',
      'Muchos pacientes notan menos tensión en el cuello y la espalda al final del día',
      'Progreso visible en sus fotos de postura de seguimiento',
      'Hábitos que ayudan a proteger su columna a largo plazo',
    ],
    relatedServices: ['head-neck', 'back-spine', 'scoliosis', 'tmj-jaw'],
  },
  'pediatric-pregnancy': {
    tagline: 'Atención suave y adaptada para futuras mamás, bebés y niños en crecimiento.',
    introduction:
      'El embarazo cambia su postura, su equilibrio y la forma en que su pelvis carga el peso, y muchas futuras mamás lo sienten en la zona lumbar, las caderas o la pelvis. Los niños también pasan por caídas, estirones y mochilas pesadas. Para ambos, la atención es muy distinta de un ajuste típico de adulto: usamos posiciones y cojines adaptados al embarazo y una presión muy ligera con los niños, y trabajamos junto con su obstetra, partera o pediatra. Le explicamos cada paso, y los padres permanecen con sus hijos durante toda la visita.',
    symptoms: [
      'Dolor lumbar, de cadera o pélvico durante el embarazo',
      'Dolor tipo ciática que baja por la pierna durante el embarazo',
      'Molestias en las costillas y en el ligamento redondo a medida que crece el bebé',
      'Sobrecarga postural por cargar y alimentar a un recién nacido',
      'Molestias de espalda o de cuello por mochilas pesadas, deportes o estirones',
      'Dolores después de los golpes y caídas propios de la infancia',
    ],
    treatments: [
      'Un examen suave adaptado a su trimestre o a la edad de su hijo',
      'Ajustes adaptados al embarazo, con cojines de apoyo y posiciones de lado',
      'Técnicas de presión muy ligera para bebés y niños',
      'Masaje para los músculos cansados de la espalda y la cadera durante el embarazo',
      'Consejos de postura, para levantar peso y sobre mochilas para toda la familia',
    ],
    benefits: [
      'Muchas futuras mamás duermen, caminan y se mantienen activas con más facilidad',
      'Cargar, alimentar y levantar al bebé con más comodidad después del parto',
      'Niños que se mueven y juegan con comodidad',
      'Atención que trabaja en conjunto con su obstetra, partera o pediatra',
    ],
    note: 'Infórmenos sobre cualquier complicación del embarazo y consulte con su obstetra o partera antes de comenzar un nuevo tratamiento.',
    relatedServices: ['hip-pelvis', 'back-spine', 'posture-correction', 'scoliosis'],
  },
  'pre-post-surgery': {
    tagline: 'Atención conservadora que trabaja junto con su cirujano, antes y después de un procedi\u00ADmiento.',
    introduction:
      'A veces la cirugía es la decisión correcta, y la forma en que su cuerpo se mueve antes y después puede facilitar el proceso. Antes de un procedi\u00ADmiento programado, la atención suave y los ejercicios pueden ayudarle a conservar su movilidad y su fuerza. Después de la cirugía, una vez que su cirujano le haya dado el visto bueno, le ayudamos con la rigidez y las compensa\u00ADciones que a menudo aparecen alrededor de la zona operada: el cuello y la parte alta de la espalda después de una reparación de hombro, o las caderas y la zona lumbar después de un reemplazo de rodilla. Nunca tratamos sobre una herida quirúrgica que aún está sanando, y seguimos las restricciones de su cirujano en cada visita.',
    symptoms: [
      'Rigidez y pérdida de movilidad mientras espera un procedi\u00ADmiento',
      'Dolor de espalda o de cuello por apoyarse más en un lado después de la cirugía',
      'Tensión muscular por las muletas, el cabestrillo o el movimiento limitado',
      'Tirantez alrededor de una cicatriz una vez que la incisión ha sanado por completo',
      'Inseguridad para volver a moverse con normalidad',
    ],
    treatments: [
      'Atención planificada según las instrucciones y los plazos de su cirujano',
      'Ajustes suaves en zonas alejadas del sitio de la cirugía',
      'Terapia láser y masaje para los músculos que están compensando',
      'Ejercicios de movilidad y de fuerza, que avanzan a medida que su cirujano lo autoriza',
      'Informes a su cirujano o fisioterapeuta, con su consenti\u00ADmiento',
    ],
    benefits: [
      'Mejor movilidad al llegar a un procedi\u00ADmiento programado',
      'Menos sobrecarga en las zonas que compensan durante la recuperación',
      'Muchos pacientes se sienten más seguros al volver a moverse con normalidad',
      'Un plan coordinado junto con su equipo médico',
    ],
    note: 'Comenzamos la atención posquirúrgica solo después de que su cirujano la haya autorizado.',
    relatedServices: ['knee', 'shoulder', 'back-spine', 'hip-pelvis'],
  },
  'car-accident': {
    tagline:
      'Una evaluación completa y atención suave para el latigazo cervical y otras lesiones después de un choque.',
    introduction:
      'Incluso un choque a baja velocidad puede sacudir la cabeza y el cuello más rápido de lo que los músculos alcanzan a reaccionar, y síntomas como el dolor de cuello, los dolores de cabeza o el dolor de espalda a veces aparecen solo horas o días después, así que vale la pena hacerse revisar aunque se sienta bien. Tomamos una historia clínica detallada, le examinamos con cuidado, tomamos radiografías cuando son necesarias y documen\u00ADtamos sus lesiones con claridad. La atención puede incluir ajustes suaves, terapia láser y masaje, que avanzan a medida que usted sana, y le remitimos para más estudios de imagen o atención médica siempre que sus síntomas lo requieran.',
    symptoms: [
      'Dolor y rigidez en el cuello (latigazo cervical)',
      'Dolores de cabeza que comenzaron después del accidente',
      'Dolor en la parte media o baja de la espalda',
      'Hormigueo en el hombro, el brazo o la mano',
      'Mareos, mal sueño o dificultad para concentrarse',
      'Dolor que apareció días después del choque',
    ],
    treatments: [
      'Un examen detallado, radiografías cuando son necesarias y documen\u00ADtación clara de sus lesiones',
      'Ajustes suaves según lo permitan sus tejidos',
      'Terapia láser y masaje para ayudar a aliviar la tensión muscular defensiva',
      'Ejercicios de estabilización a medida que se recupera',
      'Una remisión para estudios de imagen avanzados o atención médica cuando los síntomas lo requieran',
    ],
    benefits: [
      'Un registro claro de sus lesiones y de su progreso',
      'Muchos pacientes recuperan la movilidad del cuello y la espalda paso a paso',
      'Menos rigidez y menos dolores de cabeza para muchos pacientes',
      'Un regreso guiado al trabajo, al volante y a las actividades diarias',
    ],
    note: 'Después de un accidente, el dolor intenso, el adormeci\u00ADmiento, la debilidad, la confusión o un dolor de cabeza fuerte requieren primero atención de emergencia: llame al 911 o acuda a la sala de emergencias más cercana.',
    relatedServices: ['head-neck', 'back-spine', 'shoulder', 'rib-collarbone'],
  },
};
