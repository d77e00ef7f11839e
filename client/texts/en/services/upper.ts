import { clinic } from '../../../../shared/clinic.js';
import type { ServiceDetails, ServiceSlugIn } from '../../../content/services.js';

/** Page copy of the Upper Extension services. Claims stay modest: care "may help", never "cures". */
export const upperDetails: Record<ServiceSlugIn<'upper'>, ServiceDetails> = {
  'head-neck': {
    tagline: 'Ease neck stiffness and tension headaches so you can turn, look up and rest comfortably again.',
    introduction: `Hours at a screen, a phone held at chest height or a night on the wrong pillow can leave the neck stiff and the head aching. Many of these problems start in the small joints and muscles of the upper spine. At ${clinic.name} we look at how your neck moves, where it is restricted and how your posture loads it, then use gentle adjustments, laser therapy and soft-tissue work to help it move freely again. Every step is explained first and adapted to your comfort.`,
    symptoms: [
      'Neck stiffness, especially first thing in the morning',
      'Tension headaches that start at the base of the skull',
      'Pain when turning your head to check a blind spot',
      'Tight, knotted muscles across the shoulders and upper back',
      'Aching after long hours at a desk, laptop or phone',
      'Pain that travels toward the shoulder blade or arm',
    ],
    treatments: [
      'A thorough exam of neck movement and posture, with X-rays when they are needed',
      'Gentle, specific adjustments for restricted joints of the neck and upper back',
      'Low-level laser therapy to help calm irritated tissues',
      'Massage and trigger-point work for the muscles that pull on the neck',
      'Simple stretches and workstation tips to use between visits',
    ],
    benefits: [
      'More comfortable movement when turning, looking up or looking down',
      'Many patients notice fewer and milder tension headaches',
      'Less tightness across the shoulders at the end of the day',
      'Easier sleep once the neck can settle',
      'A short home routine to help you keep your progress',
    ],
    relatedServices: ['tmj-jaw', 'shoulder', 'posture-correction', 'back-spine'],
  },
  'tmj-jaw': {
    tagline: 'Gentle care for a jaw that clicks, clenches or aches, in step with your dentist when that helps.',
    introduction:
      'The temporo\u00ADmandibular joint (TMJ) opens and closes hundreds of times a day as you talk, chew and yawn. When the muscles around it tighten, or the neck and upper back below it are out of balance, the jaw can click, lock or ache, and headaches often follow. We look at the jaw together with your neck and posture, use gentle mobilization and soft-tissue techniques, and coordinate with your dentist when a night guard or dental care is also part of the picture.',
    symptoms: [
      'Clicking, popping or grinding when you open or close your mouth',
      'Jaw pain or fatigue while chewing',
      'Clenching or teeth grinding, especially at night or under stress',
      'Aching around the ear, temple or cheek',
      'Difficulty opening your mouth fully',
      'Headaches that come with neck tension',
    ],
    treatments: [
      'An assessment of jaw opening, jaw tracking and neck posture',
      'Gentle mobilization of the jaw joint where appropriate',
      'Soft-tissue work for the chewing muscles of the face, temples and neck',
      'Adjustments to the upper neck, which shares muscles and nerves with the jaw',
      'Jaw-resting habits for the day, and a referral to your dentist when needed',
    ],
    benefits: [
      'Smoother, quieter jaw movement',
      'More comfortable chewing and speaking',
      'Less morning jaw tightness for many patients',
      'Fewer tension headaches linked to jaw and neck strain',
    ],
    relatedServices: ['head-neck', 'posture-correction', 'shoulder', 'car-accident'],
  },
  shoulder: {
    tagline: 'Reach, lift and sleep on your side again with care for stiff, sore or restricted shoulders.',
    introduction:
      'The shoulder is the most mobile joint in the body, which also makes it easy to strain. Overhead work, a golf or tennis swing, carrying children or simply sleeping on one side can leave it sore and stiff, and shoulder pain often starts in the neck or upper back. We examine the whole chain, from the neck and shoulder blade to the arm, and combine adjustments, laser therapy and massage with exercises that help the shoulder move well and stay strong.',
    symptoms: [
      'Pain when reaching overhead, behind your back or across your body',
      'A stiff shoulder that has slowly lost range of motion',
      'Aching when lying on the affected side',
      'Weakness or pain when lifting or carrying',
      'Clicking or catching in the joint',
      'Tension between the shoulder blades',
    ],
    treatments: [
      'Movement, strength and orthopedic testing to find the source of the pain',
      'Adjustments to the neck, upper back, shoulder blade and shoulder joint',
      'Laser therapy for irritated tendons and soft tissues',
      'Massage for tight muscles around the shoulder blade and chest',
      'Progressive mobility and strengthening exercises',
      'A referral for imaging or to a specialist when a tear needs a closer look',
    ],
    benefits: [
      'Greater range of motion for reaching and lifting',
      'More comfortable nights',
      'Many patients return to the gym, the garden or the golf course with more confidence',
      'Better shoulder blade control to help prevent flare-ups',
    ],
    relatedServices: ['head-neck', 'elbow', 'rib-collarbone', 'sports'],
  },
  'rib-collarbone': {
    tagline: 'Relief for the catching rib pain and collarbone strain that flare when you breathe, twist or sleep.',
    introduction:
      'Each rib meets the spine at small joints that can become irritated or restricted after a hard cough, a fall, a sudden twist or a heavy lift. The result is often a sharp, catching pain with a deep breath, or an ache that wraps around the chest. The collarbone joints, where it meets the breastbone and the shoulder, can be strained in similar ways. Once causes that need medical care have been ruled out, we use gentle adjustments, laser therapy and breathing exercises to help these joints move comfortably again.',
    symptoms: [
      'Sharp pain along a rib or between the shoulder blades with a deep breath',
      'Pain when twisting, coughing, sneezing or laughing',
      'Discomfort lying on your back or side',
      'A tender spot where the collarbone meets the breastbone or shoulder',
      'A feeling that a rib has "gone out" after lifting or reaching',
    ],
    treatments: [
      'A careful history and exam, with a medical referral whenever chest pain calls for one',
      'Gentle rib and mid-back adjustments to restore joint motion',
      'Laser therapy to help calm tender joints and muscles',
      'Soft-tissue work for the muscles between the ribs and around the shoulder girdle',
      'Breathing and mobility exercises to keep the rib cage moving',
    ],
    benefits: [
      'Fuller, easier breaths without that catching pain',
      'More comfortable twisting, reaching and sleeping',
      'Less tension around the shoulder blades',
      'Guidance to help prevent the same strain from returning',
    ],
    note: 'Chest pain can have causes other than the ribs. If it comes with shortness of breath or sweating, or spreads to your arm or jaw, call 911 right away.',
    relatedServices: ['back-spine', 'shoulder', 'posture-correction', 'car-accident'],
  },
  elbow: {
    tagline: 'Care for tennis elbow, golfer’s elbow and the overuse strain of work, hobbies and sport.',
    introduction:
      'Gripping a racket, a tool, a mouse or a garden trowel over and over can overload the tendons that attach at the elbow. The result is a nagging pain on the outside (tennis elbow) or the inside (golfer’s elbow) that makes everyday tasks like opening a jar surprisingly hard. We check the elbow along with the wrist, shoulder and neck, which all share the load, then combine laser therapy, soft-tissue work and joint care with a graded exercise plan that helps the tendon tolerate load again.',
    symptoms: [
      'Pain on the outside or inside of the elbow',
      'A weak or painful grip when lifting a cup, a bag or a tool',
      'Pain that flares with typing, gardening, racket sports or golf',
      'Stiffness when straightening the arm',
      'Tingling toward the ring and little fingers',
    ],
    treatments: [
      'Testing of grip strength, tendon load and nerve mobility',
      'Laser therapy for irritated tendons',
      'Massage of the forearm muscles',
      'Adjustments and mobilization of the elbow, wrist and neck where they are restricted',
      'A progressive tendon-loading program, plus tips on grip and equipment',
    ],
    benefits: [
      'A stronger, more comfortable grip',
      'Many patients get back to their sport or hobby with less pain',
      'Less forearm tightness after a day’s work',
      'Know-how to adjust technique and workload to help prevent a relapse',
    ],
    relatedServices: ['hand-wrist', 'shoulder', 'sports', 'head-neck'],
  },
  'hand-wrist': {
    tagline: 'Help for wrist strain, tingling fingers and the aches of repetitive work.',
    introduction:
      'Typing, texting, cutting hair, crafting and lifting little ones all ask a lot of the small joints and tendons of the wrist and hand. When they are overloaded you may notice aching, weakness, or tingling and numbness in the fingers, sometimes at night. Nerve irritation can start at the wrist, the elbow or the neck, so we check all three. Care combines gentle joint mobilization, laser therapy and soft-tissue work with practical changes to how you work.',
    symptoms: [
      'Aching or stiffness in the wrist after typing or gripping',
      'Tingling or numbness in the thumb and fingers, often at night',
      'A weak grip, or dropping things',
      'Pain at the base of the thumb',
      'Soreness that lingers after a fall onto an outstretched hand',
    ],
    treatments: [
      'Testing of wrist motion, grip and nerve function from the neck to the fingertips',
      'Gentle mobilization of the small bones of the wrist and hand',
      'Laser therapy to help calm irritated tendons and tissues',
      'Soft-tissue work for the forearm and hand',
      'Nerve-gliding and strengthening exercises, plus workstation and tool advice',
    ],
    benefits: [
      'Less aching and stiffness through the workday',
      'Many patients notice less tingling at night',
      'A stronger, steadier grip',
      'Simple habits that protect your hands over time',
    ],
    relatedServices: ['elbow', 'shoulder', 'head-neck', 'posture-correction'],
  },
  'back-spine': {
    tagline: 'Chiropractic adjustments and laser therapy for low back pain, mid-back tightness and spinal stiffness.',
    introduction:
      'Back pain is one of the most common reasons people visit a chiropractor, and one of the most common reasons people miss work. It can follow a single awkward lift or build up over years of sitting, standing or driving. After a careful exam, with X-rays when they are needed, we use specific adjustments to restore motion in stiff spinal joints, laser therapy and massage for the surrounding muscles, and a short list of exercises that help your back stay strong between visits.',
    symptoms: [
      'Dull, aching low back pain after sitting or standing',
      'Sharp pain when bending, lifting or getting out of a chair',
      'Mid-back tightness between the shoulder blades',
      'Pain that travels into the buttock or down the leg',
      'Stiffness first thing in the morning',
      'Muscle spasms that make it hard to stand up straight',
    ],
    treatments: [
      'A thorough exam, with on-site X-rays when they are needed',
      'Specific spinal adjustments for restricted joints',
      'Laser therapy to help calm irritated tissues',
      'Therapeutic massage for tight, guarded muscles',
      'Core and mobility exercises, plus advice on lifting and sitting',
    ],
    benefits: [
      'Easier bending, lifting and getting in and out of the car',
      'Many patients feel looser and more comfortable within a few visits',
      'More comfortable sitting and sleeping',
      'A plan to help reduce future flare-ups',
    ],
    relatedServices: ['hip-pelvis', 'posture-correction', 'sports', 'car-accident'],
  },
};
