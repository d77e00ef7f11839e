import { describe, expect, it } from 'vitest';
import { expressRouteShape, NOT_FOUND_ROUTE, pageRouteShape } from '../../server/metrics/route-shape.js';
import { bearerMatches } from '../../server/metrics/route.js';

describe('route shapes for the request metric', () => {
  it('folds the slug of a service or a post, keeps other pages, and gives every 404 one label', () => {
    expect(pageRouteShape('/services/knee', 200)).toBe('/services/:slug');
    expect(pageRouteShape('/blog/first-chiropractic-visit', 200)).toBe('/blog/:slug');
    expect(pageRouteShape('/services', 200)).toBe('/services');
    expect(pageRouteShape('/blog', 200)).toBe('/blog');
    expect(pageRouteShape('/', 200)).toBe('/');
    expect(pageRouteShape('/wp-admin.php', 404)).toBe(NOT_FOUND_ROUTE);
    expect(pageRouteShape('/blog/no-such-post', 404)).toBe(NOT_FOUND_ROUTE);
  });

  it('joins an Express route to where its router is mounted', () => {
    expect(expressRouteShape('/api/posts', '/:slug')).toBe('/api/posts/:slug');
    expect(expressRouteShape('/api/posts', '/')).toBe('/api/posts');
    expect(expressRouteShape('', '/api/contact')).toBe('/api/contact');
    expect(expressRouteShape('', undefined)).toBeUndefined();
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
