import { localizePath } from '../../shared/locale.js';
import { describe, expect, it } from 'vitest';
import { expressRouteShape, NOT_FOUND_ROUTE, pageRouteShape } from '../../server/metrics/route-shape.js';
import { bearerMatches } from '../../server/metrics/route.js';
import { createRoutes } from '../../client/routes.js';

describe('route shapes for the request metric', () => {
  it("labels a page by its route's pattern, folds a service's slug, and gives every 404 one label", () => {
    for (const route of createRoutes()) {
      const label = pageRouteShape(route.path, route.status ?? 200);
      const services = localizePath('/services/', route.locale);
      if (route.status === 404) expect(label).toBe(NOT_FOUND_ROUTE);
      else if (route.path.startsWith(services)) expect(label).toBe(`${services}:slug`);
      else expect(label).toBe(route.path);
    }
    expect(pageRouteShape('/blog/:slug', 200)).toBe('/blog/:slug');
    expect(pageRouteShape('/blog/:slug', 404)).toBe(NOT_FOUND_ROUTE);
    expect(pageRouteShape('/es/blog/:slug', 200)).toBe('/es/blog/:slug');
  });

  it('joins an Express route to where its router is mounted', () => {
    expect(expressRouteShape('/api/posts', '/:slug')).toBe('/api/posts/:slug');
    expect(expressRouteShape('/api/posts', '/')).toBe('/api/posts');
    expect(expressRouteShape('', '/api/contact')).toBe('/api/contact');
    expect(expressRouteShape('', undefined)).toBeUndefined();
    // Express matches a mount path ignoring case and a trailing slash, and reports it as sent.
    expect(expressRouteShape('/API/Posts', '/:slug')).toBe('/api/posts/:slug');
    expect(expressRouteShape('/api/posts/', '/')).toBe('/api/posts');
  });
});

describe('bearerMatches', () => {
  it('accepts exactly the token, as a Bearer credential', () => {
    expect(bearerMatches('Bearer s3cret-token-value', 's3cret-token-value')).toBe(true);
    expect(bearerMatches('bearer s3cret-token-value', 's3cret-token-value')).toBe(true);
    expect(bearerMatches('Bearer s3cret-token-valuE', 's3cret-token-value')).toBe(false);
    expect(bearerMatches('Bearer s3cret', 's3cret-token-value')).toBe(false);
    expect(bearerMatches('Basic s3cret-token-value', 's3cret-token-value')).toBe(false);
    expect(bearerMatches(undefined, 's3cret-token-value')).toBe(false);
    expect(bearerMatches('Bearer ', '')).toBe(false);
  });
});
