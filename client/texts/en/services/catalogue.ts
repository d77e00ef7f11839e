import type { ServiceGroup, ServiceName, ServiceSlug } from '../../../content/services.js';

export const serviceGroupLabels: Record<ServiceGroup, string> = {
  upper: 'Upper Extension',
  lower: 'Lower Extension',
  specialty: 'Specialty Services',
};

/** Every service's names (the order of the menus is in content/services.ts). */
export const serviceNames: Record<ServiceSlug, ServiceName> = {
  'head-neck': { label: 'Head & Neck', title: 'Head & Neck Pain Relief' },
  'tmj-jaw': { label: 'TMJ & Jaw', title: 'TMJ & Jaw Pain Relief' },
  shoulder: { label: 'Shoulder', title: 'Shoulder Pain Relief' },
  'rib-collarbone': { label: 'Rib & Collarbone', title: 'Rib & Collarbone Care' },
  elbow: { label: 'Elbow', title: 'Elbow Pain Relief' },
  'hand-wrist': { label: 'Hand & Wrist', title: 'Hand & Wrist Pain Relief' },
  'back-spine': { label: 'Back & Spine', title: 'Back & Spine Pain Relief' },
  'hip-pelvis': { label: 'Hip & Pelvis', title: 'Hip & Pelvis Pain Relief' },
  knee: { label: 'Knee', title: 'Knee Pain Relief' },
  'foot-ankle': { label: 'Foot & Ankle', title: 'Foot & Ankle Pain Relief' },
  sports: { label: 'Sports Injuries', title: 'Sports Injury Chiropractic' },
  scoliosis: { label: 'Scoliosis', title: 'Scoliosis Care' },
  'posture-correction': { label: 'Posture Correction', title: 'Posture Correction' },
  'pediatric-pregnancy': { label: 'Pediatric & Pregnancy', title: 'Pediatric & Pregnancy Chiropractic' },
  'pre-post-surgery': { label: 'Pre & Post Surgery', title: 'Pre & Post Surgery Care' },
  'car-accident': { label: 'Car Accident Injuries', title: 'Car Accident Injury Care' },
};
