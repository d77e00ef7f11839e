import { homePhoto, type ImageAsset } from '../../../content/images.js';

export type ClinicPhoto = { title: string; description: string; image: ImageAsset };

const p = (name: string, title: string, description: string, alt: string): ClinicPhoto => ({
  title,
  description,
  image: homePhoto(`clinic-${name}`, alt),
});

/** The 12 photos of the "Experience Our Clinic" carousel. */
export const clinicPhotos: readonly ClinicPhoto[] = [
  p(
    'entrance',
    'Our Front Entrance',
    'Easy parking right outside on US Highway 19.',
    'The clinic entrance with a palm tree and a welcome sign',
  ),
  p(
    'reception',
    'Reception',
    'Where every visit starts with a friendly hello.',
    'The reception desk with a plant and soft lighting',
  ),
  p(
    'waiting',
    'Waiting Area',
    'Comfortable seating, though you rarely wait long.',
    'Armchairs and a side table in the waiting area',
  ),
  p(
    'consultation',
    'Consultation Room',
    'A quiet space to talk through your goals.',
    'A desk and two chairs in the consultation room',
  ),
  p(
    'adjustment',
    'Adjustment Room',
    'Modern tables for comfortable, precise adjustments.',
    'A padded adjustment table by a window',
  ),
  p(
    'laser',
    'Laser Therapy Station',
    'Gentle cold laser therapy in a few minutes.',
    'A laser therapy device beside a treatment table',
  ),
  p(
    'massage',
    'Massage Suite',
    'Soft lighting and warm towels for therapeutic massage.',
    'A massage table with rolled towels and a lamp',
  ),
  p('xray', 'X-ray Room', 'On-site X-rays when your exam calls for them.', 'An X-ray viewer showing a spine image'),
  p(
    'rehab',
    'Rehab Corner',
    'Where we teach the exercises you take home.',
    'Exercise balls, mats and resistance bands',
  ),
  p('kids', 'Kids’ Corner', 'Books and toys to keep little ones happy.', 'A small table with picture books and toys'),
  p(
    'posture',
    'Posture Station',
    'We check posture before and during your care.',
    'A posture grid on the wall with a footprint mat',
  ),
  p(
    'team',
    'Team Lounge',
    'Where our team plans your care each morning.',
    'A round table with coffee mugs and a care plan board',
  ),
];
