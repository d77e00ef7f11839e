import type { FormId, FormResult } from '../../shared/schemas/form-posts.js';
import type { IslandName } from '../../client/islands/registry.js';

/** The island each form lives in: its props carry the server's answer to the form's native post. */
export const formIslands = { home: 'home-contact', 'contact-page': 'contact-form' } as const satisfies Record<
  FormId,
  IslandName
>;

const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The props an island's element carries in the page's HTML (as React escaped them), or undefined without it. */
export function islandProps(html: string, island: IslandName): Record<string, unknown> | undefined {
  const match = new RegExp(`<div data-island="${island}"[^>]* data-props="([^"]*)"`).exec(html);
  if (!match) return undefined;
  return JSON.parse(match[1]!.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (e) => entities[e]!)) as Record<
    string,
    unknown
  >;
}

/** What the server put back in a form's page after its native post (undefined on a plain page). */
export function formResultOf(html: string, form: FormId): FormResult | undefined {
  const props = islandProps(html, formIslands[form]);
  if (!props) throw new Error(`no ${formIslands[form]} island in the page`);
  return props.answered as FormResult | undefined;
}

/** The FormResult of whichever form's page this is. */
export function anyFormResultOf(html: string): FormResult | undefined {
  for (const form of Object.keys(formIslands) as FormId[]) {
    const props = islandProps(html, formIslands[form]);
    if (props?.answered) return props.answered as FormResult;
  }
  return undefined;
}
