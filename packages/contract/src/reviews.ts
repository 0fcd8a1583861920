import { inStates, ownerAndOperatorsSignedIn, ownerOnly, publicOnceApproved } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { multiLineText, page, pageSize } from './common/fields.ts';
import { cmtStateSchema } from './common/state-schemas.ts';
import { z } from './common/zod.ts';

/**
 * Reviews after a completed deal (issue 13 point 7; docs/domains/reviews.md, decision 024). Generic over
 * the kind of deal (`task` today, build projects later): both sides review each other once, the reviews
 * stay hidden until both are in or `REVIEW_WINDOW_DAYS` after completion pass, then are published
 * together. The client rates the provider (designer, factory) and the provider rates the client, each on
 * the criteria of their role, 1–5, with a text. The seed's calls are `Taskcenter/businesCmt`,
 * `businesCmtList`, `businesCmtItem`, `businesCmtEdit`; added: `Taskcenter/businesCmtTask` (what a party
 * of one task may write and sees) and `Designer/designerCmts` (a designer's published reviews).
 */

/** Days after completion during which reviews can be written; then what is in is published. */
export const REVIEW_WINDOW_DAYS = 14;
export const MIN_REVIEW_TEXT = 5;
export const MAX_REVIEW_TEXT = 500;

/** What is reviewed (the kinds registered on the server). */
export const reviewKinds = ['task', 'project', 'contest'] as const;
export type ReviewKind = (typeof reviewKinds)[number];
/** The author's side: the client, or the provider (the designer of a task, the factory of a project). */
export const reviewRoles = ['client', 'provider'] as const;
export type ReviewRole = (typeof reviewRoles)[number];

/** Every criterion by its wire key and Chinese name. */
export const reviewCriterionNames = {
  fit: '符合需求',
  punctual: '按时交付',
  comm: '沟通',
  value: '性价比',
  clarity: '需求清晰',
  payment: '付款及时',
} as const;
export type ReviewCriterion = keyof typeof reviewCriterionNames;

/** The criteria an author rates, by kind and by the author's role. */
export const reviewCriteria: Readonly<
  Record<ReviewKind, Readonly<Record<ReviewRole, readonly ReviewCriterion[]>>>
> = {
  task: {
    client: ['fit', 'punctual', 'comm', 'value'],
    provider: ['clarity', 'payment', 'comm'],
  },
  // a build project (decision 035): the client rates the factory, the factory the client
  project: {
    client: ['fit', 'punctual', 'comm', 'value'],
    provider: ['clarity', 'payment', 'comm'],
  },
  // a design contest (issue 30): one awarded entry is one client–winner pair, reviewed after acceptance
  contest: {
    client: ['fit', 'punctual', 'comm', 'value'],
    provider: ['clarity', 'payment', 'comm'],
  },
};

/** The two sides' names per kind: who the client and the provider are. */
export const reviewRoleNames: Readonly<Record<ReviewKind, Readonly<Record<ReviewRole, string>>>> = {
  task: { client: '客户', provider: '设计师' },
  project: { client: '客户', provider: '工厂' },
  contest: { client: '客户', provider: '设计师' },
};

const score = (label: string) =>
  z
    .number({ error: `请为「${label}」打分` })
    .int(`「${label}」的评分应为1–5的整数`)
    .min(1, `「${label}」的评分应为1–5分`)
    .max(5, `「${label}」的评分应为1–5分`);

const scoreFields = {
  fit: score(reviewCriterionNames.fit).optional(),
  punctual: score(reviewCriterionNames.punctual).optional(),
  comm: score(reviewCriterionNames.comm).optional(),
  value: score(reviewCriterionNames.value).optional(),
  clarity: score(reviewCriterionNames.clarity).optional(),
  payment: score(reviewCriterionNames.payment).optional(),
};

const conts = multiLineText('评价内容', { error: '请填写评价内容' })
  .min(MIN_REVIEW_TEXT, `评价内容至少${MIN_REVIEW_TEXT}个字`)
  .max(MAX_REVIEW_TEXT, `评价内容最多${MAX_REVIEW_TEXT}个字`);

const taskId = z.number({ error: '请指定任务' }).int('任务编号不正确').positive('任务编号不正确');
const cmtId = z.number({ error: '请指定评价' }).int('评价编号不正确').positive('评价编号不正确');

/**
 * `Taskcenter/businesCmt`: a party of a completed task reviews the other side, once. `id` is the task;
 * the scores are the criteria of the author's role (`reviewCriteria`), each 1–5; others are refused.
 */
export const cmtBody = z.object({ id: taskId, ...scoreFields, conts });
export type CmtBody = z.infer<typeof cmtBody>;
/** `Taskcenter/businesCmtEdit`: the author changes a review while it is not published. `id` is the review. */
export const cmtEditBody = z.object({ id: cmtId, ...scoreFields, conts });
export const cmtItemBody = z.object({ id: cmtId });
export const cmtTaskBody = z.object({ id: taskId });
export const cmtListBody = z.object({
  tab: z.enum(['given', 'received'], { error: '请选择我的评价或收到的评价' }).default('given'),
  state: cmtStateSchema.optional(),
  page,
  pageSize,
});
export const designerCmtsBody = z.object({
  cardno: z.string({ error: '请指定设计师' }).trim().min(1, '请指定设计师').max(32, '设计师编号不正确'),
  page,
  pageSize: pageSize.pipe(z.number().max(50)),
});

const scoreOut = z.object({ key: z.string(), name: z.string(), score: z.number().int() });

/** A review as its author, its target and the lists show it. */
export const cmtItem = z.object({
  id: z.number().int(),
  kind: z.enum(reviewKinds),
  /** The task (or project) reviewed, with its title and page. */
  subjectId: z.number().int(),
  title: z.string(),
  link: z.string(),
  /** The author's side. */
  role: z.enum(reviewRoles),
  /** The viewer wrote it. */
  mine: z.boolean(),
  author: z.string(),
  target: z.string(),
  scores: z.array(scoreOut),
  /** The mean of the scores, one decimal. */
  rating: z.number(),
  conts: z.string(),
  state: cmtStateSchema,
  /** The author may still change it (not published). */
  editable: z.boolean(),
  /** Written, China date and time. */
  dates: z.string(),
  times: z.string(),
  /** Published (China date), or ''. */
  pubDates: z.string(),
  /** Published at the latest on this China date (the review window's end). */
  closesDates: z.string(),
});
export type CmtItem = z.infer<typeof cmtItem>;

export const cmtListData = z.object({
  listItem: z.array(cmtItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `Taskcenter/businesCmtTask`: one task as its party sees it for reviewing. */
export const cmtTaskData = z.object({
  id: z.number().int(),
  kind: z.enum(reviewKinds),
  title: z.string(),
  link: z.string(),
  /** The viewer's side, and the other side's name. */
  role: z.enum(reviewRoles),
  other: z.string(),
  /** The criteria the viewer rates, in order. */
  criteria: z.array(z.object({ key: z.string(), name: z.string() })),
  /** Completed, and the review window still open, and the viewer has not reviewed yet. */
  canReview: z.boolean(),
  /** Why not, in Chinese, or ''. */
  why: z.string(),
  /** The window's end (China date), '' before completion. */
  closesDates: z.string(),
  mine: cmtItem.nullable(),
  /** The other side's review: only once published. */
  theirs: cmtItem.nullable(),
  /** The other side has written theirs (its content stays hidden until published). */
  theirsIn: z.boolean(),
});

/** A published review on a designer's page: the client's name, the task, the scores and the text. */
export const publicCmt = z.object({
  id: z.number().int(),
  /** A design task's review or a design contest's (an awarded place, decision 061). */
  kind: z.enum(reviewKinds),
  author: z.string(),
  title: z.string(),
  scores: z.array(scoreOut),
  rating: z.number(),
  conts: z.string(),
  pubDates: z.string(),
});
export const designerCmtsData = z.object({
  /** Mean rating of the published reviews, one decimal; 0 without any. */
  rating: z.number(),
  /** Published reviews in all (not capped). */
  total: z.number().int(),
  /** Per criterion, the mean of its scores (one decimal). */
  criteria: z.array(z.object({ key: z.string(), name: z.string(), avg: z.number() })),
  listItem: z.array(publicCmt),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The client's review as the access matrix writes it (any valid one will do). */
const clientReview = { fit: 5, punctual: 4, comm: 5, value: 4, conts: '设计很用心，沟通顺畅。' };

/** A party's call on a completed task: another member or an operator is refused, a visitor must log in. */
const partyOnly = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'success',
} as const;

export const reviewsCalls = {
  'Taskcenter/businesCmt': {
    method: 'POST',
    path: '/api/Taskcenter/businesCmt',
    summary: '评价合作方（任务完成后双方各评价一次；双方都评价或完成14天后一起公开）',
    body: cmtBody,
    data: cmtItem,
    auth: true,
    access: {
      object: 'task',
      with: clientReview,
      expect: {
        completed: partyOnly,
        ongoing: { ...partyOnly, owner: 'state_conflict' },
      },
    },
  },
  'Taskcenter/businesCmtTask': {
    method: 'POST',
    path: '/api/Taskcenter/businesCmtTask',
    summary: '某个任务的评价情况（双方可见：可否评价、我的评价、已公开的对方评价）',
    body: cmtTaskBody,
    data: cmtTaskData,
    auth: true,
    access: { object: 'task', expect: { completed: partyOnly, ongoing: partyOnly } },
  },
  'Taskcenter/businesCmtList': {
    method: 'POST',
    path: '/api/Taskcenter/businesCmtList',
    summary: '我的评价（我给出的、我收到的；收到的评价公开后可见）',
    body: cmtListBody,
    data: cmtListData,
    auth: true,
  },
  'Taskcenter/businesCmtItem': {
    method: 'POST',
    path: '/api/Taskcenter/businesCmtItem',
    summary: '一条评价（作者随时可见；被评价方公开后可见）',
    body: cmtItemBody,
    data: cmtItem,
    auth: true,
    access: { object: 'cmt', expect: inStates(ownerAndOperatorsSignedIn, 'pending', 'published') },
  },
  'Taskcenter/businesCmtEdit': {
    method: 'POST',
    path: '/api/Taskcenter/businesCmtEdit',
    summary: '修改评价（公开前）',
    body: cmtEditBody,
    data: cmtItem,
    auth: true,
    access: {
      object: 'cmt',
      with: 'edit',
      expect: {
        pending: ownerOnly,
        published: { ...ownerOnly, owner: 'state_conflict' },
      },
    },
  },
  'Designer/designerCmts': {
    method: 'POST',
    path: '/api/Designer/designerCmts',
    summary: '设计师主页：已公开的客户评价与评分',
    body: designerCmtsBody,
    data: designerCmtsData,
    auth: false,
    access: { object: 'designer', field: 'cardno', expect: publicOnceApproved },
  },
} as const satisfies Record<string, CallDef>;
