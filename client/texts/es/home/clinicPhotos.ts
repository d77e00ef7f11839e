import { homePhoto } from '../../../content/images.js';
import type { ClinicPhoto } from '../../en/home/clinicPhotos.js';

export type { ClinicPhoto } from '../../en/home/clinicPhotos.js';

const p = (name: string, title: string, description: string, alt: string): ClinicPhoto => ({
  title,
  description,
  image: homePhoto(`clinic-${name}`, alt),
});

/** The 12 photos of the "Experience Our Clinic" carousel, in Spanish (same files as the English). */
export const clinicPhotos: readonly ClinicPhoto[] = [
  p(
    'entrance',
    'Nuestra entrada',
    'Estaciona\u00ADmiento fácil justo enfrente, sobre la US Highway 19.',
    'La entrada de la clínica con una palmera y un letrero de bienvenida',
  ),
  p(
    'reception',
    'Recepción',
    'Donde cada visita empieza con un saludo amable.',
    'El mostrador de recepción con una planta y luz suave',
  ),
  p(
    'waiting',
    'Sala de espera',
    'Asientos cómodos, aunque rara vez esperará mucho.',
    'Sillones y una mesita auxiliar en la sala de espera',
  ),
  p(
    'consultation',
    'Sala de consulta',
    'Un espacio tranquilo para hablar de sus objetivos.',
    'Un escritorio y dos sillas en la sala de consulta',
  ),
  p(
    'adjustment',
    'Sala de ajustes',
    'Camillas modernas para ajustes cómodos y precisos.',
    'Una camilla de ajustes acolchada junto a una ventana',
  ),
  p(
    'laser',
    'Estación de terapia láser',
    'Terapia suave con láser frío en pocos minutos.',
    'Un equipo de terapia láser junto a una camilla de tratamiento',
  ),
  p(
    'massage',
    'Sala de masajes',
    'Luz tenue y toallas tibias para el masaje terapéutico.',
    'Una camilla de masaje con toallas enrolladas y una lámpara',
  ),
  p(
    'xray',
    'Sala de radiografías',
    'Radiografías en la clínica cuando su examen las requiere.',
    'Un visor de radiografías que muestra una imagen de la columna',
  ),
  p(
    'rehab',
    'Rincón de rehabilitación',
    'Donde le enseñamos los ejercicios para hacer en casa.',
    'Pelotas de ejercicio, colchonetas y bandas elásticas',
  ),
  p(
    'kids',
    'Rincón infantil',
    'Libros y juguetes para que los pequeños estén contentos.',
    'Una mesita con libros ilustrados y juguetes',
  ),
  p(
    'posture',
    'Estación de postura',
    'Revisamos su postura antes y durante su tratamiento.',
    'Una cuadrícula de postura en la pared y un tapete con huellas de pies',
  ),
  p(
    'team',
    'Sala del equipo',
    'Donde nuestro equipo planifica su atención cada mañana.',
    'Una mesa redonda con tazas de café y un tablero de planes de atención',
  ),
];
