import { yuanToFen } from '../values/money.ts';
import { z } from './zod.ts';

export { yuanToFen };

/**
 * Money (DESIGN §4): integer fen in the database, a number of yuan with at most two decimals on the wire.
 * Amounts are parsed from their decimal text, never by float arithmetic.
 */
export const fenToYuan = (fen: number) => fen / 100;

/**
 * A yuan amount in a request (`12`, `12.5`, `"12.50"`), checked and turned into fen. A number is read
 * through its shortest decimal text, so `0.1 + 0.2` is refused as having more than two decimals.
 */
export const yuan = (label: string, o: { minFen?: number; maxFen?: number } = {}) => {
  const minFen = o.minFen ?? 1;
  const maxFen = o.maxFen ?? 100_000_000_00;
  return z.union([z.number(), z.string()], { error: `请输入${label}` }).transform((v, ctx) => {
    const fen = yuanToFen(String(v));
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: `${label}应为数字，最多两位小数` });
      return z.NEVER;
    }
    if (fen < minFen) {
      ctx.addIssue({ code: 'custom', message: `${label}不能少于${fenToYuan(minFen)}元` });
      return z.NEVER;
    }
    if (fen > maxFen) {
      ctx.addIssue({ code: 'custom', message: `${label}不能超过${fenToYuan(maxFen)}元` });
      return z.NEVER;
    }
    return fen;
  });
};
