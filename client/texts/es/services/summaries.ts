import type { serviceSummaries as english } from '../../en/services/summaries.js';

/** One sentence per service, for meta descriptions and cards, in Spanish. */
export const serviceSummaries: typeof english = {
  'head-neck':
    'Atención quiropráctica para la rigidez del cuello, los dolores de cabeza tensionales y el movimiento limitado de la cabeza.',
  'tmj-jaw':
    'Atención suave para los chasquidos de la mandíbula, la tensión por apretar los dientes y las molestias en la ATM.',
  shoulder:
    'Atención para hombros rígidos, adoloridos o con movimiento limitado, para que pueda alcanzar y levantar con facilidad.',
  'rib-collarbone': 'Alivio para las molestias de costillas y clavícula que dificultan respirar hondo o dormir.',
  elbow:
    'Atención para el codo de tenista, el codo de golfista y la sobrecarga por uso repetitivo en el trabajo o el deporte.',
  'hand-wrist':
    'Ayuda para la sobrecarga de la muñeca, el hormigueo en los dedos y las molestias por movimientos repetitivos.',
  'back-spine':
    'Ajustes quiro\u00ADprácticos y terapia láser para el dolor lumbar y de la parte media de la espalda, y la rigidez de la columna.',
  'hip-pelvis': 'Atención para la tensión de cadera, el desequilibrio pélvico y las molestias al caminar o sentarse.',
  knee: 'Apoyo para rodillas adoloridas, rígidas o inestables, para que pueda seguir en movimiento.',
  'foot-ankle': 'Atención para esguinces de tobillo, dolor de talón y problemas de alineación del pie.',
  sports: 'Atención para la recuperación y el rendimiento de atletas de todas las edades y niveles.',
  scoliosis: 'Atención quiropráctica de apoyo y ejercicios para niños y adultos con escoliosis.',
  'posture-correction':
    'Ayuda para la cabeza adelantada, los hombros redondeados y la rigidez de las jornadas de escritorio.',
  'pediatric-pregnancy': 'Atención suave y adaptada para futuras mamás, bebés y niños.',
  'pre-post-surgery':
    'Atención conservadora que trabaja junto con su cirujano antes y después de un procedi\u00ADmiento.',
  'car-accident': 'Evaluación completa y atención para el latigazo cervical y otras lesiones después de un choque.',
};
