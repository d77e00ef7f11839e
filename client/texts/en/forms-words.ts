import { clinic } from '../../../shared/clinic.js';
import {
  contactPageLimits,
  contactPayloadLimits,
  homeContactLimits,
  homeContactMinimums,
  type ContactPageField,
  type HomeContactField,
} from '../../../shared/schemas/fields.js';
import type { ValidationTexts } from '../../../shared/schemas/messages.js';
import { homeSections } from './home/sections.js';

const home = homeContactLimits;
const page = contactPageLimits;
const phone = clinic.phone.display;

/**
 * The forms' messages, exactly as the clinic states them: under each field (the browser's and the server's
 * alike), and in the API's answers.
 */
const validation = {
  formatting: 'Please remove unusual formatting characters (typing the text instead of pasting it helps).',
  source: 'Unknown source',
  home: {
    name: {
      required: `Name must be at least ${homeContactMinimums.name} characters`,
      max: `Name must be less than ${home.name} characters`,
      line: 'Name must be a single line of plain text',
    },
    email: {
      required: 'Please enter a valid email address',
      max: `Email must be less than ${home.email} characters`,
    },
    phone: {
      required: 'Please enter a valid phone number',
      max: `Phone must be less than ${home.phone} characters`,
      line: 'Phone must be a single line of plain text',
    },
    message: {
      required: `Message must be at least ${homeContactMinimums.message} characters`,
      max: `Message must be less than ${home.message} characters`,
      line: 'Message contains characters that are not allowed',
    },
  },
  contactPage: {
    firstName: {
      required: 'First name is required',
      max: `First name must be less than ${page.firstName} characters`,
      line: 'First name must be a single line of plain text',
    },
    lastName: {
      max: `Last name must be less than ${page.lastName} characters`,
      line: 'Last name must be a single line of plain text',
    },
    email: { required: 'Invalid email address', max: `Email must be less than ${page.email} characters` },
    phone: {
      max: `Phone must be less than ${page.phone} characters`,
      line: 'Phone must be a single line of plain text',
    },
    subject: {
      max: `Subject must be less than ${page.subject} characters`,
      line: 'Subject must be a single line of plain text',
    },
    message: {
      required: 'Message is required',
      max: `Message must be less than ${page.message} characters`,
      line: 'Message contains characters that are not allowed',
    },
  },
  contactPayload: {
    name: {
      required: 'Name is required',
      max: `Name must be at most ${contactPayloadLimits.name} characters`,
      line: 'Name must be a single line of plain text',
    },
    email: { required: 'Invalid email address', max: `Email must be less than ${page.email} characters` },
    phone: {
      max: `Phone must be less than ${page.phone} characters`,
      line: 'Phone must be a single line of plain text',
    },
    message: {
      required: 'Message is required',
      max: `Message must be at most ${contactPayloadLimits.message} characters`,
      line: 'Message contains characters that are not allowed',
    },
  },
} satisfies ValidationTexts;

/** The words of the two contact forms and their toasts (their pages' words: form-pages-words.ts). */
export const forms = {
  /** Each form's own name, as assistive technology announces the form. */
  names: { home: 'Send us a message', contactPage: 'Contact form' },
  /** Each field's label (its accessible name). */
  labels: {
    home: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' } satisfies Record<
      HomeContactField,
      string
    >,
    contactPage: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
    } satisfies Record<ContactPageField, string>,
  },
  /** The note above the fields, around the red * that marks a required one. */
  requiredNote: { before: 'Fields marked ', after: ' are required.' },
  send: 'Send Message',
  sending: 'Sending...',
  /** The label of the field only bots fill in (no person sees or hears it). */
  honeypot: 'Website (leave this empty)',
  /** Under the home form's message. */
  homeMessageHint: 'A few words about what is bothering you, or your question for us.',
  /** Under the contact page's message: `{count}` filled in as the visitor types. */
  messageCount: `{count} of ${page.message} characters`,
  validation,
  /** The forms' toasts, worded exactly as the clinic asked. */
  toasts: {
    home: {
      success: {
        title: 'Success!',
        description: "Your message has been sent successfully. We'll get back to you soon!",
      },
      failure: {
        title: 'Error',
        description: 'There was an error sending your message. Please try again or call us directly.',
      },
    },
    contactPage: {
      success: { title: 'Message sent', description: "Thanks! We'll be in touch shortly." },
      failure: { title: 'Failed to send', fallback: 'Please try again later.' },
    },
  },
  /** Where the toasts appear, and their close button. */
  notifications: { label: 'Notifications', dismiss: 'Dismiss notification' },
  /** The card that switches between a call to action and the home form. */
  homeCard: {
    title: `Your First Visit for $${clinic.special.price}`,
    offer: `Consultation, X-rays, adjustment and laser therapy: a $${clinic.special.regularValue}+ value, so you save $${clinic.special.savings}+. Cash only, with a detailed receipt for possible reimburse\u00ADment.`,
    schedule: homeSections.contact.schedule,
    message: homeSections.contact.message,
    back: 'Back',
    call: `Prefer to talk? Call ${phone}.`,
  },
};
