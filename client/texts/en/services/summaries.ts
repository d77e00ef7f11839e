import type { ServiceSlug } from '../../../content/services.js';

/** One sentence per service, for meta descriptions and cards: loaded with the pages that show them. */
export const serviceSummaries: Record<ServiceSlug, string> = {
  'head-neck': 'Chiropractic care for neck stiffness, tension headaches and limited head movement.',
  'tmj-jaw': 'Gentle care for jaw clicking, clenching tension and discomfort around the TMJ.',
  shoulder: 'Care for stiff, sore or restricted shoulders so you can reach and lift with ease.',
  'rib-collarbone': 'Relief for rib and collarbone discomfort that makes breathing deep or sleeping hard.',
  elbow: 'Care for tennis elbow, golfer’s elbow and overuse strain from work or sport.',
  'hand-wrist': 'Help for wrist strain, tingling fingers and repetitive-use discomfort.',
  'back-spine': 'Chiropractic adjustments and laser therapy for low back, mid back and spinal stiffness.',
  'hip-pelvis': 'Care for hip tightness, pelvic imbalance and discomfort when walking or sitting.',
  knee: 'Support for achy, stiff or unstable knees so you can stay on your feet.',
  'foot-ankle': 'Care for ankle sprains, heel pain and foot alignment problems.',
  sports: 'Recovery and performance care for athletes of every age and level.',
  scoliosis: 'Supportive chiropractic care and exercises for children and adults with scoliosis.',
  'posture-correction': 'Help for forward head posture, rounded shoulders and desk-day stiffness.',
  'pediatric-pregnancy': 'Gentle, adapted care for expecting mothers, infants and children.',
  'pre-post-surgery': 'Conservative care that works alongside your surgeon before and after a procedure.',
  'car-accident': 'Thorough evaluation and care for whiplash and other injuries after a collision.',
};
