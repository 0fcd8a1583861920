/**
 * What happens to a contest's prize when nobody decides (issue 30 point 4; decision 054): the rules in
 * one table, read top to bottom, the first that applies decides. The timers (`contests-timers.ts`) ask
 * this table; nothing else decides a refund or a split.
 */

/** What the rules read of a contest when its selection window ends with no winner chosen. */
export interface WindowFacts {
  /** 担保: the client promised to pay the prize whatever happens. */
  guarantee: boolean;
  /** Finalists named and still in the running. */
  finalists: number;
  /** Entries in the running (not withdrawn, not eliminated). */
  running: number;
}

/** `refund`: all back to the client; `finalists`: equal shares to the finalists; `top`: to the best rated. */
export type WindowOutcome = 'refund' | 'finalists' | 'top';

export const windowRules: readonly {
  rule: string;
  when: (f: WindowFacts) => boolean;
  outcome: WindowOutcome;
  why: string;
}[] = [
  {
    rule: 'finalists were named',
    when: (f) => f.finalists > 0,
    outcome: 'finalists',
    why: 'naming finalists asked them to revise for the prize: it can no longer go back to the client',
  },
  {
    rule: 'guaranteed, entries in the running',
    when: (f) => f.guarantee && f.running > 0,
    outcome: 'top',
    why: 'a guaranteed prize is paid whatever happens: to the highest-rated entries, as many as the places',
  },
  {
    rule: 'otherwise (not guaranteed and no finalist, or nobody left to pay)',
    when: () => true,
    outcome: 'refund',
    why: 'the client chose nobody and promised nothing; with no entry in the running there is nobody to pay',
  },
];

export const windowOutcome = (f: WindowFacts): WindowOutcome => windowRules.find((r) => r.when(f))!.outcome;

/**
 * `amount` fen in `n` equal shares; the fen that do not divide go one each to the first shares (the
 * earliest entries), so the shares add up to the amount exactly.
 */
export function equalShares(amount: number, n: number): number[] {
  if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isInteger(n) || n <= 0)
    throw new Error(`equalShares: ${amount} / ${n}`);
  const base = Math.floor(amount / n);
  const rest = amount - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/** The prize by place, as published (percents); what does not divide goes to the first place. */
export function placeShares(amount: number, split: readonly number[]): number[] {
  const shares = split.map((pct) => Math.floor((amount * pct) / 100));
  shares[0]! += amount - shares.reduce((a, x) => a + x, 0);
  return shares;
}

/** The entries the `top` rule pays: the `places` best rated in the running (unrated last, then earliest). */
export function topRated<E extends { rating: number | null; n: number }>(
  running: readonly E[],
  places: number,
): E[] {
  return [...running].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.n - b.n).slice(0, places);
}
