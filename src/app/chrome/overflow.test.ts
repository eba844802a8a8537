// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitOverflow, topNavVisibleCount } from './overflow';

describe('the top navigation overflow', () => {
  it('fits width / 3 / 75 items, rounded down', () => {
    expect(topNavVisibleCount(1440)).toBe(6);
    expect(topNavVisibleCount(1920)).toBe(8);
    expect(topNavVisibleCount(1000)).toBe(4);
    expect(topNavVisibleCount(224)).toBe(0);
    expect(topNavVisibleCount(225)).toBe(1);
  });

  it('puts the items past the visible count under the more menu', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(splitOverflow(items, 3)).toEqual({ shown: ['a', 'b', 'c'], more: ['d', 'e'] });
    expect(splitOverflow(items, 5)).toEqual({ shown: items, more: [] });
    expect(splitOverflow(items, 9)).toEqual({ shown: items, more: [] });
    expect(splitOverflow(items, 0)).toEqual({ shown: [], more: items });
  });
});
