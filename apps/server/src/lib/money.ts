/** Money is integer fen in the database and a number of yuan with at most two decimals on the wire. */
export { fenToYuan, yuanToFen } from '@hz/contract/common/money';

/** Text of an amount of fen in yuan, with two decimals: 1230 → "12.30". */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount of fen as people read it everywhere (decision 046): `¥4,800.00`, `-¥12.30`. `yuanText` stays
 * the plain decimal for machines (Alipay's `total_amount`, the contract's tables).
 */
export function moneyText(fen: number): string {
  const [whole, cents] = yuanText(Math.abs(fen)).split('.');
  return `${fen < 0 ? '-' : ''}¥${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
