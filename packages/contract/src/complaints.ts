import { operatorsOnly, ownerAndOperatorsSignedIn, ownerOnly } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { multiLineText, page, pageSize } from './common/fields.ts';
import { fileIdField, textField } from './common/publish-fields.ts';
import { complaintStateSchema } from './common/state-schemas.ts';
import { z } from './common/zod.ts';
import { complaintKinds, complaintOutcomes, MAX_COMPLAINT_FILES } from './values/complaints.ts';

export * from './values/complaints.ts';

/**
 * Complaints (issue 13 point 6; docs/domains/complaints.md; decision 023): either side of a paid deal that
 * is not completed complains; the deal is `disputed` and its timers pause; both sides add statements and
 * files for 3 days; an operator decides — release to the provider, refund to the client, or split by the
 * provider's percentage — and the ledger moves in the same transaction as the decision. Generic over the
 * kind of deal (`task` now, build projects later): each kind registers how to load its parties and how
 * to apply a decision (apps/server/src/modules/complaints).
 */

/** The two sides of a deal: the paying client and the provider (a task's designer, a project's factory). */
export const complaintSides = ['client', 'provider'] as const;
export type ComplaintSide = (typeof complaintSides)[number];

const kindField = z.enum(complaintKinds, { error: '投诉类型不正确' });
const conts = multiLineText('投诉说明', { error: '请填写说明' })
  .min(10, '说明至少10个字')
  .max(2000, '说明最多2000个字');
const attach = z
  .array(fileIdField('附件'), { error: '附件格式不正确' })
  .max(MAX_COMPLAINT_FILES, `附件最多${MAX_COMPLAINT_FILES}个`)
  .default([]);
const complaintId = z.number({ error: '请指定投诉' }).int('投诉编号不正确').positive('投诉编号不正确');

/** `Complain/complainAdd`: `id` is the deal's (a task's id). */
export const complainAddBody = z.object({
  kind: kindField.default('task'),
  id: z.number({ error: '请指定任务' }).int('任务编号不正确').positive('任务编号不正确'),
  conts,
  attach,
});
/** `final`: the side's last statement (it ends the side's statements, as 放弃补充陈述 does). */
export const complainEditBody = z.object({
  id: complaintId,
  conts,
  attach,
  final: z.boolean({ error: '是否为最终陈述应为是或否' }).default(false),
});
export const complainIdBody = z.object({ id: complaintId });
export const complainListBody = z.object({ status: complaintStateSchema.optional(), page, pageSize });

export const complaintDecideBody = z
  .object({
    id: complaintId,
    outcome: z.enum(complaintOutcomes, { error: '请选择裁决结果' }),
    /** The provider's share in percent, whole 0–100; needed for a split (1–99 there). */
    percent: z
      .number({ error: '分配比例应为0–100的整数' })
      .int('分配比例应为0–100的整数')
      .min(0, '分配比例应为0–100的整数')
      .max(100, '分配比例应为0–100的整数')
      .optional(),
    reason: textField('裁决理由', 5, 500),
  })
  .superRefine((b, ctx) => {
    if (b.outcome !== 'split') return;
    if (b.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: '请填写服务方应得的比例' });
    else if (b.percent === 0 || b.percent === 100)
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: '按比例分配的比例应为1–99；全部支付或全部退款请选择对应的裁决',
      });
  });
export type ComplaintDecideBody = z.infer<typeof complaintDecideBody>;

export const complaintAdminListBody = z.object({
  status: complaintStateSchema.default('open'),
  page,
  pageSize,
});

const fileOut = z.object({ id: z.string(), url: z.string() });
const party = z.object({ cardno: z.string(), name: z.string() });

/** A complaint in a list. */
export const complaintItem = z.object({
  id: z.number().int(),
  kind: kindField,
  /** The deal's id (a task's) and its order number, title and page. */
  objectId: z.number().int(),
  orders: z.string(),
  title: z.string(),
  link: z.string(),
  status: complaintStateSchema,
  /** Who complained. */
  side: z.enum(complaintSides),
  /** What the provider is called for this kind (设计师). */
  providerName: z.string(),
  client: party,
  provider: party,
  /** The amount in escrow (yuan). */
  amount: z.number(),
  /** Until when statements may be added (ISO), and whether that is still so. */
  closes: z.string(),
  windowOpen: z.boolean(),
  /** Whether each side ended its statements (a final statement, or 放弃补充陈述). */
  done: z.object({ client: z.boolean(), provider: z.boolean() }),
  /**
   * Whether an operator may decide now: the complaint is open and its window has ended, or both sides
   * ended their statements (decision 047).
   */
  canDecide: z.boolean(),
  outcome: z.enum(complaintOutcomes).or(z.literal('')),
  /** The provider's share in percent (release 100, refund 0); 0 before a decision. */
  percent: z.number().int(),
  reason: z.string(),
  /** After a decision: what each side got (yuan) and the platform's commission. */
  providerGets: z.number(),
  clientGets: z.number(),
  commission: z.number(),
  decided: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type ComplaintItem = z.infer<typeof complaintItem>;

export const statementItem = z.object({
  id: z.number().int(),
  side: z.enum(complaintSides),
  name: z.string(),
  conts: z.string(),
  attach: z.array(fileOut),
  dates: z.string(),
  times: z.string(),
});

/** A line of the deal's conversation between its two sides (a task's messages, a project's questions). */
export const conversationLine = z.object({
  side: z.enum(complaintSides),
  name: z.string(),
  conts: z.string(),
  attach: z.array(fileOut),
  dates: z.string(),
  times: z.string(),
});

export const evidenceDelivery = z.object({
  n: z.number().int(),
  conts: z.string(),
  attach: z.array(fileOut),
  dates: z.string(),
  times: z.string(),
});

export const evidenceOrbit = z.object({
  action: z.string(),
  name: z.string(),
  actor: z.string(),
  note: z.string(),
  dates: z.string(),
  times: z.string(),
});

/** `Complain/complainInfo`: the parties' and the operators' view. */
export const complaintInfo = complaintItem.extend({
  /** What the viewer is: one of the sides, or an operator. */
  role: z.enum(['client', 'provider', 'operator']),
  /** Whether the viewer may add a statement now (or end its statements: 放弃补充陈述). */
  canAdd: z.boolean(),
  statements: z.array(statementItem),
});
export type ComplaintInfo = z.infer<typeof complaintInfo>;

/** `Admin/complaintEvidence`: what the deal holds, for the operator deciding (operators only). */
export const complaintEvidence = z.object({
  /** The messages between the two sides (a task's conversation; a project's questions on the award). */
  conversation: z.array(conversationLine),
  /** The deliveries (a task's versions; a project's award, drawings and report). */
  deliveries: z.array(evidenceDelivery),
  /** The deal's timeline. */
  orbits: z.array(evidenceOrbit),
});
export type ComplaintEvidence = z.infer<typeof complaintEvidence>;

export const complaintListData = z.object({
  listItem: z.array(complaintItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The deal's owner (the fixture's client) gets a refusal from a state that takes no complaint. */
const closedToOwner = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'state_conflict',
} as const;
const partyOnly = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'success',
} as const;

export const complaintsCalls = {
  'Complain/complainAdd': {
    method: 'POST',
    path: '/api/Complain/complainAdd',
    summary: '发起投诉（任务已托管且未完成；任务进入投诉处理，计时暂停）',
    body: complainAddBody,
    data: complaintInfo,
    auth: true,
    access: {
      object: 'task',
      with: { conts: '设计师交付的效果图与需求不符，多次沟通未修改。' },
      // (a delivered task, and the refusals of the other unpaid or finished states: complaints.integration.test.ts)
      expect: {
        open: closedToOwner,
        ongoing: partyOnly,
      },
    },
  },
  'Complain/complainList': {
    method: 'POST',
    path: '/api/Complain/complainList',
    summary: '我的投诉（我发起的和针对我的）',
    body: complainListBody,
    data: complaintListData,
    auth: true,
  },
  'Complain/complainInfo': {
    method: 'POST',
    path: '/api/Complain/complainInfo',
    summary: '投诉详情（双方陈述与附件、陈述期、裁决；双方与运营可见）',
    body: complainIdBody,
    data: complaintInfo,
    auth: true,
    access: {
      object: 'complaint',
      expect: { open: ownerAndOperatorsSignedIn, decided: ownerAndOperatorsSignedIn },
    },
  },
  'Complain/complainEdit': {
    method: 'POST',
    path: '/api/Complain/complainEdit',
    summary: '补充陈述与附件（投诉后3天内，双方均可；final 为最终陈述）',
    body: complainEditBody,
    data: complaintInfo,
    auth: true,
    access: {
      object: 'complaint',
      with: { conts: '补充：附上双方沟通记录截图与原始需求。' },
      expect: {
        open: ownerOnly,
        decided: {
          visitor: 'not_logged_in',
          member: 'not_found',
          operator: 'not_found',
          owner: 'state_conflict',
        },
      },
    },
  },
  'Complain/complainWaive': {
    method: 'POST',
    path: '/api/Complain/complainWaive',
    summary: '放弃补充陈述（结束本方陈述；双方都结束后平台可提前裁决）',
    body: complainIdBody,
    data: complaintInfo,
    auth: true,
    access: {
      object: 'complaint',
      expect: {
        open: ownerOnly,
        decided: {
          visitor: 'not_logged_in',
          member: 'not_found',
          operator: 'not_found',
          owner: 'state_conflict',
        },
      },
    },
  },
  'Admin/complaintEvidence': {
    method: 'POST',
    path: '/api/Admin/complaintEvidence',
    summary: '投诉证据：双方沟通记录、交付记录与交易进程（仅运营）',
    body: complainIdBody,
    data: complaintEvidence,
    auth: true,
    admin: true,
    access: { object: 'complaint', expect: { open: operatorsOnly, decided: operatorsOnly } },
  },
  'Admin/complaintList': {
    method: 'POST',
    path: '/api/Admin/complaintList',
    summary: '投诉处理队列',
    body: complaintAdminListBody,
    data: complaintListData,
    auth: true,
    admin: true,
  },
  'Admin/complaintDecide': {
    method: 'POST',
    path: '/api/Admin/complaintDecide',
    summary: '裁决投诉：支付服务方、全额退款或按比例分配（资金同时结算）',
    body: complaintDecideBody,
    data: complaintInfo,
    auth: true,
    admin: true,
    access: {
      object: 'complaint',
      with: { outcome: 'refund', reason: '交付物与需求明显不符' },
      expect: {
        // a complaint just opened: its statement window runs and neither side ended (decision 047)
        open: {
          visitor: 'not_logged_in',
          member: 'forbidden',
          operator: 'state_conflict',
          owner: 'forbidden',
        },
        decided: {
          visitor: 'not_logged_in',
          member: 'forbidden',
          operator: 'state_conflict',
          owner: 'forbidden',
        },
      },
    },
  },
} as const satisfies Record<string, CallDef>;
