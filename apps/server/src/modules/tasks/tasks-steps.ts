import { ReviewState, TaskState as S } from '@hz/contract/common/states';
import { chinaStamp } from '../../lib/china-time.ts';
import { moneyText } from '../../lib/money.ts';
import { type DisputeFacts, disputeNext } from '../deals/deal-dispute.ts';
import { defineSteps } from '../deals/deal-steps.ts';
import { taskMachine } from './tasks-machine.ts';
import type { TaskRow } from './tasks-repository.ts';

/** What the viewer is to the task (the wire's `role`). */
export type TaskRole = 'client' | 'designer' | 'applicant' | 'visitor';

/** What the steps read: the task's row and, while it is disputed, its open complaint (decision 047). */
export type TaskCtx = TaskRow & { dispute?: DisputeFacts };

const due = (t: TaskCtx) => (t.dueAt ? t.dueAt.toISOString() : '');
/** `，截止 2026-12-08 14:00` while a timer runs. */
const until = (t: TaskCtx) => (t.dueAt ? `，截止 ${chinaStamp(t.dueAt).slice(0, 16)}` : '');
const fee = (t: TaskCtx) => `${moneyText(t.fee)}`;
const ordered = (t: TaskCtx) => t.serviceId !== null;

/**
 * Every action a member takes on a design task (decision 043): the transition table's rows with their
 * labels and 下一步 sentences, and the actions that leave the state (applying, reviewing). The order is
 * the order of the buttons, and the first `todo` offered to a side is its 下一步.
 */
export const taskSteps = defineSteps<TaskCtx, TaskRole>({
  machine: taskMachine,
  state: (t) => t.status,
  // an applicant reads the client's choosing while the task is open
  party: (t, role) =>
    role === 'client' || role === 'designer' || (role === 'applicant' && t.status === S.open),
  sides: { client: '发布方', provider: '设计师' },
  steps: [
    {
      action: 'apply',
      call: 'Taskcenter/designerApply',
      by: ['visitor'],
      states: [S.open],
      label: '报名投递方案',
      when: (t) => t.checked === ReviewState.approved && !ordered(t),
    },
    {
      action: 'select',
      call: 'Taskcenter/selectDesigner',
      by: ['client'],
      label: '选定设计师',
      when: (t) => t.checked === ReviewState.approved && t.applied > 0,
      todo: (t) => `已有${t.applied}位设计师报名，请比较方案后选定一位`,
      waiting: () => '等待发布方选定设计师',
    },
    {
      action: 'confirm',
      call: 'Taskcenter/confirmDesigner',
      by: ['designer'],
      label: '确认接单',
      due,
      funds: (t) => ({ kind: 'agree', amount: t.fee, to: 'self' }),
      todo: (t) => `请确认是否接单${until(t)}，逾期将自动放弃`,
      waiting: (t) => `等待设计师确认接单${until(t)}，逾期未确认将自动取消选定`,
    },
    { action: 'decline', call: 'Taskcenter/confirmDesigner', by: ['designer'], label: '放弃' },
    {
      action: 'pay',
      call: 'Taskcenter/payDesignerFee',
      by: ['client'],
      label: (t) => `托管设计费 ${fee(t)}`,
      due,
      money: true,
      funds: (t) => ({ kind: 'hold', amount: t.fee, to: 'provider' }),
      todo: (t) =>
        ordered(t)
          ? `请托管设计费 ${fee(t)}${until(t)}，逾期订单将关闭`
          : `请托管设计费 ${fee(t)}${until(t)}，逾期任务将回到选人阶段`,
      waiting: (t) =>
        ordered(t)
          ? `等待客户托管设计费${until(t)}；如无法承接，可拒绝订单`
          : `等待发布方托管设计费${until(t)}`,
    },
    // an ordered design service may be refused by its designer until it is paid (decision 029)
    {
      action: 'refuseOrder',
      call: 'Taskcenter/refuseOrder',
      by: ['designer'],
      label: '拒绝订单',
      when: ordered,
    },
    {
      action: 'deliver',
      call: 'Taskcenter/designerDeliver',
      by: ['designer'],
      label: '提交设计成果',
      due: (t) => t.deadline,
      todo: (t) => `请按约定完成设计，在 ${t.deadline} 前提交成果`,
      waiting: () => '设计师正在设计，等待提交成果',
    },
    {
      action: 'accept',
      call: 'Taskcenter/businesTaskAccept',
      by: ['client'],
      label: '验收通过',
      due,
      money: true,
      funds: (t) => ({ kind: 'release', amount: t.fee, to: 'provider' }),
      todo: (t) => `请验收设计成果或要求修改${until(t)}，逾期将自动验收`,
      waiting: (t) => `等待发布方验收${until(t)}，逾期将自动验收`,
    },
    {
      action: 'revise',
      call: 'Taskcenter/businesTaskRevise',
      by: ['client'],
      label: (t) => `要求修改（剩余${t.rounds - t.roundsUsed}次）`,
      when: (t) => t.roundsUsed < t.rounds,
    },
    // cancelling by agreement: proposed by one side, agreed by the other (the refund moves then)
    {
      action: 'cancel',
      call: 'Taskcenter/taskCancel',
      by: ['client', 'designer'],
      label: (t) => (t.cancelBy === '' ? '协商取消' : '同意协商取消'),
      when: (t, role) => t.cancelBy !== role,
      money: true,
      // the refund moves when the second side agrees; before payment nothing is held
      funds: (t) => (t.paidAt ? { kind: 'refund', amount: t.fee, to: 'client' } : null),
      todo: (t, role) =>
        t.cancelBy !== '' && t.cancelBy !== role
          ? `对方提出协商取消，同意后托管的 ${fee(t)} 全额退回发布方`
          : '',
    },
    { action: 'complain', call: 'Complain/complainAdd', by: ['client', 'designer'], label: '发起投诉' },
    { action: 'edit', call: 'Taskcenter/businesTaskEdit', by: ['client'], label: '修改需求' },
    { action: 'close', call: 'Taskcenter/businesTaskClose', by: ['client'], label: '关闭任务' },
    {
      action: 'review',
      call: 'Taskcenter/businesCmt',
      by: ['client', 'designer'],
      states: [S.completed],
      label: (_t, role) => (role === 'client' ? '评价设计师' : '评价客户'),
    },
  ],
  idle(t, role) {
    const client = role === 'client';
    switch (t.status) {
      case S.open:
        if (!client) return role === 'applicant' ? '等待发布方选定设计师' : '';
        if (t.checked === ReviewState.pending) return '等待平台审核，审核通过后设计师即可报名';
        if (t.checked === ReviewState.rejected) return '审核未通过，请按审核意见修改后重新提交';
        return '等待设计师报名';
      case S.completed:
        return client || role === 'designer' ? '任务已完成' : '';
      case S.closed:
        return client || role === 'designer' ? '任务已关闭' : '';
      case S.disputed:
        if (!client && role !== 'designer') return '';
        return t.dispute
          ? disputeNext(t.dispute, client ? 'client' : 'provider', '任务计时已暂停')
          : '投诉处理中，请等待平台处理';
      default:
        return '';
    }
  },
});
