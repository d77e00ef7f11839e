import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  localeInfo,
  localeOfPath,
  localePrefix,
  localizePath,
  locales,
  pathWithoutLocale,
} from '../../shared/locale.js';

const others = locales.filter((locale) => locale !== defaultLocale);

describe('the languages’ addresses', () => {
  it('keeps the default language at the bare paths', () => {
    expect(localePrefix(defaultLocale)).toBe('');
    for (const path of ['/', '/special', '/blog/a-post?page=2', '/contact#contact-form']) {
      expect(localizePath(path, defaultLocale)).toBe(path);
      expect(localeOfPath(path)).toBe(defaultLocale);
      expect(pathWithoutLocale(path)).toBe(path);
    }
  });

  it('puts every other language under its own prefix, and reads it back', () => {
    for (const locale of others) {
      const prefix = `/${locale}`;
      expect(localePrefix(locale)).toBe(prefix);
      expect(localizePath('/', locale)).toBe(prefix);
      expect(localizePath('/special', locale)).toBe(`${prefix}/special`);
      expect(localizePath('/?page=2', locale)).toBe(`${prefix}?page=2`);
      expect(localizePath('/contact#contact-form', locale)).toBe(`${prefix}/contact#contact-form`);
      for (const path of [prefix, `${prefix}/special`, `${prefix.toUpperCase()}/special`]) {
        expect(localeOfPath(path)).toBe(locale);
      }
      expect(pathWithoutLocale(`${prefix}/special`)).toBe('/special');
      expect(pathWithoutLocale(prefix)).toBe('/');
      // Already in a language: left as it is.
      expect(localizePath(`${prefix}/special`, locale)).toBe(`${prefix}/special`);
    }
  });

  it('leaves alone what is not a site path', () => {
    for (const locale of locales) {
      for (const href of ['https://example.com/x', '//cdn.example/x', 'tel:+17275550142', '#main', 'mailto:a@b.c']) {
        expect(localizePath(href, locale)).toBe(href);
      }
    }
  });

  it('does not take a word that only starts like a language for its prefix', () => {
    for (const locale of others) expect(localeOfPath(`/${locale}x/page`)).toBe(defaultLocale);
    expect(localeOfPath(`/${defaultLocale}/special`)).toBe(defaultLocale);
  });

  it('names each language for the page head and for Intl', () => {
    for (const locale of locales) {
      const info = localeInfo[locale];
      expect(Intl.getCanonicalLocales(info.htmlLang)).toEqual([info.htmlLang]);
      expect(info.htmlLang.toLowerCase().startsWith(locale)).toBe(true);
      expect(info.ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(new Intl.DateTimeFormat(info.intl).resolvedOptions().locale).toBe(info.intl);
    }
  });
});
