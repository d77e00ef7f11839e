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
