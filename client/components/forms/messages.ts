/** The forms' toasts, worded exactly as the clinic asked. */
export const toasts = {
  home: {
    success: { title: 'Success!', description: "Your message has been sent successfully. We'll get back to you soon!" },
    failure: {
      title: 'Error',
      description: 'There was an error sending your message. Please try again or call us directly.',
    },
  },
  contactPage: {
    success: { title: 'Message sent', description: "Thanks! We'll be in touch shortly." },
    failure: { title: 'Failed to send', fallback: 'Please try again later.' },
  },
} as const;

/** The confirmation a form's native post leads to: the same words as its success toast, and a way back. */
export const sentPages = {
  home: { ...toasts.home.success, back: { href: '/', label: 'Back to the home page' } },
  'contact-page': { ...toasts.contactPage.success, back: { href: '/contact', label: 'Back to the contact page' } },
} as const;
export type SentPageCopy = (typeof sentPages)[keyof typeof sentPages];
