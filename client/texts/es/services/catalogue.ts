import type { ServiceGroup, ServiceName, ServiceSlug } from '../../../content/services.js';

export const serviceGroupLabels: Record<ServiceGroup, string> = {
  upper: 'Parte superior del cuerpo',
  lower: 'Parte inferior del cuerpo',
  specialty: 'Servicios especiali\u00ADzados',
};

/** Los nombres de cada servicio (el orden de los menús está en content/services.ts). */
export const serviceNames: Record<ServiceSlug, ServiceName> = {
  'head-neck': { label: 'Cabeza y cuello', title: 'Alivio del dolor de cabeza y cuello' },
  'tmj-jaw': { label: 'ATM y mandíbula', title: 'Alivio del dolor de ATM y mandíbula' },
  shoulder: { label: 'Hombro', title: 'Alivio del dolor de hombro' },
  'rib-collarbone': { label: 'Costillas y clavícula', title: 'Cuidado de costillas y clavícula' },
  elbow: { label: 'Codo', title: 'Alivio del dolor de codo' },
  'hand-wrist': { label: 'Mano y muñeca', title: 'Alivio del dolor de mano y muñeca' },
  'back-spine': { label: 'Espalda y columna', title: 'Alivio del dolor de espalda y columna' },
  'hip-pelvis': { label: 'Cadera y pelvis', title: 'Alivio del dolor de cadera y pelvis' },
  knee: { label: 'Rodilla', title: 'Alivio del dolor de rodilla' },
  'foot-ankle': { label: 'Pie y tobillo', title: 'Alivio del dolor de pie y tobillo' },
  sports: { label: 'Lesiones deportivas', title: 'Quiropráctica para lesiones deportivas' },
  scoliosis: { label: 'Escoliosis', title: 'Cuidado de la escoliosis' },
  'posture-correction': { label: 'Corrección postural', title: 'Corrección postural' },
  'pediatric-pregnancy': { label: 'Niños y embarazo', title: 'Quiropráctica pediátrica y en el embarazo' },
  'pre-post-surgery': { label: 'Antes y después de cirugía', title: 'Cuidado antes y después de una cirugía' },
  'car-accident': {
    label: 'Lesiones por accidente de auto',
    title: 'Cuidado de lesiones por accidente de auto',
  },
};
