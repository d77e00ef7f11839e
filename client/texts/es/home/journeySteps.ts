import { journeySteps as english, type JourneyStep, type JourneyStepId } from '../../en/home/journeySteps.js';

export type { JourneyStep, JourneyStepId } from '../../en/home/journeySteps.js';

type StepText = Pick<JourneyStep, 'title' | 'description'> & { alt: string };

/** The Spanish text of each step, by the English step's id; icon, side and photo come from the English. */
const spanish: Record<JourneyStepId, StepText> = {
  1: {
    title: 'Agende su visita',
    description:
      'Reserve en línea en un minuto o llámenos. Elija el horario que más le convenga; las primeras horas de la mañana y las últimas de la tarde se llenan primero.',
    alt: 'Un teléfono con una cita reservada junto a una taza de café',
  },
  2: {
    title: 'Complete su formulario de admisión en casa',
    description:
      'Llene su historial de salud desde su sofá, a su propio ritmo. Si llega con él ya completo, podemos dedicarle a usted más tiempo de su visita.',
    alt: 'Una computadora portátil con un formulario de historial de salud sobre una mesa en casa',
  },
  3: {
    title: 'Una cálida bienvenida',
    description:
      'Nuestro equipo de recepción le saluda por su nombre, le ofrece un vaso de agua y le muestra la clínica. Sin portapapeles ni largas esperas.',
    alt: 'El luminoso mostrador de recepción de la clínica, con una planta y un letrero de bienvenida',
  },
  4: {
    title: 'Conver\u00ADsación de consulta',
    description:
      'Siéntese con su quiropráctico para hablar de lo que le duele, cuándo empezó, qué ha probado y qué quiere volver a hacer.',
    alt: 'Dos sillas frente a frente en una tranquila sala de consulta',
  },
  5: {
    title: 'Evaluación del movimiento',
    description:
      'Revisamos su postura, rango de movimiento, fuerza y reflejos, y tomamos radiografías cuando son necesarias; luego le explicamos lo que encontramos en palabras sencillas.',
    alt: 'Una tabla de postura y un modelo de columna en la sala de evaluación',
  },
  6: {
    title: 'Su primer ajuste',
    description:
      'Cuando la atención quiropráctica es adecuada para usted, su primer ajuste suave se hace el mismo día, a menudo seguido de unos minutos de terapia láser.',
    alt: 'Una camilla de ajustes acolchada en una sala de tratamiento soleada',
  },
  7: {
    title: 'Ejercicios en casa',
    description:
      'Usted se va con una rutina corta y sencilla de estiramientos y ejercicios que ayuda a que su progreso se mantenga entre visitas.',
    alt: 'Una colchoneta de yoga, una banda elástica y una pelota de ejercicio, listas para estirar en casa',
  },
};

/** A new patient's first visit, in order, in Spanish. */
export const journeySteps: readonly JourneyStep[] = english.map((step) => {
  const { alt, ...text } = spanish[step.id];
  return { ...step, ...text, image: { ...step.image, alt } };
});
