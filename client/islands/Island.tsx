import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE } from './attribute.js';
import type { HydrateWhen, IslandName, IslandProps } from './registry.js';

type Props<Name extends IslandName> = {
  name: Name;
  /** The island's component: the server renders it here, the browser hydrates the same one (registry.ts). */
  component: ComponentType<IslandProps<Name>>;
  when?: HydrateWhen;
} & (object extends IslandProps<Name> ? { props?: IslandProps<Name> } : { props: IslandProps<Name> });

/**
 * One island in the server's page: its component's HTML inside an element that names it, when it should
 * hydrate and its props (JSON in an attribute, which React escapes). The element has no box of its own
 * (`display: contents`), so the layout is the component's.
 */
export function Island<Name extends IslandName>({ name, component: Component, when = 'view', props }: Props<Name>) {
  const values = (props ?? {}) as IslandProps<Name> & object;
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} data-when={when} data-props={JSON.stringify(values)} className="contents">
      <Component {...values} />
    </div>
  );
}
