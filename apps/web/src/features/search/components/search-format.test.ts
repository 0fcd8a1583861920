import { describe, expect, it } from 'vitest';
import { countText, priceText } from './search-format.ts';

describe('search formatting', () => {
  it('shows a capped count as 1000+', () => {
    expect(countText({ total: 1000, totalCapped: true })).toBe('1000+');
    expect(countText({ total: 14, totalCapped: false })).toBe('14');
    expect(countText({ total: 0, totalCapped: false })).toBe('0');
  });

  it('spells prices', () => {
    expect(priceText(0, 0)).toBe('价格面议');
    expect(priceText(3000, 8000)).toBe('¥3,000–¥8,000/天');
    expect(priceText(3000, 3000)).toBe('¥3,000/天起');
    expect(priceText(0, 5000)).toBe('¥0–¥5,000/天');
  });
});
