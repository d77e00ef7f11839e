import { clinic } from '../../../shared/clinic.js';
import type { DocumentContent } from '../../content/document.js';

export type LegalDocument = DocumentContent & {
  /** The day the policies took effect ('2025-08-15'); the page writes it in its language. */
  effectiveDate: string;
};

const effectiveDate = '2025-08-15';

const name = clinic.name;
const { price, regularValue } = clinic.special;

/*
 * Plain-language policies for the website. They describe what the site actually does (contact forms,
 * embedded booking, payment, map and video providers, server logs, no tracking cookies of its own);
 * the operator should have them reviewed by counsel before relying on them.
 */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate,
  intro: [
    `This Privacy Policy explains what information ${name} (“we”, “us”) collects through this website, how we use it and the choices you have. We have tried to keep it short and clear.`,
    'It covers the website only. Health information you share with us as a patient at the clinic is protected by federal law (HIPAA) and described in our Notice of Privacy Practices, which you receive at your first visit and can request at any time.',
  ],
  sections: [
    {
      id: 'information-you-give-us',
      heading: 'Information you give us',
      blocks: [
        'When you send us a message through a contact form on this website, we receive what you enter:',
        {
          list: [
            'your name (on the Contact page, your first and last name);',
            'your e-mail address and phone number;',
            'the subject and text of your message.',
          ],
        },
        'We also record which form the message came from. Please do not include detailed medical information in a form message; we are happy to discuss your health by phone or in person.',
      ],
    },
    {
      id: 'information-collected-automatically',
      heading: 'Information collected automatically',
      blocks: [
        'Like nearly every website, our web server keeps logs of the requests it receives. Each log entry holds your IP address, the date and time, the page requested, the response status, the referring page and the browser type your device reports.',
        'We use server logs only to keep the website secure and working: to find errors, to stop abuse such as automated form spam and to understand load. Logs are kept for no longer than 90 days, unless we need them longer to investigate a security incident.',
        'This website does not use advertising cookies, analytics trackers or tracking pixels of its own.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        {
          list: [
            'to answer your message and to help you book or change an appointment;',
            'to follow up about the services you asked about (you can ask us to stop at any time);',
            'to operate, protect and improve this website;',
            'to meet our legal obligations.',
          ],
        },
        'We do not sell or rent your personal information, and we do not share it with anyone for their own marketing.',
      ],
    },
    {
      id: 'service-providers',
      heading: 'Booking, payment and other service providers',
      blocks: [
        'A few trusted companies help us run this website. Each receives only what it needs to provide its service:',
        {
          list: [
            'Contact forms: messages you send are passed through our hosting and a secure back-end service to the clinic’s e-mail and patient-communi\u00ADcation systems, so our team can reply.',
            'Online booking: the scheduling form in the booking window is provided directly by our online scheduling provider. What you enter there is collected by that provider under its own privacy policy and shared with us so we can confirm your appointment.',
            'Payments: the form on our Payment page is provided by our payment processor. Your card details go directly to the processor; we never see or store your full card number.',
            'Maps and video: the Contact page shows an embedded map, and the home page shows a video from a video hosting service. When this content loads, those providers may receive your IP address and set their own cookies.',
          ],
        },
        'These providers handle information under their own privacy policies, which we encourage you to read.',
      ],
    },
    {
      id: 'sharing',
      heading: 'When we share information',
      blocks: [
        'Besides the service providers above, we share personal information only when the law requires it, to protect the safety or rights of our patients, staff or others, or as part of a transfer of the practice, in which case this policy continues to apply to your information.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'This website does not set cookies for tracking or advertising. Embedded content from the providers named above may set cookies of its own. You can block or delete cookies in your browser settings; the website still works without them, although an embedded form may not.',
      ],
    },
    {
      id: 'retention-and-security',
      heading: 'How long we keep information, and how we protect it',
      blocks: [
        'We keep contact-form messages for as long as we need them to answer you and to keep a record of our corre\u00ADspondence, and server logs for no longer than 90 days as described above.',
        'The website is served over an encrypted connection (HTTPS), access to messages is limited to the clinic staff who need it, and our providers use industry-standard safeguards. No method of transmission or storage is completely secure, but we work hard to protect your information.',
      ],
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      blocks: [
        'This website is not intended for children under 13, and we do not knowingly collect personal information from children under 13. A parent or guardian should contact us to arrange care for a child.',
        'If you believe a child under 13 has sent us personal information through this website, please contact us and we will delete it.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        'You may ask us to show you, correct or delete the personal information you have sent through this website, or to stop contacting you about our services. Just write or call using the details below; we will answer within a reasonable time and may need to confirm your identity first.',
      ],
    },
    {
      id: 'other-websites',
      heading: 'Links to other websites',
      blocks: [
        'This website links to other sites, such as our Facebook and Instagram pages. Those sites have their own privacy practices, which we do not control.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. When we do, we will change the effective date at the top of this page. Significant changes will be highlighted on the website.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: ['Questions about this policy or your information? Please get in touch:'],
      contactDetails: true,
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate,
  intro: [
    `These Terms of Service (“Terms”) apply to your use of the ${name} website. By using the website you agree to them; if you do not agree, please do not use it.`,
  ],
  sections: [
    {
      id: 'medical-information',
      heading: 'Health information on this website',
      blocks: [
        'The articles, service descriptions and other content on this website are general information. They are not medical advice, a diagnosis or a treatment plan, and they are no substitute for an examination by a qualified health professional.',
        'Using this website, or sending us a message through it, does not create a doctor–patient relationship. That relationship begins only when you are seen and accepted as a patient at the clinic.',
        'In an emergency, call 911 or go to the nearest emergency room. Do not use the contact forms for urgent matters.',
      ],
    },
    {
      id: 'appointments',
      heading: 'Appointments and online booking',
      blocks: [
        'You can request appointments through the booking window on this website, which is provided by our online scheduling provider, or by phone. An appointment is confirmed once you receive our confirmation. If you need to cancel or reschedule, please let us know as early as you can so we can offer the time to another patient.',
      ],
    },
    {
      id: 'new-patient-special',
      heading: 'The New Patient Special',
      blocks: [
        `The $${price} New Patient Special is available to new patients of the clinic and includes a consultation, X-rays, an adjustment and laser therapy (a regular value of $${regularValue}+).`,
        {
          list: [
            'It is cash only, and no insurance is accepted for it.',
            'We provide a detailed receipt that you may submit to your insurer or health savings account for possible reimburse\u00ADment; we cannot guarantee that any insurer will reimburse you.',
            'X-rays are taken when the doctor determines they are clinically appropriate, and all care is subject to the doctor’s professional judgment.',
            'One special per new patient. We may change or end the offer at any time; the offer shown when you book applies to that appointment.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        'Payments made on our Payment page are processed by our payment processor in a secure embedded form and are subject to its terms as well as these. We do not receive or store your full card details. If you have a question about a charge, please contact us before disputing it with your bank so we can help quickly.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using the website',
      blocks: [
        'You may use this website for personal, non-commercial purposes. You agree not to:',
        {
          list: [
            'send false, misleading, abusive or unlawful messages through the forms;',
            'try to gain unauthorized access to the website, its servers or the data of others;',
            'interfere with the website’s operation, for example with automated requests or malicious code;',
            'copy or republish the website’s content without our written permission, except to share a link.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Content and trademarks',
      blocks: [
        `The text, images, logos and design of this website belong to ${name} or its licensors and are protected by copyright and trademark law.`,
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party services and links',
      blocks: [
        'Parts of this website are provided by other companies, such as the booking window, the payment form, the map and the video, and the website links to social media pages. We are not responsible for the content, availability or practices of those services, which have their own terms.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'No warranties',
      blocks: [
        'We work to keep the website accurate and available, but it is provided “as is” and “as available”. We do not promise that it will always be error-free, complete, current or uninterrupted, and we may change or remove content at any time.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        `To the fullest extent permitted by law, ${name} and its practitioners and staff are not liable for any indirect, incidental or consequential loss arising from your use of, or inability to use, this website. Nothing in these Terms limits any liability that cannot be limited under Florida law, and these Terms do not govern the clinical care you receive at the clinic.`,
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        `These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules. Any dispute arising from these Terms or your use of this website will be brought only in the courts located in ${clinic.county}, Florida, and you agree to the jurisdiction of those courts.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      blocks: [
        'We may update these Terms from time to time. The effective date at the top of this page shows when they last changed. Using the website after a change means you accept the updated Terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: ['Questions about these Terms? Please get in touch:'],
      contactDetails: true,
    },
  ],
};
