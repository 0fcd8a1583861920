import type { CallDef } from './common/call.ts';
import { page, pageSize } from './common/fields.ts';
import { z } from './common/zod.ts';

/**
 * Notices off the site (issue 28, docs/domains/notices.md, decision 048): every event of the outbox
 * reaches its recipients in the message centre (`inapp`), by SMS and by the WeChat service account,
 * as the member's preferences say. This file is the event catalogue in one place: each event's group,
 * whether it is urgent, its Chinese name and whether it is worth an SMS. Who receives an event and its
 * text live with the deal type that raises it (`tasks-notices.ts`, `projects-notices.ts`); a server test
 * keeps that list and this table the same.
 */

export const noticeChannels = ['inapp', 'sms', 'wechat'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];
export const noticeChannelNames: Record<NoticeChannel, string> = {
  inapp: '站内消息',
  sms: '短信',
  wechat: '微信',
};

/** The groups a member switches on or off per channel (通知设置). */
export const noticeGroups = [
  'task',
  'project',
  'money',
  'reminder',
  'consult',
  'complaint',
  'account',
  'subscription',
] as const;
export type NoticeGroup = (typeof noticeGroups)[number];
/**
 * What an SMS template is configured for: a group's notices, or `digest`, the day's one message about the
 * notices folded beyond the daily cap (its own wording: it names no single event), or `staffInvite`, a
 * company's invitation to a mobile that may not be a member yet (decision 056).
 */
export type NoticeTemplate = NoticeGroup | 'digest' | 'staffInvite';
export const noticeGroupNames: Record<NoticeGroup, string> = {
  task: '设计任务进展',
  project: '搭建项目进展',
  money: '资金变动',
  reminder: '到期提醒',
  consult: '咨询消息',
  complaint: '投诉与评价',
  account: '审核结果',
  subscription: '订阅推送',
};
export const noticeGroupHints: Record<NoticeGroup, string> = {
  task: '报名、选定、交稿、修改、关闭等',
  project: '报价、提问、中标、合同、图纸、报告等',
  money: '托管、结算、退款、押金',
  reminder: '验收、付款、报馆、进场等截止前的提醒',
  consult: '设计师、工厂与客户之间的咨询回复',
  complaint: '投诉受理、陈述、裁决，评价公开',
  account: '实名与企业认证、发布内容的审核结果',
  subscription: '订阅的新项目、新任务（即时或每日汇总）',
};

export interface NoticeEventDef {
  group: NoticeGroup;
  /** Money due, a deadline within 24 h, a complaint: in-app always, SMS and WeChat even in quiet hours. */
  urgent: boolean;
  /** Sent by SMS when the member's SMS switch for the group is on (the rest stay in-app and WeChat). */
  sms: boolean;
  /** The event's Chinese name (the console's notice list). */
  name: string;
}

const ev = (group: NoticeGroup, name: string, o: { urgent?: boolean; sms?: boolean } = {}) =>
  ({ group, name, urgent: o.urgent ?? false, sms: o.sms ?? o.urgent ?? false }) satisfies NoticeEventDef;

/** Every event that notifies someone. Keyed by the outbox's event name. */
export const noticeEvents = {
  'task.applied': ev('task', '设计师报名'),
  'task.selected': ev('task', '被选为设计师', { sms: true }),
  'task.confirmed': ev('task', '设计师确认接单', { sms: true }),
  'task.declined': ev('task', '设计师放弃接单'),
  'task.confirmLapsed': ev('task', '设计师未按时确认'),
  'task.payLapsed': ev('task', '未按时托管设计费'),
  'task.orderLapsed': ev('task', '服务订单超时未确认'),
  'task.paid': ev('money', '设计费已托管', { sms: true }),
  'task.delivered': ev('task', '设计师已交稿', { sms: true }),
  'task.revised': ev('task', '客户要求修改'),
  'task.acceptReminder': ev('reminder', '验收即将到期', { urgent: true }),
  'task.deadlineReminder': ev('reminder', '设计即将截止', { urgent: true }),
  'task.accepted': ev('money', '客户验收，设计费结算', { sms: true }),
  'task.autoAccepted': ev('money', '自动验收，设计费结算', { sms: true }),
  'task.edited': ev('task', '需求已修改'),
  'task.closed': ev('task', '任务已关闭'),
  'task.cancelProposed': ev('task', '提出取消合作', { sms: true }),
  'task.cancelled': ev('money', '合作取消，设计费退回', { sms: true }),
  'task.invited': ev('task', '受邀参与任务', { sms: true }),
  'task.ordered': ev('task', '收到服务订单', { sms: true }),
  'task.orderRefused': ev('task', '服务订单被拒绝'),
  'project.edited': ev('project', '项目已修改'),
  'project.closed': ev('project', '项目已关闭'),
  'project.quoted': ev('project', '收到报价'),
  'project.quoteRevised': ev('project', '报价已修改'),
  'project.quoteAsked': ev('project', '工厂提问'),
  'project.quoteAnswered': ev('project', '客户回答提问'),
  'project.awarded': ev('project', '项目中标结果', { sms: true }),
  'project.contractProposed': ev('project', '合同待签署', { sms: true }),
  'project.contractRefused': ev('project', '合同被退回'),
  'project.contractSigned': ev('project', '对方已签署合同'),
  'project.signed': ev('project', '合同签订', { sms: true }),
  'project.drawingsUploaded': ev('project', '施工图已上传'),
  'project.drawingsApproved': ev('project', '施工图已确认'),
  'project.stagesHeld': ev('money', '工程款已托管', { sms: true }),
  'project.stagesPaid': ev('money', '工程款已结算', { sms: true }),
  'project.reported': ev('project', '完工报告已提交', { sms: true }),
  'project.owed': ev('reminder', '工程款待托管', { urgent: true }),
  'project.autoAccepted': ev('money', '自动验收，工程款结算', { sms: true }),
  'project.payReminder': ev('reminder', '付款即将到期', { urgent: true }),
  'project.movedIn': ev('project', '已进场'),
  'project.dateReminder': ev('reminder', '明日节点提醒', { urgent: true }),
  'project.depositUpdated': ev('money', '押金变动'),
  'project.depositReminder': ev('reminder', '押金退还提醒', { urgent: true }),
  // design contests (issue 30)
  'contest.entered': ev('task', '收到参赛稿件'),
  'contest.entryRated': ev('task', '稿件被评分'),
  'contest.entryCommented': ev('task', '稿件收到点评'),
  'contest.entryEliminated': ev('task', '稿件被淘汰'),
  'contest.entriesClosed': ev('task', '征稿截止', { sms: true }),
  'contest.noEntries': ev('task', '征稿截止，无人投稿', { sms: true }),
  'contest.extended': ev('task', '征稿期已延长'),
  'contest.closed': ev('money', '比稿关闭，奖金退回', { sms: true }),
  'contest.finalists': ev('task', '入围结果', { sms: true }),
  'contest.judging': ev('reminder', '入围修改期结束，请评选', { urgent: true }),
  'contest.winners': ev('task', '获奖结果', { sms: true }),
  'contest.handedOver': ev('task', '获奖者已交付源文件', { sms: true }),
  'contest.handoverLapsed': ev('money', '逾期未交付，名次奖金退回', { sms: true }),
  'contest.handoverVoid': ev('money', '获奖者均未交付，奖金退回', { sms: true }),
  'contest.accepted': ev('money', '验收通过，奖金结算', { sms: true }),
  'contest.autoAccepted': ev('money', '自动验收，奖金结算', { sms: true }),
  'contest.refunded': ev('money', '评选期结束，奖金退回', { sms: true }),
  'contest.split': ev('money', '评选期结束，奖金平分', { sms: true }),
  // outside the deals: written in the transaction of the change (decision 048)
  'consult.message': ev('consult', '收到咨询消息', { sms: true }),
  'consult.reportHandled': ev('consult', '咨询举报处理结果'),
  'consult.warned': ev('account', '咨询行为警告', { sms: true }),
  'complaint.opened': ev('complaint', '收到投诉', { urgent: true }),
  'complaint.submitted': ev('complaint', '投诉已提交'),
  'complaint.statement': ev('complaint', '对方补充陈述'),
  'complaint.waived': ev('complaint', '对方放弃补充陈述'),
  'complaint.decided': ev('complaint', '投诉已裁决', { sms: true }),
  'review.received': ev('complaint', '对方已评价'),
  'review.published': ev('complaint', '评价已公开'),
  'verification.decided': ev('account', '认证审核结果', { sms: true }),
  'content.decided': ev('account', '内容审核结果'),
  'cash.decided': ev('money', '提现处理结果', { sms: true }),
  'invoice.decided': ev('money', '发票处理结果'),
  // subscriptions (decision 052): a new approved item that fits, or the day's digest of them
  'subscription.match': ev('subscription', '订阅匹配的新项目', { sms: true }),
} as const satisfies Record<string, NoticeEventDef>;
export type NoticeEventName = keyof typeof noticeEvents;

/** Quiet hours (China time) for non-urgent SMS and WeChat: deferred to their end, not dropped. */
export const QUIET_HOURS = { from: '22:00', to: '08:00' } as const;

// ---- preferences (通知设置) ----

const noBody = z.object({});

const groupSwitches = z.object(
  Object.fromEntries(noticeChannels.map((c) => [c, z.boolean({ error: '开关应为是或否' })])) as Record<
    NoticeChannel,
    z.ZodBoolean
  >,
);

export const noticeSettingsData = z.object({
  /** Per group and channel: on or off (defaults filled in). */
  groups: z.array(z.object({ group: z.enum(noticeGroups), ...groupSwitches.shape })),
  /** The member's mobile, masked (SMS go there). */
  mobile: z.string(),
  /** Whether the WeChat service account is configured on this server. */
  wechatAvailable: z.boolean(),
  /** Whether the member has bound the service account. */
  wechatBound: z.boolean(),
  /** Quiet hours and the SMS cap, as the server applies them. */
  quietFrom: z.string(),
  quietTo: z.string(),
  smsPerDay: z.number().int(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsData>;

export const saveNoticeSettingsBody = z.object({
  groups: z
    .array(z.object({ group: z.enum(noticeGroups, { error: '通知类型不正确' }), ...groupSwitches.shape }), {
      error: '通知设置格式不正确',
    })
    .min(1, '请至少提交一类通知的设置')
    .max(noticeGroups.length, '通知类型重复')
    .refine((g) => new Set(g.map((x) => x.group)).size === g.length, '通知类型重复'),
});

/** `Notice/wechatQr`: a parametric QR code of the service account; scanned in WeChat, it binds. */
export const wechatQrData = z.object({
  /** The QR code's content (WeChat's `url`), drawn by the page. */
  url: z.string(),
  /** Seconds it stays valid. */
  expires: z.number().int(),
});

// ---- the console ----

export const noticeSendStates = ['queued', 'deferred', 'sent', 'failed', 'folded', 'skipped'] as const;
export type NoticeSendState = (typeof noticeSendStates)[number];
export const noticeSendStateNames: Record<NoticeSendState, string> = {
  queued: '待发送',
  deferred: '免打扰延后',
  sent: '已发送',
  failed: '发送失败',
  folded: '并入每日汇总',
  skipped: '未发送',
};

export const noticeSendItem = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  /** The member's mobile, masked. */
  mobile: z.string(),
  channel: z.enum(noticeChannels),
  /** The event's name (`task.paid`) and its Chinese name; `digest` for a daily digest. */
  event: z.string(),
  eventName: z.string(),
  urgent: z.boolean(),
  text: z.string(),
  state: z.enum(noticeSendStates),
  attempts: z.number().int(),
  /** What the provider answered last (an error code and message, or its message id). */
  answer: z.string(),
  /** ISO times: due, sent ('' while not sent), created. */
  due: z.string(),
  sent: z.string(),
  created: z.string(),
});

/**
 * `channel` 'inapp' lists one member's message-centre messages (`member` required; the title as the event's
 * name, read or unread as the answer); otherwise the SMS and WeChat sends.
 */
export const noticeListBody = z.object({
  /** A member's mobile or id; '' for everyone. */
  member: z.string().trim().max(20, '会员手机号或编号最多20个字').default(''),
  channel: z.enum(noticeChannels, { error: '渠道不正确' }).optional(),
  state: z.enum(noticeSendStates, { error: '状态不正确' }).optional(),
  page,
  pageSize,
});
export const noticeListData = z.object({
  listItem: z.array(noticeSendItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Failed sends in all (the console's warning). */
  failed: z.number().int(),
});

export const noticesCalls = {
  'Notice/settings': {
    method: 'POST',
    path: '/api/Notice/settings',
    summary: '通知设置（各类通知的站内、短信、微信开关，微信绑定状态）',
    body: noBody,
    data: noticeSettingsData,
    auth: true,
  },
  'Notice/saveSettings': {
    method: 'POST',
    path: '/api/Notice/saveSettings',
    summary: '保存通知设置（紧急的资金与到期提醒始终站内通知）',
    body: saveNoticeSettingsBody,
    data: noticeSettingsData,
    auth: true,
  },
  'Notice/wechatQr': {
    method: 'POST',
    path: '/api/Notice/wechatQr',
    summary: '绑定微信服务号的二维码（微信扫码关注后接收通知）',
    body: noBody,
    data: wechatQrData,
    auth: true,
  },
  'Notice/wechatUnbind': {
    method: 'POST',
    path: '/api/Notice/wechatUnbind',
    summary: '解除微信服务号绑定',
    body: noBody,
    data: noticeSettingsData,
    auth: true,
  },
  'Admin/noticeList': {
    method: 'POST',
    path: '/api/Admin/noticeList',
    summary: '通知发送记录（按会员、渠道、状态筛选，含服务商返回）',
    body: noticeListBody,
    data: noticeListData,
    auth: true,
    admin: true,
  },
} as const satisfies Record<string, CallDef>;
