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
import { clinicWords } from './clinic.js';
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

/** The words of the two contact forms, their toasts, their confirmation pages and the server's answers. */
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
  /** The way back from a form's confirmation page. */
  sentBack: { home: 'Back to the home page', contactPage: 'Back to the contact page' },
  /** The home page's contact section, beside the card with its form. */
  homeSection: {
    eyebrow: 'Get in Touch',
    title: homeSections.contact.title,
    intro: `Book your visit online, call us, or send a message: we reply ${clinicWords.replyPromise}.`,
    call: 'Call us',
    email: 'Email',
    visit: 'Visit',
    hours: 'Office hours',
  },
  /** The card that switches between a call to action and the home form. */
  homeCard: {
    title: `Your First Visit for $${clinic.special.price}`,
    offer: `Consultation, X-rays, adjustment and laser therapy: a $${clinic.special.regularValue}+ value, so you save $${clinic.special.savings}+. Cash only, with a detailed receipt for possible reimburse\u00ADment.`,
    schedule: homeSections.contact.schedule,
    message: homeSections.contact.message,
    back: 'Back',
    call: `Prefer to talk? Call ${phone}.`,
  },
  /** What the server answers about a submission: in JSON, and as the alert of a native post's page. */
  answers: {
    validation: 'Please check the highlighted fields.',
    unavailable: `We could not save your message right now. Please try again later or call us at ${phone}.`,
    rejected: `We could not deliver your message. Please call us at ${phone}.`,
    addressFull: `Your earlier messages are still waiting to reach us, so we cannot take another from your connection right now. Please try again later or call us at ${phone}.`,
    rateLimited: (minutes: number) =>
      `Too many messages were sent from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or call us at ${phone}.`,
    crossSite: `Your message was not sent: this form can only be sent from its page on our website. Please check it and send it again here, or call us at ${phone}.`,
  },
  /** A post whose body could not be read: the API's words, then the page a form without script is answered with. */
  unreadable: {
    tooLarge: 'The message is too long.',
    invalidJson: 'The request body is not valid JSON.',
    charset: 'Send the form in UTF-8.',
    badRequest: 'The request body could not be read.',
    mediaType: 'Send the form as application/x-www-form-urlencoded or application/json.',
    /** The API takes JSON only. */
    apiMediaType: 'Send the form as application/json.',
    apiCharset: 'Send the form as UTF-8 JSON.',
    page: {
      tooLarge: {
        title: 'Your message is too long',
        problem: 'Your message is longer than this form accepts, so it was not sent.',
        next: 'Please shorten it and send it again',
      },
      mediaType: {
        title: 'We could not read your message',
        problem: 'Your message did not arrive the way this form sends it, so it was not sent.',
        next: 'Please send it again from the form',
      },
      damaged: {
        title: 'We could not read your message',
        problem: 'Your message arrived incomplete or damaged, so it was not sent.',
        next: 'Please send it again',
      },
      goBack: "Go back with your browser's Back button: what you typed is still in the form.",
      /** Between what to do next and the clinic's phone number. */
      orCall: ', or call us at ',
      home: 'Return to Home',
      reference: 'Reference:',
    },
  },
};
