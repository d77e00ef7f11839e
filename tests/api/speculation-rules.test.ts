import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { templatePagesToAudit } from '../helpers/routes.js';
import { formAddressesIn, formIds } from '../../shared/schemas/form-addresses.js';
import { localizePath, locales } from '../../shared/locale.js';
import { SPECULATION_RULES_PATH } from '../../shared/speculation-rules.js';

const { app } = buildTestApp();

type Condition = { href_matches?: string; not?: Condition; and?: Condition[]; selector_matches?: string };

describe('Speculation Rules', () => {
  it.each(templatePagesToAudit)('%s names the rules in its Speculation-Rules header', async (path) => {
    const res = await request(app).get(path);
    expect(res.headers['speculation-rules']).toBe(`"${SPECULATION_RULES_PATH}"`);
  });

  it('serves the rules with their own type: page links fetched on hover, rendered on press, never the payment page or a confirmation', async () => {
    const res = await request(app).get(SPECULATION_RULES_PATH).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    const rules = JSON.parse(res.text) as Record<'prefetch' | 'prerender', { where: Condition; eagerness: string }[]>;
    expect(rules.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prerender.map((rule) => rule.eagerness)).toEqual(['conservative']);
    for (const rule of [...rules.prefetch, ...rules.prerender]) {
      const excluded = (rule.where.and ?? []).flatMap((condition) =>
        condition.not?.href_matches ? [condition.not.href_matches] : [],
      );
      for (const locale of locales) {
        expect(excluded).toContain(localizePath('/payment', locale));
        for (const form of formIds) expect(excluded).toContain(formAddressesIn(form, locale).sentPath);
      }
    }
  });
});
