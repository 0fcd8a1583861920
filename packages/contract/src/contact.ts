import { z } from './common/zod.ts';
import { emptySchema } from './common/envelope.ts';
import { cardno, page, pageSize } from './common/fields.ts';
import { feedbackStateSchema } from './common/state-schemas.ts';
import { FeedbackState } from './common/states.ts';
import type { CallDef } from './common/call.ts';
import { operatorsOnly } from './common/access.ts';

/**
 * Contacting the platform (联系我们, `/contact`, decision 015): the operator's contact settings, and
 * feedback that anyone (a visitor or a member) sends and an operator handles in the console
 * (`/admin/feedback`). docs/domains/admin.md.
 */

/** What a piece of feedback is about, and its name on the form and in the console. */
export const feedbackKinds = ['consult', 'suggest', 'complain', 'report', 'other'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
export const feedbackKindNames: Readonly<Record<FeedbackKind, string>> = {
  consult: '咨询',
  suggest: '建议',
  complain: '投诉',
  report: '举报',
  other: '其他',
};

/** How many pieces of feedback one client IP, and one member, may send per hour. */
export const feedbackHourlyLimit = 5;

/** `Common/contactInfo`: the operator's contact settings (env `SUPPORT_*`). */
export const contactInfoData = z.object({
  /** Customer service phone, as dialled (`400-820-2026`). */
  phone: z.string(),
  email: z.string(),
  /** The customer service WeChat ID. */
  wechat: z.string(),
  /** When the phone and WeChat are answered (`工作日 9:00–18:00`). */
  hours: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoData>;

const mobileOrEmail = /^(1[3-9]\d{9}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/** `Common/feedbackAdd`: logged in or not; at most `feedbackHourlyLimit` an hour per IP and per member. */
export const feedbackAddBody = z.object({
  kind: z.enum(feedbackKinds, { error: '请选择反馈类型' }),
  content: z
    .string({ error: '请填写反馈内容' })
    .trim()
    .min(5, '请至少写5个字，说清楚您遇到的问题')
    .max(1000, '反馈内容最多1000个字'),
  /**
   * Where the operator replies: a mainland mobile or an email address. A visitor must give one; a member
   * may leave it empty (the account's mobile is kept, and the answer also comes as a message).
   */
  contact: z
    .string({ error: '请填写手机号或邮箱' })
    .trim()
    .max(100, '联系方式最多100个字')
    .regex(mobileOrEmail, '请填写正确的手机号或邮箱')
    .or(z.literal(''))
    .default(''),
});
export type FeedbackAddBody = z.infer<typeof feedbackAddBody>;

export const feedbackAddData = z.object({
  id: z.number().int(),
  /** When it was received (China time). */
  dates: z.string(),
  times: z.string(),
});

/** One piece of feedback as the console shows it. */
export const feedbackItem = z.object({
  id: z.number().int(),
  kind: z.enum(feedbackKinds),
  content: z.string(),
  /** The mobile or email given on the form, in full (the operator replies there). */
  contact: z.string(),
  /** The sender when logged in: member number and name; '' for a visitor. */
  cardno: z.union([cardno, z.literal('')]),
  memberName: z.string(),
  state: feedbackStateSchema,
  /** The operator's note when handled, else ''. */
  note: z.string(),
  /** Who handled it and when ('' while pending). */
  handlerName: z.string(),
  handled: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** `Admin/feedbackList`: pending oldest first (the next to answer on top); handled newest first. */
export const feedbackListBody = z.object({
  state: feedbackStateSchema.default(FeedbackState.pending),
  page,
  pageSize,
});
export const feedbackListData = z.object({
  listItem: z.array(feedbackItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `Admin/feedbackHandle`: marks one handled with a note (audit-logged; a member sender is messaged). */
export const feedbackHandleBody = z.object({
  id: z.number({ error: '请选择反馈' }).int().positive(),
  note: z
    .string({ error: '请填写处理说明' })
    .trim()
    .min(2, '请填写处理说明（至少2个字）')
    .max(500, '处理说明最多500个字'),
});

export const contactCalls = {
  'Common/contactInfo': {
    method: 'POST',
    path: '/api/Common/contactInfo',
    summary: '平台联系方式（客服电话、邮箱、微信、服务时间）',
    body: emptySchema.optional(),
    data: contactInfoData,
    auth: false,
  },
  'Common/feedbackAdd': {
    method: 'POST',
    path: '/api/Common/feedbackAdd',
    summary: '提交意见反馈（游客或会员；每小时限量）',
    body: feedbackAddBody,
    data: feedbackAddData,
    auth: false,
  },
  'Admin/feedbackList': {
    method: 'POST',
    path: '/api/Admin/feedbackList',
    summary: '意见反馈列表（待处理、已处理）',
    body: feedbackListBody,
    data: feedbackListData,
    auth: true,
    admin: true,
  },
  'Admin/feedbackHandle': {
    method: 'POST',
    path: '/api/Admin/feedbackHandle',
    summary: '将意见反馈标记为已处理（填写处理说明）',
    body: feedbackHandleBody,
    data: feedbackItem,
    auth: true,
    admin: true,
    access: { object: 'feedback', with: { note: '已记录，感谢反馈' }, expect: { pending: operatorsOnly } },
  },
} as const satisfies Record<string, CallDef>;
