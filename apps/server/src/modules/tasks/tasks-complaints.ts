import { TaskState as S } from '@hz/contract/common/states';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaDates, chinaParts } from '../../lib/china-time.ts';
import { dbNow } from '../../lib/state-transition.ts';
import type { ComplaintDecision, ComplaintKindDef } from '../complaints/complaints-kinds.ts';
import { paidOut } from '../deals/deal-money.ts';
import type { PostResult } from '../wallet/wallet-ledger.ts';
import { type TaskDeps, taskVisible } from './tasks-deal.ts';
import { taskActionNames } from './tasks-machine.ts';
import { releaseFee } from './tasks-money.ts';
import * as repo from './tasks-repository.ts';
import { files } from './tasks-views.ts';

/**
 * Design tasks as a kind of complaint (decision 023) and of review (decision 024): the client against the
 * designer, the fee in escrow. Every hook runs inside the complaint's (or review's) transaction.
 */

/** Why no complaint may open on a task in `status` (null: one may, the fee being in escrow). */
function refusalOf(status: string) {
  if (status === S.ongoing || status === S.delivered) return null;
  if (status === S.completed) return '任务已完成，不能再发起投诉';
  if (status === S.disputed) return '该任务正在投诉处理中';
  if (status === S.closed) return '任务已关闭，不能发起投诉';
  return '任务尚未托管设计费，不能发起投诉';
}

/**
 * An operator's decision on the disputed task: release (→ completed, the fee to the designer minus the
 * commission), refund (→ closed, the fee back to the client; no right to use the design), or split
 * (→ completed, `percent` % of the fee to the designer minus the commission on that part, the rest back).
 * The paused timer is dropped: every outcome ends the task. Returns what each side got, in fen.
 */
async function decide(d: TaskDeps, tx: Tx, id: number, c: ComplaintDecision) {
  const t = await d.deal.locked(tx, id);
  const end = { dueAt: null, pausedMs: null };
  const money = { ref: t.orders, payer: t.memberId, payee: t.designerId!, amount: t.fee };
  let r: PostResult;
  if (c.outcome === 'release') {
    await d.deal.move(tx, t, 'decideRelease', 'operator', c.operatorId, {
      set: { ...end, completedAt: dbNow },
      note: c.reason,
    });
    r = (await releaseFee(d, tx, t)).posting;
    await d.completed(tx, t.id);
  } else if (c.outcome === 'refund') {
    await d.deal.move(tx, t, 'decideRefund', 'operator', c.operatorId, { set: end, note: c.reason });
    r = await d.wallet.refund({ ...money, key: `task:${t.orders}:refund`, memo: '投诉裁决退款' }, tx);
  } else {
    await d.deal.move(tx, t, 'decideSplit', 'operator', c.operatorId, {
      set: { ...end, completedAt: dbNow },
      note: `设计师得 ${c.percent}%，${c.reason}`,
    });
    const payeeShare = Math.floor((t.fee * c.percent) / 100);
    r = await d.wallet.split(
      { ...money, key: `task:${t.orders}:split`, payeeShare, memo: '投诉裁决分配' },
      tx,
    );
    await d.completed(tx, t.id);
  }
  const out = paidOut(r.entries, { payer: t.memberId, payee: t.designerId });
  return { providerGets: out.net, clientGets: out.back, commission: out.fee };
}

export function taskComplaintKind(d: TaskDeps): ComplaintKindDef {
  return {
    kind: 'task',
    providerName: '设计师',
    link: d.deal.link,
    async load(tx, id, lock) {
      const t = await repo.findTask(tx, id, lock);
      if (!t) return undefined;
      return {
        id: t.id,
        orders: t.orders,
        title: t.title,
        link: d.deal.link(t.id),
        visible: taskVisible(t),
        clientId: t.memberId,
        providerId: t.designerId,
        amount: t.fee,
        refusal: refusalOf(t.status),
      };
    },
    /** `ongoing`/`delivered` → `disputed` by the complaining side; its timer paused. */
    async open(tx, id, by) {
      const t = await d.deal.locked(tx, id);
      await d.deal.move(tx, t, 'complain', by.side === 'client' ? 'client' : 'designer', by.memberId, {
        set: { ...repo.pauseTimer, cancelBy: '' },
      });
    },
    decide: (tx, id, c) => decide(d, tx, id, c),
    /** What a complaint attaches automatically: every delivery and the timeline. */
    async evidence(tx, id) {
      const [deliveries, orbits] = await Promise.all([
        repo.deliveriesOf(tx, id),
        d.deal.evidenceOrbits(tx, id, taskActionNames),
      ]);
      return {
        deliveries: deliveries.map((x) => ({
          n: x.n,
          conts: x.conts,
          attach: files(x.attach),
          ...chinaDates(x.createdAt),
        })),
        orbits,
      };
    },
    /** The task's conversation (every message, oldest first; decision 025). */
    async conversation(tx, id) {
      const rows = await repo.talksOf(tx, id, { limit: 10_000 });
      return rows.map((r) => ({
        side: r.who === 'client' ? ('client' as const) : ('provider' as const),
        name: r.who === 'client' ? '客户' : '设计师',
        conts: r.conts,
        attach: files(r.attach.map((f) => f.id)),
        ...chinaDates(r.createdAt),
      }));
    },
  };
}

/** The task as the reviews module sees it (decision 024): parties, completion, on-time delivery. */
export async function taskReviewSubject(d: TaskDeps, tx: Tx, id: number, lock: boolean) {
  const t = await repo.findTask(tx, id, lock);
  if (!t) return undefined;
  const first = t.completedAt ? await repo.firstDeliveryAt(tx, t.id) : null;
  return {
    id: t.id,
    title: t.title,
    link: d.deal.link(t.id),
    completed: t.status === S.completed,
    completedAt: t.completedAt,
    client: t.memberId,
    provider: t.designerId,
    visible: taskVisible(t),
    // on time: the first delivery's China date on or before the design deadline
    onTime: first ? chinaParts(first).date <= t.deadline : null,
  };
}
