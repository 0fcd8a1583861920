import { TaskState } from '@hz/contract/common/states';
import { defineMachine } from '../../lib/state-machine.ts';

const S = TaskState;

/** Who may act on a task: its publisher, the selected designer, an operator (complaints), or a timer. */
export type TaskActor = 'client' | 'designer' | 'operator' | 'system';

/**
 * Every change of a design task's state, in one table (DESIGN §5 Design task; decision 021). Each
 * call goes through `transition()` with one of these rows; anything else is refused (`forbidden` for an
 * actor who may never take the action, `state_conflict` from another state). Rows marked "complaints"
 * are used by the complaint calls of a later pass; they are here so that the table is whole.
 */
export const taskMachine = defineMachine<TaskState, TaskAction, TaskActor>(
  'task',
  [
    // choosing
    { from: [S.open], action: 'select', actor: 'client', to: S.selecting },
    { from: [S.open, S.selecting], action: 'edit', actor: 'client', to: S.open },
    { from: [S.selecting], action: 'confirm', actor: 'designer', to: S.confirmed },
    { from: [S.selecting], action: 'decline', actor: 'designer', to: S.open },
    { from: [S.selecting], action: 'confirmLapse', actor: 'system', to: S.open },
    { from: [S.confirmed], action: 'pay', actor: 'client', to: S.ongoing },
    { from: [S.confirmed], action: 'payLapse', actor: 'system', to: S.open },
    // an ordered design service (decision 025) has no hall to return to: unpaid after 72 h it closes
    { from: [S.confirmed], action: 'orderLapse', actor: 'system', to: S.closed },
    // ... and its designer may refuse it before it is paid (decision 029; nothing is held yet)
    { from: [S.confirmed], action: 'refuseOrder', actor: 'designer', to: S.closed },
    { from: [S.open, S.selecting, S.confirmed], action: 'close', actor: 'client', to: S.closed },
    // working
    { from: [S.ongoing], action: 'deliver', actor: 'designer', to: S.delivered },
    { from: [S.delivered], action: 'revise', actor: 'client', to: S.ongoing },
    { from: [S.delivered], action: 'accept', actor: 'client', to: S.completed },
    { from: [S.delivered], action: 'autoAccept', actor: 'system', to: S.completed },
    // cancellation by agreement before delivery: the side that agrees to the other's proposal
    { from: [S.ongoing], action: 'cancel', actor: 'client', to: S.closed },
    { from: [S.ongoing], action: 'cancel', actor: 'designer', to: S.closed },
    // complaints (later pass): either side, while paid and not completed; an operator decides
    { from: [S.ongoing, S.delivered], action: 'complain', actor: 'client', to: S.disputed },
    { from: [S.ongoing, S.delivered], action: 'complain', actor: 'designer', to: S.disputed },
    { from: [S.disputed], action: 'decideRelease', actor: 'operator', to: S.completed },
    { from: [S.disputed], action: 'decideSplit', actor: 'operator', to: S.completed },
    { from: [S.disputed], action: 'decideRefund', actor: 'operator', to: S.closed },
  ],
  { conflict: '任务状态已变化，请刷新后重试', forbidden: '您无权对该任务进行此操作' },
);

export type TaskAction =
  | 'select'
  | 'edit'
  | 'confirm'
  | 'decline'
  | 'confirmLapse'
  | 'pay'
  | 'payLapse'
  | 'orderLapse'
  | 'refuseOrder'
  | 'close'
  | 'deliver'
  | 'revise'
  | 'accept'
  | 'autoAccept'
  | 'cancel'
  | 'complain'
  | 'decideRelease'
  | 'decideSplit'
  | 'decideRefund';

export const taskActions: readonly TaskAction[] = [
  'select',
  'edit',
  'confirm',
  'decline',
  'confirmLapse',
  'pay',
  'payLapse',
  'orderLapse',
  'refuseOrder',
  'close',
  'deliver',
  'revise',
  'accept',
  'autoAccept',
  'cancel',
  'complain',
  'decideRelease',
  'decideSplit',
  'decideRefund',
];
export const taskActors: readonly TaskActor[] = ['client', 'designer', 'operator', 'system'];

/**
 * The timeline's words for each action: the table's, and the rows that are not state changes (publishing,
 * the moderation decision written by the content module, a cancellation proposal).
 */
export const taskActionNames: Record<
  TaskAction | 'publish' | 'approve' | 'reject' | 'proposeCancel' | 'order' | 'invite',
  string
> = {
  publish: '发布任务',
  approve: '审核通过',
  reject: '审核未通过',
  proposeCancel: '提出协商取消',
  order: '下单设计服务',
  invite: '邀请设计师',
  select: '选定设计师',
  edit: '修改需求',
  confirm: '设计师确认接单',
  decline: '设计师谢绝',
  confirmLapse: '设计师未在48小时内确认，选定失效',
  pay: '托管设计费',
  payLapse: '未在72小时内托管费用，重新选择设计师',
  orderLapse: '未在72小时内托管费用，订单关闭',
  refuseOrder: '设计师拒绝订单',
  close: '关闭任务',
  deliver: '提交设计成果',
  revise: '要求修改',
  accept: '验收通过',
  autoAccept: '7天未处理，自动验收',
  cancel: '协商取消',
  complain: '发起投诉',
  decideRelease: '投诉裁决：支付设计师',
  decideSplit: '投诉裁决：按比例分配',
  decideRefund: '投诉裁决：退款',
};
