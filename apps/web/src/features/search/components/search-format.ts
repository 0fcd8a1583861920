import { groupDigits } from '../../../lib/numbers.ts';
/** `12`, or `1000+` when the server stopped counting (`totalCapped`). */
export const countText = (p: { total: number; totalCapped: boolean }) =>
  p.totalCapped ? `${p.total}+` : String(p.total);

const yuan = (n: number) => `¥${groupDigits(n)}`;

/** A space's daily price: `¥3,000–¥8,000/天`, `¥3,000/天起`, or 价格面议 (both 0). */
export function priceText(min: number, max: number): string {
  if (min <= 0 && max <= 0) return '价格面议';
  if (max > min) return `${yuan(min)}–${yuan(max)}/天`;
  return `${yuan(Math.max(min, max))}/天起`;
}
