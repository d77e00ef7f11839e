import { createContext, useContext } from 'react';
import { localizePath, type Locale } from '../shared/locale.js';
import { siteNavigation, type SiteNavigation } from './content/navigation.js';
import { uiTexts, type UiTexts } from './texts/ui.js';

type LocaleValue = { locale: Locale; texts: UiTexts; navigation: SiteNavigation };

const LocaleContext = createContext<LocaleValue | null>(null);

// One value per language: the menus are built once.
const values = new Map<Locale, LocaleValue>();

function valueFor(locale: Locale): LocaleValue {
  let value = values.get(locale);
  if (!value) {
    const texts = uiTexts[locale];
    value = { locale, texts, navigation: siteNavigation(texts.navigation, locale) };
    values.set(locale, value);
  }
  return value;
}

/**
 * The page's language for the server's render. Islands render without it (their words come in their
 * props), so a component an island renders takes its words as props.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={valueFor(locale)}>{children}</LocaleContext.Provider>;
}

function useLocaleValue(): LocaleValue {
  const value = useContext(LocaleContext);
  if (!value)
    throw new Error('the page language is unknown here: render inside <LocaleProvider>, or pass the words as props');
  return value;
}

export const useLocale = (): Locale => useLocaleValue().locale;

/** The frame's words in the page's language. */
export const useTexts = (): UiTexts => useLocaleValue().texts;

/** The menus in the page's language. */
export const useNavigation = (): SiteNavigation => useLocaleValue().navigation;

/** Turns a site path into the same page in the page's language ('/special' → '/es/special' on a Spanish page). */
export function useLocalize(): (path: string) => string {
  const { locale } = useLocaleValue();
  return (path) => localizePath(path, locale);
}
