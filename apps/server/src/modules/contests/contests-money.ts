import type { Transaction as Tx } from '../../db/client.ts';
import { paidOut } from '../deals/deal-money.ts';
import type { ContestDeps } from './contests-deal.ts';
import type { Paid } from './contests-notices.ts';
import type { ContestRow } from './contests-repository.ts';

/**
 * The prize's movements (decision 054): held once at publishing, then either released to the places
 * awarded (each its share, minus the platform's commission on that share) or refunded in full — each
 * posting idempotent by its key, and the contest's guarded transition in the same transaction makes
 * the release and the refund exclusive.
 */
type Wallet = Pick<ContestDeps, 'wallet'>;

export const prizeKeys = (orders: string) => ({
  hold: `contest:${orders}:hold`,
  refund: `contest:${orders}:refund`,
  award: (place: number) => `contest:${orders}:award:${place}`,
  forfeit: `contest:${orders}:forfeit`,
});

/** The client's prize from their balance into escrow (refused with `insufficient_balance`). */
export function holdPrize(d: Wallet, tx: Tx, c: { orders: string; memberId: number; prize: number }) {
  return d.wallet.hold(
    {
      key: prizeKeys(c.orders).hold,
      ref: c.orders,
      payer: c.memberId,
      amount: c.prize,
      memo: '比稿奖金托管',
    },
    tx,
  );
}

/** The whole prize back to the client's balance. */
export function refundPrize(d: Wallet, tx: Tx, c: ContestRow) {
  return d.wallet.refund(
    {
      key: prizeKeys(c.orders).refund,
      ref: c.orders,
      payer: c.memberId,
      amount: c.prize,
      memo: '比稿奖金退回',
    },
    tx,
  );
}

/** The shares of the places not handed over in time back to the client (once per contest). */
export function refundForfeit(d: Wallet, tx: Tx, c: ContestRow, amount: number) {
  return d.wallet.refund(
    {
      key: prizeKeys(c.orders).forfeit,
      ref: c.orders,
      payer: c.memberId,
      amount,
      memo: '逾期未交付，奖金退回',
    },
    tx,
  );
}

/** Each award (its share, fen) released to its designer minus the commission on it. */
export async function payAwards(
  d: Wallet,
  tx: Tx,
  c: ContestRow,
  awards: readonly { place: number; memberId: number; award: number }[],
): Promise<Paid[]> {
  const out: Paid[] = [];
  for (const a of awards) {
    const r = await d.wallet.release(
      {
        key: prizeKeys(c.orders).award(a.place),
        ref: c.orders,
        payer: c.memberId,
        payee: a.memberId,
        amount: a.award,
        memo: '比稿奖金结算',
      },
      tx,
    );
    const p = paidOut(r.entries, { payer: c.memberId, payee: a.memberId });
    out.push({ member: a.memberId, place: a.place, amount: a.award, fee: p.fee, net: p.net });
  }
  return out;
}
