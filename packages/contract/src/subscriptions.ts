import type { CallDef } from './common/call.ts';
import { hiddenFromMembers, anyMember, inStates, ownerOnly } from './common/access.ts';
import { yuan } from './common/money.ts';
import { z } from './common/zod.ts';
import { taskStyles } from './tasks.ts';
import { MAX_SUBSCRIPTIONS, subscriptionDeliveries, subscriptionKinds } from './values/subscriptions.ts';

export * from './values/subscriptions.ts';

/**
 * Subscriptions (订阅, issue 28 point 5, docs/domains/subscriptions.md, decision 052): a member asks to be
 * told of new approved work that fits: a factory of build projects by place, area, budget, booth type and
 * show name; a designer of design tasks by style, fee and place; anyone of one exhibition's new projects.
 * A match is told at once on the member's channels (`instant`) or in one notice at 09:00 China time
 * (`digest`). Each notice carries a signed link that unsubscribes without a login.
 */

const MAX_AREA = 10_000;

const area = (label: string) =>
  z
    .number({ error: `${label}应为数字` })
    .min(0, `${label}不能小于0`)
    .max(MAX_AREA, `${label}不能超过${MAX_AREA}㎡`);

/** `Subscribe/add`: what to be told of, and how. Fields that do not apply to the kind are ignored. */
export const subscriptionBody = z
  .object({
    kind: z.enum(subscriptionKinds, { error: '订阅类型不正确' }),
    delivery: z.enum(subscriptionDeliveries, { error: '请选择推送方式' }).default('instant'),
    /** Where the booth is built: a province (all its cities), a city, or both ('' for anywhere). */
    prov: z.string().trim().max(20, '省份不正确').default(''),
    city: z.string().trim().max(30, '城市不正确').default(''),
    /** Words the project's show name or title contains ('' for any). */
    kw: z.string().trim().max(30, '关键词最多30个字').default(''),
    /** Build projects: the booth's area (㎡), the budget (yuan), single or double deck, open sides. */
    minArea: area('最小面积').optional(),
    maxArea: area('最大面积').optional(),
    minCoins: yuan('最低预算', { minFen: 0 }).optional(),
    maxCoins: yuan('最高预算', { minFen: 0 }).optional(),
    layer: z.literal([1, 2], { error: '层数不正确' }).optional(),
    opens: z
      .number({ error: '开口数不正确' })
      .int('开口数不正确')
      .min(1, '开口数为1–4')
      .max(4, '开口数为1–4')
      .optional(),
    /** Design tasks: the style and the fee offered (yuan). */
    style: z.enum(taskStyles, { error: '设计风格不正确' }).optional(),
    minCost: yuan('最低设计费', { minFen: 0 }).optional(),
    maxCost: yuan('最高设计费', { minFen: 0 }).optional(),
    /** A show: an approved exhibition (`listings.id`); its new build projects. */
    exhibitionId: z
      .number({ error: '展会编号不正确' })
      .int('展会编号不正确')
      .positive('展会编号不正确')
      .optional(),
  })
  .superRefine((b, ctx) => {
    const order = (lo: number | undefined, hi: number | undefined, path: string, message: string) => {
      if (lo !== undefined && hi !== undefined && hi > 0 && lo > hi)
        ctx.addIssue({ code: 'custom', path: [path], message });
    };
    order(b.minArea, b.maxArea, 'maxArea', '最大面积不能小于最小面积');
    order(b.minCoins, b.maxCoins, 'maxCoins', '最高预算不能低于最低预算');
    order(b.minCost, b.maxCost, 'maxCost', '最高设计费不能低于最低设计费');
    if (b.kind === 'show' && b.exhibitionId === undefined)
      ctx.addIssue({ code: 'custom', path: ['exhibitionId'], message: '请选择要订阅的展会' });
  });
export type SubscriptionBody = z.infer<typeof subscriptionBody>;

/** What a subscription matches, as stored and shown (money in yuan, area in ㎡; null for no bound). */
export const subscriptionCriteria = z.object({
  kind: z.enum(subscriptionKinds),
  prov: z.string(),
  city: z.string(),
  kw: z.string(),
  minArea: z.number().nullable(),
  maxArea: z.number().nullable(),
  minCoins: z.number().nullable(),
  maxCoins: z.number().nullable(),
  layer: z.number().int().nullable(),
  opens: z.number().int().nullable(),
  style: z.string(),
  minCost: z.number().nullable(),
  maxCost: z.number().nullable(),
  exhibitionId: z.number().int().nullable(),
  /** The exhibition's title ('' unless a show). */
  showname: z.string(),
});
export type SubscriptionCriteria = z.infer<typeof subscriptionCriteria>;

export const subscriptionItem = subscriptionCriteria.extend({
  id: z.number().int(),
  delivery: z.enum(subscriptionDeliveries),
  paused: z.boolean(),
  /** What it matches, in one Chinese line (`subscriptionSummary`). */
  summary: z.string(),
  /** Items it has told of. */
  matched: z.number().int(),
  created: z.string(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;

export const subscriptionListData = z.object({
  listItem: z.array(subscriptionItem),
  total: z.number().int(),
  max: z.number().int(),
});

const subscriptionId = z.number({ error: '订阅编号不正确' }).int('订阅编号不正确').positive('订阅编号不正确');
export const subscriptionPauseBody = z.object({
  id: subscriptionId,
  paused: z.boolean({ error: '请选择暂停或恢复' }),
});
export const subscriptionIdBody = z.object({ id: subscriptionId });

const noBody = z.object({});

export const subscriptionsCalls = {
  'Subscribe/add': {
    method: 'POST',
    path: '/api/Subscribe/add',
    summary: `新建订阅（搭建项目、设计任务或展会；即时推送或每日09:00汇总；每人最多${MAX_SUBSCRIPTIONS}个）`,
    body: subscriptionBody,
    data: subscriptionItem,
    auth: true,
    access: {
      object: 'huizhan',
      field: 'exhibitionId',
      with: { kind: 'show' },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
  'Subscribe/list': {
    method: 'POST',
    path: '/api/Subscribe/list',
    summary: '我的订阅',
    body: noBody,
    data: subscriptionListData,
    auth: true,
  },
  'Subscribe/pause': {
    method: 'POST',
    path: '/api/Subscribe/pause',
    summary: '暂停或恢复一个订阅',
    body: subscriptionPauseBody,
    data: subscriptionItem,
    auth: true,
    access: {
      object: 'subscription',
      with: { paused: true },
      expect: inStates(ownerOnly, 'active', 'paused'),
    },
  },
  'Subscribe/del': {
    method: 'POST',
    path: '/api/Subscribe/del',
    summary: '删除一个订阅',
    body: subscriptionIdBody,
    data: z.object({}),
    auth: true,
    access: { object: 'subscription', expect: inStates(ownerOnly, 'active', 'paused') },
  },
} as const satisfies Record<string, CallDef>;
