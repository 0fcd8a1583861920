import type { PostResult } from '../wallet/wallet-ledger.ts';

/** What a posting paid out: the payee's net, the client's refund and the platform's fee (fen). */
export function paidOut(entries: PostResult['entries'], who: { payee: number | null; payer: number }) {
  const sum = (f: (e: PostResult['entries'][number]) => boolean) =>
    entries.filter(f).reduce((a, e) => a + e.amount, 0);
  return {
    net: sum((e) => e.kind === 'member_available' && e.memberId === who.payee),
    back: sum((e) => e.kind === 'member_available' && e.memberId === who.payer),
    fee: sum((e) => e.kind === 'platform_revenue'),
  };
}
