import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { sentPageContent } from '../../client/components/forms/messages.js';
import { fill } from '../../client/lib/fill.js';
import { uiTexts } from '../../client/texts/ui.js';
import { rateLimitMessage, submissionAnswers } from '../../server/forms/answers.js';
import { apiLocale } from '../../server/forms/language.js';
import { unreadableAnswer, unsupportedMediaType } from '../../server/forms/post-body.js';
import { unreadablePostPageHtml } from '../../server/forms/unreadable-post-page.js';
import { locales } from '../../shared/locale.js';
import { formAddressesIn, formIds } from '../../shared/schemas/form-posts.js';
import { formLanguages } from '../../shared/schemas/mapping.js';
import { errorMap, formMessages, messageOf, ruleOf } from '../../shared/schemas/messages.js';

const english = uiTexts.en.forms;
const spanish = uiTexts.es.forms;

describe('the rule an issue names, and its words in each language', () => {
  const home = { en: formMessages(english.validation, 'home'), es: formMessages(spanish.validation, 'home') };

  it('reads the rule from the issue’s code, or the rule a refinement names', () => {
    expect(ruleOf({ code: 'too_small', path: ['name'] })).toBe('required');
    expect(ruleOf({ code: 'invalid_type', path: ['name'] })).toBe('required');
    expect(ruleOf({ code: 'invalid_format', path: ['email'] })).toBe('required');
    expect(ruleOf({ code: 'too_big', path: ['name'] })).toBe('max');
    expect(ruleOf({ code: 'invalid_value', path: ['source'] })).toBe('option');
    expect(ruleOf({ code: 'custom', path: ['name'], params: { rule: 'line' } })).toBe('line');
    expect(ruleOf({ code: 'custom', path: ['name'], params: { rule: 'formatting' } })).toBe('formatting');
    expect(ruleOf({ code: 'custom', path: ['name'], params: { rule: 'visible' } })).toBe('required');
  });

  it.each(locales)('words each rule of a field in %s', (locale) => {
    const messages = home[locale];
    const words = uiTexts[locale].forms.validation;
    expect(messageOf({ code: 'too_small', path: ['name'] }, messages)).toBe(words.home.name.required);
    expect(messageOf({ code: 'too_big', path: ['phone'] }, messages)).toBe(words.home.phone.max);
    expect(messageOf({ code: 'custom', path: ['message'], params: { rule: 'line' } }, messages)).toBe(
      words.home.message.line,
    );
    expect(errorMap(messages)({ code: 'custom', path: ['email'], params: { rule: 'formatting' } })).toBe(
      words.formatting,
    );
  });

  it('answers an optional field’s value that is not text with its limit’s words, and leaves unowned issues alone', () => {
    const page = formMessages(spanish.validation, 'contactPage');
    expect(messageOf({ code: 'invalid_type', path: ['lastName'] }, page)).toBe(
      spanish.validation.contactPage.lastName.max,
    );
    expect(messageOf({ code: 'invalid_type', path: [] }, page)).toBeUndefined();
    expect(messageOf({ code: 'too_big', path: ['unknown'] }, page)).toBeUndefined();
    expect(messageOf({ code: 'invalid_value', path: ['source'] }, { ...page, options: { source: 'x' } })).toBe('x');
  });

  it('has the same languages for the functions as the site', () => {
    expect([...formLanguages]).toEqual([...locales]);
  });
});

describe('a text with places', () => {
  it('fills each named place, in any language, and leaves an unknown one', () => {
    expect(fill(english.messageCount, { count: 12 })).toBe('12 of 2000 characters');
    expect(fill(spanish.messageCount, { count: 0 })).toBe(spanish.messageCount.replace('{count}', '0'));
    expect(fill('{count} of {max}', { count: 3 })).toBe('3 of {max}');
    expect(fill('{count}{count}', { count: '$1' })).toBe('$1$1');
  });
});

describe('each form’s addresses and confirmation in each language', () => {
  it('posts to its page and leads to its confirmation under the language’s prefix', () => {
    expect(formAddressesIn('home', 'en')).toEqual({ action: '/', sentPath: '/message-sent', anchor: 'send-message' });
    expect(formAddressesIn('home', 'es')).toEqual({
      action: '/es',
      sentPath: '/es/message-sent',
      anchor: 'send-message',
    });
    expect(formAddressesIn('contact-page', 'es')).toEqual({
      action: '/es/contact',
      sentPath: '/es/contact/sent',
      anchor: 'contact-form',
    });
  });

  it.each(locales)('confirms in %s with the success toast’s words and a way back to the form’s page', (locale) => {
    const { toasts, sentBack } = uiTexts[locale].forms;
    expect(sentPageContent('home', locale)).toEqual({
      ...toasts.home.success,
      back: { href: formAddressesIn('home', locale).action, label: sentBack.home },
    });
    expect(sentPageContent('contact-page', locale)).toEqual({
      ...toasts.contactPage.success,
      back: { href: formAddressesIn('contact-page', locale).action, label: sentBack.contactPage },
    });
    for (const form of formIds)
      expect(sentPageContent(form, locale).back.href).toMatch(locale === 'es' ? /^\/es/ : /^\/(?!es)/);
  });
});

describe('the server’s answers in each language', () => {
  const request = (query: Record<string, unknown>) => ({ query }) as unknown as Request;

  it('takes an API call’s language from its locale parameter only, English otherwise', () => {
    expect(apiLocale(request({ locale: 'es' }))).toBe('es');
    expect(apiLocale(request({}))).toBe('en');
    expect(apiLocale(request({ locale: 'fr' }))).toBe('en');
    expect(apiLocale(request({ locale: ['es', 'es'] }))).toBe('en');
  });

  it('words each answer in the language, with the same statuses and codes', () => {
    for (const outcome of Object.keys(submissionAnswers.en) as (keyof typeof submissionAnswers.en)[]) {
      const [en, es] = [submissionAnswers.en[outcome], submissionAnswers.es[outcome]];
      expect(es.status).toBe(en.status);
      expect('error' in es && es.error).toBe('error' in en && en.error);
    }
    expect(submissionAnswers.es.rejected.body.message).toBe(spanish.answers.rejected);
    expect(rateLimitMessage(61, 'en')).toBe(english.answers.rateLimited(2));
    expect(rateLimitMessage(60, 'es')).toContain('1 minuto ');
    expect(rateLimitMessage(600, 'es')).toContain('10 minutos');
    expect(unreadableAnswer(unsupportedMediaType, 'es')).toEqual({
      error: 'unsupported_media_type',
      message: spanish.unreadable.mediaType,
    });
  });

  it('answers an unreadable post with a page in the language of the address, its <html lang> and way home', () => {
    const assets = { styles: ['/assets/site.css'] } as Parameters<typeof unreadablePostPageHtml>[1];
    const tooLarge = { status: 413, error: 'payload_too_large', reason: 'tooLarge' } as const;
    const es = unreadablePostPageHtml(tooLarge, assets, 'req-1', 'es');
    expect(es).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(es).toContain(`<h1>${spanish.unreadable.page.tooLarge.title}</h1>`);
    expect(es).toContain(`<a href="/es">${spanish.unreadable.page.home}</a>`);
    expect(es).toContain('Referencia: req-1');
    const en = unreadablePostPageHtml(tooLarge, assets, 'req-1', 'en');
    expect(en).toMatch(/^<!DOCTYPE html><html lang="en-US">/);
    expect(en).toContain(`<h1>${english.unreadable.page.tooLarge.title}</h1>`);
    expect(en).toContain(`<a href="/">${english.unreadable.page.home}</a>`);
  });
});
