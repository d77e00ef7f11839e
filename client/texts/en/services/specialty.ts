import type { ServiceDetails, ServiceSlugIn } from '../../../content/services.js';

/** Page copy of the Specialty Services. */
export const specialtyDetails: Record<ServiceSlugIn<'specialty'>, ServiceDetails> = {
  sports: {
    tagline: 'Recovery and performance care for weekend warriors, student athletes and everyone in between.',
    introduction:
      'Whether you run the Pinellas Trail, play pickleball, lift at the gym or play high school ball, your body needs to move well to perform and to stay healthy. Strains, sprains and overuse pain can keep you on the sidelines. Our sports care combines a movement assessment, adjustments, laser therapy and massage with a return-to-play plan that rebuilds strength and confidence, and we coordinate with coaches, trainers and physicians when that helps.',
    symptoms: [
      'Muscle strains and joint sprains',
      'Overuse pain such as runner’s knee, shin splints or tennis elbow',
      'Stiffness and soreness that limit your training',
      'Injuries that keep coming back on the same side',
      'Reduced range of motion or power in your sport',
      'Lingering pain after a fall, a tackle or a collision',
    ],
    treatments: [
      'A sport-specific movement screen',
      'Adjustments to restore joint motion in the spine and the limbs',
      'Laser therapy to support the recovery of strained tissues',
      'Sports massage for tight, overworked muscles',
      'Progressive return-to-play and injury-prevention exercises',
    ],
    benefits: [
      'A clear, staged plan back to training and competition',
      'Freer, more comfortable movement',
      'Many athletes feel better recovered between sessions',
      'Fewer setbacks from recurring strains',
    ],
    relatedServices: ['shoulder', 'knee', 'foot-ankle', 'elbow'],
  },
  scoliosis: {
    tagline: 'Supportive chiropractic care and exercises for children, teens and adults living with scoliosis.',
    introduction:
      'Scoliosis is a sideways curve of the spine, often first noticed as uneven shoulders, a tilted waist or one shoulder blade that stands out more than the other. Chiropractic care does not claim to straighten a curve; what it can do is help with the stiffness, muscle imbalance and discomfort that often come with one. We measure and monitor the curve with X-rays, use gentle adjustments and soft-tissue work for comfort and mobility, teach scoliosis-specific exercises, and work with your pediatrician or orthopedist when bracing or specialist care is needed.',
    symptoms: [
      'Uneven shoulders, hips or waistline',
      'One shoulder blade more prominent than the other',
      'Back ache or fatigue after standing or sitting for long periods',
      'Muscle tightness on one side of the back',
      'Stiffness that limits twisting or bending',
      'A curve found at a school or sports screening that you want checked',
    ],
    treatments: [
      'A posture and spine assessment, with X-rays to measure the curve',
      'Gentle adjustments for stiff segments above and below the curve',
      'Massage and laser therapy for tired, overworked muscles',
      'Scoliosis-specific stretching and strengthening exercises',
      'Regular re-checks, in coordination with your pediatrician or orthopedist',
    ],
    benefits: [
      'Many patients feel less back fatigue and stiffness',
      'Better flexibility and body awareness',
      'A clear record of how the curve changes over time',
      'Confidence from a plan that includes exercises for home',
    ],
    relatedServices: ['posture-correction', 'back-spine', 'pediatric-pregnancy', 'hip-pelvis'],
  },
  'posture-correction': {
    tagline: 'Help for forward head posture, rounded shoulders and the stiffness of long desk days.',
    introduction:
      'Modern life pulls us forward: toward screens, steering wheels and phones. Over time the head drifts ahead of the shoulders, the shoulders round and the upper back stiffens, which loads the neck and low back and can leave you worn out by mid-afternoon. We take posture photos and measure\u00ADments, find which joints are stiff and which muscles are weak, and combine adjustments and massage with a short daily routine of corrective exercises and workstation changes that fit into your day.',
    symptoms: [
      'A head that sits forward of the shoulders',
      'Rounded shoulders and a hunched upper back',
      'Neck and upper-back ache after desk work',
      'Low back fatigue from standing or sitting',
      'Tension headaches at the end of the day',
      'Stiffness after driving or long flights',
    ],
    treatments: [
      'Posture analysis with photos and measure\u00ADments to track your progress',
      'Adjustments to restore motion in the neck, upper back and pelvis',
      'Massage for tight chest, neck and hip muscles',
      'Corrective exercises for the muscles that hold you upright',
      'Advice on your workstation, phone use and sleeping position',
    ],
    benefits: [
      'Sitting and standing taller with less effort',
      'Many patients notice less neck and back tension at the end of the day',
      'Visible progress in your follow-up posture photos',
      'Habits that help protect your spine for the long run',
    ],
    relatedServices: ['head-neck', 'back-spine', 'scoliosis', 'tmj-jaw'],
  },
  'pediatric-pregnancy': {
    tagline: 'Gentle, adapted care for expecting mothers, infants and growing children.',
    introduction:
      'Pregnancy changes your posture, your balance and the way your pelvis carries weight, and many expecting mothers feel it in the low back, hips or pelvis. Children, too, go through tumbles, growth spurts and heavy backpacks. For both, care looks very different from a typical adult adjustment: we use pregnancy-friendly positioning and cushions, very light pressure for children, and we work alongside your OB, midwife or pediatrician. Every step is explained, and parents stay with their children throughout the visit.',
    symptoms: [
      'Low back, hip or pelvic pain during pregnancy',
      'Sciatic-type pain down the leg while pregnant',
      'Rib and round-ligament discomfort as the baby grows',
      'Posture strain from carrying and feeding a newborn',
      'Back or neck discomfort from heavy backpacks, sports or growth spurts',
      'Aches after the bumps and falls of childhood',
    ],
    treatments: [
      'A gentle exam adapted to your trimester or your child’s age',
      'Pregnancy-friendly adjustments with supportive cushions and side-lying positions',
      'Very light-pressure techniques for infants and children',
      'Massage for tired back and hip muscles during pregnancy',
      'Posture, lifting and backpack advice for the whole family',
    ],
    benefits: [
      'Many expecting mothers find it easier to sleep, walk and stay active',
      'More comfortable carrying, feeding and lifting after the birth',
      'Children who move and play in comfort',
      'Care that works alongside your OB, midwife or pediatrician',
    ],
    note: 'Please tell us about any pregnancy complications, and check with your OB or midwife before starting new care.',
    relatedServices: ['hip-pelvis', 'back-spine', 'posture-correction', 'scoliosis'],
  },
  'pre-post-surgery': {
    tagline: 'Conservative care that works alongside your surgeon, before and after a procedure.',
    introduction:
      'Surgery is sometimes the right choice, and how your body moves before and after it can make the process smoother. Before a planned procedure, gentle care and exercises may help you keep your mobility and strength. After surgery, once your surgeon has cleared you, we help with the stiffness and compensation that often show up around the operated area: the neck and upper back after a shoulder repair, or the hips and low back after a knee replacement. We never treat over a healing surgical site, and we follow your surgeon’s restrictions at every visit.',
    symptoms: [
      'Stiffness and lost mobility while you wait for a procedure',
      'Back or neck pain from favoring one side after surgery',
      'Muscle tension from crutches, slings or limited movement',
      'Tightness around a scar once the incision has fully healed',
      'Hesitation about moving normally again',
    ],
    treatments: [
      'Care planned around your surgeon’s instructions and timeline',
      'Gentle adjustments to areas away from the surgical site',
      'Laser therapy and massage for muscles that are compen\u00ADsating',
      'Mobility and strength exercises, progressed as you are cleared',
      'Updates to your surgeon or physical therapist, with your consent',
    ],
    benefits: [
      'Better mobility going into a planned procedure',
      'Less strain in the areas that compensate during recovery',
      'Many patients feel more confident moving normally again',
      'A coordinated plan alongside your medical team',
    ],
    note: 'We start post-surgical care only after your surgeon has cleared you for it.',
    relatedServices: ['knee', 'shoulder', 'back-spine', 'hip-pelvis'],
  },
  'car-accident': {
    tagline: 'A thorough evaluation and gentle care for whiplash and other injuries after a collision.',
    introduction:
      'Even a low-speed collision can whip the head and neck faster than the muscles can react, and symptoms such as neck pain, headaches or back pain sometimes appear only hours or days later, so it is worth being checked even if you feel fine. We take a detailed history, examine you carefully, take X-rays when they are needed and document your injuries clearly. Care may include gentle adjustments, laser therapy and massage, progressed as you heal, and we refer you for further imaging or medical care whenever your symptoms call for it.',
    symptoms: [
      'Neck pain and stiffness (whiplash)',
      'Headaches that began after the accident',
      'Mid or low back pain',
      'Tingling in the shoulder, arm or hand',
      'Dizziness, poor sleep or trouble concentrating',
      'Soreness that appeared days after the collision',
    ],
    treatments: [
      'A detailed exam, X-rays when needed and clear documen\u00ADtation of your injuries',
      'Gentle adjustments as your tissues allow',
      'Laser therapy and massage to help ease muscle guarding',
      'Stabilizing exercises as you recover',
      'A referral for advanced imaging or medical care when symptoms call for it',
    ],
    benefits: [
      'A clear record of your injuries and your progress',
      'Many patients regain neck and back mobility step by step',
      'Less stiffness and fewer headaches for many patients',
      'A guided return to work, driving and daily activities',
    ],
    note: 'After an accident, severe pain, numbness, weakness, confusion or a severe headache need emergency care first: call 911 or go to the nearest emergency room.',
    relatedServices: ['head-neck', 'back-spine', 'shoulder', 'rib-collarbone'],
  },
};
