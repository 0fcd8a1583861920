import { ApplyState, TaskState as S } from '@hz/contract/common/states';
import type { Transaction as Tx } from '../../db/client.ts';
import { dbNow } from '../../lib/state-transition.ts';
import type { TimerPayload } from '../deals/deal-kernel.ts';
import { TASK_JOBS, type TaskDeps, unselect } from './tasks-deal.ts';
import { releaseFee } from './tasks-money.ts';
import * as applies from './tasks-applies-repository.ts';

/**
 * A design task's timers (decision 021): jobs set by the actions for the task's `rev`; each does nothing
 * once the task moved on. Defined in tasks-module.ts.
 */
/** The selected designer did not confirm within 48 hours: back to choosing. */
async function confirmLapse(d: TaskDeps, tx: Tx, p: TimerPayload) {
  const t = await d.deal.current(tx, p, S.selecting);
  if (!t) return;
  await d.deal.move(tx, t, 'confirmLapse', 'system', null, { set: unselect });
  if (t.applyId) await applies.setApplyStatus(tx, t.id, t.applyId, ApplyState.declined);
  await d.deal.tell(tx, t, 'confirmLapsed', null, {});
}

/**
 * The client did not hold the fee within 72 hours: a task of the hall goes back to choosing; an ordered
 * service, which has no hall to return to, closes (decision 025).
 */
async function payLapse(d: TaskDeps, tx: Tx, p: TimerPayload) {
  const t = await d.deal.current(tx, p, S.confirmed);
  if (!t) return;
  const order = t.serviceId !== null;
  await d.deal.move(tx, t, order ? 'orderLapse' : 'payLapse', 'system', null, {
    set: order ? { dueAt: null } : unselect,
  });
  if (t.applyId) await applies.setApplyStatus(tx, t.id, t.applyId, ApplyState.declined);
  await d.deal.tell(tx, t, order ? 'orderLapsed' : 'payLapsed', null, {});
}

/** 7 days after a delivery without an answer: accepted, the fee paid. */
async function autoAccept(d: TaskDeps, tx: Tx, p: TimerPayload) {
  const t = await d.deal.current(tx, p, S.delivered);
  if (!t) return;
  await d.deal.move(tx, t, 'autoAccept', 'system', null, { set: { completedAt: dbNow, dueAt: null } });
  const { settled } = await releaseFee(d, tx, t);
  await d.completed(tx, t.id);
  await d.deal.tell(tx, t, 'autoAccepted', null, settled);
}

/** On the 5th day after a delivery: the client is reminded that it will be accepted in 2 days. */
async function acceptReminder(d: TaskDeps, tx: Tx, p: TimerPayload) {
  const t = await d.deal.current(tx, p, S.delivered);
  if (t) await d.deal.tell(tx, t, 'acceptReminder', null, {});
}

/** 09:00 China time the day before the design deadline: the designer, while still designing. */
async function deadlineReminder(d: TaskDeps, tx: Tx, p: TimerPayload) {
  const t = await d.deal.current(tx, p, S.ongoing);
  if (t) await d.deal.tell(tx, t, 'deadlineReminder', null, { deadline: t.deadline });
}

/** The timers' job definitions. */
export const taskTimers = (d: TaskDeps) =>
  [
    { name: TASK_JOBS.confirmLapse, title: '设计师48小时未确认，选定失效', run: confirmLapse },
    { name: TASK_JOBS.payLapse, title: '72小时未托管设计费，重新选择', run: payLapse },
    { name: TASK_JOBS.autoAccept, title: '交付7天后自动验收', run: autoAccept },
    { name: TASK_JOBS.acceptReminder, title: '交付第5天提醒验收', run: acceptReminder },
    { name: TASK_JOBS.deadlineReminder, title: '设计截止前一天提醒设计师', run: deadlineReminder },
  ].map((j) => ({
    name: j.name,
    title: j.title,
    run: (p: TimerPayload, { tx }: { tx: Tx }) => j.run(d, tx, p),
  }));
