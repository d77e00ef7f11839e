import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRoutes, indexablePaths } from '../../client/routes.js';
import { defineRoute, type RouteDefinition } from '../../client/routing/define-route.js';
import type { Loaded, PageProps } from '../../client/routing/types.js';
import { allRoutes, fixedPages } from '../helpers/routes.js';
import { localizePath, locales } from '../../shared/locale.js';

const routes = createRoutes();

describe('the route table', () => {
  it.each(routes.map((route) => [route.id, route] as const))(
    '%s: `chunk` names the module its `page` imports',
    async (_id, route) => {
      expect(await route.page()).toBe(await import(/* @vite-ignore */ path.resolve(route.chunk)));
    },
  );

  it('lists the fixed pages (in their page modules’ paths) and the service pages as indexable, nothing else', () => {
    const { payment } = fixedPages;
    const payments = locales.map((locale) => localizePath(payment.path, locale));
    expect(indexablePaths(routes)).toEqual(
      allRoutes.map((route) => route.path).filter((path) => !payments.includes(path)),
    );
    for (const path of payments) expect(routes.find((route) => route.path === path)?.indexable).toBe(false);
  });
});

describe('defineRoute', () => {
  type Copy = { heading: string };
  const WithCopy = ({ content }: PageProps<Copy>) => <h1>{content.heading}</h1>;
  const WithCount = ({ data }: PageProps<undefined, number>) => <p>{String(data)}</p>;
  const Plain = () => <p />;
  const count = async (): Promise<Loaded<number>> => ({ data: 1 });
  const base = { id: 'test', path: '/test', chunk: 'test' };

  it('accepts a page that takes what its route loads, and returns the route as it is', () => {
    const definition = { ...base, page: async () => ({ default: WithCopy }), content: async () => ({ heading: 'Hi' }) };
    const routes: RouteDefinition[] = [
      defineRoute(definition),
      defineRoute({ ...base, page: async () => ({ default: WithCount }), data: () => count() }),
      defineRoute({ ...base, page: async () => ({ default: Plain }) }),
    ];
    expect(routes[0]).toBe(definition);
  });

  it('rejects, at compile time, a page whose props do not match what its route loads', () => {
    const rejected: RouteDefinition[] = [
      // @ts-expect-error -- the page needs copy the route does not load
      defineRoute({ ...base, page: async () => ({ default: WithCopy }) }),
      // @ts-expect-error -- the copy has another shape
      defineRoute({ ...base, page: async () => ({ default: WithCopy }), content: async () => ({ title: 'Hi' }) }),
      // @ts-expect-error -- the data has another type
      defineRoute({ ...base, page: async () => ({ default: WithCount }), data: () => ({ data: 'one' }) }),
      // @ts-expect-error -- a data loader must say what it loaded ({ data, status? })
      defineRoute({ ...base, page: async () => ({ default: Plain }), data: () => 1 }),
    ];
    expect(rejected).toHaveLength(4);
  });
});
