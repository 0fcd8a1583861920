/**
 * Money's plain functions (no zod): `common/money.ts` re-exports them beside its schemas, so that a page
 * can read an amount without loading the contract's schemas.
 */

/** "12.3" → 1230. Null when not a non-negative amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
