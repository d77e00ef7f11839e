import type { ServiceDetails, ServiceSlugIn } from '../../../content/services.js';

/** Page copy of the Lower Extension services. */
export const lowerDetails: Record<ServiceSlugIn<'lower'>, ServiceDetails> = {
  'hip-pelvis': {
    tagline: 'Care for tight hips, pelvic imbalance and discomfort when walking, sitting or climbing stairs.',
    introduction:
      'Your hips and pelvis carry your upper body over your legs with every step. When a sacroiliac joint is restricted, the hip muscles are tight from long hours of sitting, or one side works harder than the other, you may feel it in the groin, the buttock, the outer hip or the low back. We assess how your pelvis, hips and spine move together, use adjustments, laser therapy and massage, and follow up with strengthening exercises that help share the load evenly.',
    symptoms: [
      'Pain in the buttock, the outer hip or the groin',
      'Discomfort when rising from a chair or climbing stairs',
      'Pain lying on your side at night',
      'Tight hips after long periods of sitting',
      'A feeling that one leg is shorter or that your pelvis is "off"',
      'Low back pain that seems to start at the sacroiliac joint',
    ],
    treatments: [
      'A gait, balance and hip-mobility assessment',
      'Adjustments to the pelvis, the sacroiliac joints and the lower spine',
      'Laser therapy for irritated tendons and joints',
      'Massage for the hip flexors, glutes and surrounding muscles',
      'Glute and core strengthening to keep the pelvis stable',
    ],
    benefits: [
      'Easier walking, stair climbing and standing up from a chair',
      'More comfortable nights on your side',
      'A more balanced stride',
      'Less strain on the low back and knees',
    ],
    relatedServices: ['back-spine', 'knee', 'pediatric-pregnancy', 'sports'],
  },
  knee: {
    tagline: 'Support for achy, stiff or unsteady knees so you can keep walking, playing and kneeling.',
    introduction:
      'The knee sits between the hip and the ankle, so it often pays for problems above and below it. A stiff hip, a flat foot or weak thigh muscles can change how the kneecap tracks and how the joint takes load. We examine your whole leg and the way you walk and squat, then use joint mobilization, laser therapy and soft-tissue work alongside a tailored strengthening plan. When an injury needs imaging or an orthopedic opinion, we tell you and help you arrange it.',
    symptoms: [
      'Pain around or behind the kneecap',
      'Aching on stairs, when squatting or when kneeling',
      'Stiffness after sitting with bent knees',
      'Swelling or puffiness after activity',
      'A knee that feels weak or unstable',
      'Pain along the inside or outside of the joint',
    ],
    treatments: [
      'An assessment of the knee together with the hip, ankle and foot, including how you walk',
      'Mobilization of the knee, hip and ankle where motion is limited',
      'Laser therapy to help ease discomfort and swelling',
      'Soft-tissue work for the quadriceps, hamstrings and IT band',
      'Progressive strengthening and balance exercises',
    ],
    benefits: [
      'More comfortable stairs, squats and walks',
      'Many patients find they can stay active with less pain',
      'Better knee control and confidence',
      'Less strain on the hips and low back',
    ],
    relatedServices: ['hip-pelvis', 'foot-ankle', 'sports', 'pre-post-surgery'],
  },
  'foot-ankle': {
    tagline: 'Care for ankle sprains, heel pain and foot alignment so every step feels steadier.',
    introduction:
      'Your feet are the foundation for everything above them. A sprained ankle that never quite recovered, heel pain with the first steps of the morning, or flat arches can change how you walk and how your knees, hips and back take load. We check the small joints of the foot and ankle, how you stand and walk, and your footwear, then use gentle adjustments, laser therapy and soft-tissue work together with balance and strengthening exercises.',
    symptoms: [
      'Heel pain with your first steps in the morning',
      'An ankle that still feels weak or rolls easily after a sprain',
      'Pain in the arch or the ball of the foot',
      'Stiff ankles that limit squatting or climbing',
      'Achy feet after standing or walking all day',
      'Knee or back pain that seems linked to the way you walk',
    ],
    treatments: [
      'A foot, ankle and walking assessment, footwear included',
      'Gentle adjustments of the ankle and the small joints of the foot',
      'Laser therapy to help calm sore tissues such as the plantar fascia',
      'Massage for the calf and the sole of the foot',
      'Balance, calf and foot strengthening exercises',
    ],
    benefits: [
      'More comfortable first steps in the morning',
      'A steadier, more confident stride',
      'Less strain on the knees, hips and back',
      'Many patients get back to walking, running or dancing with more comfort',
    ],
    relatedServices: ['knee', 'hip-pelvis', 'sports', 'back-spine'],
  },
};
