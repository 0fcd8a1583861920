import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatYuan } from './format.ts';
import { groupDigits, yuanText } from './numbers.ts';

it('groups digits exactly as toLocaleString(zh-CN) does, without Intl', () => {
  expect(groupDigits(1234567)).toBe('1,234,567');
  expect(groupDigits(12345.6789)).toBe('12,345.679');
  expect(groupDigits(999.5, 0)).toBe('1,000');
  expect(groupDigits(-1200.5)).toBe('-1,200.5');
  const numbers = fc.oneof(
    fc.integer({ min: -1e12, max: 1e12 }),
    fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 100),
  );
  fc.assert(
    fc.property(numbers, fc.integer({ min: 0, max: 3 }), (n, max) => {
      expect(groupDigits(n, max)).toBe(n.toLocaleString('zh-CN', { maximumFractionDigits: max }));
    }),
    { numRuns: 2000 },
  );
});

it('writes yuan as ¥ + formatYuan does (Intl), without Intl', () => {
  expect(yuanText(4800)).toBe('¥4,800.00');
  expect(yuanText(1234.5)).toBe('¥1,234.50');
  expect(yuanText(0.1 + 0.2)).toBe('¥0.30');
  const amounts = fc.oneof(
    fc.integer({ min: 0, max: 1e10 }).map((n) => n / 100),
    fc.double({ min: 0, max: 1e9, noNaN: true }),
    fc.integer({ min: -1e8, max: -1 }).map((n) => n / 100),
  );
  fc.assert(
    fc.property(amounts, (n) => {
      expect(yuanText(n)).toBe(`¥${formatYuan(n)}`);
    }),
    { numRuns: 2000 },
  );
});
