import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentProps, ReactNode } from 'react';
import type * as ReactRouter from 'react-router-dom';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import * as light from '../../client/routing/browser-router.js';
import type { PageRoute } from '../../client/routing/types.js';
import { loadPostFiles } from '../../server/blog/embedded-source.js';
import { defaultContentDir } from '../../server/blog/index.js';
import { listPath, postPath } from '../../shared/blog.js';

// The browser build swaps react-router-dom for client/routing/browser-router (vite.config.ts). Here every
// module that imports react-router-dom gets either one, switched between renders, so one server renders
// each page with react-router-dom and with the light router, and the HTML must be the same.
type Mode = 'react-router' | 'light';
const router = vi.hoisted(() => ({ mode: 'react-router' as Mode }));

vi.mock('react-router-dom', async () => {
  const { createElement } = await import('react');
  const real = await vi.importActual<typeof ReactRouter>('react-router-dom');
  const lightRouter = await import('../../client/routing/browser-router.js');
  const pick = <K extends keyof typeof lightRouter & keyof typeof real>(name: K) =>
    router.mode === 'light' ? lightRouter[name] : real[name];
  const hook =
    <K extends 'useLocation' | 'useNavigate' | 'useNavigationType' | 'useParams' | 'useSearchParams'>(name: K) =>
    () =>
      (pick(name) as () => unknown)();
  return {
    ...real,
    matchRoutes: (...args: Parameters<typeof real.matchRoutes>) =>
      (pick('matchRoutes') as typeof real.matchRoutes)(...args),
    useRoutes: (routes: Parameters<typeof real.useRoutes>[0]) => (pick('useRoutes') as typeof real.useRoutes)(routes),
    useLocation: hook('useLocation'),
    useNavigate: hook('useNavigate'),
    useNavigationType: hook('useNavigationType'),
    useParams: hook('useParams'),
    useSearchParams: hook('useSearchParams'),
    Outlet: () => createElement(pick('Outlet') as () => ReactNode),
    Link: (props: object) => createElement(pick('Link') as never, props),
    StaticRouter: ({ location, children }: { location: string; children: ReactNode }) => {
      if (router.mode !== 'light') return createElement(real.StaticRouter, { location }, children);
      const { pathname, search } = new URL(location, 'http://localhost');
      const value = {
        location: { pathname, search, hash: '', state: null, key: 'default' },
        navigationType: 'POP' as const,
      };
      return createElement(lightRouter.StaticLocation, { value }, children);
    },
  };
});

const { matchRoutes: routerMatch } = await vi.importActual<typeof ReactRouter>('react-router-dom');
const { createRoutes } = await import('../../client/routes.js');
const { buildTestApp } = await import('../helpers/app.js');

const routes = createRoutes();
const posts = loadPostFiles(defaultContentDir).posts.filter((post) => post.status === 'published');
/** A path each route answers: its pattern with a made-up value for each parameter. */
const instances = routes.filter((route) => route.path !== '*').map((route) => route.path.replace(/:\w+/g, 'some-slug'));
const paths = [
  ...instances,
  ...posts.map((post) => postPath(post.slug)),
  ...instances.flatMap((p) => [
    p.toUpperCase(),
    `${p}/`,
    `${p}//`,
    `/${p}`,
    `${p}%20`,
    `${p}/more`,
    p.replace(/-/g, '%2D'),
    p.replace(/\//g, '%2F'),
  ]),
  ...['/made-up', '/services/made-up', '/blog/a/b', '/blog/a%2Fb', '/blog/%E2%80%A8', '/blog/caf%C3%A9', '/x%0Ay'],
  ...['/%', '/blog/%ZZ', '/wp-login.php', '/.env', '', '/', '//', '///', '/blog//x', '/about?x=1#y', '#/about'],
];

/** What a match says: the route, its parameters, and the path it took. */
const summary = (matches: ReturnType<typeof routerMatch<PageRoute>>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({
    id: route.id ?? 'layout',
    params: { ...params },
    pathname,
    pathnameBase,
  })) ?? null;

describe("the light router's matchRoutes", () => {
  // react-router warns of each malformed escape it matches as it is.
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('uses only the path shapes it implements', () => {
    for (const route of routes) expect(route.path).toMatch(/^(\*|(\/([\w.-]+|:\w+))+|\/)$/);
  });

  it("finds what react-router's finds, on the table as matchPage uses it and as useRoutes nests it", () => {
    const nested = [{ children: routes }] as unknown as PageRoute[];
    for (const table of [routes, nested])
      for (const p of paths)
        expect([p, summary(light.matchRoutes(table, p))]).toEqual([p, summary(routerMatch(table, p))]);
  });

  it('ranks static, parameter and splat segments as react-router does, whatever the order of the table', () => {
    // The table with routes that compete with its own for the same paths, in both orders.
    const competing = ['/services/:slug', '/:page', '/:page/:slug', '/blog/*', '/:page/*', '/*'].map((pattern, i) => ({
      ...routes.at(-1)!,
      id: `competing-${i}`,
      path: pattern,
    }));
    const table = createRoutes(competing);
    for (const candidate of [table, [...table].reverse()])
      for (const p of paths)
        expect([p, summary(light.matchRoutes(candidate, p))]).toEqual([p, summary(routerMatch(candidate, p))]);
  });
});

describe('pages rendered with the light router', () => {
  const { app } = buildTestApp({ pageCache: false });
  const render = async (mode: Mode, url: string) => {
    router.mode = mode;
    const res = await request(app).get(url);
    router.mode = 'react-router';
    return { status: res.status, html: res.text };
  };
  const pages = [...instances, ...posts.map((post) => postPath(post.slug)), listPath(2), '/made-up', '/blog/made-up'];

  it.each(pages)('%s: the same HTML as with react-router-dom (what the browser hydrates)', async (url) => {
    const expected = await render('react-router', url);
    const actual = await render('light', url);
    expect(expected.html).toContain('data-discover="true"');
    expect(actual).toEqual(expected);
  });
});

describe('the client code and the light router', () => {
  it("fits react-router-dom's types, which the client code is checked against", () => {
    const fits: Pick<
      typeof ReactRouter,
      | 'BrowserRouter'
      | 'Outlet'
      | 'matchRoutes'
      | 'useLocation'
      | 'useNavigate'
      | 'useNavigationType'
      | 'useParams'
      | 'useRoutes'
      | 'useSearchParams'
    > & { Link: (props: ComponentProps<typeof ReactRouter.Link>) => ReactNode } = light;
    expect(fits).toBe(light);
  });

  it('exports every name the browser code imports from react-router-dom', () => {
    const files = readdirSync('client', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && path.basename(file) !== 'entry-server.tsx',
    );
    const names = new Set<string>();
    for (const file of files) {
      const code = readFileSync(path.join('client', file), 'utf8');
      for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g))
        for (const name of list!.split(',').map((n) => n.trim()))
          if (name && !name.startsWith('type ')) names.add(name);
    }
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !(name in light))).toEqual([]);
  });
});
