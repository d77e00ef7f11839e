import { formMessages } from '../../../shared/schemas/messages.js';
import type { forms as FormWords } from '../../texts/en/forms-words.js';

/**
 * The words each form's island takes as props, picked by the server component that renders it out of the
 * page's language: plain data, only what the island shows (its props are in the page's HTML).
 */

type Forms = typeof FormWords;

/** What both forms' shells show: the required-fields note, the submit button, the honeypot's label. */
const shellTexts = (forms: Forms) => ({
  requiredNote: forms.requiredNote,
  send: forms.send,
  sending: forms.sending,
  honeypot: forms.honeypot,
});
export type ShellTexts = ReturnType<typeof shellTexts>;

export function homeFormTexts(forms: Forms) {
  return {
    ...shellTexts(forms),
    name: forms.names.home,
    labels: forms.labels.home,
    hint: forms.homeMessageHint,
    messages: formMessages(forms.validation, 'home'),
    toasts: forms.toasts.home,
  };
}
export type HomeFormTexts = ReturnType<typeof homeFormTexts>;

export function contactPageFormTexts(forms: Forms) {
  return {
    ...shellTexts(forms),
    name: forms.names.contactPage,
    labels: forms.labels.contactPage,
    messageCount: forms.messageCount,
    messages: formMessages(forms.validation, 'contactPage'),
    toasts: forms.toasts.contactPage,
    notifications: forms.notifications,
  };
}
export type ContactPageFormTexts = ReturnType<typeof contactPageFormTexts>;

/** The home page's contact card: its call to action, the home form and the toasts. */
export function homeCardTexts(forms: Forms) {
  return { ...forms.homeCard, form: homeFormTexts(forms), notifications: forms.notifications };
}
export type HomeCardTexts = ReturnType<typeof homeCardTexts>;
