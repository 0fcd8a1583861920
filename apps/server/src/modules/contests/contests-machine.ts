import { ContestState } from '@hz/contract/common/states';
import { defineMachine } from '../../lib/state-machine.ts';

const S = ContestState;

/** Who may act on a contest: its client, a winner (handing over, complaining), an operator (complaints), or a timer. */
export type ContestActor = 'client' | 'winner' | 'operator' | 'system';

export type ContestAction =
  | 'entriesClose'
  | 'noEntries'
  | 'extend'
  | 'close'
  | 'emptyLapse'
  | 'nameFinalists'
  | 'reviseEnd'
  | 'choose'
  | 'refundLapse'
  | 'splitLapse'
  | 'handover'
  | 'handoverLapse'
  | 'handoverVoid'
  | 'accept'
  | 'autoAccept'
  | 'complain'
  | 'decideResume'
  | 'decideComplete'
  | 'decideClose';

/**
 * Every change of a design contest's state, in one table (issue 30; decision 054). Entries, ratings,
 * comments and eliminations leave the state as it is (they are not rows here); everything else goes
 * through `transition()` with one of these rows and is refused from any other state. Which of the
 * window's two endings applies (`refundLapse` or `splitLapse`) is the rules table's (`contests-rules.ts`).
 */
export const contestMachine = defineMachine<ContestState, ContestAction, ContestActor>(
  'contest',
  [
    // entries close at the deadline: with entries the client selects; without, extend once or close
    { from: [S.open], action: 'entriesClose', actor: 'system', to: S.selecting },
    { from: [S.open], action: 'noEntries', actor: 'system', to: S.empty },
    { from: [S.empty], action: 'extend', actor: 'client', to: S.open },
    // closing refunds the prize: before any entry came (the action checks), or with none at the deadline
    { from: [S.open, S.empty], action: 'close', actor: 'client', to: S.closed },
    { from: [S.empty], action: 'emptyLapse', actor: 'system', to: S.closed },
    // selecting: finalists first when the round is on (they revise, then the client judges them)
    { from: [S.selecting], action: 'nameFinalists', actor: 'client', to: S.finalist },
    { from: [S.finalist], action: 'reviseEnd', actor: 'system', to: S.judging },
    { from: [S.selecting, S.judging], action: 'choose', actor: 'client', to: S.handover },
    // the window ends with no winner: refunded, or split (rules table)
    { from: [S.selecting, S.finalist, S.judging], action: 'refundLapse', actor: 'system', to: S.closed },
    { from: [S.selecting, S.finalist, S.judging], action: 'splitLapse', actor: 'system', to: S.completed },
    // the winners hand over the final files (the last one moves the contest), the client accepts
    { from: [S.handover], action: 'handover', actor: 'winner', to: S.delivered },
    // the handover window ends: the places not handed over go back to the client (decision 054)
    { from: [S.handover], action: 'handoverLapse', actor: 'system', to: S.delivered },
    { from: [S.handover], action: 'handoverVoid', actor: 'system', to: S.closed },
    { from: [S.delivered], action: 'accept', actor: 'client', to: S.completed },
    { from: [S.delivered], action: 'autoAccept', actor: 'system', to: S.completed },
    // complaints (decision 063): a place's pair complains about the files handed over, before acceptance;
    // the operator's decision settles that place, then the contest waits for the rest, or ends
    { from: [S.delivered], action: 'complain', actor: 'client', to: S.disputed },
    { from: [S.delivered], action: 'complain', actor: 'winner', to: S.disputed },
    { from: [S.disputed], action: 'decideResume', actor: 'operator', to: S.delivered },
    { from: [S.disputed], action: 'decideComplete', actor: 'operator', to: S.completed },
    { from: [S.disputed], action: 'decideClose', actor: 'operator', to: S.closed },
  ],
  { conflict: '比稿状态已变化，请刷新后重试', forbidden: '您无权对该比稿进行此操作' },
);

export const contestActions: readonly ContestAction[] = [
  'entriesClose',
  'noEntries',
  'extend',
  'close',
  'emptyLapse',
  'nameFinalists',
  'reviseEnd',
  'choose',
  'refundLapse',
  'splitLapse',
  'handover',
  'handoverLapse',
  'handoverVoid',
  'accept',
  'autoAccept',
  'complain',
  'decideResume',
  'decideComplete',
  'decideClose',
];
export const contestActors: readonly ContestActor[] = ['client', 'winner', 'operator', 'system'];

/** The timeline's words: the table's actions and the rows that leave the state. */
export const contestActionNames: Record<
  ContestAction | 'publish' | 'approve' | 'reject' | 'handoverPart',
  string
> = {
  publish: '发布比稿并托管奖金',
  approve: '审核通过，开始征稿',
  reject: '审核未通过',
  entriesClose: '征稿截止，进入评选',
  noEntries: '征稿截止，无人投稿',
  extend: '延长征稿期',
  close: '关闭比稿，奖金退回',
  emptyLapse: '无人投稿且未延期，比稿关闭，奖金退回',
  nameFinalists: '选定入围稿件',
  reviseEnd: '入围修改期结束',
  choose: '选定获奖稿件',
  refundLapse: '评选期结束未选定获奖者，奖金退回',
  splitLapse: '评选期结束未选定获奖者，奖金平分',
  handoverPart: '获奖者提交源文件',
  handover: '获奖者全部提交源文件',
  handoverLapse: '交付期结束，未交付名次的奖金退回',
  handoverVoid: '交付期结束，获奖者均未交付，奖金退回',
  accept: '验收通过，奖金结算',
  autoAccept: '7天未处理，自动验收',
  complain: '发起投诉，自动验收暂停',
  decideResume: '平台裁决投诉，其余名次继续待验收',
  decideComplete: '平台裁决投诉，奖金结算',
  decideClose: '平台裁决投诉，奖金退回',
};
