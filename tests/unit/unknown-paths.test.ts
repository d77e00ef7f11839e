import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../client/routes.js';
import { matchPage } from '../../client/routing/match.js';
import { routeIndex } from '../../client/routing/route-index.js';
import { API_PREFIX, endpoints } from '../../server/endpoints.js';
import { missingPostTest, unknownPathTest } from '../../server/pages/unknown-paths.js';
import { POST_ROUTE_PATTERN, postPath } from '../../shared/blog.js';
import { localizePath, locales } from '../../shared/locale.js';
import { builtFiles } from '../../server/static-files.js';
import { clientDistDir } from '../../server/paths.js';

const routes = createRoutes();
const patterns = routes.map((route) => route.path);
/** A path each route answers: its pattern with a made-up value for each parameter. */
const instances = patterns.filter((p) => !p.endsWith('*')).map((p) => p.replace(/:\w+/g, 'some-slug'));
const spellings = (path: string) => [path, path.toUpperCase(), `${path}/`, `${path}%20`, `${path}?q=1`.split('?')[0]!];
const madeUp = [
  '/made-up',
  '/services/made-up',
  '/about/more',
  '/wp-login.php',
  '/.env',
  '/a/b/c',
  '/blog/a/b',
].flatMap((path) => locales.map((locale) => localizePath(path, locale)));

describe('matching a path to its page', () => {
  it('lands where the router lands, and on the catch-all where the router finds nothing', () => {
    const catchAll = routes.find((route) => route.path === '*')!;
    const indexed = routeIndex(routes);
    const paths = [
      ...instances.flatMap(spellings),
      ...madeUp,
      '/x%0Ay',
      '/%E2%80%A8',
      '//',
      '/blog//x',
      '//about',
      '/about//',
      '/services//knee',
    ];
    for (const path of paths) {
      const expected = matchRoutes(routes, path)?.at(-1)?.route.id ?? catchAll.id;
      expect([path, matchPage(routes, path).route.id, indexed(path).route.id]).toEqual([path, expected, expected]);
    }
  });
});

describe('the test for unknown paths', () => {
  const isUnknown = unknownPathTest({ patterns, clientDir: clientDistDir });

  it('never rules out a page, an endpoint, the API or a built file, however spelt', () => {
    const { files } = builtFiles(clientDistDir);
    const known = [...instances, ...Object.values(endpoints), API_PREFIX, `${API_PREFIX}/anything`, ...files];
    expect(known.flatMap(spellings).filter(isUnknown)).toEqual([]);
  });

  it('rules out made-up paths, and leaves every spelling it does not read as Express does to the long way', () => {
    expect(madeUp.filter((path) => !isUnknown(path))).toEqual([]);
    for (const path of ['/made%2Dup', '//made-up', '/x/./y', '/x/../y', '/x/..', '/x\\y'])
      expect([path, isUnknown(path)]).toEqual([path, false]);
  });
});

describe('the test for posts that do not exist', () => {
  const published = new Set(['a-post', 'another-post']);
  const isMissing = missingPostTest((slug) => !published.has(slug));
  const postRoute = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

  it.each(locales)(
    'rules out a slug no published post has, on any spelling that reaches the post route (%s)',
    (locale) => {
      const paths = ['made-up', 'x1']
        .flatMap((slug) => spellings(postPath(slug, locale)))
        .filter((p) => !p.includes('%'));
      for (const path of paths)
        expect([path, isMissing(path), postRoute(path)]).toEqual([
          path,
          true,
          localizePath(POST_ROUTE_PATTERN, locale),
        ]);
    },
  );

  it('never rules out a published post, another page, or a spelling it does not read as the router does', () => {
    // Slugs are matched as written (the long way asks for them so), the route's own part in any case.
    const others = [...published].flatMap((slug) =>
      locales.flatMap((locale) => [postPath(slug, locale), `${postPath(slug, locale)}/`, `/BLOG/${slug}`]),
    );
    const postRoutes = locales.map((locale) => localizePath(POST_ROUTE_PATTERN, locale));
    const elsewhere = [...instances.filter((p) => !postRoutes.includes(postRoute(p)!)), '/blog', '/blog/', '/es/blog'];
    for (const path of [...others, ...elsewhere, '/blog/a/b', '/blog//x', '/blog/made%2Dup', '/blog/./x'])
      expect([path, isMissing(path)]).toEqual([path, false]);
  });

  it('rules out nothing while the blog cannot tell', () => {
    const unsure = missingPostTest(() => false);
    expect(unsure(postPath('made-up'))).toBe(false);
  });
});
