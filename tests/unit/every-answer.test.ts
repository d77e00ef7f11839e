import { describe, expect, it } from 'vitest';
import { EveryAnswer } from '../../server/pages/page-headers.js';

describe('EveryAnswer', () => {
  const fixed = ['Content-Security-Policy', "default-src 'self'", 'X-Content-Type-Options', 'nosniff'];
  const own = ['Content-Type', 'text/html; charset=utf-8', 'ETag', 'W/"a"', 'Content-Length', '12'];

  it('leads with the request id, then the fixed headers', () => {
    expect(new EveryAnswer(fixed).list('id-1')).toEqual(['X-Request-Id', 'id-1', ...fixed]);
  });

  it('joined with a page’s own headers, is what the list followed by them would be', () => {
    const every = new EveryAnswer(fixed);
    expect(every.joinedWith('id-1', own)).toEqual(every.list('id-1').concat(own));
  });

  it('gives each answer its own copy, with its own id, and leaves the lists it was given alone', () => {
    const every = new EveryAnswer(fixed);
    const ownBefore = [...own];
    const first = every.joinedWith('id-1', own);
    const second = every.joinedWith('id-2', own);
    expect(second).not.toBe(first);
    expect(first[1]).toBe('id-1');
    expect(second[1]).toBe('id-2');
    first.push('X-Extra', 'x');
    expect(every.joinedWith('id-3', own)).toEqual(every.list('id-3').concat(own));
    expect(own).toEqual(ownBefore);
  });

  it('keeps one joined list per page list: another page’s headers never leak into it', () => {
    const every = new EveryAnswer(fixed);
    const other = ['Content-Type', 'text/html; charset=utf-8', 'ETag', 'W/"b"', 'Content-Length', '99'];
    every.joinedWith('id-1', own);
    expect(every.joinedWith('id-2', other)).toEqual(every.list('id-2').concat(other));
    expect(every.joinedWith('id-3', own)).toEqual(every.list('id-3').concat(own));
  });
});
