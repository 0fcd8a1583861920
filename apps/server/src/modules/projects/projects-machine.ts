import { ProjectState } from '@hz/contract/common/states';
import { defineMachine } from '../../lib/state-machine.ts';

const S = ProjectState;

/** Who may act on a project: its publisher, the awarded factory, or a timer. */
export type ProjectActor = 'client' | 'factory' | 'system' | 'operator';

export type ProjectAction =
  | 'edit'
  | 'award'
  | 'close'
  | 'sign'
  | 'start'
  | 'report'
  | 'accept'
  | 'autoAccept'
  | 'finish'
  | 'complain'
  | 'decideRelease'
  | 'decideRefund'
  | 'decideSplit';

/**
 * Every change of a build project's state, in one table (DESIGN §5 Build project; decision 028). The
 * first slice uses `edit`, `award` and `close`; the rows after them (contract, building, reports,
 * acceptance) are the later slices', here so that the table is whole and its test covers them.
 */
export const projectMachine = defineMachine<ProjectState, ProjectAction, ProjectActor>(
  'project',
  [
    // quoting
    { from: [S.open], action: 'edit', actor: 'client', to: S.open },
    { from: [S.open], action: 'award', actor: 'client', to: S.won },
    { from: [S.open], action: 'close', actor: 'client', to: S.closed },
    // contract (both sides signed the same version; the prepayment held in the same transaction)
    { from: [S.won], action: 'sign', actor: 'system', to: S.signed },
    // building starts at move-in
    { from: [S.signed], action: 'start', actor: 'system', to: S.building },
    { from: [S.building], action: 'report', actor: 'factory', to: S.reported },
    { from: [S.reported], action: 'accept', actor: 'client', to: S.accepted },
    { from: [S.reported], action: 'autoAccept', actor: 'system', to: S.accepted },
    // after acceptance (reviews, deposits back): the project ends
    { from: [S.accepted], action: 'finish', actor: 'system', to: S.closed },
    // complaints (decision 035): either side, once money is in escrow and before acceptance; the
    // operator's decision on the held stages ends the dispute
    { from: [S.signed, S.building, S.reported], action: 'complain', actor: 'client', to: S.disputed },
    { from: [S.signed, S.building, S.reported], action: 'complain', actor: 'factory', to: S.disputed },
    { from: [S.disputed], action: 'decideRelease', actor: 'operator', to: S.accepted },
    { from: [S.disputed], action: 'decideRefund', actor: 'operator', to: S.closed },
    { from: [S.disputed], action: 'decideSplit', actor: 'operator', to: S.closed },
  ],
  { conflict: '项目状态已变化，请刷新后重试', forbidden: '您无权对该项目进行此操作' },
);

export const projectActions: readonly ProjectAction[] = [
  'edit',
  'award',
  'close',
  'sign',
  'start',
  'report',
  'accept',
  'autoAccept',
  'finish',
  'complain',
  'decideRelease',
  'decideRefund',
  'decideSplit',
];
export const projectActors: readonly ProjectActor[] = ['client', 'factory', 'system', 'operator'];

/** Timeline rows after signing that are not state changes (decision 035). */
export type ProjectNote = 'drawings' | 'approveDrawings' | 'payStages' | 'deposit';

/** The timeline's words for each action, and for the rows that are not state changes. */
export const projectActionNames: Record<
  | ProjectAction
  | 'publish'
  | 'approve'
  | 'reject'
  | 'quote'
  | 'revise'
  | 'contract'
  | 'contractPropose'
  | 'contractAccept'
  | 'contractRefuse'
  | 'contractSign'
  | ProjectNote,
  string
> = {
  publish: '发布项目',
  approve: '审核通过',
  reject: '审核未通过',
  quote: '工厂报价',
  revise: '工厂修改报价',
  edit: '修改需求',
  award: '选定中标报价',
  close: '关闭项目',
  contract: '生成合同',
  contractPropose: '提出合同修改',
  contractAccept: '确认合同修改',
  contractRefuse: '拒绝合同修改',
  contractSign: '签署合同',
  sign: '双方签订合同',
  start: '进场搭建',
  report: '提交完工报告',
  accept: '验收通过',
  autoAccept: '展会结束3天未处理，自动验收',
  finish: '项目完成',
  complain: '发起投诉',
  decideRelease: '投诉裁决：支付给工厂',
  decideRefund: '投诉裁决：退回客户',
  decideSplit: '投诉裁决：按比例分配',
  drawings: '工厂上传施工图',
  approveDrawings: '客户确认施工图',
  payStages: '客户托管进场款和尾款',
  deposit: '记录场馆押金',
};
