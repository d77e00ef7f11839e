import { clinic } from '../../../shared/clinic.js';
import { clinicWords } from './clinic.js';
import { homeSections } from './home/sections.js';

const phone = clinic.phone.display;

/**
 * The words of the forms' pages and the server's answers: the confirmation pages' way back, the home page's
 * contact section, and what the server says about a submission. No island shows them.
 */
export const formPages = {
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
