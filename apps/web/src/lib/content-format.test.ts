import { describe, expect, it } from 'vitest';
import { dateSpan, reviewState } from './content-format.ts';

describe('content formatting', () => {
  it('spells a span of days, or the one day', () => {
    expect(dateSpan('2026-05-01', '2026-05-03')).toBe('2026-05-01 至 2026-05-03');
    expect(dateSpan('2026-05-01', '2026-05-01')).toBe('2026-05-01');
    expect(dateSpan('', '')).toBe('');
  });

  it('names the review state, an unknown one as pending', () => {
    expect(reviewState(1)).toEqual({ text: '已通过', color: 'green' });
    expect(reviewState(2).text).toBe('未通过');
    expect(reviewState(7).text).toBe('审核中');
  });
});
