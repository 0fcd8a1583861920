import {
  everyone,
  inStates,
  ownerAndOperators,
  ownerAndOperatorsSignedIn,
  ownerOnly,
} from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { dealFile, dealView } from './common/deal.ts';
import { contactHidden } from './masking.ts';
import { isoDate, mobile, multiLineText, orbitItem, page, pageSize, pagedList } from './common/fields.ts';
import { yuan } from './common/money.ts';
import {
  checkProvinceCity,
  fileIdField,
  richTextField,
  textField,
  wholeNumber,
} from './common/publish-fields.ts';
import {
  projectStateSchema,
  quoteStateSchema,
  depositStateSchema,
  reviewStateSchema,
  stageStateSchema,
} from './common/state-schemas.ts';
import { z } from './common/zod.ts';
import {
  MAX_ANSWER_CHARS,
  MAX_DEPOSIT_REASON,
  MAX_PROJECT_FILES,
  MAX_QUESTION_CHARS,
  type QuoteCategory,
  quoteCategories,
  quoteCategoryNames,
} from './values/projects.ts';

export * from './values/projects.ts';
import { ownerCard } from './people.ts';
import {
  cmtBody,
  cmtEditBody,
  cmtItem,
  cmtItemBody,
  cmtListBody,
  cmtListData,
  cmtTaskData,
} from './reviews.ts';

/**
 * Build projects (issue 14; DESIGN §5 Build project; docs/domains/projects.md, decision 028): a client
 * publishes a booth to be built (a four-step wizard whose steps are saved as a server-side draft),
 * verified factories quote it with itemised line items, the client compares the quotations side by side
 * and awards one. The seed's wire fields: `id`, `groupid` ("0", or another of the client's projects at
 * the same show), `mobile`, `title`, `length`/`width`/`height` (metres), `addr`, `selectcity`, `prov`,
 * `city`, `strt`, `opens`, `coins` (budget, yuan), `peoples` (crew), `attach`, `contract`, `picture`
 * (renderings), `workpic` (construction drawings), `conts`, `sdate`/`edate` (the show's days); detail
 * `orders`, `areas` (computed ㎡), `status`, `checked`, `dates`/`times`, `orbits`, and the winning
 * quotation's lists `dimian` … `zulin`. Added for the wizard: `exhibition` (an approved exhibition, 0 for
 * a free one named in `showname`), `hall`, `booth`, `layer` (1 单层, 2 双层), `indate` (move-in),
 * `bgdate` (报馆 deadline), `outdate` (teardown).
 */

/** Largest booth side (length, width), metres. */
export const MAX_BOOTH_SIDE_M = 100;
/** Highest booth, metres (a double-deck booth rarely passes 9 m; venues cap far below 20). */
export const MAX_BOOTH_HEIGHT_M = 20;
/** Lowest and highest budget, fen (¥1,000 – ¥100,000,000). */
export const MIN_PROJECT_BUDGET_FEN = 1_000_00;
export const MAX_PROJECT_BUDGET_FEN = 100_000_000_00;
/** The hall counts at most this many keyword matches (decision 008). */
export const projectSearchCap = 1000;
/** A member keeps at most this many projects waiting for review. */
export const PENDING_PROJECT_LIMIT = 10;
/** A member keeps at most this many unfinished wizard drafts. */
export const MAX_PROJECT_DRAFTS = 20;
/** The wizard's steps (each saved as it is left). */
export const PROJECT_STEPS = 4;

/** The costs the organiser or the venue charges, apart from the factory's price. */
export const venueFeeKinds = [
  '特装管理费',
  '电箱电费',
  '施工证',
  '施工押金',
  '清洁押金',
  '逾期报馆费',
] as const;
/** Who pays a venue fee: the client directly, or the factory (then it is inside the quotation's total). */
export const feePayers = ['client', 'factory'] as const;
export const MAX_QUOTE_LINES = 50;
/** Highest unit price of a line, fen (¥1,000,000). */
export const MAX_LINE_PRICE_FEN = 1_000_000_00;
/** Highest quantity of a line. */
export const MAX_LINE_QTY = 100_000;
export const MAX_BUILD_DAYS = 60;

const files = (label: string) =>
  z
    .array(fileIdField(label), { error: `${label}格式不正确` })
    .max(MAX_PROJECT_FILES, `${label}最多${MAX_PROJECT_FILES}个`);

/** A positive number of at most two decimals, up to `max`. */
const decimal2 = (label: string, max: number, unit: string) =>
  z
    .number({ error: `请输入${label}` })
    .gt(0, `${label}必须大于0`)
    .max(max, `${label}不能超过${max}${unit}`)
    .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), `${label}最多两位小数`);

const projectIdField = z.number({ error: '请指定项目' }).int('项目编号不正确').positive('项目编号不正确');

/** The fields of a project as the wizard writes them (every step's), without the cross-field checks. */
export const projectFields = z.object({
  // step 1: the show and the booth
  /** Another of the client's projects at the same show ("0": none). */
  groupid: z
    .string({ error: '分组格式不正确' })
    .regex(/^\d{1,18}$/, '分组格式不正确')
    .default('0'),
  title: textField('项目标题', 4, 60),
  /** An approved exhibition of the listings, 0 for a free one named in `showname`. */
  exhibition: wholeNumber('展会', Number.MAX_SAFE_INTEGER).default(0),
  showname: textField('展会名称', 0, 60).default(''),
  hall: textField('展馆', 0, 30).default(''),
  booth: textField('展位号', 0, 30).default(''),
  length: decimal2('展台长度', MAX_BOOTH_SIDE_M, '米'),
  width: decimal2('展台宽度', MAX_BOOTH_SIDE_M, '米'),
  height: decimal2('展台高度', MAX_BOOTH_HEIGHT_M, '米'),
  opens: z
    .number({ error: '请选择开口数' })
    .int('开口数应为整数')
    .min(1, '开口数为1–4')
    .max(4, '开口数为1–4'),
  layer: z.literal([1, 2], { error: '请选择单层或双层' }),
  // step 2: the place and the dates
  prov: z.string({ error: '请选择省份' }),
  city: z.string({ error: '请选择所在城市' }),
  strt: textField('区县', 0, 30).default(''),
  addr: textField('详细地址', 2, 100),
  selectcity: textField('所选城市', 0, 60).default(''),
  sdate: isoDate,
  edate: isoDate,
  /** Move-in (进场布展). */
  indate: isoDate,
  /** 报馆 deadline. */
  bgdate: isoDate,
  /** Teardown (撤展). */
  outdate: isoDate,
  // step 3: budget, crew, design
  coins: yuan('预算', { minFen: MIN_PROJECT_BUDGET_FEN, maxFen: MAX_PROJECT_BUDGET_FEN }),
  peoples: wholeNumber('施工人数', 500).default(0),
  picture: files('效果图').default([]),
  workpic: files('施工图').default([]),
  // step 4: files, notes, contact
  attach: files('附件').default([]),
  contract: files('合同文件').default([]),
  conts: richTextField('项目说明'),
  mobile,
});

/** The dates in the order a build runs (the server adds "not in the past" and the exhibition's dates). */
function projectDates(
  b: { sdate: string; edate: string; indate: string; bgdate: string; outdate: string },
  ctx: z.RefinementCtx,
) {
  if (b.edate < b.sdate)
    ctx.addIssue({ code: 'custom', path: ['edate'], message: '展会结束日期不能早于开始日期' });
  if (b.indate > b.sdate)
    ctx.addIssue({ code: 'custom', path: ['indate'], message: '进场日期不能晚于展会开始日期' });
  if (b.bgdate > b.indate)
    ctx.addIssue({ code: 'custom', path: ['bgdate'], message: '报馆截止日期不能晚于进场日期' });
  if (b.outdate < b.edate)
    ctx.addIssue({ code: 'custom', path: ['outdate'], message: '撤展日期不能早于展会结束日期' });
}

const projectChecks = (b: z.infer<typeof projectFields>, ctx: z.RefinementCtx) => {
  projectDates(b, ctx);
  checkProvinceCity(b, ctx);
  if (b.exhibition === 0 && b.showname === '')
    ctx.addIssue({ code: 'custom', path: ['showname'], message: '请选择展会或填写展会名称' });
};

/** `businesPrjctPub`: publish (it waits for review); `draft` names the wizard draft it came from. */
export const projectPubBody = projectFields
  .extend({
    draft: z.number({ error: '草稿编号不正确' }).int('草稿编号不正确').min(0, '草稿编号不正确').default(0),
  })
  .superRefine(projectChecks);
export type ProjectPubBody = z.infer<typeof projectPubBody>;
export const projectEditBody = projectFields.extend({ id: projectIdField }).superRefine(projectChecks);
export type ProjectEditBody = z.infer<typeof projectEditBody>;

/** Every field optional and without its default: a step's save leaves the other steps' fields alone. */
const draftFields = z.object(
  Object.fromEntries(
    Object.entries(projectFields.shape).map(([k, s]) => [
      k,
      (s instanceof z.ZodDefault ? (s.unwrap() as z.ZodType) : s).optional(),
    ]),
  ),
) as unknown as z.ZodObject<{
  [K in keyof typeof projectFields.shape]: z.ZodOptional<
    z.ZodType<z.output<(typeof projectFields.shape)[K]>, z.input<(typeof projectFields.shape)[K]>>
  >;
}>;

/**
 * `prjctDraftSave`: one wizard step as it is left. Any subset of the fields, each checked on its own
 * (the cross-field checks wait for publishing); `id` 0 starts a draft, else the draft to update.
 */
export const draftSaveBody = z.object({
  id: z.number({ error: '草稿编号不正确' }).int('草稿编号不正确').min(0, '草稿编号不正确').default(0),
  step: z
    .number({ error: '请指定步骤' })
    .int('步骤不正确')
    .min(1, '步骤不正确')
    .max(PROJECT_STEPS, '步骤不正确'),
  fields: draftFields,
});
export const draftItem = z.object({
  id: z.number().int(),
  /** The last step saved. */
  step: z.number().int(),
  /** The fields saved so far, as the wire writes them (`coins` in yuan). */
  fields: z.record(z.string(), z.unknown()),
  dates: z.string(),
  times: z.string(),
});
export const draftListData = z.object({ listItem: z.array(draftItem) });

/** A line of a quotation as stored: the price in yuan, the amount (qty × price) computed by the server. */
export const quoteLineOut = z.object({
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  qty: z.number(),
  price: z.number(),
  amount: z.number(),
});
export const venueFeeOut = z.object({
  kind: z.string(),
  amount: z.number(),
  payer: z.enum(feePayers),
  note: z.string(),
});

/**
 * A contract's payment plan (decision 033): 2–6 stages whose percentages add up to 100. The first is held
 * when both sides have signed (`holdAt: 'sign'`); the others by the client before move-in. Each is paid to
 * the factory (minus the commission) on its event: the client's approval of the construction drawings,
 * the move-in, or the accepted report.
 */
export const stageHoldAts = ['sign', 'movein'] as const;
export const stageReleaseOns = ['drawings', 'movein', 'accept'] as const;
export const MIN_PREPAY_PERCENT = 30;
export const MAX_PREPAY_PERCENT = 50;
export const planStage = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[a-z][a-z0-9_]*$/, '付款阶段标识不正确'),
  name: textField('付款阶段名称', 1, 20),
  percent: z
    .number({ error: '请输入付款比例' })
    .int('付款比例须为整数')
    .min(1, '付款比例不能小于1%')
    .max(100),
  holdAt: z.enum(stageHoldAts, { error: '托管时间不正确' }),
  releaseOn: z.enum(stageReleaseOns, { error: '支付条件不正确' }),
});
export type PlanStage = z.infer<typeof planStage>;
export const paymentPlan = z
  .array(planStage)
  .min(2, '付款计划至少两个阶段')
  .max(6, '付款计划最多六个阶段')
  .superRefine((plan, ctx) => {
    const sum = plan.reduce((a, st) => a + st.percent, 0);
    if (sum !== 100) ctx.addIssue({ code: 'custom', message: `各阶段付款比例之和须为100%（现为${sum}%）` });
    if (plan[0]?.holdAt !== 'sign') ctx.addIssue({ code: 'custom', message: '第一笔款项须在签约时托管' });
    if (!plan.some((st) => st.releaseOn === 'accept'))
      ctx.addIssue({ code: 'custom', message: '付款计划须保留验收后支付的尾款' });
    if (new Set(plan.map((st) => st.key)).size !== plan.length)
      ctx.addIssue({ code: 'custom', message: '付款阶段不能重复' });
  });
export type PaymentPlan = z.infer<typeof paymentPlan>;

/** The trade's usual plan: 预付款 `prepayp` % at signing, 进场款 40 % and 尾款 the rest before move-in. */
export function defaultPlan(prepayp = MIN_PREPAY_PERCENT): PaymentPlan {
  return [
    { key: 'prepay', name: '预付款', percent: prepayp, holdAt: 'sign', releaseOn: 'drawings' },
    { key: 'movein', name: '进场款', percent: 40, holdAt: 'movein', releaseOn: 'movein' },
    { key: 'final', name: '尾款', percent: 60 - prepayp, holdAt: 'movein', releaseOn: 'accept' },
  ];
}

/** A stage of a signed project's plan, on the wire (amounts in yuan). */
export const stageOut = z.object({
  seq: z.number().int(),
  key: z.string(),
  name: z.string(),
  percent: z.number().int(),
  amount: z.number(),
  holdAt: z.enum(stageHoldAts),
  releaseOn: z.enum(stageReleaseOns),
  state: stageStateSchema,
  /** When it was held and when it was paid or given back ('' before). */
  heldAt: z.string(),
  settledAt: z.string(),
});
export type StageOut = z.infer<typeof stageOut>;

// ------------------------------------------------------------------ the contract (decision 034)

/** Where a version came from, who proposed it, and its state. */
export const contractSources = ['generated', 'uploaded'] as const;
export const contractSides = ['system', 'client', 'factory'] as const;
export const contractStates = ['current', 'proposed', 'refused', 'superseded'] as const;
export const contractSourceNames = { generated: '平台生成', uploaded: '上传' } as const;
export const contractStateNames = {
  current: '当前版本',
  proposed: '待对方确认',
  refused: '已拒绝',
  superseded: '已被替代',
} as const;

/** A version of the contract on the wire: its PDF, SHA-256, plan (with amounts in yuan) and signatures. */
export const contractVersionOut = z.object({
  n: z.number().int(),
  source: z.enum(contractSources),
  side: z.enum(contractSides),
  state: z.enum(contractStates),
  /** The PDF's SHA-256; '' while a generated version is being rendered. */
  sha256: z.string(),
  /** Whether its PDF exists: a generated version is rendered by a job after the change commits (合同生成中). */
  ready: z.boolean(),
  /** The PDF (GET, the two sides and operators only); '' until it is ready. */
  url: z.string(),
  prepayp: z.number().int(),
  plan: z.array(planStage.extend({ amount: z.number() })),
  terms: z.string(),
  reason: z.string(),
  /** Who signed this version, when ('' before). */
  signedb: z.string(),
  signedf: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type ContractVersionOut = z.infer<typeof contractVersionOut>;

/** The contract's fields of a project's detail: the parties' only (0, '', [] and null for others). */
export const projectContractFields = {
  /** 1 once both sides have signed the same version. */
  contctck: z.number().int(),
  /** When the second signature landed ('' before). */
  contctckdt: z.string(),
  /** 预付款: the first stage's amount (yuan) and percentage, from the current version's plan. */
  prepay: z.number(),
  prepayp: z.number().int(),
  /** The plan's stages in escrow, once signed. */
  stages: z.array(stageOut),
  /** The version to sign, and a change waiting for the other side. */
  contractNow: contractVersionOut.nullable(),
  contractNew: contractVersionOut.nullable(),
};

const sha256Field = z.string({ error: '请指定所签合同的校验码' }).regex(/^[0-9a-f]{64}$/, '合同校验码不正确');
const versionField = z.number({ error: '请指定合同版本' }).int('合同版本不正确').positive('合同版本不正确');

/** Signing a version: its number and SHA-256 as the signer saw them, and the SMS code of their mobile. */
export const signFBody = z.object({
  id: z.number({ error: '请指定项目' }).int('项目编号不正确').positive('项目编号不正确'),
  version: versionField,
  sha256: sha256Field,
  code: z
    .string({ error: '请输入短信验证码' })
    .trim()
    .regex(/^\d{6}$/, '验证码为6位数字'),
});
/** The client's signature also authorises the hold of the first stage: the pay password. */
export const signBBody = signFBody.extend({
  paycode: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码为6位数字'),
});

/**
 * A change of the contract: regenerate it with another `prepayp` (default plan), another `plan` or added
 * `terms`; or `file`, a PDF the side uploaded itself (upload purpose `contract`). Unnamed, the current
 * version's plan stays.
 */
export const contractUpdateBody = z
  .object({
    id: z.number({ error: '请指定项目' }).int('项目编号不正确').positive('项目编号不正确'),
    prepayp: z
      .number({ error: '预付比例应为数字' })
      .int('预付比例须为整数')
      .min(MIN_PREPAY_PERCENT, `预付比例为${MIN_PREPAY_PERCENT}%–${MAX_PREPAY_PERCENT}%`)
      .max(MAX_PREPAY_PERCENT, `预付比例为${MIN_PREPAY_PERCENT}%–${MAX_PREPAY_PERCENT}%`)
      .optional(),
    plan: paymentPlan.optional(),
    terms: multiLineText('补充条款').max(2000, '补充条款最多2000个字').default(''),
    file: fileIdField('合同文件').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.prepayp !== undefined && b.plan !== undefined)
      ctx.addIssue({ code: 'custom', path: ['plan'], message: '预付比例与付款计划请只填一项' });
  });
export type ContractUpdateBody = z.infer<typeof contractUpdateBody>;

export const contractRefuseBody = z.object({
  id: z.number({ error: '请指定项目' }).int('项目编号不正确').positive('项目编号不正确'),
  version: versionField,
  reason: multiLineText('拒绝原因').max(200, '拒绝原因最多200个字').default(''),
});

/** What the viewer is to the project. */
export const projectRoles = ['client', 'winner', 'quoter', 'visitor'] as const;

/** A project in a list. */
export const projectItem = z.object({
  id: z.number().int(),
  orders: z.string(),
  groupid: z.string(),
  title: z.string(),
  exhibition: z.number().int(),
  showname: z.string(),
  hall: z.string(),
  booth: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  /** length × width, ㎡ (two decimals). */
  areas: z.number(),
  opens: z.number().int(),
  layer: z.number().int(),
  prov: z.string(),
  city: z.string(),
  strt: z.string(),
  selectcity: z.string(),
  sdate: z.string(),
  edate: z.string(),
  indate: z.string(),
  bgdate: z.string(),
  outdate: z.string(),
  /** The budget (yuan). */
  coins: z.number(),
  peoples: z.number().int(),
  status: projectStateSchema,
  checked: reviewStateSchema,
  /** Quotations received. */
  quoted: z.number().int(),
  /** The 下一步 for the member listing it (decision 043); '' in the hall. */
  next: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type ProjectItem = z.infer<typeof projectItem>;

/** The lists of the winning quotation on the project's detail (the seed's `dimian` … `zulin`). */
const winningLists = Object.fromEntries(quoteCategories.map((c) => [c, z.array(quoteLineOut)])) as Record<
  QuoteCategory,
  z.ZodArray<typeof quoteLineOut>
>;

/**
 * After signing (decision 035): the construction drawings and their approval, the completion report and
 * its acceptance (the seed's `reports`, `reportck`, `reportdate`), the payment plan's stages and the
 * deadlines still ahead. The parties' only: empty lists, 0 and '' for anyone else.
 */
export const deadlineKeys = [
  'bgdate',
  'payMovein',
  'indate',
  'sdate',
  'edate',
  'outdate',
  'autoAccept',
] as const;
export const deadlineItem = z.object({
  key: z.enum(deadlineKeys),
  /** What is due, in Chinese (报馆截止, 托管进场款和尾款, 进场搭建, 开展, 展会结束, 撤展, 自动验收). */
  name: z.string(),
  /** The China date it is due. */
  date: z.string(),
  /** The side that must act. */
  who: z.enum(['client', 'factory', 'both']),
});
const buildFields = {
  drawings: z.array(dealFile),
  /** 1 once the client approved the drawings (the 预付款 released then), and when ('' before). */
  drawingsck: z.number().int(),
  drawingsdate: z.string(),
  /** The completion report: photos, report files, notes, and whether teardown (撤展) is included (1). */
  reportpics: z.array(dealFile),
  reports: z.array(dealFile),
  reportconts: z.string(),
  teardown: z.number().int(),
  /** 1 once the report is accepted (by the client or automatically), and when ('' before). */
  reportck: z.number().int(),
  reportdate: z.string(),
  /** The deadlines still ahead, soonest first (beside `orbits`, which holds what happened). */
  deadlines: z.array(deadlineItem),
};

/** A project in full (`businesPrjctInfo`, and the publish/edit response). */
export const projectInfo = projectItem.extend({
  addr: z.string(),
  /** The client's contact mobile: the client's and the winner's only, '' for others. */
  mobile: z.string(),
  conts: z.string(),
  attach: z.array(dealFile),
  contract: z.array(dealFile),
  picture: z.array(dealFile),
  workpic: z.array(dealFile),
  reason: z.string(),
  role: z.enum(projectRoles),
  /** The awarded quotation, 0 before the award. */
  winner: z.number().int(),
  /** The awarded total (yuan), 0 before the award; the parties' only. */
  price: z.number(),
  /** The viewer's own quotation (a factory that quoted), 0 otherwise. */
  myQuote: z.number().int(),
  ...winningLists,
  ...projectContractFields,
  orbits: z.array(orbitItem),
  ...buildFields,
  ...dealView,
});
export type ProjectInfo = z.infer<typeof projectInfo>;

export const projectListBody = z.object({ status: projectStateSchema.optional(), page, pageSize });
export const projectListData = pagedList(projectItem);

/** The orders of the project hall (decision 050): newest first, the highest budget, the soonest show. */
export const projectHallSorts = ['latest', 'budget', 'opening'] as const;
export type ProjectHallSort = (typeof projectHallSorts)[number];

/** `factoryPrjctHall`: approved open projects, filtered, in the order of `sort` (newest first by default). */
export const projectHallBody = z.object({
  kw: z.string().trim().max(30, '关键词最多30个字').default(''),
  /** Where the booth is built: a province (all its cities), or a city (with or without its province). */
  prov: z.string().trim().max(20, '省份不正确').default(''),
  city: z.string().trim().max(30, '城市不正确').default(''),
  sort: z.enum(projectHallSorts, { error: '排序方式不正确' }).default('latest'),
  minArea: z.number({ error: '面积应为数字' }).min(0, '面积不能小于0').max(10_000, '面积过大').optional(),
  maxArea: z.number({ error: '面积应为数字' }).min(0, '面积不能小于0').max(10_000, '面积过大').optional(),
  minCoins: yuan('最低预算', { minFen: 0 }).optional(),
  maxCoins: yuan('最高预算', { minFen: 0 }).optional(),
  page: page.pipe(z.number().max(50, '最多查看50页，请缩小筛选范围')),
  pageSize: pageSize.pipe(z.number().max(50)),
});

const quoteLine = z.object({
  name: textField('项目名称', 1, 40),
  spec: textField('规格', 0, 60).default(''),
  unit: textField('单位', 1, 10),
  qty: decimal2('数量', MAX_LINE_QTY, ''),
  price: yuan('单价', { minFen: 0, maxFen: MAX_LINE_PRICE_FEN }),
});
const quoteLines = (c: QuoteCategory) =>
  z
    .array(quoteLine, { error: `${quoteCategoryNames[c]}明细格式不正确` })
    .max(MAX_QUOTE_LINES, `${quoteCategoryNames[c]}最多${MAX_QUOTE_LINES}项`)
    .default([]);
const venueFee = z.object({
  kind: z.enum(venueFeeKinds, { error: '费用类型不正确' }),
  amount: yuan('费用金额', { minFen: 0, maxFen: MAX_PROJECT_BUDGET_FEN }),
  payer: z.enum(feePayers, { error: '请选择费用由谁支付' }),
  note: textField('费用说明', 0, 100).default(''),
});

const serverComputed = (what: string) =>
  z.undefined({ error: `${what}由平台按明细计算，请勿提交` }).optional();

/**
 * `factoryQuote`: a quotation, or a revision of the factory's own (`rev` = the revision it revises; 0 for
 * the first). Totals are computed by the server: a `total`/`totals` in the body is refused.
 */
export const quoteBody = z
  .object({
    id: projectIdField,
    rev: wholeNumber('报价版本', 1000).default(0),
    ...(Object.fromEntries(quoteCategories.map((c) => [c, quoteLines(c)])) as Record<
      QuoteCategory,
      ReturnType<typeof quoteLines>
    >),
    fees: z.array(venueFee, { error: '费用格式不正确' }).max(venueFeeKinds.length).default([]),
    exclusions: multiLineText('不含项目').max(1000, '不含项目最多1000个字').default(''),
    /** Valid until (a China date, not before today). */
    validity: isoDate,
    days: z
      .number({ error: '请输入搭建天数' })
      .int('搭建天数应为整数')
      .min(1, '搭建天数至少1天')
      .max(MAX_BUILD_DAYS, `搭建天数最多${MAX_BUILD_DAYS}天`),
    conts: multiLineText('报价说明').max(1000, '报价说明最多1000个字').default(''),
    total: serverComputed('报价总额'),
    totals: serverComputed('分类小计'),
  })
  .superRefine((b, ctx) => {
    if (quoteCategories.every((c) => b[c].length === 0))
      ctx.addIssue({ code: 'custom', path: ['dimian'], message: '请至少填写一项报价明细' });
    const kinds = b.fees.map((f) => f.kind);
    if (new Set(kinds).size !== kinds.length)
      ctx.addIssue({ code: 'custom', path: ['fees'], message: '同一类费用只能填写一次' });
  });
export type QuoteBody = z.infer<typeof quoteBody>;

/** A quotation in full: its lines by category, per-category and overall totals (yuan). */
export const quoteOut = z.object({
  id: z.number().int(),
  project: z.number().int(),
  factory: ownerCard,
  /** The current revision (1 for the first). */
  rev: z.number().int(),
  status: quoteStateSchema,
  ...(Object.fromEntries(quoteCategories.map((c) => [c, z.array(quoteLineOut)])) as Record<
    QuoteCategory,
    z.ZodArray<typeof quoteLineOut>
  >),
  fees: z.array(venueFeeOut),
  /** Per category (yuan), every category present (0 when it has no lines). */
  totals: z.record(z.enum(quoteCategories), z.number()),
  /** The venue fees the factory pays (inside `total`), and those the client pays directly (outside). */
  factoryFees: z.number(),
  clientFees: z.number(),
  /** Lines plus the fees the factory pays (yuan). */
  total: z.number(),
  /**
   * What the build costs the client in all (yuan): `total` and the venue fees the client pays apart
   * (`clientFees`), by the contract's pricing rule (`clientCostOf`); quotations are compared on it.
   */
  clientCost: z.number(),
  exclusions: z.string(),
  validity: z.string(),
  days: z.number().int(),
  conts: z.string(),
  revisions: z.array(
    z.object({ rev: z.number().int(), total: z.number(), dates: z.string(), times: z.string() }),
  ),
  dates: z.string(),
  times: z.string(),
});
export type QuoteOut = z.infer<typeof quoteOut>;

/**
 * `checkPrice`: every quotation side by side, with the lowest per category and the lowest cost to the
 * client marked.
 */
export const checkPriceData = z.object({
  categories: z.array(z.object({ key: z.enum(quoteCategories), name: z.string() })),
  listItem: z.array(
    quoteOut.extend({
      /**
       * The categories in which this quotation is the lowest of those that priced it, and `cost` when its
       * `clientCost` (the total and what the client pays apart) is the lowest (issue 27: never the bare
       * `total`, which leaves out the venue fees the client pays).
       */
      lowest: z.array(z.string()),
    }),
  ),
});

/** A factory's own quotations with their projects. */
export const myQuoteItem = projectItem.extend({
  quote: z.number().int(),
  quoteRev: z.number().int(),
  quoteStatus: quoteStateSchema,
  quoteTotal: z.number(),
});
export const myQuoteListData = pagedList(myQuoteItem);
export const myQuoteListBody = z.object({ status: quoteStateSchema.optional(), page, pageSize });

export const wonBody = z.object({
  id: projectIdField,
  quote: z.number({ error: '请选择报价' }).int('报价编号不正确').positive('报价编号不正确'),
  /** Told to the factories not chosen. */
  reason: multiLineText('未选原因').max(200, '未选原因最多200个字').default(''),
});
export const closeBody = z.object({
  id: projectIdField,
  reason: multiLineText('关闭原因').max(200, '关闭原因最多200个字').default(''),
});
const idBody = z.object({ id: projectIdField });
/** The awarded factory's step: the client and everyone else are refused (no factory is a fixture's party). */
const notTheFactoryOutcomes = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'forbidden',
} as const;
const notTheFactory = {
  open: notTheFactoryOutcomes,
  won: notTheFactoryOutcomes,
  closed: notTheFactoryOutcomes,
};

export const drawingsBody = z.object({
  id: projectIdField,
  drawings: files('施工图').min(1, '请上传施工图'),
  conts: multiLineText('施工图说明').max(500, '施工图说明最多500个字').default(''),
});
/** An action that holds or releases escrow, with the client's pay password (issue 27 point 5). */
export const payStagesBody = z.object({
  id: projectIdField,
  paycode: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码为6位数字'),
});
export const reportsBody = z.object({
  id: projectIdField,
  reportpics: files('完工照片').min(1, '请上传完工照片'),
  reports: files('完工报告').default([]),
  /** 1 when teardown (撤展) is part of the report (the contract includes it). */
  teardown: z.union([z.literal(0), z.literal(1)], { error: '请选择是否含撤展' }).default(0),
  conts: multiLineText('完工说明').max(1000, '完工说明最多1000个字').default(''),
});

// ---------------------------------------------------------------- venue deposits (decision 038)

/** The venue fees that are deposits: paid to the venue before move-in, returned (or not) after teardown. */
export const depositKinds = ['施工押金', '清洁押金'] as const;
export type DepositKind = (typeof depositKinds)[number];
/** What the payer records: paid, then returned in full, in part, or withheld by the venue. */
export const depositRecordStates = ['paid', 'returned', 'partial', 'withheld'] as const;
/** Most characters of a deposit's note (why it was withheld or only partly returned). */

/**
 * `depositUpdate`: the side that paid a deposit (the quotation's `payer`) records it: first `paid` with
 * `amount` (paid to the venue, yuan) and `paydate` (correctable while it is only paid); then, once the venue
 * settles it, `returned` (in full), `partial` (`back`, more than 0 and less than the amount paid; `reason`
 * for the rest) or `withheld` (nothing back, `reason` required), with `backdate`.
 */
export const depositUpdateBody = z
  .object({
    id: projectIdField,
    kind: z.enum(depositKinds, { error: '押金类型不正确' }),
    state: z.enum(depositRecordStates, { error: '请选择押金状态' }),
    amount: yuan('缴纳金额', { minFen: 1, maxFen: MAX_PROJECT_BUDGET_FEN }).optional(),
    paydate: z.string({ error: '请选择缴纳日期' }).pipe(isoDate).optional(),
    back: yuan('退还金额', { minFen: 0, maxFen: MAX_PROJECT_BUDGET_FEN }).default(0),
    backdate: z.string({ error: '请选择日期' }).pipe(isoDate).optional(),
    reason: multiLineText('说明').max(MAX_DEPOSIT_REASON, `说明最多${MAX_DEPOSIT_REASON}个字`).default(''),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.state === 'paid') {
      if (b.amount === undefined) issue('amount', '请输入缴纳金额');
      if (!b.paydate) issue('paydate', '请选择缴纳日期');
      return;
    }
    if (!b.backdate) issue('backdate', b.state === 'withheld' ? '请选择确认扣留的日期' : '请选择退还日期');
    if (b.state === 'partial' && b.back <= 0) issue('back', '请输入退还金额');
    if (b.state === 'withheld' && b.reason === '') issue('reason', '请填写押金被扣留的原因');
  });
export type DepositUpdateBody = z.infer<typeof depositUpdateBody>;

/** A deposit of a signed project as both sides see it (the payer may record it: `mine`). */
export const depositItem = z.object({
  kind: z.enum(depositKinds),
  /** Who pays it, as the awarded quotation says. */
  payer: z.enum(feePayers),
  /** The amount in the awarded quotation (yuan). */
  quoted: z.number(),
  state: depositStateSchema,
  /** Paid to the venue (yuan; 0 until recorded) and when ('' until recorded). */
  amount: z.number(),
  paydate: z.string(),
  /** Returned (yuan) and when ('' before). */
  back: z.number(),
  backdate: z.string(),
  reason: z.string(),
  /** The viewer paid it (and records it). */
  mine: z.boolean(),
  /** Last recorded ('' never). */
  dates: z.string(),
  times: z.string(),
});
export type DepositItem = z.infer<typeof depositItem>;
export const depositListData = z.object({
  listItem: z.array(depositItem),
  /** The deposits can be recorded (the project was signed). */
  open: z.boolean(),
});

// ---------------------------------------------------------------- questions on a quotation

/** Most questions on one quotation (the characters of a question and an answer: values/projects.ts). */
export const MAX_QUOTE_QUESTIONS = 20;

const quoteIdField = z.number({ error: '请指定报价' }).int('报价编号不正确').positive('报价编号不正确');
/** `quoteQuestions`: the thread of one quotation (the client and that factory). */
export const quoteQuestionsBody = z.object({ id: projectIdField, quote: quoteIdField });
/** `quoteAsk`: the client asks the factory about its quotation (while the project is open). */
export const quoteAskBody = quoteQuestionsBody.extend({
  conts: multiLineText('问题', { error: '请输入问题' })
    .min(2, '问题至少2个字')
    .max(MAX_QUESTION_CHARS, `问题最多${MAX_QUESTION_CHARS}个字`),
});
/** `quoteAnswer`: the factory answers one question, once. */
export const quoteAnswerBody = quoteQuestionsBody.extend({
  question: z.number({ error: '请指定问题' }).int('问题编号不正确').positive('问题编号不正确'),
  conts: multiLineText('回答', { error: '请输入回答' })
    .min(1, '请输入回答')
    .max(MAX_ANSWER_CHARS, `回答最多${MAX_ANSWER_CHARS}个字`),
});
export const quoteQuestionItem = z.object({
  id: z.number().int(),
  question: z.string(),
  /** '' until answered. */
  answer: z.string(),
  dates: z.string(),
  times: z.string(),
  /** When answered ('' before). */
  answered: z.string(),
});
export const quoteQuestionsData = z.object({
  listItem: z.array(quoteQuestionItem),
  /** After `quoteAsk`/`quoteAnswer`: the text held contact details, shown masked until the award. */
  contactHidden: z.boolean().optional(),
  /** The viewer may ask (the client, the project open, fewer than the most questions). */
  canAsk: z.boolean(),
  /** The viewer answers (the quotation's factory, the project open). */
  canAnswer: z.boolean(),
});

/** `businesCmt`: a party of an accepted project reviews the other side (modules/reviews, kind `project`). */
export const projectCmtBody = cmtBody.extend({ id: projectIdField });
/** `winnerInfo`: the other side's contacts, once a factory is chosen. */
export const projectWinnerData = z.object({
  cardno: z.string(),
  name: z.string(),
  mobile: z.string(),
  qqnum: z.string(),
  email: z.string(),
});
const beforeReview = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'state_conflict',
} as const;
const noWinner = {
  visitor: 'not_logged_in',
  member: 'not_found',
  operator: 'not_found',
  owner: 'forbidden',
} as const;

/** A party's step on a project others can see: refused to anyone else. */
const partyOnly = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'success',
} as const;
/** A member without a quotation on the project (the client included). */
const noQuote = {
  visitor: 'not_logged_in',
  member: 'not_found',
  operator: 'not_found',
  owner: 'not_found',
} as const;
const afterAward = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'forbidden',
  owner: 'state_conflict',
} as const;

export const projectsCalls = {
  'Projectcenter/businesPrjctPub': {
    method: 'POST',
    path: '/api/Projectcenter/businesPrjctPub',
    summary: '发布搭建需求（需实名或企业认证；提交后审核）',
    body: projectPubBody,
    data: projectInfo.extend({ contactHidden }),
    auth: true,
  },
  'Projectcenter/businesPrjctEdit': {
    method: 'POST',
    path: '/api/Projectcenter/businesPrjctEdit',
    summary: '修改搭建需求（选定报价前；修改后重新审核）',
    body: projectEditBody,
    data: projectInfo.extend({ contactHidden }),
    auth: true,
    access: {
      object: 'project',
      with: 'edit',
      expect: { pending: ownerOnly, open: partyOnly, won: afterAward, closed: afterAward },
    },
  },
  'Projectcenter/prjctDraftSave': {
    method: 'POST',
    path: '/api/Projectcenter/prjctDraftSave',
    summary: '保存搭建需求草稿（向导每一步离开时保存，可在任何设备继续）',
    body: draftSaveBody,
    data: draftItem,
    auth: true,
    access: {
      object: 'projectDraft',
      with: { step: 2, fields: { addr: '福田区福华三路111号' } },
      expect: { saved: ownerOnly },
    },
  },
  'Projectcenter/prjctDraftInfo': {
    method: 'POST',
    path: '/api/Projectcenter/prjctDraftInfo',
    summary: '读取一份搭建需求草稿',
    body: z.object({ id: z.number({ error: '请指定草稿' }).int().positive('草稿编号不正确') }),
    data: draftItem,
    auth: true,
    access: { object: 'projectDraft', expect: { saved: ownerOnly } },
  },
  'Projectcenter/prjctDraftList': {
    method: 'POST',
    path: '/api/Projectcenter/prjctDraftList',
    summary: '我的搭建需求草稿（最近保存的在前）',
    body: z.object({}),
    data: draftListData,
    auth: true,
  },
  'Projectcenter/businesPrjctList': {
    method: 'POST',
    path: '/api/Projectcenter/businesPrjctList',
    summary: '我发布的搭建项目',
    body: projectListBody,
    data: projectListData,
    auth: true,
  },
  'Projectcenter/businesPrjctInfo': {
    method: 'POST',
    path: '/api/Projectcenter/businesPrjctInfo',
    summary: '搭建项目详情（审核通过的公开；联系方式与中标报价仅双方可见）',
    body: idBody,
    data: projectInfo,
    auth: false,
    access: {
      object: 'project',
      expect: { pending: ownerAndOperators, open: everyone, won: everyone, closed: everyone },
    },
  },
  'Projectcenter/closePrjct': {
    method: 'POST',
    path: '/api/Projectcenter/closePrjct',
    summary: '关闭搭建项目（选定报价前，无费用）',
    body: closeBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      expect: { pending: ownerOnly, open: partyOnly, won: afterAward, closed: afterAward },
    },
  },
  'Projectcenter/factoryPrjctHall': {
    method: 'POST',
    path: '/api/Projectcenter/factoryPrjctHall',
    summary: '项目大厅：报价中的搭建项目',
    body: projectHallBody,
    data: projectListData,
    auth: false,
  },
  'Projectcenter/factoryQuote': {
    method: 'POST',
    path: '/api/Projectcenter/factoryQuote',
    summary: '工厂报价或修改报价（需企业认证和工厂资料；项目报价中时可修改，每次修改都保留）',
    body: quoteBody,
    data: quoteOut.extend({ contactHidden }),
    auth: true,
    access: {
      object: 'project',
      with: {
        dimian: [{ name: '木地台', spec: '10cm高，含地毯', unit: '㎡', qty: 36, price: 120 }],
        validity: '$validity',
        days: 3,
      },
      expect: {
        pending: {
          visitor: 'not_logged_in',
          member: 'not_found',
          operator: 'not_found',
          owner: 'not_verified',
        },
        open: { visitor: 'not_logged_in', member: 'success', operator: 'success', owner: 'not_verified' },
        closed: {
          visitor: 'not_logged_in',
          member: 'state_conflict',
          operator: 'state_conflict',
          owner: 'not_verified',
        },
      },
    },
  },
  'Projectcenter/factoryQuoteInfo': {
    method: 'POST',
    path: '/api/Projectcenter/factoryQuoteInfo',
    summary: '我的报价详情（工厂读取自己在该项目上的当前报价，用于修改报价和查看结果）',
    body: idBody,
    data: quoteOut,
    auth: true,
    access: {
      object: 'project',
      // the fixture's quoting factory is neither the owner (the client) nor the other member
      expect: inStates(noQuote, 'pending', 'open', 'won', 'closed'),
    },
  },
  'Projectcenter/factoryPrjctList': {
    method: 'POST',
    path: '/api/Projectcenter/factoryPrjctList',
    summary: '我的报价（工厂）',
    body: myQuoteListBody,
    data: myQuoteListData,
    auth: true,
  },
  'Projectcenter/checkPrice': {
    method: 'POST',
    path: '/api/Projectcenter/checkPrice',
    summary: '比价：全部报价按分类并列，标出各分类最低价（发布者）',
    body: idBody,
    data: checkPriceData,
    auth: true,
    access: {
      object: 'project',
      expect: { pending: ownerOnly, ...inStates(partyOnly, 'open', 'won', 'closed') },
    },
  },
  'Projectcenter/wonPrjct': {
    method: 'POST',
    path: '/api/Projectcenter/wonPrjct',
    summary: '选定中标报价（未选中的工厂收到通知）',
    body: wonBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { quote: '$quote' },
      expect: { open: partyOnly, won: afterAward, closed: afterAward },
    },
  },
  'Projectcenter/contractList': {
    method: 'POST',
    path: '/api/Projectcenter/contractList',
    summary: '合同的全部版本（双方可见；每个版本有 SHA-256 校验码与双方签署记录）',
    body: idBody,
    data: z.object({ listItem: z.array(contractVersionOut) }),
    auth: true,
    access: {
      object: 'project',
      expect: {
        pending: ownerAndOperatorsSignedIn,
        ...inStates({ ...partyOnly, operator: 'success' }, 'open', 'won', 'closed'),
      },
    },
  },
  'Projectcenter/contractPdf': {
    method: 'GET',
    path: '/api/Projectcenter/contractPdf',
    summary: '下载合同PDF（双方与运营人员；n 为版本号，缺省为当前版本）',
    query: z.object({
      id: z.coerce.number({ error: '请指定项目' }).int().positive('项目编号不正确'),
      n: z.coerce.number().int().positive('合同版本不正确').optional(),
    }),
    data: z.null(),
    download: 'application/pdf',
    auth: true,
    access: {
      object: 'project',
      expect: {
        won: { visitor: 'not_logged_in', member: 'forbidden', operator: 'success', owner: 'success' },
      },
    },
  },
  'Projectcenter/signbContract': {
    method: 'POST',
    path: '/api/Projectcenter/signbContract',
    summary: '客户签署合同（当前版本；短信验证码与支付密码；双方签署后托管预付款）',
    body: signBBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { version: '$version', sha256: '$sha256', code: '000000', paycode: '482916' },
      expect: {
        won: { ...partyOnly, owner: 'pay_password_unset' },
        open: afterAward,
        closed: afterAward,
      },
    },
  },
  'Projectcenter/signfContract': {
    method: 'POST',
    path: '/api/Projectcenter/signfContract',
    summary: '工厂签署合同（当前版本；短信验证码）',
    body: signFBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { version: '$version', sha256: '$sha256', code: '000000' },
      expect: inStates(
        { visitor: 'not_logged_in', member: 'forbidden', operator: 'forbidden', owner: 'forbidden' },
        'open',
        'won',
        'closed',
      ),
    },
  },
  'Projectcenter/bUpdateContract': {
    method: 'POST',
    path: '/api/Projectcenter/bUpdateContract',
    summary: '客户修改合同（重新生成或上传PDF；需工厂确认，双方签署重置）',
    body: contractUpdateBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { prepayp: 40 },
      expect: { won: partyOnly, open: afterAward, closed: afterAward },
    },
  },
  'Projectcenter/fUpdateContract': {
    method: 'POST',
    path: '/api/Projectcenter/fUpdateContract',
    summary: '工厂修改合同（重新生成或上传PDF；需客户确认，双方签署重置）',
    body: contractUpdateBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { prepayp: 40 },
      expect: inStates(
        { visitor: 'not_logged_in', member: 'forbidden', operator: 'forbidden', owner: 'forbidden' },
        'won',
        'closed',
      ),
    },
  },
  'Projectcenter/refuseContract': {
    method: 'POST',
    path: '/api/Projectcenter/refuseContract',
    summary: '拒绝对方提出的合同修改（原版本继续有效）',
    body: contractRefuseBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { version: '$version' },
      expect: { won: { ...partyOnly, owner: 'state_conflict' }, open: afterAward },
    },
  },
  // ------------------------------------------------------------ after signing (decision 035)
  'Projectcenter/fUpdateDrawings': {
    method: 'POST',
    path: '/api/Projectcenter/fUpdateDrawings',
    summary: '上传施工图（中标工厂；签约后、客户确认前可重新上传）',
    body: drawingsBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { drawings: ['f0000000000000000000000000000000'] },
      expect: notTheFactory,
    },
  },
  'Projectcenter/bApproveDrawings': {
    method: 'POST',
    path: '/api/Projectcenter/bApproveDrawings',
    summary: '确认施工图（发布者，需支付密码；预付款随即支付给工厂）',
    body: payStagesBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { paycode: '482916' },
      expect: { open: afterAward, won: afterAward, closed: afterAward },
    },
  },
  'Projectcenter/bPayStages': {
    method: 'POST',
    path: '/api/Projectcenter/bPayStages',
    summary: '托管进场款和尾款（发布者，需支付密码；进场前）',
    body: payStagesBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { paycode: '482916' },
      expect: { open: afterAward, won: afterAward, closed: afterAward },
    },
  },
  'Projectcenter/fUpdateReports': {
    method: 'POST',
    path: '/api/Projectcenter/fUpdateReports',
    summary: '提交完工报告（中标工厂；完工照片、报告文件、是否含撤展）',
    body: reportsBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { reportpics: ['f0000000000000000000000000000000'] },
      expect: notTheFactory,
    },
  },
  'Projectcenter/bUpdateReports': {
    method: 'POST',
    path: '/api/Projectcenter/bUpdateReports',
    summary: '验收完工报告（发布者，需支付密码；尾款随即支付给工厂）',
    body: payStagesBody,
    data: projectInfo,
    auth: true,
    access: {
      object: 'project',
      with: { paycode: '482916' },
      expect: { open: afterAward, won: afterAward, closed: afterAward },
    },
  },
  // ------------------------------------------------------------ questions on a quotation
  'Projectcenter/quoteQuestions': {
    method: 'POST',
    path: '/api/Projectcenter/quoteQuestions',
    summary: '报价问答（发布者与该报价的工厂可见）',
    body: quoteQuestionsBody,
    data: quoteQuestionsData,
    auth: true,
    access: {
      object: 'project',
      with: { quote: '$quote' },
      expect: { open: partyOnly, won: partyOnly, closed: partyOnly },
    },
  },
  'Projectcenter/quoteAsk': {
    method: 'POST',
    path: '/api/Projectcenter/quoteAsk',
    summary: '就报价向工厂提问（发布者；项目报价中）',
    body: quoteAskBody,
    data: quoteQuestionsData,
    auth: true,
    access: {
      object: 'project',
      with: { quote: '$quote', conts: '背板是否含灯箱制作？' },
      expect: {
        open: partyOnly,
        won: { ...partyOnly, owner: 'state_conflict' },
        closed: { ...partyOnly, owner: 'state_conflict' },
      },
    },
  },
  'Projectcenter/quoteAnswer': {
    method: 'POST',
    path: '/api/Projectcenter/quoteAnswer',
    summary: '回答客户对报价的提问（该报价的工厂；每个问题回答一次）',
    body: quoteAnswerBody,
    data: quoteQuestionsData,
    auth: true,
    access: {
      object: 'project',
      with: { quote: '$quote', question: 1, conts: '含灯箱，见背板明细。' },
      expect: notTheFactory,
    },
  },
  // ------------------------------------------------------------ venue deposits (decision 038)
  'Projectcenter/depositList': {
    method: 'POST',
    path: '/api/Projectcenter/depositList',
    summary: '场馆押金记录（施工押金、清洁押金；签约后双方可见）',
    body: idBody,
    data: depositListData,
    auth: true,
    access: { object: 'project', expect: { open: afterAward, won: afterAward, closed: afterAward } },
  },
  'Projectcenter/depositUpdate': {
    method: 'POST',
    path: '/api/Projectcenter/depositUpdate',
    summary: '记录押金缴纳与退还（由缴纳押金的一方记录；平台外支付给场馆，仅作记录）',
    body: depositUpdateBody,
    data: depositListData,
    auth: true,
    access: {
      object: 'project',
      with: { kind: '施工押金', state: 'paid', amount: 10000, paydate: '2026-01-05' },
      expect: { open: afterAward, won: afterAward, closed: afterAward },
    },
  },
  // ------------------------------------------------------------ reviews and contacts (decision 035)
  'Projectcenter/businesCmt': {
    method: 'POST',
    path: '/api/Projectcenter/businesCmt',
    summary: '评价合作方（项目验收后双方各评价一次；双方都评价或验收14天后一起公开）',
    body: projectCmtBody,
    data: cmtItem,
    auth: true,
    access: {
      object: 'project',
      with: { fit: 5, punctual: 4, comm: 5, value: 4, conts: '展台搭建质量很好，按时完工。' },
      expect: { open: beforeReview, won: beforeReview, closed: beforeReview },
    },
  },
  'Projectcenter/businesCmtPrjct': {
    method: 'POST',
    path: '/api/Projectcenter/businesCmtPrjct',
    summary: '某个项目的评价情况（双方可见：可否评价、我的评价、已公开的对方评价）',
    body: idBody,
    data: cmtTaskData,
    auth: true,
    access: { object: 'project', expect: { open: partyOnly, won: partyOnly, closed: partyOnly } },
  },
  'Projectcenter/businesCmtList': {
    method: 'POST',
    path: '/api/Projectcenter/businesCmtList',
    summary: '我的评价（我给出的、我收到的；收到的评价公开后可见）',
    body: cmtListBody,
    data: cmtListData,
    auth: true,
  },
  'Projectcenter/businesCmtItem': {
    method: 'POST',
    path: '/api/Projectcenter/businesCmtItem',
    summary: '一条评价（作者随时可见；被评价方公开后可见）',
    body: cmtItemBody,
    data: cmtItem,
    auth: true,
    access: { object: 'cmt', expect: inStates(ownerAndOperatorsSignedIn, 'pending', 'published') },
  },
  'Projectcenter/businesCmtEdit': {
    method: 'POST',
    path: '/api/Projectcenter/businesCmtEdit',
    summary: '修改评价（公开前）',
    body: cmtEditBody,
    data: cmtItem,
    auth: true,
    access: {
      object: 'cmt',
      with: 'edit',
      expect: { pending: ownerOnly, published: { ...ownerOnly, owner: 'state_conflict' } },
    },
  },
  'Projectcenter/winnerInfo': {
    method: 'POST',
    path: '/api/Projectcenter/winnerInfo',
    summary: '对方联系方式（选定工厂后双方可见）',
    body: idBody,
    data: projectWinnerData,
    auth: true,
    access: { object: 'project', expect: { open: noWinner, won: ownerOnly, closed: noWinner } },
  },
} as const satisfies Record<string, CallDef>;
