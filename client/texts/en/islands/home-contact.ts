import { homeCardTexts } from '../../../components/forms/island-texts.js';
import { forms } from '../forms-words.js';

/** The home page's contact card: its call to action, the home form and its toasts. */
export const words = { texts: homeCardTexts(forms) };
