import { Window } from 'happy-dom';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { pagesToAudit } from '../helpers/routes.js';
import { uiTexts } from '../../client/texts/ui.js';
import { loadPageTexts } from '../../client/texts/pages.js';
import { localeOfPath } from '../../shared/locale.js';

/** Every string of a part of the content model (functions, which take the clinic's facts, left out). */
function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.replace(/\s+/g, ' ').trim());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

const modelStrings = async (locale: 'en' | 'es') => stringsOf([uiTexts[locale], { ...(await loadPageTexts(locale)) }]);

const english = await modelStrings('en');
const spanish = await modelStrings('es');
/**
 * The English texts a Spanish page must not show: those the Spanish model does not share (names, the
 * address, "Blog" are the same in both), with at least a word's worth of letters.
 */
const untranslated = [...english].filter((text) => !spanish.has(text) && /\p{L}{3}/u.test(text));
const longOnes = untranslated.filter((text) => text.length >= 25);

/** What a visitor reads or hears on a page: its text and its labels, outside the parts marked as English. */
function shownTexts(html: string): { texts: string[]; body: string } {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  // A post's own words are English, marked so; the language switch names English in English.
  for (const element of document.querySelectorAll('script, style, template, [lang^="en"]')) element.remove();
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
  }
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"]')) {
    texts.push(meta.getAttribute('content') ?? '');
  }
  const normalised = texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  window.close();
  return { texts: normalised, body: normalised.join(' ') };
}

describe('the Spanish pages', () => {
  const { app } = buildTestApp();
  const spanishPages = pagesToAudit.filter((path) => localeOfPath(path) === 'es');

  it('are all checked', () => {
    expect(spanishPages.length).toBeGreaterThan(1);
    expect(untranslated.length).toBeGreaterThan(100);
  });

  it.each(spanishPages)('%s shows no text of the English content model', async (path) => {
    const res = await request(app).get(path);
    expect([200, 404]).toContain(res.status);
    const { texts, body } = shownTexts(res.text);
    const missed = [
      ...new Set([...texts.filter((text) => untranslated.includes(text)), ...longOnes.filter((t) => body.includes(t))]),
    ];
    expect(missed).toEqual([]);
  });
});
