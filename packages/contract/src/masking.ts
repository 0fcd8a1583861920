import { operatorsOnly } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { cardno, page, pageSize } from './common/fields.ts';
import { z } from './common/zod.ts';
export * from './values/masking.ts';

/**
 * Contact details in what members write before a deal (issue 29, docs/domains/contact-masking.md): they
 * are shown as `contactMask`, the author is told when saving (`contactHidden` in the save's answer), and
 * each save that held any is an attempt, counted per member; the console lists the members with repeated
 * attempts and their items (`Admin/maskedMembers`, `Admin/maskedItems`).
 */

/**
 * The kinds of item a contact detail can be written in, with their names in the console. The deal
 * channels (task applications, quotations, their questions, the pre-hire conversation, files shown in a
 * deal) record theirs under the last kinds.
 */
export const maskedItemKinds = {
  designer: '设计师资料',
  factory: '工厂资料',
  work: '设计作品',
  case: '搭建案例',
  service: '服务',
  model: '3D模型',
  file: '上传文件',
  task: '设计任务',
  project: '搭建项目',
  application: '任务报名',
  quotation: '报价',
  question: '报价问答',
  talk: '洽谈消息',
  consult: '咨询消息',
} as const;
export type MaskedItemKind = keyof typeof maskedItemKinds;

/** What was found, by kind of contact detail (apps/server/src/lib/contact-mask.ts `ContactKind`). */
export const contactKindNames = {
  phone: '电话',
  qq: 'QQ',
  wechat: '微信',
  email: '邮箱',
  link: '链接',
  handle: '其他平台账号',
  number: '疑似号码',
} as const;

/**
 * The fields contact details are found in, by the names the modules record, with their names in the
 * console; a field not listed here is shown as 其他.
 */
export const maskedFieldNames: Readonly<Record<string, string>> = {
  name: '名称',
  title: '标题',
  descr: '简介',
  description: '描述',
  conts: '正文',
  includes: '服务包含',
  excludes: '不包含',
  equipment: '设备',
  tags: '标签',
  file: '文件名',
  exclusions: '不含项目',
  items: '报价项目',
  tips: '补充说明',
  notes: '费用说明',
  question: '提问',
  answer: '回答',
  message: '消息',
};

/** A save's answer carries this: true when the texts held contact details, now shown masked. */
export const contactHidden = z.boolean();

export const maskedMembersBody = z.object({
  page,
  pageSize,
  /** Every member with an attempt, not only the repeated ones. */
  all: z.boolean().default(false),
});

export const maskedMemberItem = z.object({
  cardno,
  name: z.string(),
  /** Masked in the middle, as in the member list. */
  mobile: z.string(),
  attempts: z.number().int(),
  /** Distinct items the attempts were made in. */
  items: z.number().int(),
  /** ISO time of the latest. */
  lastAt: z.string(),
  repeated: z.boolean(),
});

export const maskedMembersData = z.object({
  listItem: z.array(maskedMemberItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  threshold: z.number().int(),
});

export const maskedItemsBody = z.object({ cardno, page, pageSize });

export const maskedFinding = z.object({
  /** The field it was written in (`title`, `descr`, `conts`, a file's `file` …) and its name in Chinese. */
  field: z.string(),
  fieldName: z.string(),
  kind: z.string(),
  kindName: z.string(),
  /** What the member wrote, as written (operators only). */
  text: z.string(),
});

export const maskedAttemptItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindName: z.string(),
  /** The item's id (a file's is text). */
  itemId: z.string(),
  /** The item's title when it was saved, as written. */
  title: z.string(),
  /** The item's page, '' when it has none. */
  link: z.string(),
  found: z.array(maskedFinding),
  /** ISO time. */
  at: z.string(),
});

export const maskedItemsData = z.object({
  member: z.object({ cardno, name: z.string(), attempts: z.number().int() }),
  listItem: z.array(maskedAttemptItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const maskingCalls = {
  'Admin/maskedMembers': {
    method: 'POST',
    path: '/api/Admin/maskedMembers',
    summary: '联系方式拦截：反复填写联系方式的会员',
    body: maskedMembersBody,
    data: maskedMembersData,
    auth: true,
    admin: true,
  },
  'Admin/maskedItems': {
    method: 'POST',
    path: '/api/Admin/maskedItems',
    summary: '联系方式拦截：一位会员的拦截记录与内容',
    body: maskedItemsBody,
    data: maskedItemsData,
    auth: true,
    admin: true,
    access: { object: 'member', field: 'cardno', expect: { active: operatorsOnly } },
  },
} as const satisfies Record<string, CallDef>;
