import { describe, expect, it } from 'vitest';
import { fenText, lineFen, previewTotals } from './quote-pricing.ts';

describe('the quotation preview', () => {
  it('prices a line in integer fen, half up, as the server does', () => {
    expect(lineFen({ qty: 30.5, price: 260 })).toBe(7930_00);
    // 0.33 × ¥0.05 = 1.65 fen → 2 fen (half up)
    expect(lineFen({ qty: 0.33, price: 0.05 })).toBe(2);
    // floats that would drift: 0.1 × 3 × ¥19.99
    expect(lineFen({ qty: 0.3, price: 19.99 })).toBe(600);
    expect(lineFen({ qty: -1, price: 100 })).toBe(0);
    expect(lineFen({ qty: 2, price: null })).toBe(0);
  });

  it('adds the fees the factory pays to the total and keeps the client’s apart', () => {
    const t = previewTotals({
      dimian: [{ qty: 72, price: 120 }],
      beiban: [{ qty: 30.5, price: 260 }],
      rengong: [{ qty: 24, price: 450 }],
      fees: [
        { kind: '特装管理费', amount: 2160, payer: 'factory' },
        { kind: '施工押金', amount: 10000, payer: 'client' },
      ],
    });
    // the server's own test: 8640 + 7930 + 10800 + 2160
    expect(t.total).toBe(29530_00);
    expect(t.totals).toMatchObject({ dimian: 8640_00, beiban: 7930_00, mentou: 0 });
    expect(t.clientFees).toBe(10000_00);
    expect(fenText(t.total)).toBe('¥29,530.00');
  });
});
