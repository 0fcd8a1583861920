import { describe, expect, it } from 'vitest';
import { reviewState } from './review-state.ts';

describe('review state', () => {
  it('names the review state, an unknown one as pending', () => {
    expect(reviewState(1)).toEqual({ text: '已通过', color: 'green' });
    expect(reviewState(2).text).toBe('未通过');
    expect(reviewState(7).text).toBe('审核中');
  });
});
