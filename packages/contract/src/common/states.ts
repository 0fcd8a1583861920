/**
 * Every stored state by name (DESIGN §5): the numbers and strings the wire and the database hold are
 * written here once, and everywhere else by name (`r.checked === ReviewState.approved`). Each state kind
 * has one label map, for people; its zod schema is in `state-schemas.ts` (this file stays free of zod, so
 * that a page can name states without loading it). A lint rule (`npm run lint`) refuses bare state
 * numbers elsewhere.
 *
 * Each is a `const` object and a type of the same name: the object names the values, the type is
 * their union.
 */

/**
 * Review of something an operator decides: published content (`checked` of exhibitions, conferences,
 * spaces, booth photos, and later works, models, tasks, projects) and a verification request's own
 * `checked`. Public (content) or in force (verification) only when approved.
 */
export const ReviewState = { pending: 0, approved: 1, rejected: 2 } as const;
export type ReviewState = (typeof ReviewState)[keyof typeof ReviewState];
export const reviewStateValues = [ReviewState.pending, ReviewState.approved, ReviewState.rejected] as const;
export const reviewStateLabels: Readonly<Record<ReviewState, string>> = {
  [ReviewState.pending]: '审核中',
  [ReviewState.approved]: '已通过',
  [ReviewState.rejected]: '未通过',
};

/**
 * A member's verification as the member record carries it (`personauth`, `businsauth`): the review
 * states plus `none`, never submitted (the seed's default 3).
 */
export const VerifyState = { none: 3, ...ReviewState } as const;
export type VerifyState = (typeof VerifyState)[keyof typeof VerifyState];
export const verifyStateValues = [
  VerifyState.none,
  VerifyState.pending,
  VerifyState.approved,
  VerifyState.rejected,
] as const;
export const verifyStateLabels: Readonly<Record<VerifyState, string>> = {
  [VerifyState.none]: '未认证',
  [VerifyState.pending]: '审核中',
  [VerifyState.approved]: '已认证',
  [VerifyState.rejected]: '未通过',
};

/** A withdrawal request (`checked` of `Applycash`): waiting for an operator, paid out, or rejected. */
export const CashState = { waiting: 0, paid: 1, rejected: 2 } as const;
export type CashState = (typeof CashState)[keyof typeof CashState];
export const cashStateValues = [CashState.waiting, CashState.paid, CashState.rejected] as const;
export const cashStateLabels: Readonly<Record<CashState, string>> = {
  [CashState.waiting]: '审核中',
  [CashState.paid]: '已打款',
  [CashState.rejected]: '已驳回',
};

/** An Alipay top-up order: waiting for payment, paid (credited once), or closed unpaid. */
export const RechargeState = { pending: 'pending', paid: 'paid', closed: 'closed' } as const;
export type RechargeState = (typeof RechargeState)[keyof typeof RechargeState];
export const rechargeStateValues = [RechargeState.pending, RechargeState.paid, RechargeState.closed] as const;
export const rechargeStateLabels: Readonly<Record<RechargeState, string>> = {
  [RechargeState.pending]: '待支付',
  [RechargeState.paid]: '已支付',
  [RechargeState.closed]: '已关闭',
};

/**
 * A background job (docs/domains/jobs.md): waiting for its time (`queued`), held by a worker under a
 * lease (`running`), finished (`done`), or given up after its last attempt (`dead`, until an operator
 * puts it back in the queue).
 */
export const JobState = { queued: 'queued', running: 'running', done: 'done', dead: 'dead' } as const;
export type JobState = (typeof JobState)[keyof typeof JobState];
export const jobStateValues = [JobState.queued, JobState.running, JobState.done, JobState.dead] as const;
export const jobStateLabels: Readonly<Record<JobState, string>> = {
  [JobState.queued]: '待执行',
  [JobState.running]: '执行中',
  [JobState.done]: '已完成',
  [JobState.dead]: '已失败',
};

/**
 * A message sent to the platform from 联系我们 (feedback, docs/domains/admin.md): waiting for an operator,
 * or handled (with the operator's note).
 */
export const FeedbackState = { pending: 'pending', handled: 'handled' } as const;
export type FeedbackState = (typeof FeedbackState)[keyof typeof FeedbackState];
export const feedbackStateValues = [FeedbackState.pending, FeedbackState.handled] as const;
export const feedbackStateLabels: Readonly<Record<FeedbackState, string>> = {
  [FeedbackState.pending]: '待处理',
  [FeedbackState.handled]: '已处理',
};

/**
 * A design task (DESIGN §5 Design task; docs/domains/tasks.md): published and open to applicants
 * (`open`; public in the hall once its `checked` is approved), a designer selected and asked to confirm
 * (`selecting`), confirmed and waiting for the fee (`confirmed`), fee held in escrow and work under way
 * (`ongoing`), work handed over (`delivered`), accepted and the fee released (`completed`), ended without
 * a completion (`closed`), or under a complaint with its timers paused (`disputed`). Moderation is not a
 * state: it is the task's `checked`, as for every moderated kind.
 */
export const TaskState = {
  open: 'open',
  selecting: 'selecting',
  confirmed: 'confirmed',
  ongoing: 'ongoing',
  delivered: 'delivered',
  completed: 'completed',
  closed: 'closed',
  disputed: 'disputed',
} as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];
export const taskStateValues = [
  TaskState.open,
  TaskState.selecting,
  TaskState.confirmed,
  TaskState.ongoing,
  TaskState.delivered,
  TaskState.completed,
  TaskState.closed,
  TaskState.disputed,
] as const;
export const taskStateLabels: Readonly<Record<TaskState, string>> = {
  [TaskState.open]: '招募中',
  [TaskState.selecting]: '待设计师确认',
  [TaskState.confirmed]: '待托管费用',
  [TaskState.ongoing]: '设计中',
  [TaskState.delivered]: '待验收',
  [TaskState.completed]: '已完成',
  [TaskState.closed]: '已关闭',
  [TaskState.disputed]: '投诉处理中',
};

/**
 * A design contest (悬赏比稿, issue 30; docs/domains/contests.md): open for entries until the entry deadline
 * (`empty` when none came: extend once or close), then the client selects: names finalists (`finalist`,
 * the finalists revise, then `judging`) and the winners within the selection window (`handover`); the
 * winners hand over the final files (`delivered`); accepted (or after 7 days) it is `completed` and the
 * prize is released. `closed`: refunded (or closed with no entries). The window's end decides by the
 * rules of decision 054 (refund, or a split).
 */
export const ContestState = {
  open: 'open',
  empty: 'empty',
  selecting: 'selecting',
  finalist: 'finalist',
  judging: 'judging',
  handover: 'handover',
  delivered: 'delivered',
  completed: 'completed',
  closed: 'closed',
  disputed: 'disputed',
} as const;
export type ContestState = (typeof ContestState)[keyof typeof ContestState];
export const contestStateValues = [
  ContestState.open,
  ContestState.empty,
  ContestState.selecting,
  ContestState.finalist,
  ContestState.judging,
  ContestState.handover,
  ContestState.delivered,
  ContestState.completed,
  ContestState.closed,
  ContestState.disputed,
] as const;
export const contestStateLabels: Readonly<Record<ContestState, string>> = {
  [ContestState.open]: '征稿中',
  [ContestState.empty]: '无人投稿',
  [ContestState.selecting]: '评选中',
  [ContestState.finalist]: '入围修改中',
  [ContestState.judging]: '入围评选中',
  [ContestState.handover]: '待交付源文件',
  [ContestState.delivered]: '待验收',
  [ContestState.completed]: '已完成',
  [ContestState.closed]: '已关闭',
  [ContestState.disputed]: '投诉处理中',
};

/** A contest entry: in the running, withdrawn by its author, or eliminated by the client. */
export const EntryState = { active: 'active', withdrawn: 'withdrawn', eliminated: 'eliminated' } as const;
export type EntryState = (typeof EntryState)[keyof typeof EntryState];
export const entryStateValues = [EntryState.active, EntryState.withdrawn, EntryState.eliminated] as const;
export const entryStateLabels: Readonly<Record<EntryState, string>> = {
  [EntryState.active]: '参赛中',
  [EntryState.withdrawn]: '已撤回',
  [EntryState.eliminated]: '已淘汰',
};

/**
 * A complaint (modules/complaints; decision 023): open while an operator has not decided (both sides add
 * statements for its first 3 days), then decided (release, refund or split).
 */
export const ComplaintState = { open: 'open', decided: 'decided' } as const;
export type ComplaintState = (typeof ComplaintState)[keyof typeof ComplaintState];
export const complaintStateValues = [ComplaintState.open, ComplaintState.decided] as const;
export const complaintStateLabels: Readonly<Record<ComplaintState, string>> = {
  [ComplaintState.open]: '处理中',
  [ComplaintState.decided]: '已裁决',
};

/** A designer's application to a task: waiting, chosen, or not chosen (the task went to someone else). */
export const ApplyState = { applied: 'applied', selected: 'selected', declined: 'declined' } as const;
export type ApplyState = (typeof ApplyState)[keyof typeof ApplyState];
export const applyStateValues = [ApplyState.applied, ApplyState.selected, ApplyState.declined] as const;
export const applyStateLabels: Readonly<Record<ApplyState, string>> = {
  [ApplyState.applied]: '已报名',
  [ApplyState.selected]: '已选中',
  [ApplyState.declined]: '未选中',
};

/**
 * A 3D model's processing (issue 15, docs/domains/models.md): uploaded and waiting for the job
 * (`pending`), being checked by it (`processing`), checked (`ready`), or refused with a Chinese reason
 * (`failed`). Review (`checked`, ReviewState) is separate: a model is public when it is ready and approved.
 */
export const ModelState = {
  pending: 'pending',
  processing: 'processing',
  ready: 'ready',
  failed: 'failed',
} as const;
export type ModelState = (typeof ModelState)[keyof typeof ModelState];
export const modelStateValues = [
  ModelState.pending,
  ModelState.processing,
  ModelState.ready,
  ModelState.failed,
] as const;
export const modelStateLabels: Readonly<Record<ModelState, string>> = {
  [ModelState.pending]: '等待处理',
  [ModelState.processing]: '处理中',
  [ModelState.ready]: '处理完成',
  [ModelState.failed]: '处理失败',
};

/**
 * A review after a completed design task or build project (issue 13 point 7; docs/domains/reviews.md,
 * decision 024): written and editable by its author but hidden (`pending`) until both sides have written
 * theirs or the review window ends, then `published` together and no longer editable.
 */
export const CmtState = { pending: 'pending', published: 'published' } as const;
export type CmtState = (typeof CmtState)[keyof typeof CmtState];
export const cmtStateValues = [CmtState.pending, CmtState.published] as const;
export const cmtStateLabels: Readonly<Record<CmtState, string>> = {
  [CmtState.pending]: '待发布',
  [CmtState.published]: '已发布',
};

/**
 * A build project (DESIGN §5 Build project; docs/domains/projects.md, decision 028): published and open
 * to quotations (`open`; public in the hall once its `checked` is approved), a quotation awarded (`won`),
 * the contract signed by both sides (`signed`), under construction (`building`), completion reported by
 * the factory (`reported`), the report accepted and the escrow released (`accepted`), and ended
 * (`closed`: after acceptance, or from `open` without cost). Moderation is the project's `checked`.
 */
export const ProjectState = {
  open: 'open',
  won: 'won',
  signed: 'signed',
  building: 'building',
  reported: 'reported',
  accepted: 'accepted',
  /** A complaint is open (decision 035): no money moves and the timers are void until it is decided. */
  disputed: 'disputed',
  closed: 'closed',
} as const;
export type ProjectState = (typeof ProjectState)[keyof typeof ProjectState];
export const projectStateValues = [
  ProjectState.open,
  ProjectState.won,
  ProjectState.signed,
  ProjectState.building,
  ProjectState.reported,
  ProjectState.accepted,
  ProjectState.disputed,
  ProjectState.closed,
] as const;
export const projectStateLabels: Readonly<Record<ProjectState, string>> = {
  [ProjectState.open]: '报价中',
  [ProjectState.won]: '已选定工厂',
  [ProjectState.signed]: '已签约',
  [ProjectState.building]: '搭建中',
  [ProjectState.reported]: '待验收',
  [ProjectState.accepted]: '已验收',
  [ProjectState.disputed]: '投诉处理中',
  [ProjectState.closed]: '已关闭',
};

/**
 * A factory's quotation on a build project: current (`quoted`, revisable while the project is open), the
 * awarded one (`won`), or not chosen (`lost`: another was awarded, or the project closed).
 */
export const QuoteState = { quoted: 'quoted', won: 'won', lost: 'lost' } as const;
export type QuoteState = (typeof QuoteState)[keyof typeof QuoteState];
export const quoteStateValues = [QuoteState.quoted, QuoteState.won, QuoteState.lost] as const;
export const quoteStateLabels: Readonly<Record<QuoteState, string>> = {
  [QuoteState.quoted]: '已报价',
  [QuoteState.won]: '已中标',
  [QuoteState.lost]: '未中标',
};

/**
 * A stage of a build project's payment plan (decision 033): agreed in the contract (`planned`), held in the
 * client's escrow (`held`), paid to the factory minus the commission (`released`) or given back to the
 * client (`refunded`).
 */
export const StageState = {
  planned: 'planned',
  held: 'held',
  released: 'released',
  refunded: 'refunded',
  /** Divided by a complaint's decision: part to the factory, the rest back (decision 035). */
  split: 'split',
} as const;
export type StageState = (typeof StageState)[keyof typeof StageState];
export const stageStateValues = [
  StageState.planned,
  StageState.held,
  StageState.released,
  StageState.refunded,
  StageState.split,
] as const;
export const stageStateLabels: Readonly<Record<StageState, string>> = {
  [StageState.planned]: '待托管',
  [StageState.held]: '已托管',
  [StageState.released]: '已支付',
  [StageState.refunded]: '已退回',
  [StageState.split]: '按裁决分配',
};

/**
 * A venue deposit of a signed build project (施工押金, 清洁押金; decision 038): a record kept by the side
 * that paid it to the venue — not a ledger posting. `unpaid` until the payer records it paid; then back in
 * full (`returned`), in part (`partial`, the rest kept by the venue), or kept (`withheld`, with a reason).
 */
export const DepositState = {
  unpaid: 'unpaid',
  paid: 'paid',
  returned: 'returned',
  partial: 'partial',
  withheld: 'withheld',
} as const;
export type DepositState = (typeof DepositState)[keyof typeof DepositState];
export const depositStateValues = [
  DepositState.unpaid,
  DepositState.paid,
  DepositState.returned,
  DepositState.partial,
  DepositState.withheld,
] as const;
export const depositStateLabels: Readonly<Record<DepositState, string>> = {
  [DepositState.unpaid]: '未记录缴纳',
  [DepositState.paid]: '已缴纳，待退还',
  [DepositState.returned]: '已全额退还',
  [DepositState.partial]: '部分退还',
  [DepositState.withheld]: '被扣留',
};
