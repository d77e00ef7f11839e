import { contactPageFormTexts } from '../../../components/forms/island-texts.js';
import { forms } from '../forms-words.js';

/** The contact page's form: its labels, messages and toasts. */
export const words = { texts: contactPageFormTexts(forms) };
