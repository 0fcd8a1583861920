import { yuanToFen } from '@hz/contract/common/money';
import { type QuoteCategory, quoteCategories } from '@hz/contract/projects';

/**
 * The live preview of a quotation's totals, computed in integer fen exactly as the server does
 * (`priceQuote`: quantity in hundredths × unit price in fen / 100, rounded half up); what is saved and
 * shown afterwards is the server's answer, never this.
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

/** A line's amount in fen: 0 while its quantity or price is missing or not valid. */
export function lineFen(l: LineValues | undefined): number {
  if (!l || typeof l.qty !== 'number' || l.qty <= 0) return 0;
  const qtyH = Math.round(l.qty * 100);
  return Math.round((qtyH * fen(l.price)) / 100);
}

export function previewTotals(v: QuoteFormValues) {
  const totals = Object.fromEntries(
    quoteCategories.map((c) => [c, (v[c] ?? []).reduce((s, l) => s + lineFen(l), 0)]),
  ) as Record<QuoteCategory, number>;
  const fees = v.fees ?? [];
  const factoryFees = fees.filter((f) => f?.payer === 'factory').reduce((s, f) => s + fen(f.amount), 0);
  const clientFees = fees.filter((f) => f?.payer === 'client').reduce((s, f) => s + fen(f.amount), 0);
  const lines = Object.values(totals).reduce((s, n) => s + n, 0);
  return { totals, factoryFees, clientFees, total: lines + factoryFees };
}

/** Fen as the screens write yuan: ¥1,234.50. */
export const fenText = (n: number) =>
  `¥${(n / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
