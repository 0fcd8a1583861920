import type { Transaction as Tx } from '../../db/client.ts';
import { paidOut } from '../deals/deal-money.ts';
import type { TaskDeps } from './tasks-deal.ts';
import type { TaskRow } from './tasks-repository.ts';

/**
 * The fee held for a task paid to its designer minus the platform's commission, in the caller's
 * transaction; what it paid (gross, fee, net in fen) for the notices.
 */
export async function releaseFee(d: Pick<TaskDeps, 'wallet'>, tx: Tx, t: TaskRow) {
  const r = await d.wallet.release(
    {
      key: `task:${t.orders}:release`,
      ref: t.orders,
      payer: t.memberId,
      payee: t.designerId!,
      amount: t.fee,
      memo: '设计费结算',
    },
    tx,
  );
  const out = paidOut(r.entries, { payer: t.memberId, payee: t.designerId });
  return { posting: r, settled: { fee: t.fee, commission: out.fee, net: out.net } };
}
