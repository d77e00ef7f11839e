import { clinic, fullAddress } from '../../../shared/clinic.js';
import { clinicWords } from './clinic.js';
import type { DocumentContent, DocumentSectionContent } from '../../content/document.js';

/** A part of the site inside an outside vendor's frame, and the other way to do what it does. */
export type KnownLimit = {
  part: string;
  /** Where on the site it is and who supplies it. */
  where: string;
  alternative: string;
};

export type StatementSection = DocumentSectionContent & { knownLimits?: KnownLimit[] };

export type AccessibilityStatement = DocumentContent<StatementSection> & {
  /** The day the statement was last reviewed ('2026-11-23'); the page writes it in its language. */
  lastReviewed: string;
};

const name = clinic.name;
const phone = clinic.phone.display;

/*
 * What the site aims for, how it is checked and what it cannot vouch for. Every sentence describes
 * what the site and its tests actually do: keep it so when either changes.
 */
export const accessibilityStatement: AccessibilityStatement = {
  title: 'Accessibility Statement',
  lastReviewed: '2026-11-23',
  intro: [
    `${name} wants everyone to be able to use this website: to read about our care, find us, get in touch and book a visit, whatever device, browser settings or assistive technology you use.`,
    'This statement explains what we aim for, how we check the site, which parts we do not fully control and how to tell us about a problem.',
  ],
  sections: [
    {
      id: 'our-target',
      heading: 'Our target',
      blocks: [
        'We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard for accessible websites published by the World Wide Web Consortium (W3C).',
        'In practice, you should be able to:',
        {
          list: [
            'use every page on a phone screen as narrow as 320 pixels without scrolling sideways;',
            'make the text twice as large in your browser without losing any content;',
            'reach every link, button and form field with the keyboard alone, and always see where you are;',
            'use the site with a Windows contrast theme;',
            'ask your device for reduced motion and have the site respect it.',
          ],
        },
      ],
    },
    {
      id: 'how-we-check',
      heading: 'How we check the site',
      blocks: [
        'Automated tests run two accessibility checkers, axe-core and IBM Equal Access, on every page at a phone width (390 pixels) and a desktop width (1366 pixels).',
        'We also check the pages in a real browser:',
        {
          list: [
            'at screen widths from 320 pixels up to 1920 pixels;',
            'with the browser’s text size set to 200%;',
            'with the extra line, paragraph, letter and word spacing that WCAG’s text-spacing rule describes;',
            'with the keyboard only: booking a visit, the menus, the forms, the image carousel, the testimonials and the questions and answers;',
            'with Windows contrast themes (forced colors);',
            'with reduced motion turned on: then the home page’s background video does not play.',
          ],
        },
        'Automated tools cannot find every problem, and no test replaces the people who use the site. That is why we want to hear from you.',
      ],
    },
    {
      id: 'known-limits',
      heading: 'Known limits',
      blocks: [
        'A few parts of the site are shown in frames supplied by outside vendors. We chose them with care, but we do not control what is inside their frames, so we cannot promise that they meet the same standard. Each one has another way to do the same thing:',
      ],
      knownLimits: [
        {
          part: 'Online booking',
          where: 'The calendar in the “Schedule Your Appointment” window, supplied by our scheduling provider.',
          alternative: `Call us at ${phone} and we will book your appointment with you. The booking window shows our phone number too.`,
        },
        {
          part: 'Payment form',
          where: 'On the Payment page, supplied by our payment processor.',
          alternative: `Call us at ${phone} and we will help you make your payment.`,
        },
        {
          part: 'Map',
          where: 'On the Contact page, supplied by a map provider.',
          alternative: `Our address is written out on the Contact page and at the foot of every page: ${fullAddress}.`,
        },
        {
          part: 'Background video',
          where: 'At the top of the home page, supplied by a video host.',
          alternative:
            'None needed: the video is decoration only and carries no information; a still photo shows in its place. It does not play when your device asks for reduced motion, and the “Pause background video” button stops it.',
        },
      ],
    },
    {
      id: 'report-a-barrier',
      heading: 'Report a barrier',
      blocks: [
        'If something on this site is hard or impossible for you to use, please tell us. Let us know the page, what you were trying to do and what went wrong, and we will help you with what you came for in the meantime.',
        `Call us during our office hours (listed on the Contact page) or send us an e-mail: we reply ${clinicWords.replyPromise}.`,
      ],
      contactDetails: true,
    },
  ],
};
