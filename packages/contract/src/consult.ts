import { z } from './common/zod.ts';
import type { CallDef } from './common/call.ts';
import { cardno, multiLineText, page, pageSize } from './common/fields.ts';
import { fileIdField } from './common/publish-fields.ts';
import {
  anyMember,
  hiddenFromMembers,
  operatorsOnly,
  ownerOnly,
  publicOnceApproved,
} from './common/access.ts';
import {
  consultFromKinds,
  MAX_CONSULT_CHARS,
  MAX_CONSULT_FILES,
  MAX_REPORT_CHARS,
} from './values/consult.ts';
export * from './values/consult.ts';

/**
 * Asking before hiring (咨询, issue 28 point 6; docs/domains/consult.md; decision 051): a member asks a
 * designer or a factory from their page, a work, a case or a service; one thread per pair of members,
 * in the message centre, live on the message stream (`event: consult`).
 */

const threadId = z.number({ error: '请指定咨询' }).int('咨询编号不正确').positive('咨询编号不正确');
const idOf = (label: string) =>
  z
    .number({ error: `${label}编号不正确` })
    .int(`${label}编号不正确`)
    .positive(`${label}编号不正确`);

const conts = multiLineText('消息内容')
  .max(MAX_CONSULT_CHARS, `消息最多${MAX_CONSULT_CHARS}个字`)
  .default('');
const attach = z
  .array(fileIdField('文件'), { error: '文件格式不正确' })
  .max(MAX_CONSULT_FILES, `一条消息最多${MAX_CONSULT_FILES}个文件`)
  .default([]);
const someContent = (b: { conts: string; attach: string[] }, ctx: z.RefinementCtx) => {
  if (b.conts === '' && b.attach.length === 0)
    ctx.addIssue({ code: 'custom', path: ['conts'], message: '请输入咨询内容' });
};

/**
 * `Consult/open`: ask the designer or factory `cardno` (their `kind` of profile, which must be public) a
 * first question; from one of their works, cases or services (`from`, `item`), or their page. Opens the
 * pair's thread, or adds to it when the two already have one.
 */
export const openBody = z
  .object({
    cardno,
    kind: z.enum(['designer', 'factory'], { error: '请选择咨询设计师或工厂' }),
    from: z.enum(['work', 'case', 'service'], { error: '咨询来源不正确' }).optional(),
    item: idOf('作品').optional(),
    conts,
    attach,
  })
  .superRefine((b, ctx) => {
    someContent(b, ctx);
    if ((b.from === undefined) !== (b.item === undefined))
      ctx.addIssue({ code: 'custom', path: ['item'], message: '咨询来源不完整' });
  });
export const openData = z.object({
  id: z.number().int(),
  /** A new thread (counted in the day's limit) or the pair's existing one. */
  created: z.boolean(),
  /** The text held contact details: the other side reads them masked until a deal. */
  contactHidden: z.boolean(),
});

/** Where the conversation (or one message of it) started: the page's card. */
export const consultContext = z.object({
  kind: z.enum(consultFromKinds),
  /** The work, case or service; 0 for a profile. */
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  link: z.string(),
});
export type ConsultContext = z.infer<typeof consultContext>;

/** The other member of a thread, as the viewer sees them. */
export const consultParty = z.object({
  cardno: z.string(),
  name: z.string(),
  logo: z.string(),
  /** Their public page, or '' when they have none (an asker who is not a designer or factory). */
  link: z.string(),
});

export const consultThread = z.object({
  id: z.number().int(),
  /** The viewer asked (`asker`) or was asked (`owner`: the designer or factory). */
  role: z.enum(['asker', 'owner']),
  /** The profile that was asked. */
  kind: z.enum(['designer', 'factory']),
  other: consultParty,
  /** Where the thread was started. */
  context: consultContext.nullable(),
  /** The latest message, as the viewer reads it ('' for files only). */
  last: z.string(),
  lastMine: z.boolean(),
  /** ISO 8601 with offset. */
  lastAt: z.string(),
  /** Messages of the other side the viewer has not read. */
  unread: z.number().int(),
  /** `me`: the viewer blocked the other; `them`: the other blocked the viewer; `none`. */
  blocked: z.enum(['none', 'me', 'them']),
  dates: z.string(),
  times: z.string(),
});
export type ConsultThread = z.infer<typeof consultThread>;

export const listBody = z.object({ page, pageSize });
export const listData = z.object({
  listItem: z.array(consultThread),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Threads with unread messages, over all pages. */
  unread: z.number().int(),
});

export const consultMessage = z.object({
  id: z.number().int(),
  /** Written by the viewer. */
  mine: z.boolean(),
  /** As the viewer reads it: contact details masked until the two have a deal. */
  conts: z.string(),
  attach: z.array(z.object({ id: z.string(), url: z.string(), name: z.string(), kind: z.string() })),
  /** The page this message was sent from (`Consult/open`), or null. */
  context: consultContext.nullable(),
  created: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type ConsultMessage = z.infer<typeof consultMessage>;

export const messagesBody = z.object({
  id: threadId,
  /** Only messages after this one; absent: the latest `CONSULT_PAGE`. */
  after: z.number({ error: '消息编号不正确' }).int('消息编号不正确').min(0, '消息编号不正确').optional(),
});
export const messagesData = z.object({
  thread: consultThread,
  listItem: z.array(consultMessage),
  /** The two have a deal (a confirmed task or an awarded project): nothing is masked between them. */
  deal: z.boolean(),
  /** The other side's contacts once there is a deal; null before. */
  contact: z.object({ mobile: z.string(), qqnum: z.string(), email: z.string() }).nullable(),
  /** The viewer may write (neither side blocked the other). */
  open: z.boolean(),
  /** The viewer reported this conversation already. */
  reported: z.boolean(),
});

export const sendBody = z.object({ id: threadId, conts, attach }).superRefine(someContent);
export const sendData = consultMessage.extend({ contactHidden: z.boolean() });

export const blockBody = z.object({
  id: threadId,
  /** true: stop the other side's messages; false: accept them again. */
  block: z.boolean({ error: '请指定是否屏蔽' }),
});
export const blockData = z.object({ blocked: z.enum(['none', 'me', 'them']) });

export const reportBody = z.object({
  id: threadId,
  reason: multiLineText('举报理由')
    .min(2, '请写明举报理由（至少2个字）')
    .max(MAX_REPORT_CHARS, `举报理由最多${MAX_REPORT_CHARS}个字`),
});
export const reportData = z.object({ reported: z.literal(true) });

export const replyTimeBody = z.object({ cardno, kind: z.enum(['designer', 'factory']) });
export const replyTimeData = z.object({
  /** The median first reply in minutes over the last 30 days; null under `REPLY_MIN_THREADS` threads. */
  minutes: z.number().nullable(),
  /** Conversations started with them in the last 30 days. */
  threads: z.number().int(),
  /** "通常在2小时内回复", or '' when not shown. */
  text: z.string(),
});

/** An operator's decision on a report: the other side warned (with a notice to them), or dismissed. */
export const reportResults = ['warned', 'dismissed'] as const;
export const reportResultNames = { warned: '已核实，已警告对方', dismissed: '未发现违规' } as const;

/** A report waits (`open`, 待处理) until an operator handles it (`handled`, 已处理). */
export const reportStates = ['open', 'handled'] as const;
export type ReportState = (typeof reportStates)[number];

/** The console's list of reported conversations: `open` (oldest first) or `handled` (latest first). */
export const reportsBody = z.object({
  state: z.enum(reportStates, { error: '状态不正确' }).default('open'),
  page,
  pageSize,
});
export const reportItem = z.object({
  id: z.number().int(),
  thread: z.number().int(),
  reason: z.string(),
  reporter: z.object({ cardno: z.string(), name: z.string() }),
  /** The member reported: the other side of the thread. */
  reported: z.object({ cardno: z.string(), name: z.string() }),
  context: consultContext.nullable(),
  /** The thread's latest messages as written (operators read them unmasked), oldest first. */
  messages: z.array(
    z.object({
      id: z.number().int(),
      from: z.string(),
      conts: z.string(),
      files: z.number().int(),
      at: z.string(),
    }),
  ),
  at: z.string(),
  /** '' while open; `warned` or `dismissed` once handled. */
  result: z.enum(['', ...reportResults]),
  note: z.string(),
  /** The operator who handled it and when (ISO); '' while open. */
  handler: z.string(),
  handledAt: z.string(),
});
export const reportsData = z.object({
  listItem: z.array(reportItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const reportHandleBody = z.object({
  id: z.number({ error: '请指定举报' }).int('举报编号不正确').positive('举报编号不正确'),
  result: z.enum(reportResults, { error: '请选择处理结果' }),
  note: multiLineText('处理说明').min(2, '请写明处理说明（至少2个字）').max(200, '处理说明最多200个字'),
});
export const reportHandleData = reportItem;

/** `event: consult` on the message stream: a thread has a new message (or was read, blocked). */
export const consultEvent = z.object({ thread: z.number().int() });

/** Only the thread's two parties: to anyone else it does not exist. */
const partiesOnly = { open: ownerOnly };

export const consultCalls = {
  'Consult/open': {
    method: 'POST',
    path: '/api/Consult/open',
    summary: '咨询设计师或工厂（每对会员一个对话）',
    body: openBody,
    data: openData,
    auth: true,
    access: {
      object: 'designer',
      field: 'cardno',
      with: { kind: 'designer', conts: '您好，想了解一下54平米展台的设计周期。' },
      expect: {
        pending: hiddenFromMembers,
        rejected: hiddenFromMembers,
        approved: { ...anyMember, owner: 'forbidden' },
      },
    },
  },
  'Consult/list': {
    method: 'POST',
    path: '/api/Consult/list',
    summary: '我的咨询对话',
    body: listBody,
    data: listData,
    auth: true,
  },
  'Consult/messages': {
    method: 'POST',
    path: '/api/Consult/messages',
    summary: '咨询对话的消息（双方可见；未成交前联系方式隐藏）',
    body: messagesBody,
    data: messagesData,
    auth: true,
    access: { object: 'consult', expect: partiesOnly },
  },
  'Consult/send': {
    method: 'POST',
    path: '/api/Consult/send',
    summary: '发送咨询消息（文字和文件）',
    body: sendBody,
    data: sendData,
    auth: true,
    access: { object: 'consult', with: { conts: '请问可以提供报价吗？' }, expect: partiesOnly },
  },
  'Consult/block': {
    method: 'POST',
    path: '/api/Consult/block',
    summary: '屏蔽或取消屏蔽对方',
    body: blockBody,
    data: blockData,
    auth: true,
    access: { object: 'consult', with: { block: true }, expect: partiesOnly },
  },
  'Consult/report': {
    method: 'POST',
    path: '/api/Consult/report',
    summary: '举报咨询对话',
    body: reportBody,
    data: reportData,
    auth: true,
    access: { object: 'consult', with: { reason: '对方反复发送广告' }, expect: partiesOnly },
  },
  'Consult/replyTime': {
    method: 'POST',
    path: '/api/Consult/replyTime',
    summary: '设计师或工厂的响应时间（近30天首次回复的中位数）',
    body: replyTimeBody,
    data: replyTimeData,
    auth: false,
    access: {
      object: 'designer',
      field: 'cardno',
      with: { kind: 'designer' },
      expect: publicOnceApproved,
    },
  },
  'Admin/consultReports': {
    method: 'POST',
    path: '/api/Admin/consultReports',
    summary: '被举报的咨询对话（待处理或已处理）',
    body: reportsBody,
    data: reportsData,
    auth: true,
    admin: true,
  },
  'Admin/consultReportHandle': {
    method: 'POST',
    path: '/api/Admin/consultReportHandle',
    summary: '处理咨询举报：核实并警告对方，或驳回；举报人收到处理结果',
    body: reportHandleBody,
    data: reportHandleData,
    auth: true,
    admin: true,
    access: {
      object: 'consultReport',
      with: { result: 'dismissed', note: '未发现违规内容' },
      expect: {
        open: operatorsOnly,
        handled: { ...operatorsOnly, operator: 'state_conflict' },
      },
    },
  },
} as const satisfies Record<string, CallDef>;
