import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Faq } from '../../client/components/home/Faq.js';
import { faqs } from '../../client/texts/en/home/faqs.js';
import { homeSections } from '../../client/texts/en/home/sections.js';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('home FAQ markup', () => {
  const html = renderToStaticMarkup(createElement(Faq, { section: homeSections.faq, faqs }));

  it('is one exclusive group of <details> (a single-open accordion with no JavaScript), all closed at first', () => {
    const groups = html.match(/<details\b[^>]*>/g) ?? [];
    expect(groups).toHaveLength(faqs.length);
    for (const tag of groups) {
      expect(tag).toContain('name="faq"');
      expect(tag).not.toMatch(/\sopen(=|\s|>|$)/);
    }
  });

  it('puts each question in its summary and the answer beside it, in the server HTML', () => {
    const items = [...html.matchAll(/<details\b[^>]*><summary\b[^>]*>(.*?)<\/summary>(.*?)<\/details>/g)];
    expect(items).toHaveLength(faqs.length);
    items.forEach(([, summary, body], i) => {
      expect(summary!.replace(/<svg.*<\/svg>/, '')).toBe(escape(faqs[i]!.question));
      expect(body).toContain(escape(faqs[i]!.answer));
    });
  });
});
