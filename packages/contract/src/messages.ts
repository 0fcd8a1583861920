import { z } from './common/zod.ts';
import { page, pageSize } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { anyMember } from './common/access.ts';

/** Kinds of message: the web app picks an icon by kind. */
export const messageKinds = [
  'security',
  'verify',
  'admin',
  'wallet',
  'task',
  'project',
  'consult',
  'system',
] as const;

/** One message of the member's message centre (Tipcenter). */
export const messageItem = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  title: z.string(),
  conts: z.string(),
  /** A path of this site the message points to, or ''. */
  link: z.string(),
  read: z.boolean(),
  /** ISO 8601 with offset. */
  created: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const getListBody = z.object({
  page,
  pageSize,
  /** true/1: unread only; false/0: read only; absent: all. */
  unread: flag.optional(),
});
export const getListData = z.object({
  listItem: z.array(messageItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread messages in all, for the badge. */
  unread: z.number().int(),
});

const ids = z.array(z.number().int().positive()).min(1, '请选择消息').max(100, '一次最多100条');

/** Mark some (`ids`) or all (`all: true`) messages read or unread. */
export const editMsgBody = z.union([
  z.object({ ids, read: flag }),
  z.object({ all: z.literal(true), read: flag }),
]);
export const delMsgBody = z.object({ ids });
export const changedData = z.object({ changed: z.number().int(), unread: z.number().int() });

/** Server-sent events on `GET /api/Tipcenter/stream`: `event: unread` with this data. */
export const unreadEvent = z.object({ unread: z.number().int() });
/** `event: talk` on the same stream: a design task's conversation has a new message (decision 025). */
export const talkEvent = z.object({ task: z.number().int() });
/** `event: consult` on the same stream: a consultation thread changed (packages/contract/src/consult.ts). */
export const consultStreamEvent = z.object({ thread: z.number().int() });

export const messagesCalls = {
  'Tipcenter/getList': {
    method: 'POST',
    path: '/api/Tipcenter/getList',
    summary: '消息列表',
    body: getListBody,
    data: getListData,
    auth: true,
  },
  'Tipcenter/editMsg': {
    method: 'POST',
    path: '/api/Tipcenter/editMsg',
    summary: '标记已读/未读（部分或全部）',
    body: editMsgBody,
    data: changedData,
    auth: true,
    access: { object: 'message', field: 'ids', with: { read: 1 }, expect: { unread: anyMember } },
  },
  'Tipcenter/delMsg': {
    method: 'POST',
    path: '/api/Tipcenter/delMsg',
    summary: '删除消息',
    body: delMsgBody,
    data: changedData,
    auth: true,
    access: { object: 'message', field: 'ids', expect: { unread: anyMember } },
  },
  'Tipcenter/stream': {
    method: 'GET',
    path: '/api/Tipcenter/stream',
    summary:
      '未读数实时推送（text/event-stream，event: unread；任务沟通的新消息 event: talk；咨询对话 event: consult）',
    data: unreadEvent,
    auth: true,
    stream: 'text/event-stream',
  },
} as const satisfies Record<string, CallDef>;
