import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HtmlValidate } from 'html-validate';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAddressesIn, formIds } from '../../shared/schemas/form-addresses.js';
import { locales } from '../../shared/locale.js';
import { buildTestApp } from '../helpers/app.js';
import { pagesToAudit } from '../helpers/routes.js';

// Every page a visitor can land on, in every language, is valid HTML to both checkers: html-validate (its
// recommended rules, in-process) and the Nu checker, the W3C's own (vnu.jar, one Java run for all pages).

const require = createRequire(import.meta.url);
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const run = promisify(execFile);

/** A page by what it is: its address, or the form whose invalid post answered it. */
type Answer = { name: string; html: string };
const answers: Answer[] = [];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  const { app } = buildTestApp({ env: { RATE_LIMIT_MAX: '1000' } });
  const sentPages = locales.flatMap((locale) => formIds.map((form) => formAddressesIn(form, locale).sentPath));
  for (const page of [...pagesToAudit, ...sentPages]) {
    const response = await request(app).get(page).set('Accept', 'text/html');
    answers.push({ name: page, html: response.text });
  }
  // A form sent empty without JavaScript: the page again, with the errors under its fields.
  for (const locale of locales)
    for (const form of formIds) {
      const { action } = formAddressesIn(form, locale);
      const response = await request(app).post(action).type('form').set('Accept', 'text/html').send('');
      expect(response.status).toBe(400);
      answers.push({ name: `${action} sent empty`, html: response.text });
    }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * html-validate's recommended rules, less those about how React writes markup (camelCase attribute names,
 * `<meta/>`, `crossorigin=""`, `required=""`: the same document to a browser) and two of taste: the pages'
 * titles name the page, the place and the clinic (search engines cut titles by width, not count), and a phone
 * number may wrap at its space on the narrowest screens at 200% text (never at its hyphen: digits hold it).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'long-title': 'off',
    'tel-non-breaking': 'off',
    // Any id without whitespace is valid HTML (React's style element's id starts with an underscore).
    'valid-id': ['error', { relaxed: true }],
    // A menu's lists are named by their group's heading, as ARIA allows for any element that takes a name.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

/**
 * What the Nu checker says that is not about the HTML: its CSS grammar predates rules the stylesheet uses
 * (`@property`, `@view-transition`, `color-mix()`), a note on React's `<meta/>`, and `<link rel="expect"
 * blocking="render">`, which HTML allows since 2024 and the checker still reads as stylesheets only.
 */
const notAboutTheHtml = [/^CSS: /, /^Trailing slash on void elements/, /^A “link” element with a “blocking” attribute/];

describe('html-validate', () => {
  it('checks every page', () => expect(answers.length).toBeGreaterThan(pagesToAudit.length));
  it.each(pagesToAudit)('%s', async (page) => {
    const { html } = answers.find((a) => a.name === page)!;
    const report = await validator.validateString(html, page);
    expect(
      report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`)),
    ).toEqual([]);
  });
  it('passes the forms’ confirmation pages and their invalid posts’ answers', async () => {
    const problems: string[] = [];
    for (const { name, html } of answers.filter((a) => !pagesToAudit.includes(a.name))) {
      const report = await validator.validateString(html, name);
      for (const r of report.results) for (const m of r.messages) problems.push(`${name}: ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the Nu checker', () => {
  it('finds no error or warning on any page', async () => {
    const files = await Promise.all(
      answers.map(async ({ html }, i) => {
        const file = path.join(dir, `${i}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    // It exits 1 when it reports anything; the report is what the test reads.
    const { stderr } = await run('java', ['-jar', vnuJar, '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr: string }) => error);
    const { messages } = JSON.parse(stderr) as {
      messages: { type: string; url: string; message: string; lastLine?: number; extract?: string }[];
    };
    const nameOf = (url: string) => answers[Number(path.basename(new URL(url).pathname, '.html'))]!.name;
    expect(
      messages
        .filter((m) => !notAboutTheHtml.some((pattern) => pattern.test(m.message)))
        .map((m) => `${nameOf(m.url)}: ${m.type} at line ${m.lastLine}: ${m.message} (${m.extract?.trim()})`),
    ).toEqual([]);
  });
});
