import { TaskState as S } from '@hz/contract/common/states';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';
import { rereadTask } from '../tasks-views.ts';

/**
 * `taskCancel`: cancelling by agreement before delivery. The first side proposes (the other told); the
 * other side's call agrees: ongoing → closed, the fee back to the client in full. Proposing again waits.
 */
export async function cancelTask(d: TaskDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, id);
    const side = d.deal.requireSide(t, member, 'party');
    const role = side === 'client' ? 'client' : 'designer';
    if (t.status !== S.ongoing) throw d.deal.refuse.state('只有设计进行中、交付前的任务可以协商取消');
    if (t.cancelBy === '' || t.cancelBy === role) {
      if (t.cancelBy === '') {
        await repo.proposeCancel(tx, t.id, role);
        await d.deal.note(tx, t, 'proposeCancel', role, member.id);
        await d.deal.tell(tx, t, 'cancelProposed', member.id, { by: role, fee: t.fee });
      }
      return rereadTask(tx, d.deal, t.id, member);
    }
    await d.deal.move(tx, t, 'cancel', role, member.id, { set: { dueAt: null } });
    await d.wallet.refund(
      {
        key: `task:${t.orders}:refund`,
        ref: t.orders,
        payer: t.memberId,
        payee: t.designerId!,
        amount: t.fee,
        memo: '协商取消退款',
      },
      tx,
    );
    await d.deal.tell(tx, t, 'cancelled', member.id, { fee: t.fee });
    return rereadTask(tx, d.deal, t.id, member);
  });
}
