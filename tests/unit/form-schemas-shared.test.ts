import { describe, expect, it } from 'vitest';
import { loadContactPageSchema, loadHomeContactSchema } from '../../client/components/forms/schemas.js';
import { formSchemas, pageForms } from '../../server/forms/page-forms.js';
import { formIds, formPosts } from '../../shared/schemas/form-posts.js';

describe('one schema per form, in the browser and on the server', () => {
  it('the browser loads the very schema objects the server validates posts with', async () => {
    expect(await loadHomeContactSchema()).toBe(formSchemas.home);
    expect(await loadContactPageSchema()).toBe(formSchemas['contact-page']);
  });

  it('the server names each form’s errors as the schema does, by the form’s own fields', () => {
    for (const form of formIds) {
      const checked = pageForms[form].check({}, 'en');
      expect(checked.ok).toBe(false);
      const fields = checked.ok ? [] : Object.keys(checked.fields);
      const schemaFields = formSchemas[form].safeParse({}).error!.issues.map((issue) => String(issue.path[0]));
      expect(fields).toEqual([...new Set(schemaFields)]);
      for (const field of fields) expect(formPosts[form].fields).toContain(field);
    }
  });
});
