import { describe, expect, it } from 'vitest';
import { equalShares, placeShares, topRated, windowOutcome } from './contests-rules.ts';

describe('the window rules (decision 054)', () => {
  it('refunds a contest that is not guaranteed and named no finalist', () => {
    expect(windowOutcome({ guarantee: false, finalists: 0, running: 4 })).toBe('refund');
  });
  it('splits among the finalists once they are named, guaranteed or not', () => {
    expect(windowOutcome({ guarantee: false, finalists: 2, running: 5 })).toBe('finalists');
    expect(windowOutcome({ guarantee: true, finalists: 3, running: 3 })).toBe('finalists');
  });
  it('pays a guaranteed prize to the highest rated when there are no finalists', () => {
    expect(windowOutcome({ guarantee: true, finalists: 0, running: 2 })).toBe('top');
  });
  it('refunds when nobody is left in the running', () => {
    expect(windowOutcome({ guarantee: true, finalists: 0, running: 0 })).toBe('refund');
  });
});

describe('shares', () => {
  it('splits equally to the fen, the remainder to the first', () => {
    expect(equalShares(1000_00, 3)).toEqual([33334, 33333, 33333]);
    expect(equalShares(1000_00, 3).reduce((a, x) => a + x, 0)).toBe(1000_00);
    expect(equalShares(5, 1)).toEqual([5]);
  });
  it('splits by place as published, the remainder to first place', () => {
    expect(placeShares(1001, [60, 30, 10])).toEqual([601, 300, 100]);
    expect(placeShares(3333_33, [50, 50])).toEqual([166667, 166666]);
  });
  it('takes the best rated, unrated last, then the earliest', () => {
    const e = [
      { n: 1, rating: null },
      { n: 2, rating: 3 },
      { n: 3, rating: 5 },
      { n: 4, rating: 3 },
    ];
    expect(topRated(e, 2).map((x) => x.n)).toEqual([3, 2]);
    expect(topRated(e, 9).map((x) => x.n)).toEqual([3, 2, 4, 1]);
  });
});
