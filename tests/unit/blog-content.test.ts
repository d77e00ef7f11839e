import { describe, expect, it } from 'vitest';
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderPostContent } from '../../client/lib/post-content.js';
import { hostilePost, hostileSnippets, megabytePost } from '../fixtures/hostile-content.js';

const ALLOWED = new Set(['p', 'h2', 'h3', 'strong', 'br']);

/** Every element the renderer produced, depth first. */
function elements(node: ReactNode, out: ReactElement<{ children?: ReactNode }>[] = []) {
  if (Array.isArray(node)) node.forEach((child) => elements(child, out));
  else if (isValidElement<{ children?: ReactNode }>(node)) {
    out.push(node);
    elements(node.props.children, out);
  }
  return out;
}

const html = (content: string) => renderToStaticMarkup(createElement(Fragment, null, renderPostContent(content)));

function expectOnlySafeMarkup(content: string) {
  const tree = renderPostContent(content);
  // Collected first and asserted once: a 1 MB post has hundreds of thousands of elements.
  const badElements = elements(tree)
    // No attribute at all: only children (the key is React's, not an attribute).
    .filter((el) => !ALLOWED.has(el.type as string) || Object.keys(el.props).some((k) => k !== 'children'))
    .map((el) => `<${String(el.type)} ${Object.keys(el.props).join(' ')}>`);
  expect(badElements).toEqual([]);
  const markup = html(content);
  const badTags = (markup.match(/<[^>]*>/g) ?? []).filter((tag) => !/^<\/?(p|h2|h3|strong)>$|^<br\/>$/.test(tag));
  expect(badTags).toEqual([]);
  return markup;
}

describe('post content renderer', () => {
  it('turns paragraphs, line breaks, ## and ### headings and **bold** into p, br, h2, h3 and strong', () => {
    expect(html('First line\nsecond line\n\nNext paragraph')).toBe(
      '<p>First line<br/>second line</p><p>Next paragraph</p>',
    );
    expect(html('## Why it matters\nSome **bold** text\n### Detail')).toBe(
      '<h2>Why it matters</h2><p>Some <strong>bold</strong> text</p><h3>Detail</h3>',
    );
    expect(html('## A **strong** heading')).toBe('<h2>A <strong>strong</strong> heading</h2>');
    expect(html('Windows\r\nline endings\r\n\r\nwork')).toBe('<p>Windows<br/>line endings</p><p>work</p>');
  });

  it('leaves unbalanced or empty markers as text', () => {
    expect(html('**unbalanced bold')).toBe('<p>**unbalanced bold</p>');
    expect(html('a ** b ** c ** d')).toBe('<p>a <strong> b </strong> c ** d</p>');
    expect(html('****')).toBe('<p>****</p>');
    expect(html('## ')).toBe('<p>## </p>');
    expect(html('###')).toBe('<p>###</p>');
    expect(html('#### four')).toBe('<p>#### four</p>');
    expect(html('##no space')).toBe('<p>##no space</p>');
    expect(html('')).toBe('');
  });

  it.each(hostileSnippets)(
    'renders %j as inert text, producing only p/h2/h3/strong/br without attributes',
    (snippet) => {
      const markup = expectOnlySafeMarkup(snippet);
      expect(markup).not.toMatch(/<(script|img|svg|a|iframe|div|style|form|input)\b/i);
      // Handler text may remain visible, but only as escaped text, never inside a tag.
      expect(markup).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    },
  );

  it('keeps the hostile text visible, escaped, and entities literal', () => {
    const markup = expectOnlySafeMarkup(hostilePost);
    expect(markup).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(markup).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(markup).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;');
    // An entity in the content is shown as typed, not decoded into markup.
    expect(markup).toContain('&amp;lt;script&amp;gt;');
    expect(markup).toContain('<h2>A real heading</h2><p>Text with <strong>bold</strong> words.</p>');
  });

  it('renders a 1 MB post of mixed markers, in linear time, without crashing', () => {
    const content = megabytePost();
    expect(content.length).toBeGreaterThanOrEqual(1_048_576);
    const markup = expectOnlySafeMarkup(content);
    const units = content.split('## Heading').length - 1;
    expect(markup.match(/<h2>/g)).toHaveLength(units);
    expect(markup.match(/<h3>/g)).toHaveLength(units);
    expect(markup.match(/<strong>/g)).toHaveLength(units);
  });

  it.each([
    ['an unclosed ** before 1 MB of text', '**' + 'a'.repeat(1_048_576)],
    ['1 MB of asterisks', '*'.repeat(1_048_577)],
    ['1 MB of hashes', '#'.repeat(1_048_576)],
    ['1 MB of line breaks', '\n'.repeat(1_048_576)],
    ['1 MB of "## " lines', '## \n'.repeat(262_144)],
    ['1 MB of angle brackets', '<'.repeat(1_048_576)],
  ])('handles %s (a quadratic scan would never finish)', (_name, content) => {
    expectOnlySafeMarkup(content);
  });
});
