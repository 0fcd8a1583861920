import { everyone, inStates, ownerAndOperators, type Outcomes } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { dealFile, dealView } from './common/deal.ts';
import { multiLineText, orbitItem, page, pageSize, pagedList } from './common/fields.ts';
import { yuan } from './common/money.ts';
import { checkProvinceCity, fileIdField } from './common/publish-fields.ts';
import { contestStateSchema, entryStateSchema, reviewStateSchema } from './common/state-schemas.ts';
import { z } from './common/zod.ts';
import { ownerCard } from './people.ts';
import { cmtBody, cmtItem, cmtTaskData } from './reviews.ts';
import { taskFields } from './tasks.ts';
import {
  CONTEST_DAYS,
  contestHallPhases,
  contestHallSorts,
  MAX_CONTEST_FINALISTS,
  MAX_CONTEST_PRIZE_FEN,
  MAX_CONTEST_WINNERS,
  MAX_ENTRY_FILES,
  MAX_ENTRY_PICS,
  MIN_CONTEST_PRIZE_FEN,
} from './values/contests.ts';

export * from './values/contests.ts';

/**
 * Design contests (悬赏比稿, issue 30; docs/domains/contests.md; decision 054): a client puts up a prize,
 * designers submit entries, the client rates, names finalists and chooses 1–3 winners, who hand over the
 * final files; the prize, held in escrow at publishing, is released on acceptance minus the commission,
 * split as published. The brief is a design task's (`sizes`, `opens`, `layer`, `style`, `sdate`, `edate`,
 * `prov`, `city`, `tips`, `conts`, `attach`, `types`). Added wire fields: `prize` (yuan), `winners`
 * (1–3), `split` (each place's percent of the prize), `edays` (entry days, 3–14, counted from approval),
 * `sdays` (the selection window after the entry deadline, 1–7 days), `guarantee` (担保: the prize is paid
 * whatever happens), `blind` (entrants see only their own entries), `finals` (finalists, 0 = no round).
 */

/** A member keeps at most this many contests waiting for review. */
export const PENDING_CONTEST_LIMIT = 5;

const contestIdField = z.number({ error: '请指定比稿' }).int('比稿编号不正确').positive('比稿编号不正确');
const entryIdField = z.number({ error: '请指定稿件' }).int('稿件编号不正确').positive('稿件编号不正确');
const idBody = z.object({ id: contestIdField });
const entryIdBody = z.object({ id: entryIdField });
const paycode = z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码为6位数字');
const days = (label: string, min: number, max: number) =>
  z
    .number({ error: `请选择${label}` })
    .int(`${label}应为整数`)
    .min(min, `${label}为${min}–${max}天`)
    .max(max, `${label}为${min}–${max}天`);
const files = (label: string, max: number) =>
  z.array(fileIdField(label), { error: `${label}格式不正确` }).max(max, `${label}最多${max}个`);

/** `Contest/contestPub`: the brief, the prize and the rules; the prize is held with the pay password. */
export const contestPubBody = taskFields
  .omit({ cost: true, deadline: true, rounds: true })
  .extend({
    prize: yuan('奖金', { minFen: MIN_CONTEST_PRIZE_FEN, maxFen: MAX_CONTEST_PRIZE_FEN }),
    winners: z
      .number({ error: '请选择获奖人数' })
      .int('获奖人数应为整数')
      .min(1, `获奖人数为1–${MAX_CONTEST_WINNERS}人`)
      .max(MAX_CONTEST_WINNERS, `获奖人数为1–${MAX_CONTEST_WINNERS}人`),
    /** Each place's percent of the prize, first place first (whole percents adding up to 100). */
    split: z
      .array(
        z
          .number({ error: '奖金分配应为百分比' })
          .int('奖金分配应为整数百分比')
          .min(1, '每个名次至少分得1%')
          .max(100, '奖金分配不能超过100%'),
        { error: '请填写奖金分配' },
      )
      .max(MAX_CONTEST_WINNERS, '奖金分配最多3个名次')
      .default([100]),
    edays: days('征稿天数', CONTEST_DAYS.entryMin, CONTEST_DAYS.entryMax),
    sdays: days('评选天数', CONTEST_DAYS.selectMin, CONTEST_DAYS.selectMax),
    guarantee: z.boolean({ error: '请选择是否担保' }).default(false),
    blind: z.boolean({ error: '请选择是否暗标' }).default(false),
    finals: z
      .number({ error: '入围人数应为数字' })
      .int('入围人数应为整数')
      .min(0, `入围人数为0–${MAX_CONTEST_FINALISTS}人`)
      .max(MAX_CONTEST_FINALISTS, `入围人数为0–${MAX_CONTEST_FINALISTS}人`)
      .default(0),
    paycode,
  })
  .superRefine((b, ctx) => {
    if (b.prov || b.city) checkProvinceCity(b, ctx);
    if (b.edate < b.sdate)
      ctx.addIssue({ code: 'custom', path: ['edate'], message: '展会结束日期不能早于开始日期' });
    if (b.split.length !== b.winners)
      ctx.addIssue({ code: 'custom', path: ['split'], message: `请为${b.winners}个名次分别填写奖金比例` });
    else if (b.split.reduce((a, x) => a + x, 0) !== 100)
      ctx.addIssue({ code: 'custom', path: ['split'], message: '奖金分配合计应为100%' });
    if (b.finals > 0 && b.finals < b.winners)
      ctx.addIssue({ code: 'custom', path: ['finals'], message: '入围人数不能少于获奖人数' });
  });
export type ContestPubBody = z.infer<typeof contestPubBody>;

/** What the viewer is to the contest: its client, a winner, an entrant, or anyone else. */
export const contestRoles = ['client', 'winner', 'entrant', 'visitor'] as const;

/** A contest in a list. */
export const contestItem = z.object({
  id: z.number().int(),
  orders: z.string(),
  title: z.string(),
  sizes: z.number().int(),
  opens: z.number().int(),
  layer: z.number().int(),
  style: z.string(),
  sdate: z.string(),
  edate: z.string(),
  prov: z.string(),
  city: z.string(),
  types: z.array(z.string()),
  /** The prize (yuan). */
  prize: z.number(),
  winners: z.number().int(),
  split: z.array(z.number().int()),
  edays: z.number().int(),
  sdays: z.number().int(),
  guarantee: z.boolean(),
  blind: z.boolean(),
  finals: z.number().int(),
  status: contestStateSchema,
  checked: reviewStateSchema,
  /** Entries in the running, and the designers who sent them. */
  entries: z.number().int(),
  entrants: z.number().int(),
  /** The entry deadline, the end of the selection window, of the finalists' revision (ISO; '' before). */
  euntil: z.string(),
  suntil: z.string(),
  funtil: z.string(),
  /** When the current timer ends, ISO; '' when none runs. */
  due: z.string(),
  /** The 下一步 of the member listing it; '' in the hall. */
  next: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type ContestItem = z.infer<typeof contestItem>;

/** A place awarded: the entry, its designer and the share of the prize (yuan). */
export const contestAward = z.object({
  place: z.number().int(),
  entry: z.number().int(),
  designer: ownerCard,
  amount: z.number(),
  /** The winner has handed over the final files. */
  handed: z.boolean(),
  /** A complaint's decision paid this place already (released or split; decision 063). */
  paid: z.boolean(),
});

export const contestInfo = contestItem.extend({
  tips: z.string(),
  conts: z.string(),
  attach: z.array(dealFile),
  reason: z.string(),
  role: z.enum(contestRoles),
  /** The entry deadline was extended once already. */
  extended: z.boolean(),
  /** The viewer's own entries (any state). */
  mine: z.number().int(),
  /** The places awarded, once chosen (or split at the window's end). */
  awards: z.array(contestAward),
  /**
   * What each place is paid as published (yuan): its share of the prize, the platform's fee on it and what
   * the winner receives; `rate` the fee's rate as read (`10%`). The page states them before anyone acts.
   */
  shares: z.array(
    z.object({ place: z.number().int(), amount: z.number(), fee: z.number(), net: z.number() }),
  ),
  rate: z.string(),
  orbits: z.array(orbitItem),
  ...dealView,
});
export type ContestInfo = z.infer<typeof contestInfo>;

/**
 * `Contest/contestHall`: approved contests, filtered. `status` is the hall's phase: `open` (征稿中),
 * `selecting` (评选中: selecting, finalists revising, judging) or `done` (已选出: the winners chosen,
 * handing over, delivered or completed); closed contests are never listed.
 */
export const contestHallBody = z.object({
  kw: z.string().trim().max(30, '关键词最多30个字').default(''),
  /** Where the booth is built: a province (all its cities), or a province and a city. */
  prov: z.string().trim().max(20, '省份不正确').default(''),
  city: z.string().trim().max(20, '城市不正确').default(''),
  /** The prize's bounds (yuan), either left out for none. */
  minPrize: yuan('最低奖金', { minFen: 0, maxFen: MAX_CONTEST_PRIZE_FEN }).optional(),
  maxPrize: yuan('最高奖金', { minFen: 0, maxFen: MAX_CONTEST_PRIZE_FEN }).optional(),
  status: z.enum(contestHallPhases, { error: '状态不正确' }).default('open'),
  sort: z.enum(contestHallSorts, { error: '排序方式不正确' }).default('latest'),
  page: page.pipe(z.number().max(50, '最多查看50页，请缩小筛选范围')),
  pageSize: pageSize.pipe(z.number().max(50)),
});
export const contestListData = pagedList(contestItem);

/** `Contest/myContests`: the contests the member published (`client`) or entered (`entrant`). */
export const myContestsBody = z.object({
  role: z.enum(['client', 'entrant'], { error: '请选择我发布的或我参与的' }).default('client'),
  status: contestStateSchema.optional(),
  page,
  pageSize,
});

// ---------------------------------------------------------------- entries

const entryFields = {
  conts: multiLineText('设计说明').min(10, '设计说明至少10个字').max(3000, '设计说明最多3000个字'),
  pics: files('设计图', MAX_ENTRY_PICS).min(1, '请至少上传1张设计图'),
  attach: files('附件', MAX_ENTRY_FILES).default([]),
  /** The author allows the entry to be shown publicly once the winner is chosen (blind contests). */
  show: z.boolean({ error: '请选择是否公开' }).default(false),
};
export const entrySubmitBody = z.object({ id: contestIdField, ...entryFields });
export const entryEditBody = z.object({ id: entryIdField, ...entryFields });
export const entryShowBody = z.object({ id: entryIdField, show: z.boolean({ error: '请选择是否公开' }) });
export const entryRateBody = z.object({
  id: entryIdField,
  rating: z
    .number({ error: '请选择评分' })
    .int('评分应为1–5的整数')
    .min(1, '评分为1–5分')
    .max(5, '评分为1–5分'),
});
export const entryCommentBody = z.object({
  id: entryIdField,
  conts: multiLineText('点评').min(2, '点评至少2个字').max(500, '点评最多500个字'),
});
const entryIds = (label: string, max: number) =>
  z
    .array(entryIdField, { error: `请选择${label}` })
    .min(1, `请至少选择1份${label}`)
    .max(max, `${label}最多${max}份`)
    .refine((xs) => new Set(xs).size === xs.length, `${label}不能重复`);
export const finalistsBody = z.object({
  id: contestIdField,
  entries: entryIds('入围稿件', MAX_CONTEST_FINALISTS),
});
/** The winners in place order: the first entry takes the first place's share. */
export const winnersBody = z.object({
  id: contestIdField,
  entries: entryIds('获奖稿件', MAX_CONTEST_WINNERS),
});
export const handoverBody = z.object({
  id: entryIdField,
  conts: multiLineText('交付说明').min(2, '请填写交付说明').max(3000, '交付说明最多3000个字'),
  attach: files('源文件', MAX_ENTRY_FILES).min(1, '请上传源文件'),
});
export const acceptBody = z.object({ id: contestIdField, paycode });
export const extendBody = z.object({
  id: contestIdField,
  edays: days('延长天数', CONTEST_DAYS.entryMin, CONTEST_DAYS.entryMax),
});

const picOut = z.object({ id: z.string(), url: z.string(), thumb: z.string() });

/** An entry as its viewer may see it (ratings and comments: the client and its author only). */
export const entryItem = z.object({
  id: z.number().int(),
  contest: z.number().int(),
  /** Its number in the contest (#1, #2 …), in the order sent. */
  n: z.number().int(),
  designer: ownerCard,
  conts: z.string(),
  pics: z.array(picOut),
  attach: z.array(dealFile),
  status: entryStateSchema,
  finalist: z.boolean(),
  /** The place won (1–3), 0 for none. */
  place: z.number().int(),
  /** The client's rating 1–5, 0 for none (the client and the author only). */
  rating: z.number().int(),
  /** The client's private comment (the client and the author only). */
  comment: z.string(),
  show: z.boolean(),
  mine: z.boolean(),
  /** The final files handed over (the client and the author only). */
  handover: z.object({ conts: z.string(), attach: z.array(dealFile), dates: z.string() }).nullable(),
  dates: z.string(),
  times: z.string(),
});
export type EntryItem = z.infer<typeof entryItem>;
export const entryListData = z.object({
  listItem: z.array(entryItem),
  /** Entries the viewer may not see yet (a blind contest before the winner): counted, not shown. */
  hidden: z.number().int(),
});

/** A step by the contest's client: anyone else is refused (`forbidden`) once it is public. */
const clientOnly: Outcomes = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'success',
};
/** A step on an entry by its author. */
const authorOnly: Outcomes = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'success',
};
/** A step on an entry by the contest's client: the entry's author (the fixture's owner) is refused. */
const clientOfEntry: Outcomes = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'forbidden',
};

/** The review calls on an entry before its contest is completed: its author may look, not write. */
const entryParty: Outcomes = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'success',
};
/** `businesCmt`: the client or the author of an awarded entry of a completed contest reviews the other. */
export const contestCmtBody = cmtBody.extend({ id: entryIdField });

/** A call of the contest module: a member's (login needed) unless `open` (anyone). */
const call = <N extends string, B extends z.ZodType, D extends z.ZodType, O extends boolean = false>(
  name: N,
  summary: string,
  body: B,
  data: D,
  o: { open?: O; access?: CallDef['access'] } = {},
) => ({
  method: 'POST' as const,
  path: `/api/Contest/${name}` as const,
  summary,
  body,
  data,
  auth: !o.open as O extends true ? false : true,
  access: o.access,
});

export const contestsCalls = {
  'Contest/contestPub': call(
    'contestPub',
    '发布悬赏比稿（需实名或企业认证；奖金以支付密码托管；审核通过后公开）',
    contestPubBody,
    contestInfo,
  ),
  'Contest/contestInfo': call('contestInfo', '比稿详情（审核通过的公开）', idBody, contestInfo, {
    open: true,
    access: {
      object: 'contest',
      expect: { pending: ownerAndOperators, open: everyone, selecting: everyone },
    },
  }),
  'Contest/contestHall': call(
    'contestHall',
    '比稿大厅：征稿中、评选中或已选出的比稿',
    contestHallBody,
    contestListData,
    {
      open: true,
    },
  ),
  'Contest/myContests': call('myContests', '我的比稿：我发布的或我参与的', myContestsBody, contestListData),
  'Contest/contestExtend': call('contestExtend', '无人投稿时延长征稿期（仅一次）', extendBody, contestInfo, {
    access: {
      object: 'contest',
      with: { edays: 5 },
      expect: { open: { ...clientOnly, owner: 'state_conflict' } },
    },
  }),
  'Contest/contestClose': call('contestClose', '关闭比稿并全额退回奖金（无人投稿时）', idBody, contestInfo, {
    access: {
      object: 'contest',
      expect: {
        pending: { ...clientOnly, member: 'not_found', operator: 'not_found' },
        selecting: { ...clientOnly, owner: 'state_conflict' },
      },
    },
  }),
  'Contest/entrySubmit': call(
    'entrySubmit',
    '提交参赛稿件（需实名认证和设计师资料；征稿截止前）',
    entrySubmitBody,
    entryItem,
    {
      access: {
        object: 'contest',
        with: { conts: '以品牌蓝为主色，开放式洽谈区在左侧。', pics: ['$image'] },
        expect: {
          pending: {
            visitor: 'not_logged_in',
            member: 'not_found',
            operator: 'not_found',
            owner: 'not_verified',
          },
          open: { visitor: 'not_logged_in', member: 'success', operator: 'success', owner: 'not_verified' },
          selecting: {
            visitor: 'not_logged_in',
            member: 'state_conflict',
            operator: 'state_conflict',
            owner: 'not_verified',
          },
        },
      },
    },
  ),
  'Contest/entryEdit': call('entryEdit', '修改参赛稿件（征稿截止前）', entryEditBody, entryItem, {
    access: {
      object: 'contestEntry',
      with: { conts: '修改后：洽谈区改到右侧，增加储物间。', pics: ['$image'] },
      expect: { open: authorOnly, selecting: { ...authorOnly, owner: 'state_conflict' } },
    },
  }),
  'Contest/entryWithdraw': call('entryWithdraw', '撤回参赛稿件（征稿截止前）', entryIdBody, entryItem, {
    access: {
      object: 'contestEntry',
      expect: { open: authorOnly, selecting: { ...authorOnly, owner: 'state_conflict' } },
    },
  }),
  'Contest/entryShow': call('entryShow', '设置稿件在评选结束后是否公开', entryShowBody, entryItem, {
    access: {
      object: 'contestEntry',
      with: { show: true },
      expect: inStates(authorOnly, 'open', 'selecting'),
    },
  }),
  'Contest/entryList': call(
    'entryList',
    '比稿的参赛稿件（暗标比稿只显示自己的，评选后公开获奖稿件）',
    idBody,
    entryListData,
    {
      open: true,
      access: {
        object: 'contest',
        expect: { pending: ownerAndOperators, open: everyone, selecting: everyone },
      },
    },
  ),
  'Contest/entryRate': call(
    'entryRate',
    '为稿件评分（1–5分，仅发布方与作者可见）',
    entryRateBody,
    entryItem,
    {
      access: {
        object: 'contestEntry',
        with: { rating: 4 },
        expect: inStates(clientOfEntry, 'open', 'selecting'),
      },
    },
  ),
  'Contest/entryComment': call(
    'entryComment',
    '点评稿件（仅发布方与作者可见）',
    entryCommentBody,
    entryItem,
    {
      access: {
        object: 'contestEntry',
        with: { conts: '色彩很好，洽谈区再大一些。' },
        expect: inStates(clientOfEntry, 'open', 'selecting'),
      },
    },
  ),
  'Contest/entryEliminate': call('entryEliminate', '淘汰稿件', entryIdBody, entryItem, {
    access: { object: 'contestEntry', expect: inStates(clientOfEntry, 'open', 'selecting') },
  }),
  'Contest/nameFinalists': call(
    'nameFinalists',
    '选定入围稿件（入围者有几天修改时间）',
    finalistsBody,
    contestInfo,
    {
      access: {
        object: 'contest',
        with: { entries: ['$entry'] },
        expect: { selecting: { ...clientOnly, owner: 'state_conflict' } },
      },
    },
  ),
  'Contest/chooseWinners': call(
    'chooseWinners',
    '选定获奖稿件（按名次顺序；评选期内）',
    winnersBody,
    contestInfo,
    {
      access: { object: 'contest', with: { entries: ['$entry'] }, expect: { selecting: clientOnly } },
    },
  ),
  'Contest/entryHandover': call(
    'entryHandover',
    '获奖者提交源文件（发布方7天内验收，逾期自动验收）',
    handoverBody,
    contestInfo,
    {
      access: {
        object: 'contestEntry',
        with: { conts: '源文件与施工说明', attach: ['$image'] },
        expect: { handover: authorOnly },
      },
    },
  ),
  'Contest/contestAccept': call(
    'contestAccept',
    '验收源文件（支付密码；奖金扣除平台服务费后按名次支付）',
    acceptBody,
    contestInfo,
    {
      access: { object: 'contest', with: { paycode: '482916' }, expect: { delivered: clientOnly } },
    },
  ),
  // reviews (modules/reviews, kind `contest`): the subject is an awarded entry, one client–winner pair
  'Contest/businesCmt': call(
    'businesCmt',
    '评价合作方（比稿验收后客户与获奖设计师各评价一次；双方都评价或验收14天后一起公开）',
    contestCmtBody,
    cmtItem,
    {
      access: {
        object: 'contestEntry',
        with: { clarity: 5, payment: 5, comm: 5, conts: '需求清楚，付款及时。' },
        expect: inStates({ ...entryParty, owner: 'state_conflict' }, 'open', 'selecting', 'handover'),
      },
    },
  ),
  'Contest/businesCmtEntry': call(
    'businesCmtEntry',
    '某份获奖稿件的评价情况（双方可见：可否评价、我的评价、已公开的对方评价）',
    entryIdBody,
    cmtTaskData,
    { access: { object: 'contestEntry', expect: inStates(entryParty, 'open', 'selecting', 'handover') } },
  ),
} as const satisfies Record<string, CallDef>;
