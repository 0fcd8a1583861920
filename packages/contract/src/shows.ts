import { anyMember, hiddenFromMembers, inStates, type Outcomes } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { wholeNumber } from './common/publish-fields.ts';
import { z } from './common/zod.ts';

/**
 * 我的展会 (issue 31; docs/domains/shows.md; decision 055): every show a member takes part in, one plan per
 * show. A show is an approved exhibition of the listings, or a free-text show name a build project gave.
 * A member's plans are made by their deals (a task or a project naming the show, as its client or its
 * provider) and by hand (我要参展 on an exhibition's page); a plan lists the show's dates and its deals'
 * dates on one timeline, the deals with their own 下一步 and money.
 */

/** A show: an exhibition (`exhibition` > 0), or a free-text name (`exhibition` 0, `showname`). */
export const showKey = z
  .object({
    exhibition: wholeNumber('展会', Number.MAX_SAFE_INTEGER).default(0),
    showname: z.string().trim().max(60, '展会名称最多60个字').default(''),
  })
  .refine((b) => b.exhibition > 0 || b.showname !== '', {
    path: ['exhibition'],
    message: '请指定展会',
  });
export type ShowKey = z.infer<typeof showKey>;

/** A show in 我的展会. */
export const showCard = z.object({
  exhibition: z.number().int(),
  /** The exhibition's title, or the free-text name. */
  showname: z.string(),
  city: z.string(),
  venue: z.string(),
  /** The show days ('' when a free-text show has no deal with dates). */
  sdate: z.string(),
  edate: z.string(),
  /** The member's deals on it. */
  tasks: z.number().int(),
  projects: z.number().int(),
  contests: z.number().int(),
  /** Added by hand (我要参展): it stays without deals, and can be removed. */
  joined: z.boolean(),
  /** The show is over (its last day is before today, China time). */
  ended: z.boolean(),
});
export type ShowCard = z.infer<typeof showCard>;

export const myShowsData = z.object({ listItem: z.array(showCard) });

/** Where a date stands today: `done` (passed, or its step is done), `due` (today), `upcoming`, `overdue`. */
export const planDateStates = ['done', 'due', 'upcoming', 'overdue'] as const;
export type PlanDateState = (typeof planDateStates)[number];

/** One date of the plan's timeline, China date. */
export const planDate = z.object({
  date: z.string(),
  /** 展会开幕 · 设计截止 · 报馆截止 · 进场搭建 · 撤展 … and whose deal it is. */
  label: z.string(),
  /** `show` (the exhibition's own dates), `task`, `contest` or `project`. */
  kind: z.enum(['show', 'task', 'contest', 'project']),
  state: z.enum(planDateStates),
  /** The deal's page ('' for the show's own dates). */
  link: z.string(),
});
export type PlanDate = z.infer<typeof planDate>;

/** A deal of the plan, as its party lists it. */
export const planDeal = z.object({
  kind: z.enum(['task', 'contest', 'project']),
  id: z.number().int(),
  title: z.string(),
  /** The member's side: the client, or the designer / factory. */
  role: z.enum(['client', 'provider']),
  status: z.string(),
  /** The state's Chinese name. */
  statusName: z.string(),
  /** The deal's own 下一步 for this member (decision 043), '' when nothing is left to do. */
  next: z.string(),
  /** What the deal is worth, in one line (设计费 ¥8,800.00 · 预算 ¥180,000.00). */
  money: z.string(),
  link: z.string(),
});
export type PlanDeal = z.infer<typeof planDeal>;

/** A sum of the plan's money calendar, from the viewer's side: what they pay out or receive. */
export const planMoneyStates = ['due', 'held', 'paid', 'refunded'] as const;
export type PlanMoneyState = (typeof planMoneyStates)[number];

/**
 * One line of the money calendar: a design fee or a build stage, when it is due, was held in escrow, was
 * paid out or refunded (China date), and which way it goes for the viewer (`out`: they pay, `in`: they
 * receive). Amounts in yuan, gross: the platform's fee is taken from the payee's side when paid out.
 */
export const planMoney = z.object({
  date: z.string(),
  title: z.string(),
  amount: z.number(),
  direction: z.enum(['out', 'in']),
  state: z.enum(planMoneyStates),
  link: z.string(),
});
export type PlanMoney = z.infer<typeof planMoney>;

/** A complaint about one of the plan's deals, the member's as a party (followed on the deal's page). */
export const planComplaint = z.object({
  id: z.number().int(),
  kind: z.enum(['task', 'project', 'contest']),
  dealId: z.number().int(),
  /** The deal's title when the complaint opened. */
  title: z.string(),
  /** The member raised it (else the other side did). */
  mine: z.boolean(),
  status: z.string(),
  /** 处理中 · 已裁决. */
  statusName: z.string(),
  /** China date it was opened. */
  date: z.string(),
  link: z.string(),
});
export type PlanComplaint = z.infer<typeof planComplaint>;

/**
 * A 3D model the member uses for the show (decision 064): from the library, attached from the model's page
 * or the plan. `available` false: the model was withdrawn, or is no longer public and not the member's
 * own (listed so it can be removed, without a link).
 */
export const planModel = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The cover's thumbnail URL ('' without one). */
  cover: z.string(),
  author: z.string(),
  /** The author's card number (their page). */
  cardno: z.string(),
  format: z.string(),
  /** The model's page ('' when not available). */
  link: z.string(),
  available: z.boolean(),
  /** The member's own upload. */
  mine: z.boolean(),
});
export type PlanModel = z.infer<typeof planModel>;

/** How many models one show plan may use. */
export const showModelLimit = 30;

/** Where a model the member may attach comes from: their upload, a purchase, a favourite. */
export const modelChoiceSources = ['own', 'bought', 'favorite'] as const;
export const modelChoice = planModel.extend({ source: z.enum(modelChoiceSources) });
export type ModelChoice = z.infer<typeof modelChoice>;

/** Attaching (or removing) a model of the library to one of the member's shows. */
export const showModelBody = z.object({
  exhibition: wholeNumber('展会', Number.MAX_SAFE_INTEGER).default(0),
  showname: z.string().trim().max(60, '展会名称最多60个字').default(''),
  modelId: z
    .number({ error: '请选择模型' })
    .int('模型编号不正确')
    .positive('请选择模型')
    .max(Number.MAX_SAFE_INTEGER, '模型编号不正确'),
});

const moneyTotals = z.object({ due: z.number(), held: z.number(), paid: z.number(), refunded: z.number() });

export const showPlanData = z.object({
  show: showCard,
  /** In date order. */
  timeline: z.array(planDate),
  deals: z.array(planDeal),
  /** The money calendar, in date order, and its totals each way (yuan). */
  money: z.array(planMoney),
  totals: z.object({ out: moneyTotals, in: moneyTotals }),
  /** The complaints about the plan's deals, oldest first. */
  complaints: z.array(planComplaint),
  /** The 3D models used for the show, the latest attached first. */
  models: z.array(planModel),
});
export type ShowPlanData = z.infer<typeof showPlanData>;

export const joinShowBody = z.object({
  exhibition: z
    .number({ error: '请指定展会' })
    .int('展会编号不正确')
    .positive('请指定展会')
    .max(Number.MAX_SAFE_INTEGER, '展会编号不正确'),
});

/**
 * The member's calendar feed (`GET /ical/<token>.ics`, RFC 5545): signed, and revoked by a reset; with
 * `?exhibition=N` (or `?show=名称`) one show's dates, `&download=1` as a file.
 */
export const calendarData = z.object({ url: z.string() });

/**
 * The access of the calls naming an exhibition (`exhibition`; the access matrix counts the Show calls'
 * `exhibition` as naming an object): a plan is only its member's, whoever published the exhibition (a
 * member without it gets `not_found`, never an empty plan); 我要参展 takes approved exhibitions only.
 */
const refusedField: Outcomes = {
  visitor: 'not_logged_in',
  member: 'invalid_params',
  operator: 'invalid_params',
  owner: 'invalid_params',
};
const exhibitionStates = ['pending', 'approved', 'rejected'] as const;

export const showsCalls = {
  'Show/myShows': {
    method: 'POST',
    path: '/api/Show/myShows',
    summary: '我的展会：参与的每个展会（由任务、项目自动生成，或“我要参展”添加）',
    body: z.object({}),
    data: myShowsData,
    auth: true,
  },
  'Show/plan': {
    method: 'POST',
    path: '/api/Show/plan',
    summary: '一个展会的参展计划：时间线、相关任务与项目的下一步和金额',
    body: showKey,
    data: showPlanData,
    auth: true,
    access: {
      object: 'huizhan',
      field: 'exhibition',
      expect: inStates(hiddenFromMembers, ...exhibitionStates),
    },
  },
  'Show/join': {
    method: 'POST',
    path: '/api/Show/join',
    summary: '我要参展：把一个未结束的展会加入我的展会',
    body: joinShowBody,
    data: showCard,
    auth: true,
    access: {
      object: 'huizhan',
      field: 'exhibition',
      expect: { pending: refusedField, approved: anyMember, rejected: refusedField },
    },
  },
  'Show/leave': {
    method: 'POST',
    path: '/api/Show/leave',
    summary: '从我的展会移除手动添加的展会（有任务或项目的展会仍会保留）',
    body: joinShowBody,
    data: z.object({ removed: z.boolean() }),
    auth: true,
    // one's own row only: harmless on any exhibition
    access: { object: 'huizhan', field: 'exhibition', expect: inStates(anyMember, ...exhibitionStates) },
  },
  'Show/calendar': {
    method: 'POST',
    path: '/api/Show/calendar',
    summary: '日历订阅链接：我的展会的全部日期（iCalendar），可在 Apple 日历、Outlook、钉钉、企业微信中订阅',
    body: z.object({}),
    data: calendarData,
    auth: true,
  },
  'Show/calendarReset': {
    method: 'POST',
    path: '/api/Show/calendarReset',
    summary: '重置日历订阅链接：旧链接立即失效',
    body: z.object({}),
    data: calendarData,
    auth: true,
  },
  'Show/modelAdd': {
    method: 'POST',
    path: '/api/Show/modelAdd',
    summary: '把一个3D模型用于我的展会（自己上传的，或已公开的模型）',
    body: showModelBody,
    data: z.object({ models: z.array(planModel) }),
    auth: true,
    // the matrix's member has no such show: refused whatever the model (a model of someone else that is
    // not public is refused first, as not found; the show plan's tests check the rest)
    access: {
      object: 'model',
      field: 'modelId',
      with: { showname: '权限测试没有的展会' },
      expect: inStates(hiddenFromMembers, ...exhibitionStates),
    },
  },
  'Show/modelRemove': {
    method: 'POST',
    path: '/api/Show/modelRemove',
    summary: '从参展计划中移除一个3D模型',
    body: showModelBody,
    data: z.object({ removed: z.boolean() }),
    auth: true,
    access: {
      object: 'model',
      field: 'modelId',
      with: { showname: '权限测试没有的展会' },
      expect: inStates(hiddenFromMembers, ...exhibitionStates),
    },
  },
  'Show/modelChoices': {
    method: 'POST',
    path: '/api/Show/modelChoices',
    summary: '可用于展会的3D模型：我上传的、购买的和收藏的',
    body: z.object({}),
    data: z.object({ listItem: z.array(modelChoice) }),
    auth: true,
  },
} as const satisfies Record<string, CallDef>;

/**
 * Where a date of the plan stands on `today` (China dates, `YYYY-MM-DD`). A date with a step of its deal
 * behind it (`done` given) is done when the step is, and overdue when it passed without; a plain date
 * (the show's days) is done once passed.
 */
export function planDateState(date: string, today: string, step?: { done: boolean }): PlanDateState {
  if (step?.done) return 'done';
  if (date === today) return 'due';
  if (date > today) return 'upcoming';
  return step ? 'overdue' : 'done';
}
