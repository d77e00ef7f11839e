import { describe, expect, it } from 'vitest';
import { anyVisibleMove, type Box } from '../../client/lib/font-swap.js';

const box = (x: number, y: number, height = 20): Box => ({ x, y, bottom: y + height });
const viewHeight = 844;
const moves = (before: Box[], after: Box[]) => anyVisibleMove(before, after, viewHeight);

describe('anyVisibleMove', () => {
  it('sees nothing when every node starts where it did, whatever its size', () => {
    expect(moves([box(10, 10), box(10, 40)], [box(10, 10, 60), box(10, 40, 80)])).toBe(false);
  });

  it('ignores moves under the tolerance (a glyph of difference in a centred line)', () => {
    expect(moves([box(10, 10)], [box(12.4, 10)])).toBe(false);
    expect(moves([box(10, 10)], [box(10, 7.6)])).toBe(false);
  });

  it('sees a node in view that moves across or down', () => {
    expect(moves([box(10, 10)], [box(13, 10)])).toBe(true);
    expect(moves([box(10, 500)], [box(10, 529)])).toBe(true);
  });

  it('ignores nodes out of view before and after, but not one that moves into view or out of it', () => {
    expect(moves([box(10, 900)], [box(10, 950)])).toBe(false);
    expect(moves([box(10, -200)], [box(10, -150)])).toBe(false);
    expect(moves([box(10, 850)], [box(10, 830)])).toBe(true);
    expect(moves([box(10, 830)], [box(10, 860)])).toBe(true);
  });

  it('sees a node in view that appears or disappears (a line that wraps to a new box)', () => {
    expect(moves([undefined], [box(10, 10)])).toBe(true);
    expect(moves([box(10, 10)], [undefined])).toBe(true);
    expect(moves([undefined], [undefined])).toBe(false);
  });
});
