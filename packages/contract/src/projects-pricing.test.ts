import { describe, expect, it } from 'vitest';
import { lineAmount, priceQuote } from './projects-pricing.ts';

describe('priceQuote', () => {
  it('prices lines in integer fen, rounding each line half up, and adds the fees by payer', () => {
    const p = priceQuote({
      lines: {
        dimian: [
          { qty: 36, price: 12_000 },
          { qty: 0.35, price: 333 }, // 35 × 333 / 100 = 116.55 → 117
        ],
        meigong: [{ qty: 2.5, price: 8_050 }],
      },
      fees: [
        { amount: 50_000, payer: 'factory' },
        { amount: 20_000, payer: 'client' },
      ],
    });
    expect(p.amounts.dimian).toEqual([432_000, 117]);
    expect(p.totals.dimian).toBe(432_117);
    expect(p.totals.meigong).toBe(20_125);
    expect(p.totals.beiban).toBe(0);
    expect(p.factoryFees).toBe(50_000);
    expect(p.clientFees).toBe(20_000);
    expect(p.total).toBe(432_117 + 20_125 + 50_000);
    expect(p.clientCost).toBe(p.total + 20_000);
  });

  it('rounds a quantity to hundredths before pricing (0.005 × 100 is not a float surprise)', () => {
    expect(lineAmount(1, 150)).toBe(2); // 0.01 × ¥1.50 = 1.5 fen → 2
    expect(priceQuote({ lines: { zulin: [{ qty: 1.005, price: 10_000 }] }, fees: [] }).total).toBe(
      lineAmount(Math.round(1.005 * 100), 10_000),
    );
  });
});
