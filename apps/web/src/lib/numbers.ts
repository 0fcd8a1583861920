/**
 * A number with thousands separators, as `toLocaleString('zh-CN')` writes it: `12345.6` → `12,345.6`, at
 * most `maxFraction` decimals (3, as Intl's default), rounded as Intl rounds: half away from zero on the
 * number's shortest decimal form (`0.15` → `0.2`, where `toFixed` gives `0.1`). Without Intl: a page's first
 * Intl call initialises ICU (~18 ms on a desktop, four times that on Lighthouse's phone), and the public
 * pages would pay it while hydrating.
 */
/**
 * A yuan amount as decision 046 writes it, `¥4,800.00`, without Intl (for the public pages, see
 * `groupDigits`); the same text as `¥` + `formatYuan` (lib/format.ts).
 */
export function yuanText(n: number): string {
  const [int = '', fraction = ''] = groupDigits(n, 2).split('.');
  return `¥${int}.${fraction.padEnd(2, '0')}`;
}

export function groupDigits(n: number, maxFraction = 3): string {
  const abs = Math.abs(n);
  const shortest = String(abs);
  // tiny numbers are written with an exponent; they round to zero at three decimals anyway
  const [int = '', fraction = ''] = (shortest.includes('e') ? abs.toFixed(maxFraction) : shortest).split('.');
  let whole = int;
  let decimals = fraction;
  if (fraction.length > maxFraction) {
    const up = (fraction[maxFraction] ?? '0') >= '5' ? 1n : 0n;
    const digits = (BigInt(int + fraction.slice(0, maxFraction)) + up)
      .toString()
      .padStart(maxFraction + 1, '0');
    whole = digits.slice(0, digits.length - maxFraction);
    decimals = digits.slice(digits.length - maxFraction);
  }
  decimals = decimals.replace(/0+$/, '');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}
