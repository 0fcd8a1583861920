import { everyone, hiddenFromMembers, inStates, ownerAndOperators, ownerOnly } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { dealFile, dealView } from './common/deal.ts';
import { contactHidden } from './masking.ts';
import { cardno, isoDate, multiLineText, orbitItem, page, pageSize, pagedList } from './common/fields.ts';
import { yuan } from './common/money.ts';
import {
  checkProvinceCity,
  fileIdField,
  richTextField,
  textField,
  wholeNumber,
} from './common/publish-fields.ts';
import { applyStateSchema, reviewStateSchema, taskStateSchema } from './common/state-schemas.ts';
import { z } from './common/zod.ts';
import {
  MAX_PROPOSAL_WORKS,
  MAX_TALK_CHARS,
  MAX_TALK_FILES,
  MAX_TASK_FEE_FEN,
  MAX_TASK_FILES,
  MIN_TASK_FEE_FEN,
  taskDeliverables,
  taskStyles,
} from './values/tasks.ts';

export * from './values/tasks.ts';
import { MAX_BOOTH_AREA, ownerCard } from './people.ts';

/**
 * Design tasks (issue 13; DESIGN §5 Design task; docs/domains/tasks.md, decision 021): a business client
 * publishes a booth to be designed, designers apply with a proposal, the client selects one, the
 * designer confirms, the client pays the fee into escrow, the designer delivers, the client accepts (or
 * asks for changes within the included rounds) and the fee is released minus the commission. The seed's
 * wire fields: `orders` (order number), `title`, `sizes` (booth area ㎡), `opens` (open sides 1–4),
 * `layer` (1 single, 2 double deck), `style`, `sdate`/`edate` (the show's days), `tips` (short notes),
 * `cost` (the fee offered, yuan), `conts` (rich description), `attach` (reference files), `types` (the
 * deliverables wanted), `dates`/`times` (published), `status` (TaskState), `checked` (moderation),
 * `orbits` (the timeline). Added: `deadline` (design deadline), `rounds` (revision rounds included).
 */

export const MAX_TASK_ROUNDS = 5;
/** The hall counts at most this many keyword matches (decision 008). */
export const taskSearchCap = 1000;
/** A member keeps at most this many tasks waiting for review. */
export const PENDING_TASK_LIMIT = 10;
/** Timers (decision 021): hours to confirm a selection, hours to pay after confirming, days to accept. */
export const TASK_TIMERS = { confirmHours: 48, payHours: 72, acceptDays: 7, remindDay: 5 } as const;

const deliverable = z.enum(taskDeliverables, { error: '请选择需要的交付物' });
const files = (label: string) =>
  z
    .array(fileIdField(label), { error: `${label}格式不正确` })
    .max(MAX_TASK_FILES, `${label}最多${MAX_TASK_FILES}个`);

/** A task's fields as the client writes them (publishing, and ordering a service without `cost`). */
export const taskFields = z.object({
  title: textField('任务标题', 4, 60),
  sizes: z
    .number({ error: '请输入展位面积' })
    .int('展位面积应为整数')
    .min(1, '展位面积至少1㎡')
    .max(MAX_BOOTH_AREA, `展位面积最多${MAX_BOOTH_AREA}㎡`),
  opens: z
    .number({ error: '请选择开口数' })
    .int('开口数应为整数')
    .min(1, '开口数为1–4')
    .max(4, '开口数为1–4'),
  layer: z.literal([1, 2], { error: '请选择单层或双层' }),
  style: z.enum(taskStyles, { error: '请选择设计风格' }),
  sdate: isoDate,
  edate: isoDate,
  deadline: isoDate,
  tips: multiLineText('补充说明').max(500, '补充说明最多500个字').default(''),
  cost: yuan('设计费', { minFen: MIN_TASK_FEE_FEN, maxFen: MAX_TASK_FEE_FEN }),
  conts: richTextField('需求描述'),
  attach: files('参考文件').default([]),
  types: z
    .array(deliverable, { error: '请选择需要的交付物' })
    .min(1, '请至少选择一种交付物')
    .max(taskDeliverables.length),
  rounds: wholeNumber('修改次数', MAX_TASK_ROUNDS).default(2),
  /**
   * Where the booth is built: the show's province and city (names of `common/regions.ts`), decision 050.
   * The publish form asks them; '' for a task without (published before, or ordered from a service).
   */
  prov: z.string({ error: '请选择省份' }).trim().default(''),
  city: z.string({ error: '请选择展会城市' }).trim().default(''),
  /**
   * The show the booth is for: an approved exhibition of the listings, 0 when the client names none
   * (decision 053). Its subscribers (我要订阅 on the exhibition) hear of the task once it is approved.
   */
  exhibition: wholeNumber('展会', Number.MAX_SAFE_INTEGER).default(0),
});

const taskDates = (
  b: { sdate: string; edate: string; deadline: string; prov: string; city: string },
  ctx: z.RefinementCtx,
) => {
  if (b.prov || b.city) checkProvinceCity(b, ctx);
  if (b.edate < b.sdate)
    ctx.addIssue({ code: 'custom', path: ['edate'], message: '展会结束日期不能早于开始日期' });
  if (b.deadline > b.sdate)
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: '设计截止日期不能晚于展会开始日期' });
};

/** `Taskcenter/businesTaskPub`: publish a task (it waits for review). Dates are China dates. */
export const taskPubBody = taskFields.superRefine(taskDates);
export type TaskPubBody = z.infer<typeof taskPubBody>;

/**
 * The task form as the client left it (decision 045), kept on the server so that the detour to verification
 * or another device loses nothing. Lenient: whatever was typed so far, bounded; publishing checks it all.
 */
const draftDate = z.union([isoDate, z.literal('')]);
export const taskDraftFields = z
  .object({
    title: z.string().max(60, '任务标题最多60个字'),
    sizes: z.number().int().min(0).max(MAX_BOOTH_AREA).nullable(),
    opens: z.number().int().min(1).max(4),
    layer: z.literal([1, 2]),
    style: z.enum(taskStyles),
    sdate: draftDate,
    edate: draftDate,
    deadline: draftDate,
    tips: z.string().max(500, '补充说明最多500个字'),
    cost: z
      .number()
      .min(0)
      .max(MAX_TASK_FEE_FEN / 100)
      .nullable(),
    /** As typed: plain text, the form turns it into paragraphs when publishing. */
    conts: z.string().max(20_000, '需求描述过长'),
    attach: files('参考文件'),
    types: z.array(deliverable).max(taskDeliverables.length),
    rounds: z.number().int().min(0).max(MAX_TASK_ROUNDS),
    prov: z.string().max(20),
    city: z.string().max(20),
    exhibition: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .partial();
export const taskDraftBody = z.object({ fields: taskDraftFields });
export const taskDraftData = z.object({
  /** false: no draft (the form starts empty). */
  saved: z.boolean(),
  fields: taskDraftFields
    .omit({ attach: true })
    .extend({ attach: z.array(z.object({ id: z.string(), url: z.string() })) })
    .partial(),
  dates: z.string(),
  times: z.string(),
});
export type TaskDraftData = z.infer<typeof taskDraftData>;

const taskIdField = z.number({ error: '请指定任务' }).int('任务编号不正确').positive('任务编号不正确');
const idBody = z.object({ id: taskIdField });

export const taskEditBody = taskPubBody.and(z.object({ id: taskIdField }));

const fileOut = z.object({ id: z.string(), url: z.string() });

/** What the viewer is to the task. */
export const taskRoles = ['client', 'designer', 'applicant', 'visitor'] as const;

/** A task in a list. */
export const taskItem = z.object({
  id: z.number().int(),
  orders: z.string(),
  title: z.string(),
  sizes: z.number().int(),
  opens: z.number().int(),
  layer: z.number().int(),
  style: z.string(),
  sdate: z.string(),
  edate: z.string(),
  deadline: z.string(),
  /** Where the booth is built (decision 050); '' when the task does not say. */
  prov: z.string(),
  city: z.string(),
  /** The fee offered (yuan). */
  cost: z.number(),
  /** The fee agreed with the selected designer (yuan), 0 before a selection. */
  fee: z.number(),
  types: z.array(z.string()),
  status: taskStateSchema,
  checked: reviewStateSchema,
  /** Designers who applied. */
  applied: z.number().int(),
  /** When the current timer ends (confirm, pay, accept), ISO; '' when none runs. */
  due: z.string(),
  /** The 下一步 for the member listing it (decision 043); '' in the hall. */
  next: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type TaskItem = z.infer<typeof taskItem>;

/** A task in full (`businesTaskInfo`, and the publish/edit response). */
export const taskInfo = taskItem.extend({
  /** The linked exhibition (decision 053): its id and title, 0 and '' when the task names none. */
  exhibition: z.number().int(),
  showname: z.string(),
  tips: z.string(),
  conts: z.string(),
  attach: z.array(dealFile),
  rounds: z.number().int(),
  /** Change requests used so far. */
  roundsUsed: z.number().int(),
  reason: z.string(),
  role: z.enum(taskRoles),
  /** Who proposed cancelling (`client`/`designer`), '' when nobody did. */
  cancelBy: z.string(),
  /** The confirmed (or selected) designer, for the parties. */
  designer: ownerCard.nullable(),
  /** The viewer's own application, for an applicant. */
  myApply: z.number().int().nullable(),
  /** The viewer is a designer the client invited (decision 025). */
  invited: z.boolean(),
  /** The design service this task was ordered from (decision 025), 0 for a task of the hall. */
  service: z.number().int(),
  deliveries: z.array(
    z.object({
      n: z.number().int(),
      conts: z.string(),
      attach: z.array(dealFile),
      dates: z.string(),
      times: z.string(),
    }),
  ),
  orbits: z.array(orbitItem),
  ...dealView,
});
export type TaskInfo = z.infer<typeof taskInfo>;

export const taskListBody = z.object({ status: taskStateSchema.optional(), page, pageSize });
export const taskListData = pagedList(taskItem);

/** The orders of the task hall (decision 050): newest first, the highest fee, the soonest design deadline. */
export const taskHallSorts = ['latest', 'fee', 'deadline'] as const;
export type TaskHallSort = (typeof taskHallSorts)[number];

/** `designerTaskHall`: approved open tasks, filtered, in the order of `sort` (newest first by default). */
export const taskHallBody = z.object({
  kw: z.string().trim().max(30, '关键词最多30个字').default(''),
  /** Where the booth is built: a province (all its cities), or a province and a city. */
  prov: z.string().trim().max(20, '省份不正确').default(''),
  city: z.string().trim().max(20, '城市不正确').default(''),
  sort: z.enum(taskHallSorts, { error: '排序方式不正确' }).default('latest'),
  style: z.enum(taskStyles, { error: '设计风格不正确' }).optional(),
  layer: z.literal([1, 2], { error: '层数不正确' }).optional(),
  minSizes: z.number().int().min(0).max(MAX_BOOTH_AREA).optional(),
  maxSizes: z.number().int().min(0).max(MAX_BOOTH_AREA).optional(),
  minCost: yuan('最低设计费', { minFen: 0 }).optional(),
  page: page.pipe(z.number().max(50, '最多查看50页，请缩小筛选范围')),
  pageSize: pageSize.pipe(z.number().max(50)),
});

/** `designerApply`: a proposal. */
export const applyBody = z.object({
  id: taskIdField,
  conts: multiLineText('方案说明').min(10, '方案说明至少10个字').max(3000, '方案说明最多3000个字'),
  attach: files('方案附件').default([]),
  fee: yuan('报价', { minFen: MIN_TASK_FEE_FEN, maxFen: MAX_TASK_FEE_FEN }),
  ddate: isoDate,
  /** Relevant works: ids of the designer's own approved works (`Designer/myWorks`), decision 029. */
  works: z
    .array(z.number({ error: '作品编号不正确' }).int('作品编号不正确').positive('作品编号不正确'), {
      error: '相关作品格式不正确',
    })
    .max(MAX_PROPOSAL_WORKS, `相关作品最多选${MAX_PROPOSAL_WORKS}个`)
    .default([]),
});

/** A work named in a proposal: its cover's thumbnail, title and public page (`/designItem?id=`). */
export const proposalWork = z.object({
  id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  link: z.string(),
});

/** An application, as the client sees it. */
export const applyItem = z.object({
  id: z.number().int(),
  task: z.number().int(),
  designer: ownerCard,
  conts: z.string(),
  attach: z.array(fileOut),
  fee: z.number(),
  ddate: z.string(),
  status: applyStateSchema,
  /** The works the designer named, while they are still approved (decision 029). */
  works: z.array(proposalWork),
  /** The client invited this designer (decision 025). */
  invited: z.boolean(),
  dates: z.string(),
  times: z.string(),
});

/** A designer the client invited, whether or not they have applied (decision 025). */
export const inviteItem = z.object({
  designer: ownerCard,
  /** Their application, 0 while they have not applied. */
  apply: z.number().int(),
  dates: z.string(),
  times: z.string(),
});
export const applyListData = z.object({ listItem: z.array(applyItem), invites: z.array(inviteItem) });

/** A designer's own applications with their tasks. */
export const myApplyItem = taskItem.extend({ apply: z.number().int(), applyStatus: applyStateSchema });
export const myApplyListData = pagedList(myApplyItem);

export const showDocBody = z.object({
  id: z.number({ error: '请指定报名' }).int().positive('报名编号不正确'),
});
export const selectBody = z.object({
  id: taskIdField,
  apply: z.number({ error: '请选择设计师' }).int().positive('报名编号不正确'),
});
export const confirmBody = z.object({ id: taskIdField, agree: z.boolean({ error: '请选择接受或拒绝' }) });
/** `refuseOrder`: the designer refuses an order of their design service (decision 029). */
export const refuseOrderBody = z.object({
  id: taskIdField,
  reason: multiLineText('拒绝原因').max(200, '拒绝原因最多200个字').default(''),
});
export const payBody = z.object({
  id: taskIdField,
  paycode: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码为6位数字'),
});
export const deliverBody = z.object({
  id: taskIdField,
  conts: multiLineText('交付说明').min(2, '请填写交付说明').max(3000, '交付说明最多3000个字'),
  attach: files('交付文件').min(1, '请上传交付文件'),
});
export const reviseBody = z.object({
  id: taskIdField,
  conts: multiLineText('修改意见').min(5, '修改意见至少5个字').max(3000, '修改意见最多3000个字'),
});

export const winnerData = z.object({
  /** The other side: name, mobile, QQ, email, shown once a designer is confirmed. */
  cardno: z.string(),
  name: z.string(),
  mobile: z.string(),
  qqnum: z.string(),
  email: z.string(),
});

// ---------------------------------------------------------------- conversation (decision 025)

/** Most messages one member sends per minute, over all their conversations. */
export const TALK_PER_MINUTE = 20;
/** Most messages one list answer holds (the latest, or those after `after`). */
export const TALK_PAGE = 100;
/** A client invites at most this many designers to one task. */
export const MAX_TASK_INVITES = 20;

export const talkListBody = z.object({
  id: taskIdField,
  /** Only messages after this one (the last the page holds); absent: the latest `TALK_PAGE`. */
  after: z.number({ error: '消息编号不正确' }).int('消息编号不正确').min(0, '消息编号不正确').optional(),
});
export const talkSendBody = z
  .object({
    id: taskIdField,
    conts: multiLineText('消息内容').max(MAX_TALK_CHARS, `消息最多${MAX_TALK_CHARS}个字`).default(''),
    attach: z
      .array(fileIdField('文件'), { error: '文件格式不正确' })
      .max(MAX_TALK_FILES, `一条消息最多${MAX_TALK_FILES}个文件`)
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (b.conts === '' && b.attach.length === 0)
      ctx.addIssue({ code: 'custom', path: ['conts'], message: '请输入消息内容或选择文件' });
  });

/** One message of a task's conversation. */
export const talkItem = z.object({
  id: z.number().int(),
  /** Who wrote it: the client or the designer. */
  who: z.enum(['client', 'designer']),
  /** Written by the viewer. */
  mine: z.boolean(),
  conts: z.string(),
  attach: z.array(z.object({ id: z.string(), url: z.string(), name: z.string(), kind: z.string() })),
  /** ISO 8601 with offset. */
  created: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type TalkItem = z.infer<typeof talkItem>;
export const talkListData = z.object({
  listItem: z.array(talkItem),
  /** The viewer may still write (the task is confirmed and neither completed nor closed). */
  open: z.boolean(),
  /** The viewer is the client or the designer. */
  role: z.enum(['client', 'designer']),
  /** The other side's name. */
  other: z.string(),
});

// ---------------------------------------------------------------- invitations and ordering (decision 025)

export const inviteBody = z.object({ id: taskIdField, cardno });
export const inviteData = z.object({ id: z.number().int(), cardno: z.string(), invites: z.number().int() });

/**
 * `orderService`: a task already agreed with the service's designer, at the service's price. The client
 * writes only what the service leaves open (the booth, the show's dates, the design deadline, the
 * description); the deliverables and revision rounds are the service's (`serviceOrderTerms`): `types` and
 * `rounds` that an older client still sends are dropped by the schema.
 */
export const orderServiceBody = taskFields
  .omit({ cost: true, types: true, rounds: true })
  .extend({ id: z.number({ error: '请指定服务' }).int('服务编号不正确').positive('服务编号不正确') })
  .superRefine(taskDates);

const ROUND_WORDS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5 };
/** Revision rounds when a service's text names none (the task form's default). */
export const DEFAULT_TASK_ROUNDS = 2;

/**
 * What a task ordered from a design service delivers, read from the service's 服务内容 (`includes`): the
 * deliverables it names (效果图, 施工图, …; 效果图 when it names none) and the revision rounds it states
 * (「两次修改」「修改3次」; `DEFAULT_TASK_ROUNDS` when it states none, at most `MAX_TASK_ROUNDS`). The
 * server decides them when ordering; the order dialog shows the same as facts.
 */
export function serviceOrderTerms(includes: string) {
  const named = taskDeliverables.filter((t) => includes.includes(t));
  const m = /(\d+|[一两二三四五])\s*[次轮]修改|修改\s*(\d+|[一两二三四五])\s*[次轮]/.exec(includes);
  const said = m ? (m[1] ?? m[2] ?? '') : '';
  const n = ROUND_WORDS[said] ?? (said ? Number(said) : DEFAULT_TASK_ROUNDS);
  return {
    types: named.length > 0 ? named : (['效果图'] as (typeof taskDeliverables)[number][]),
    rounds: Math.min(n, MAX_TASK_ROUNDS),
  };
}

/** A party's step on a task others can see: refused to anyone else. */
const partyOnly = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'success',
} as const;

export const tasksCalls = {
  'Taskcenter/businesTaskPub': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskPub',
    summary: '发布设计需求（需实名或企业认证；提交后审核）',
    body: taskPubBody,
    data: taskInfo.extend({ contactHidden }),
    auth: true,
  },
  'Taskcenter/taskDraftSave': {
    method: 'POST',
    path: '/api/Taskcenter/taskDraftSave',
    summary: '保存设计需求草稿（填写时自动保存，认证后或换设备可继续）',
    body: taskDraftBody,
    data: taskDraftData,
    auth: true,
  },
  'Taskcenter/taskDraftInfo': {
    method: 'POST',
    path: '/api/Taskcenter/taskDraftInfo',
    summary: '读取我的设计需求草稿',
    body: z.object({}),
    data: taskDraftData,
    auth: true,
  },
  'Taskcenter/taskDraftDelete': {
    method: 'POST',
    path: '/api/Taskcenter/taskDraftDelete',
    summary: '清空我的设计需求草稿',
    body: z.object({}),
    data: z.object({}),
    auth: true,
  },
  'Taskcenter/businesTaskEdit': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskEdit',
    summary: '修改设计需求（设计师确认前；修改后重新审核，已选的设计师取消）',
    body: taskEditBody,
    data: taskInfo.extend({ contactHidden }),
    auth: true,
    access: {
      object: 'task',
      with: 'edit',
      // a public task's edit is refused to others; one not public does not exist for them
      expect: {
        ...inStates(ownerOnly, 'pending', 'rejected'),
        open: partyOnly,
      },
    },
  },
  'Taskcenter/businesTaskInfo': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskInfo',
    summary: '设计任务详情（审核通过的公开；双方可见全部）',
    body: idBody,
    data: taskInfo,
    auth: false,
    access: {
      object: 'task',
      expect: {
        pending: ownerAndOperators,
        rejected: ownerAndOperators,
        open: everyone,
        ongoing: everyone,
      },
    },
  },
  'Taskcenter/businesTaskList': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskList',
    summary: '我发布的设计任务',
    body: taskListBody,
    data: taskListData,
    auth: true,
  },
  'Taskcenter/businesTaskOngoing': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskOngoing',
    summary: '我发布的进行中的设计任务（已确认、设计中、待验收、投诉中）',
    body: z.object({ page, pageSize }),
    data: taskListData,
    auth: true,
  },
  'Taskcenter/businesTaskClose': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskClose',
    summary: '关闭设计任务（托管费用前）',
    body: idBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'task',
      expect: {
        open: partyOnly,
      },
    },
  },
  'Taskcenter/designerTaskHall': {
    method: 'POST',
    path: '/api/Taskcenter/designerTaskHall',
    summary: '任务大厅：招募中的设计任务',
    body: taskHallBody,
    data: taskListData,
    auth: false,
  },
  'Taskcenter/designerApply': {
    method: 'POST',
    path: '/api/Taskcenter/designerApply',
    summary: '报名设计任务（需实名认证和设计师资料）',
    body: applyBody,
    data: applyItem.extend({ contactHidden }),
    auth: true,
    access: {
      object: 'task',
      with: { conts: '做过多个简约风格展台，可先出概念草图。', fee: 2600, ddate: '$ddate' },
      expect: {
        open: { visitor: 'not_logged_in', member: 'success', operator: 'success', owner: 'not_verified' },
        pending: {
          visitor: 'not_logged_in',
          member: 'not_found',
          operator: 'not_found',
          owner: 'not_verified',
        },
      },
    },
  },
  'Taskcenter/designerTaskList': {
    method: 'POST',
    path: '/api/Taskcenter/designerTaskList',
    summary: '我报名的设计任务',
    body: taskListBody,
    data: myApplyListData,
    auth: true,
  },
  'Taskcenter/designerList': {
    method: 'POST',
    path: '/api/Taskcenter/designerList',
    summary: '报名的设计师（发布者）',
    body: idBody,
    data: applyListData,
    auth: true,
    access: {
      object: 'task',
      expect: {
        open: partyOnly,
      },
    },
  },
  'Taskcenter/showDesignerDoc': {
    method: 'POST',
    path: '/api/Taskcenter/showDesignerDoc',
    summary: '查看一份报名方案（发布者或报名者本人）',
    body: showDocBody,
    data: applyItem,
    auth: true,
    access: {
      object: 'application',
      expect: {
        open: ownerOnly,
      },
    },
  },
  'Taskcenter/selectDesigner': {
    method: 'POST',
    path: '/api/Taskcenter/selectDesigner',
    summary: '选定设计师（设计师48小时内确认）',
    body: selectBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'task',
      with: { apply: '$apply' },
      expect: {
        open: partyOnly,
      },
    },
  },
  'Taskcenter/confirmDesigner': {
    method: 'POST',
    path: '/api/Taskcenter/confirmDesigner',
    summary: '设计师接受或拒绝选定（接受后发布者72小时内托管费用）',
    body: confirmBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'taskWork',
      with: { agree: true },
      expect: {
        selecting: partyOnly,
      },
    },
  },
  'Taskcenter/refuseOrder': {
    method: 'POST',
    path: '/api/Taskcenter/refuseOrder',
    summary: '设计师拒绝设计服务订单（客户托管费用前；订单关闭）',
    body: refuseOrderBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'taskWork',
      // the fixture's task came from the hall: its designer confirmed it and cannot refuse it as an order
      expect: {
        confirmed: { ...partyOnly, owner: 'state_conflict' },
      },
    },
  },
  'Taskcenter/payDesignerFee': {
    method: 'POST',
    path: '/api/Taskcenter/payDesignerFee',
    summary: '托管设计费（支付密码）',
    body: payBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'task',
      with: { paycode: '482916' },
      expect: {
        confirmed: partyOnly,
      },
    },
  },
  'Taskcenter/winnerInfo': {
    method: 'POST',
    path: '/api/Taskcenter/winnerInfo',
    summary: '对方联系方式（设计师确认后双方可见）',
    body: idBody,
    data: winnerData,
    auth: true,
    access: {
      object: 'task',
      expect: {
        ongoing: ownerOnly,
      },
    },
  },
  'Taskcenter/designerDeliver': {
    method: 'POST',
    path: '/api/Taskcenter/designerDeliver',
    summary: '提交设计成果（发布者7天内验收，逾期自动验收）',
    body: deliverBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'taskWork',
      with: 'edit',
      expect: {
        ongoing: partyOnly,
      },
    },
  },
  'Taskcenter/businesTaskAccept': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskAccept',
    summary: '验收设计成果（支付密码；设计费扣除平台服务费后支付给设计师）',
    body: payBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'task',
      with: { paycode: '482916' },
      expect: {
        delivered: partyOnly,
      },
    },
  },
  'Taskcenter/businesTaskRevise': {
    method: 'POST',
    path: '/api/Taskcenter/businesTaskRevise',
    summary: '要求修改（在包含的修改次数内）',
    body: reviseBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'task',
      with: { conts: '请把洽谈区移到左侧。' },
      expect: {
        delivered: partyOnly,
      },
    },
  },
  'Taskcenter/taskTalkList': {
    method: 'POST',
    path: '/api/Taskcenter/taskTalkList',
    summary: '任务沟通记录（设计师确认接单后，双方可见）',
    body: talkListBody,
    data: talkListData,
    auth: true,
    access: {
      object: 'task',
      expect: {
        open: { ...partyOnly, owner: 'state_conflict' },
        ongoing: partyOnly,
      },
    },
  },
  'Taskcenter/taskTalkSend': {
    method: 'POST',
    path: '/api/Taskcenter/taskTalkSend',
    summary: '发送沟通消息（文字和文件；完成或关闭后只读）',
    body: talkSendBody,
    data: talkItem,
    auth: true,
    access: {
      object: 'task',
      with: { conts: '您好，效果图预计什么时候可以出？' },
      expect: {
        open: { ...partyOnly, owner: 'state_conflict' },
        ongoing: partyOnly,
      },
    },
  },
  'Taskcenter/inviteDesigner': {
    method: 'POST',
    path: '/api/Taskcenter/inviteDesigner',
    summary: '邀请设计师参与（自己的、审核通过的招募中任务）',
    body: inviteBody,
    data: inviteData,
    auth: true,
    access: {
      object: 'task',
      with: { cardno: '$invitee' },
      expect: {
        pending: {
          visitor: 'not_logged_in',
          member: 'not_found',
          operator: 'not_found',
          owner: 'state_conflict',
        },
        open: partyOnly,
      },
    },
  },
  'Taskcenter/orderService': {
    method: 'POST',
    path: '/api/Taskcenter/orderService',
    summary: '购买设计服务：按服务价格直接与该设计师成交（待托管费用）',
    body: orderServiceBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'service',
      with: {
        title: '权限测试：按服务下单的展台设计',
        sizes: 12,
        opens: 2,
        layer: 1,
        style: '科技感',
        sdate: '$sdate',
        edate: '$edate',
        deadline: '$deadline',
        conts: '<p>需要一个简约风格的展台设计，含洽谈区。</p>',
      },
      expect: {
        pending: { ...hiddenFromMembers, owner: 'forbidden' },
        rejected: { ...hiddenFromMembers, owner: 'forbidden' },
        approved: {
          visitor: 'not_logged_in',
          member: 'success',
          operator: 'success',
          owner: 'forbidden',
        },
      },
    },
  },
  'Taskcenter/taskCancel': {
    method: 'POST',
    path: '/api/Taskcenter/taskCancel',
    summary: '协商取消（交付前；一方提出，另一方同意后退回托管费用）',
    body: idBody,
    data: taskInfo,
    auth: true,
    access: {
      object: 'task',
      expect: {
        ongoing: partyOnly,
      },
    },
  },
} as const satisfies Record<string, CallDef>;
