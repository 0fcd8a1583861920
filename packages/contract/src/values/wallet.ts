/**
 * The plain values of the wallet (names, lists, limits): no zod and no schema here, so that a
 * page can name them without loading the contract's schemas. `wallet.ts` re-exports them.
 */

/** A new pay password that a stranger tries first: one digit repeated, or a straight run up or down. */
export function paycodeTooSimple(code: string): boolean {
  if (/^(\d)\1{5}$/.test(code)) return true;
  const steps = [...code].slice(1).map((c, i) => Number(c) - Number(code[i]));
  return steps.every((d) => d === 1) || steps.every((d) => d === -1);
}
