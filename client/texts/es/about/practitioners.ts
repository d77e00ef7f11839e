import { clinic } from '../../../../shared/clinic.js';
import { practitioners as english, type Practitioner } from '../../en/about/practitioners.js';

export type { Practitioner } from '../../en/about/practitioners.js';

type PractitionerText = Pick<Practitioner, 'name' | 'honorificPrefix' | 'role' | 'credentials' | 'focus' | 'story'> & {
  photoAlt: string;
};

/*
 * The Spanish text of each (fictional, placeholder) bio, by the English practitioner's id; the id,
 * the D.C. suffix and the photo file come from the English entry. Spanish writes "Dra." for a woman.
 */
const spanish: Record<string, PractitionerText> = {
  'dr-maren-holloway': {
    name: 'Dra. Maren Holloway',
    honorificPrefix: 'Dra.',
    role: 'Fundadora y quiropráctica',
    credentials: [
      'Doctora en Quiropráctica (D.C.)',
      'Licenciatura en Ciencias del Ejercicio',
      'Formación de posgrado en atención prenatal y pediátrica',
    ],
    focus: ['Atención familiar y pediátrica', 'Atención durante el embarazo', 'Corrección postural'],
    story: [
      'La Dra. Holloway descubrió la quiropráctica siendo nadadora universitaria, cuando un problema persistente en el hombro por fin cedió con una combinación de ajustes, trabajo de tejidos blandos y un acompaña\u00ADmiento paciente. Sentirse escuchada, y aprender a cuidarse, marcó la forma en que ejerce hoy.',
      `Fundó ${clinic.name} en ${clinic.foundedYear} para ofrecer a las familias una atención suave, sin prisas y bien explicada. Fuera de la clínica, puede encontrarla haciendo paddleboard en el Golfo o en el mercado de los sábados con sus dos hijos.`,
    ],
    photoAlt: 'Retrato de la Dra. Maren Holloway',
  },
  'dr-julian-reyes-whitaker': {
    name: 'Dr. Julian Reyes-Whitaker',
    honorificPrefix: 'Dr.',
    role: 'Quiropráctico',
    credentials: [
      'Doctor en Quiropráctica (D.C.)',
      'Licenciatura en Kinesiología',
      'Formación de posgrado en la atención de lesiones deportivas',
    ],
    focus: ['Lesiones deportivas', 'Recuperación tras accidentes de auto', 'Terapia láser'],
    story: [
      'Exentrenador de fútbol juvenil, el Dr. Reyes-Whitaker se hizo quiropráctico para ayudar a las personas activas a recuperarse bien y volver a lo que les gusta. Disfruta del trabajo de detective que supone rastrear el origen de un problema de rodilla o de hombro hasta la forma en que se mueve todo el cuerpo.',
      'Atiende a corredores, jugadores de pickleball y personas que se recuperan de accidentes de auto, y cree que todo paciente debe salir de cada visita entendiendo su plan. La mayoría de los fines de semana sigue al borde de la cancha, animando a sus sobrinos.',
    ],
    photoAlt: 'Retrato del Dr. Julian Reyes-Whitaker',
  },
};

export const practitioners: Practitioner[] = english.map((practitioner) => {
  const text = spanish[practitioner.id];
  if (!text) throw new Error(`No Spanish text for the practitioner ${practitioner.id}`);
  const { photoAlt, ...fields } = text;
  return { ...practitioner, ...fields, photo: { ...practitioner.photo, alt: photoAlt } };
});
