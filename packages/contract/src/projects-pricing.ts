import { type QuoteCategory, quoteCategories } from './projects.ts';

/**
 * The one pricing rule of a quotation (issue 26): its lines' amounts, the category totals, the venue fees
 * by who pays them, and the total. The server computes and stores with it (the total once, in the
 * quotation's `total` column); `/workQuotation` previews with it while the factory types. Integer fen
 * throughout: a quantity has two decimals (hundredths), a price is in fen.
 */

/** A quantity in hundredths (two decimals). */
export const qtyHundredths = (qty: number) => Math.round(qty * 100);

/** A line's amount in fen: quantity (hundredths) × unit price (fen) / 100, rounded half up to the fen. */
export const lineAmount = (qtyH: number, priceFen: number) => Math.round((qtyH * priceFen) / 100);

export interface PricingInput {
  /** Each category's lines: quantity (a number with two decimals) and unit price in fen. */
  lines: Partial<Record<QuoteCategory, readonly { qty: number; price: number }[]>>;
  /** Venue fees (fen) and who pays them: the factory's are in its total, the client's are paid apart. */
  fees: readonly { amount: number; payer: 'client' | 'factory' }[];
}

export interface Pricing {
  /** Each line's amount (fen), in the order given. */
  amounts: Record<QuoteCategory, number[]>;
  totals: Record<QuoteCategory, number>;
  factoryFees: number;
  clientFees: number;
  /** What the client pays the factory: every line, and the venue fees the factory pays. */
  total: number;
  /** What the build costs the client in all: the total and the venue fees the client pays apart. */
  clientCost: number;
}

/**
 * What a quotation costs the client in all (fen): its total (paid to the factory through the platform)
 * and the venue fees the client pays apart. The comparison's 最低 is on this (issue 27).
 */
export const clientCostOf = (total: number, clientFees: number) => total + clientFees;

export function priceQuote(q: PricingInput): Pricing {
  const amounts = {} as Record<QuoteCategory, number[]>;
  const totals = {} as Record<QuoteCategory, number>;
  for (const c of quoteCategories) {
    amounts[c] = (q.lines[c] ?? []).map((l) => lineAmount(qtyHundredths(l.qty), l.price));
    totals[c] = amounts[c].reduce((s, a) => s + a, 0);
  }
  const feesOf = (payer: 'client' | 'factory') =>
    q.fees.filter((f) => f.payer === payer).reduce((s, f) => s + f.amount, 0);
  const factoryFees = feesOf('factory');
  const clientFees = feesOf('client');
  const total = quoteCategories.reduce((s, c) => s + totals[c], 0) + factoryFees;
  return { amounts, totals, factoryFees, clientFees, total, clientCost: clientCostOf(total, clientFees) };
}
