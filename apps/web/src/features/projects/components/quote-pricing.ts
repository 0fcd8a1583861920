import { yuanToFen } from '@hz/contract/common/money';
import { type QuoteCategory, quoteCategories } from '@hz/contract/values/projects';
import { priceQuote } from '@hz/contract/projects-pricing';

/**
 * The live preview of a quotation's totals while the factory types: the form's values (yuan, maybe
 * incomplete) given to the contract's one pricing rule (`packages/contract/src/projects-pricing.ts`),
 * which the server also prices and stores with; what is saved and shown afterwards is the server's answer.
 */

export interface LineValues {
  name?: string;
  spec?: string;
  unit?: string;
  qty?: number | null;
  price?: number | null;
}
export interface FeeValues {
  kind?: string;
  amount?: number | null;
  payer?: 'client' | 'factory';
  note?: string;
}
export type QuoteFormValues = Partial<Record<QuoteCategory, LineValues[]>> & {
  fees?: FeeValues[];
  exclusions?: string;
  validity?: string;
  days?: number | null;
  conts?: string;
};

/** A number of yuan as fen, through its decimal text (0 when it is not a valid amount). */
const fen = (n: number | null | undefined) =>
  typeof n === 'number' && n >= 0 ? (yuanToFen(String(n)) ?? 0) : 0;

/** A line as the pricing rule takes it: 0 while its quantity or price is missing or not valid. */
const lineOf = (l: LineValues | undefined) => ({
  qty: l && typeof l.qty === 'number' && l.qty > 0 ? l.qty : 0,
  price: fen(l?.price),
});

/** A line's amount in fen, by the contract's pricing rule. */
export const lineFen = (l: LineValues | undefined) =>
  priceQuote({ lines: { dimian: [lineOf(l)] }, fees: [] }).total;

/** The form's totals in fen, by the contract's pricing rule (the server prices the saved quotation with it). */
export function previewTotals(v: QuoteFormValues) {
  const lines = Object.fromEntries(quoteCategories.map((c) => [c, (v[c] ?? []).map(lineOf)]));
  const fees = (v.fees ?? []).map((f) => ({ amount: fen(f?.amount), payer: f?.payer ?? 'factory' }));
  return priceQuote({ lines, fees });
}

/** Fen as the screens write yuan: ¥1,234.50. */
export const fenText = (n: number) =>
  `¥${(n / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
