import { describe, expect, it } from 'vitest';
import { areaBands, bandBounds, bandValue, readHallParams } from './hall-filters.ts';

describe('a deal hall’s filters in the URL', () => {
  it('reads the keyword (trimmed, 30 characters at most) and a page from 1 to 50', () => {
    const read = (q: string) => readHallParams(new URLSearchParams(q), ['latest', 'fee'] as const);
    expect(read(`keyword=${encodeURIComponent(`  ${'展'.repeat(40)} `)}&page=3`)).toMatchObject({
      keyword: '展'.repeat(30),
      page: 3,
    });
    for (const page of ['0', '51', '2.5', 'x', '']) expect(read(`page=${page}`).page).toBe(1);
    expect(read('city=%20上海市%20').text('city')).toBe('上海市');
  });

  it('reads the place and a known order, else the first order', () => {
    const read = (q: string) => readHallParams(new URLSearchParams(q), ['latest', 'fee'] as const);
    expect(read('prov=广东省&city=深圳市&sort=fee')).toMatchObject({
      prov: '广东省',
      city: '深圳市',
      sort: 'fee',
    });
    expect(read('sort=cheapest').sort).toBe('latest');
    expect(read('').sort).toBe('latest');
  });

  it('keeps only a known band and turns it into the call’s bounds, leaving out 0', () => {
    expect(bandValue(areaBands, '36-100')).toBe('36-100');
    expect(bandValue(areaBands, '1-2')).toBe('');
    expect(bandBounds(areaBands, '36-100', 'minSizes', 'maxSizes')).toEqual({ minSizes: 36, maxSizes: 100 });
    expect(bandBounds(areaBands, '0-36', 'minArea', 'maxArea')).toEqual({ maxArea: 36 });
    expect(bandBounds(areaBands, '300-0', 'minArea', 'maxArea')).toEqual({ minArea: 300 });
    expect(bandBounds(areaBands, '', 'minArea', 'maxArea')).toEqual({});
  });
});
