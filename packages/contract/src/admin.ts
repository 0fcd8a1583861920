import { z } from './common/zod.ts';
import { emptySchema } from './common/envelope.ts';
import { verifyStateSchema } from './common/state-schemas.ts';
import { cardno, isoDate, multiLineText, page, pageSize, singleLineText } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { type ContentKind, contentKindNames, contentKinds } from './content.ts';
import { operatorsOnly } from './common/access.ts';

/** One member in the operator console's list. */
export const adminMemberItem = z.object({
  cardno,
  mobile: z.string(),
  name: z.string(),
  nickname: z.string(),
  usertype: z.number().int(),
  personauth: verifyStateSchema,
  businsauth: verifyStateSchema,
  isadmin: z.boolean(),
  disabled: z.boolean(),
  dates: z.string(),
  times: z.string(),
});

export const memberListBody = z.object({
  /** Part of a mobile, a name or a cardno. */
  keyword: singleLineText('关键词').max(30).optional(),
  page,
  pageSize,
});
export const memberListData = z.object({
  listItem: z.array(adminMemberItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * Every action the server writes to the audit log, with its Chinese name (the console shows the name; the
 * server's `audit.record` takes only these, so a new action cannot be written without one).
 */
export const auditActionNames = {
  'member.disable': '停用账号',
  'member.enable': '启用账号',
  'personauth.approve': '通过实名认证',
  'personauth.reject': '驳回实名认证',
  'businsauth.approve': '通过企业认证',
  'businsauth.reject': '驳回企业认证',
  'cash.paid': '提现已打款',
  'cash.reject': '驳回提现',
  'invoice.issue': '开具发票',
  'invoice.refuse': '拒绝开票',
  ...(Object.fromEntries(
    contentKinds.flatMap((k) => [
      [`${k}.approve`, `通过${contentKindNames[k]}`],
      [`${k}.reject`, `驳回${contentKindNames[k]}`],
    ]),
  ) as Record<`${ContentKind}.${'approve' | 'reject'}`, string>),
  'job.retry': '重试后台任务',
  'feedback.handle': '处理意见反馈',
  'complaint.decide': '裁决投诉',
  'consult.report': '处理咨询举报',
} as const;
export type AuditAction = keyof typeof auditActionNames;
export const auditActions = Object.keys(auditActionNames) as [AuditAction, ...AuditAction[]];

export const auditItem = z.object({
  id: z.number().int(),
  /** The operator's cardno. */
  actor: z.string(),
  actorName: z.string(),
  /** One of `auditActions` (an older entry may hold an action no longer written). */
  action: z.string(),
  /** `member`, a content kind (`huizhan`, …), `job` or `feedback`. */
  targetKind: z.string(),
  /** The member's cardno when the target is a member, else the object's id. */
  target: z.string(),
  /**
   * The member the entry is about: the target member, or the publisher of the content, or the sender of
   * the feedback; '' when none (a background job, a visitor's feedback).
   */
  memberCardno: z.string(),
  memberName: z.string(),
  /** Masked: `138****0001`. */
  memberMobile: z.string(),
  /** The object's title (a listing's, a space's, a photo's, a job's name, the feedback's start); '' for a member. */
  title: z.string(),
  /** Where the console shows the object ('' when nowhere). */
  link: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created: z.string(),
  dates: z.string(),
  times: z.string(),
});

export const memberInfoBody = z.object({ cardno });
export const memberInfoData = adminMemberItem.extend({
  company: z.string(),
  email: z.string(),
  city: z.string(),
  invitpples: z.number().int(),
  bindwx: z.boolean(),
  /** The latest operator actions on this member. */
  audit: z.array(auditItem),
});

export const memberDisableBody = z.object({
  cardno,
  disabled: z.boolean({ error: '请选择停用或启用' }),
  reason: multiLineText('原因').min(2, '请填写原因（至少2个字）').max(200, '原因最多200个字'),
});

export const auditListBody = z.object({
  cardno: cardno.optional(),
  action: z.enum(auditActions, { error: '操作类型不正确' }).optional(),
  /** China days, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page,
  pageSize,
});
export const auditListData = z.object({
  listItem: z.array(auditItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `Admin/pendingCounts`: what waits for an operator in each queue (the console's menu and tabs). */
export const pendingCountsData = z.object({
  personAuth: z.number().int(),
  businessAuth: z.number().int(),
  cash: z.number().int(),
  /** 发票 requests waiting to be issued or refused. */
  invoices: z.number().int(),
  /** Per content kind. */
  content: z.object(
    Object.fromEntries(contentKinds.map((k) => [k, z.number().int()])) as Record<ContentKind, z.ZodNumber>,
  ),
  feedback: z.number().int(),
  /** Failed background jobs. */
  jobs: z.number().int(),
  /** Open complaints waiting for a decision. */
  complaints: z.number().int(),
});

export const adminCalls = {
  'Admin/memberList': {
    method: 'POST',
    path: '/api/Admin/memberList',
    summary: '会员列表（按手机号、姓名、会员编号搜索）',
    body: memberListBody,
    data: memberListData,
    auth: true,
    admin: true,
  },
  'Admin/memberInfo': {
    method: 'POST',
    path: '/api/Admin/memberInfo',
    summary: '会员详情',
    body: memberInfoBody,
    data: memberInfoData,
    auth: true,
    admin: true,
    access: { object: 'member', field: 'cardno', expect: { active: operatorsOnly } },
  },
  'Admin/memberDisable': {
    method: 'POST',
    path: '/api/Admin/memberDisable',
    summary: '停用或启用会员',
    body: memberDisableBody,
    data: adminMemberItem,
    auth: true,
    admin: true,
    access: {
      object: 'member',
      field: 'cardno',
      with: { disabled: false, reason: '核实后恢复使用' },
      expect: { active: operatorsOnly },
    },
  },
  'Admin/auditList': {
    method: 'POST',
    path: '/api/Admin/auditList',
    summary: '操作审计日志',
    body: auditListBody,
    data: auditListData,
    auth: true,
    admin: true,
    access: { object: 'member', field: 'cardno', expect: { active: operatorsOnly } },
  },
  'Admin/pendingCounts': {
    method: 'POST',
    path: '/api/Admin/pendingCounts',
    summary: '各审核队列的待处理数量',
    body: emptySchema.optional(),
    data: pendingCountsData,
    auth: true,
    admin: true,
  },
} as const satisfies Record<string, CallDef>;
