import { groupDigits, yuanText } from '../../../lib/numbers.ts';
/** How people's pages word prices, areas and open sides. */

/** Yuan per m²: both 0 = 面议, a top of 0 = "from". */
export function pricePerM2(min: number, max: number): string {
  if (!min && !max) return '面议';
  const y = (n: number) => `¥${groupDigits(n)}`;
  if (!max) return `${y(min)}/㎡起`;
  if (min === max || !min) return `${y(max)}/㎡${min ? '' : '以内'}`;
  return `${y(min)}–${y(max)}/㎡`;
}

const openNames = ['', '一面开', '两面开', '三面开', '四面开（岛型）'];
export const opensText = (n: number) => openNames[n] ?? '';
export const opensOptions = [1, 2, 3, 4].map((n) => ({ value: n, label: opensText(n) }));

/** A service's price: 面议, or yuan. */
export function servicePrice(price: number, negotiable: boolean): string {
  if (negotiable) return '面议';
  return yuanText(price);
}

export const areaRange = (min: number, max: number) => (min === max ? `${min}㎡` : `${min}–${max}㎡`);

/** Cities served, shortened for a card. */
export function citiesText(cities: readonly string[], max = 4): string {
  if (cities.length <= max) return cities.join('、');
  return `${cities.slice(0, max).join('、')}等${cities.length}个城市`;
}

/** Reputation with one decimal. */
export const reputationText = (r: number) => r.toFixed(1);

/** A count of views, likes or followers as 站酷-like sites show it: `1,234`, from ten thousand `1.2万`. */
export function countText(n: number): string {
  if (n < 10_000) return groupDigits(n);
  return `${groupDigits(Math.floor(n / 1000) / 10, 1)}万`;
}
