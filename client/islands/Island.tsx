import type { ComponentType } from 'react';
import { useLocale } from '../locale-context.js';
import { islandWords, type IslandWords } from '../texts/islands.js';
import { ISLAND_ATTRIBUTE } from './attribute.js';
import type { HydrateWhen, IslandData, IslandName, IslandProps } from './registry.js';

type Props<Name extends IslandName> = {
  name: Name;
  /** The island's component: the server renders it here, the browser hydrates the same one (registry.ts). */
  component: ComponentType<IslandProps<Name>>;
  when?: HydrateWhen;
} & (object extends IslandData<Name> ? { props?: IslandData<Name> } : { props: IslandData<Name> });

/**
 * One island in the server's page: its component's HTML inside an element that names it, when it should
 * hydrate and its data (JSON in an attribute, which React escapes). The element has no box of its own
 * (`display: contents`), so the layout is the component's. Its words are not in the page: the server
 * renders with the same module of words the browser loads with the island's code.
 */
export function Island<Name extends IslandName>({ name, component: Component, when = 'view', props }: Props<Name>) {
  const data = (props ?? {}) as IslandData<Name> & object;
  const words: IslandWords[Name] = islandWords[useLocale()][name];
  const all = { ...data, ...words } as IslandProps<Name> & object;
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-when={when}
      data-props={Object.keys(data).length ? JSON.stringify(data) : undefined}
      className="contents"
    >
      <Component {...all} />
    </div>
  );
}
