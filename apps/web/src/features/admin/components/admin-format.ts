import { type AuditAction, auditActionNames } from '@hz/contract/admin';
import {
  CashState,
  cashStateLabels,
  complaintStateLabels,
  feedbackStateLabels,
  jobStateLabels,
  ReviewState,
  reviewStateLabels,
  VerifyState,
  verifyStateLabels,
} from '@hz/contract/common/states';
import { complaintOutcomeNames } from '@hz/contract/complaints';
import { contentKinds } from '@hz/contract/content';
import { formatYuan } from '../../../lib/format.ts';

/** How the operator console words members, queues and audit entries. */

export const memberTypeNames: Readonly<Record<number, string>> = { 1: '企业客户', 2: '设计师', 3: '工厂' };

export function memberTypeName(usertype: number): string {
  return memberTypeNames[usertype] ?? '未知类型';
}

/**
 * The operator's words for review states (queue tabs, an item's state tag): the contract's, except
 * 待审核 and 已驳回 where the member reads 审核中 and 未通过.
 */
export const reviewQueueLabels: Readonly<Record<ReviewState, string>> = {
  ...reviewStateLabels,
  [ReviewState.pending]: '待审核',
  [ReviewState.rejected]: '已驳回',
};

/** The operator's words for withdrawal states: the contract's, except 待处理 where the member reads 审核中. */
export const cashQueueLabels: Readonly<Record<CashState, string>> = {
  ...cashStateLabels,
  [CashState.waiting]: '待处理',
};

/** `member.disable` → 停用账号 (the contract's names of every action the server writes); an action this
 * screen does not know is shown as it is. */
export function actionName(action: string): string {
  return (auditActionNames as Readonly<Record<string, string>>)[action] ?? action;
}

/** The actions for the audit log's filter, grouped as the console's menu is. */
export const auditActionGroups: readonly { label: string; actions: readonly AuditAction[] }[] = [
  { label: '会员', actions: ['member.disable', 'member.enable'] },
  {
    label: '认证审核',
    actions: ['personauth.approve', 'personauth.reject', 'businsauth.approve', 'businsauth.reject'],
  },
  { label: '提现审核', actions: ['cash.paid', 'cash.reject'] },
  { label: '发票', actions: ['invoice.issue', 'invoice.refuse'] },
  {
    label: '内容审核',
    actions: contentKinds.flatMap((k) => [`${k}.approve`, `${k}.reject`] as const),
  },

  { label: '投诉与举报', actions: ['complaint.decide', 'consult.report'] },
  { label: '其他', actions: ['feedback.handle', 'job.retry'] },
];

const fieldNames: Readonly<Record<string, string>> = {
  disabled: '状态',
  checked: '状态',
  state: '状态',
  personauth: '实名认证',
  businsauth: '企业认证',
  company: '企业名称',
  attempts: '尝试次数',
  lastError: '最近错误',
  orders: '提现单号',
  amount: '金额',
  ref: '打款流水号',
  // the deal a complaint was about: a design task (T…) or a build project (P…)
  task: '交易编号',
  status: '状态',
  outcome: '裁决结果',
  percent: '服务方比例',
  providerGets: '服务方实得',
  clientGets: '客户退回',
  commission: '平台服务费',
};

/** The state words of the log: the contract's, with the operator's 待审核 / 待处理 for what waited. */
const reviewWords: Readonly<Record<ReviewState, string>> = {
  ...reviewStateLabels,
  [ReviewState.pending]: reviewQueueLabels[ReviewState.pending],
};
const verifyWords: Readonly<Record<VerifyState, string>> = {
  ...verifyStateLabels,
  [VerifyState.pending]: reviewQueueLabels[ReviewState.pending],
};

const label =
  <K extends string | number>(words: Readonly<Record<K, string>>) =>
  (v: unknown): string | undefined =>
    typeof v === 'string' || typeof v === 'number' ? (words as Record<string, string>)[String(v)] : undefined;

const money = (v: unknown) => (typeof v === 'number' ? `¥${formatYuan(v)}` : undefined);

/** How the values of a field read, by the action's object (a `checked` of a withdrawal is not a review's). */
function fieldValues(
  action: string | undefined,
): Readonly<Record<string, (v: unknown) => string | undefined>> {
  const cash = action?.startsWith('cash.');
  return {
    disabled: (v) => (v === true ? '停用' : v === false ? '正常' : undefined),
    checked: cash ? label(cashQueueLabels) : label(reviewWords),
    personauth: label(verifyWords),
    businsauth: label(verifyWords),
    // a background job's state, or a feedback's
    state: action?.startsWith('feedback.') ? label(feedbackStateLabels) : label(jobStateLabels),
    amount: money,
    // a complaint's decision (decision 023)
    status: label(complaintStateLabels),
    outcome: label(complaintOutcomeNames),
    percent: (v) => (typeof v === 'number' ? `${v}%` : undefined),
    providerGets: money,
    clientGets: money,
    commission: money,
  };
}

function plain(v: unknown): string {
  if (v === undefined || v === null || v === '') return '空';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The changes of an audit entry, one line per field, in words: `{checked: 0}` → `{checked: 2}` of a
 * rejected listing reads 状态：待审核 → 未通过. Fields that did not change are left out; a field only
 * the entry's `before` names is what the decision was about (a withdrawal's number and amount) and reads
 * as it is (金额：¥100.00), not as a change to nothing. `action` picks the words of its object's states.
 */
export function describeChanges(before: unknown, after: unknown, action?: string): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const values = fieldValues(action);
  const text = (k: string, v: unknown) => values[k]?.(v) ?? plain(v);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.flatMap((k) => {
    const name = fieldNames[k] ?? k;
    if (k in b && !(k in a)) return b[k] === undefined || b[k] === null ? [] : [`${name}：${text(k, b[k])}`];
    const from = text(k, b[k]);
    const to = text(k, a[k]);
    return from === to ? [] : [`${name}：${from} → ${to}`];
  });
}
