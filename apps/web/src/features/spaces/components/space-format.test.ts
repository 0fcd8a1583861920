import { describe, expect, it } from 'vitest';
import { capacities, maxSeats, priceText } from './space-format.ts';

describe('space figures', () => {
  it('says the price range, an upper bound, one price or 面议', () => {
    expect(priceText(0, 0)).toBe('面议');
    expect(priceText(3000, 5000)).toBe('¥3,000 – ¥5,000/天');
    expect(priceText(0, 8000)).toBe('¥8,000/天以内');
    expect(priceText(12000, 12000)).toBe('¥12,000/天');
  });

  it('lists every layout in order and finds the largest', () => {
    const s = { capTheatre: 600, capClassroom: 300, capBanquet: 0, capUshape: 40 };
    expect(capacities(s).map((c) => [c.name, c.seats])).toEqual([
      ['剧院式', 600],
      ['课桌式', 300],
      ['宴会式', 0],
      ['U型', 40],
    ]);
    expect(maxSeats(s)).toBe(600);
  });
});
