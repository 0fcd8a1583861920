import { TaskState as S } from '@hz/contract/common/states';
import type { SessionMember } from '../../members/session-member.ts';
import { dbNow } from '../../../lib/state-transition.ts';
import { chinaAt } from '../../../lib/china-time.ts';
import { TASK_JOBS, type TaskDeps } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';
import { rereadTask } from '../tasks-views.ts';

/**
 * `payDesignerFee`: the client holds the agreed fee in escrow with the pay password; confirmed → ongoing.
 * The other applicants are told the task is taken. The designer gets one notice (decision 043).
 */
export async function payFee(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; paycode: string },
) {
  // refusals that do not depend on the pay password come before it is spent
  const first = await d.deal.load(d.db, b.id);
  d.deal.requireSide(first, member, 'client');
  if (first.status !== S.confirmed) throw d.deal.refuse.conflict();
  await d.paycodes.verify(member.id, b.paycode);
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    const { rev } = await d.deal.move(tx, t, 'pay', 'client', member.id, {
      set: { paidAt: dbNow, dueAt: null },
    });
    // refused with insufficient_balance when the coins are not there: the transition rolls back too
    await d.wallet.hold(
      {
        key: `task:${t.orders}:hold`,
        ref: t.orders,
        payer: t.memberId,
        payee: t.designerId!,
        amount: t.fee,
        memo: '设计费托管',
      },
      tx,
    );
    // the day before the design deadline, 09:00 China time, while still ahead (issue 31 point 4)
    const remindAt = chinaAt(t.deadline, -1, 9);
    if (remindAt.getTime() > Date.now())
      await d.deal.timer(tx, TASK_JOBS.deadlineReminder, t, rev, { runAt: remindAt });
    const others = await applies.othersOf(tx, t.id, t.applyId!);
    await applies.declineOthers(tx, t.id, t.applyId!);
    await d.deal.tell(tx, t, 'paid', member.id, {
      fee: t.fee,
      deadline: t.deadline,
      others: others.map((o) => o.memberId),
    });
    return rereadTask(tx, d.deal, t.id, member);
  });
}
