/**
 * The plain values of complaints a deal's page names: no zod here, so that a task's or a project's page,
 * server-rendered, can name them without loading the contract's schemas. `complaints.ts` re-exports them.
 */

/** The kinds of deal a complaint can be about. */
export const complaintKinds = ['task', 'project', 'contest'] as const;
export type ComplaintKind = (typeof complaintKinds)[number];
export const complaintKindNames: Record<ComplaintKind, string> = {
  task: '设计任务',
  project: '搭建项目',
  contest: '悬赏比稿',
};

/** An operator's decision: everything to the provider, everything back to the client, or a split. */
export const complaintOutcomes = ['release', 'refund', 'split'] as const;
export type ComplaintOutcome = (typeof complaintOutcomes)[number];
export const complaintOutcomeNames: Record<ComplaintOutcome, string> = {
  release: '支付给服务方',
  refund: '全额退款',
  split: '按比例分配',
};

/** Days both sides may add statements after a complaint opens. */
export const COMPLAINT_STATEMENT_DAYS = 3;
export const MAX_COMPLAINT_FILES = 10;
