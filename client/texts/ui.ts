import type { Locale } from '../../shared/locale.js';
import type { NoExtraTexts } from './exact.js';
import { ui as en } from './en/ui.js';
import { ui as es } from './es/ui.js';

/** The words of the site's frame and shared components in one language: the English modules' shape. */
export type UiTexts = typeof en;

/** Every language's frame texts. A language missing a text, or with one too many, is a type error here. */
export const uiTexts: Record<Locale, UiTexts> = { en, es: es satisfies NoExtraTexts<UiTexts, typeof es> };
