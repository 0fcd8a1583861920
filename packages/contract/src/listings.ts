import { z } from './common/zod.ts';
import { reviewStateSchema } from './common/state-schemas.ts';
import {
  checkProvinceCity,
  contactPhone,
  fileIdField,
  richTextField,
  textField,
  wholeNumber,
} from './common/publish-fields.ts';
import { cardno, isoDate, page, pageSize, singleLineText } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { okSchema } from './common/envelope.ts';
import { ownerEdits, reviewedRead } from './common/access.ts';
import {
  conferenceTypes,
  listingIndustries,
  listingKinds,
  listingSorts,
  listingStatuses,
  registrationWays,
} from './values/listings.ts';
export * from './values/listings.ts';

/**
 * Listings (DESIGN §5 Listings and discovery): exhibitions (`huizhan`) and conferences (`huiyi`), which
 * share one shape. Convention spaces (`spaces.ts`) and booth photos (`gallery.ts`) have their own; all of
 * them are moderated through the calls of `content.ts`.
 */

export const listingKind = z.enum(listingKinds, { error: '内容类型不正确' });

const optionalText = (label: string, max: number) =>
  singleLineText(label).max(max, `${label}最多${max}个字`).default('');

const count = (label: string) => wholeNumber(label, 100_000_000).default(0);

const optionalDate = z.union([isoDate, z.literal('')]).default('');

/** A registration link: http(s), at most 300 characters. */
export const REGISTRATION_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** One item of a conference's agenda, in the publisher's order. */
export const agendaItem = z.object({
  /** When, as the publisher writes it: `09:00–09:30`, `4月12日 14:00`, `第二天上午`. */
  time: textField('议程时间', 1, 30),
  topic: textField('议题', 2, 60),
  /** Speaker(s) with their title, or ''. */
  speaker: optionalText('演讲嘉宾', 60),
});
export type AgendaItem = z.infer<typeof agendaItem>;

/** The fields both kinds share. */
const pubFields = {
  id: z.number().int().positive().optional(),
  title: textField('标题', 4, 60),
  industry: z.enum(listingIndustries, { error: '请选择所属行业' }),
  /** The organiser (主办单位). */
  organiser: textField('主办单位', 2, 60),
  /** The organiser's executing partner (承办单位), or ''. */
  undertaker: optionalText('承办单位', 60),
  venue: textField('展馆/场地名称', 2, 60),
  /** Hall(s) or meeting room, e.g. `1-3号馆`, `七海厅`. */
  hall: optionalText('展厅', 40),
  prov: singleLineText('省份', { error: '请选择省份' }).max(20),
  city: singleLineText('城市', { error: '请选择城市' }).max(20),
  addr: textField('详细地址', 4, 100),
  sdate: isoDate,
  edate: isoDate,
  conts: richTextField('详细介绍'),
  cover: fileIdField('封面图片'),
  pics: z.array(fileIdField('图片')).max(20, '图片最多20张').default([]),
  contact: textField('联系人', 2, 20),
  phone: contactPhone,
  /** The venue when it is listed as an approved convention space (`spaces.ts`), or null/absent. */
  spaceId: z
    .number({ error: '请选择关联场地' })
    .int('请选择关联场地')
    .positive('请选择关联场地')
    .nullable()
    .optional(),
};

const isObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

function checkCommon(b: { prov: string; city: string; sdate: string; edate: string }, ctx: z.RefinementCtx) {
  checkProvinceCity(b, ctx);
  if (typeof b.sdate === 'string' && typeof b.edate === 'string' && b.edate < b.sdate)
    ctx.addIssue({ code: 'custom', path: ['edate'], message: '结束日期不能早于开始日期' });
}

/**
 * `Article/huizhanPub`: publish an exhibition, or with `id` edit one's own. Every publish and edit goes
 * to review (`checked` 0). `conts` is rich text, sanitised by the server to a small set of tags. Images
 * are file ids from `Upload/file` with purpose `listing`.
 */
export const exhibitionPubBody = z
  .object({
    ...pubFields,
    /** Move-in (布展) and teardown (撤展) start dates, or ''. */
    indate: optionalDate,
    outdate: optionalDate,
    /** Scale: area in m², exhibitors, visitors (0 = not given). */
    areas: count('展览面积'),
    exhibitors: count('展商数量'),
    visitors: count('观众人数'),
    /** Floor plans (展位图). */
    plans: z.array(fileIdField('展位图')).max(10, '展位图最多10张').default([]),
  })
  .superRefine((b, ctx) => {
    checkCommon(b, ctx);
    if (b.indate && typeof b.sdate === 'string' && b.indate > b.sdate)
      ctx.addIssue({ code: 'custom', path: ['indate'], message: '布展日期不能晚于开始日期' });
    if (b.outdate && typeof b.edate === 'string' && b.outdate < b.edate)
      ctx.addIssue({ code: 'custom', path: ['outdate'], message: '撤展日期不能早于结束日期' });
  }, isObject);
export type ExhibitionPubBody = z.infer<typeof exhibitionPubBody>;

/**
 * `Article/huiyiPub`: publish a conference, or with `id` edit one's own; the same rules as exhibitions,
 * with a conference's own fields instead of an exhibition's (no move-in/teardown, area, exhibitors or
 * floor plans). A phone registration uses the listing's contact phone (shown to logged-in members).
 */
export const conferencePubBody = z
  .object({
    ...pubFields,
    confType: z
      .union([z.enum(conferenceTypes, { error: '请选择会议类型' }), z.literal('')], {
        error: '请选择会议类型',
      })
      .default(''),
    /** Expected attendees (0 = not given). */
    attendees: count('参会人数'),
    agenda: z.array(agendaItem).max(40, '议程最多40项').default([]),
    regWays: z
      .array(z.enum(registrationWays, { error: '报名方式不正确' }))
      .max(3, '报名方式最多3种')
      .refine((w) => new Set(w).size === w.length, '报名方式重复')
      .default([]),
    /** The online registration page (with `online`), else ''. */
    regUrl: singleLineText('报名链接')
      .max(300, '报名链接最多300个字符')
      .refine((u) => u === '' || REGISTRATION_URL.test(u), '请输入以 http:// 或 https:// 开头的报名链接')
      .default(''),
    /** How to register, in the publisher's words (deadline, fee, what to bring), or ''. */
    regNote: optionalText('报名说明', 200),
  })
  .superRefine((b, ctx) => {
    checkCommon(b, ctx);
    if (Array.isArray(b.regWays) && b.regWays.includes('online') && !b.regUrl)
      ctx.addIssue({ code: 'custom', path: ['regUrl'], message: '选择线上报名时请填写报名链接' });
  }, isObject);
export type ConferencePubBody = z.infer<typeof conferencePubBody>;

export type ListingPubBody = ExhibitionPubBody | ConferencePubBody;

const image = z.object({ id: z.string(), url: z.string(), thumb: z.string() });

/** What the detail of either kind holds. */
const infoFields = {
  id: z.number().int(),
  title: z.string(),
  industry: z.string(),
  organiser: z.string(),
  /** 承办单位, or ''. */
  undertaker: z.string(),
  venue: z.string(),
  hall: z.string(),
  prov: z.string(),
  city: z.string(),
  addr: z.string(),
  sdate: z.string(),
  edate: z.string(),
  status: z.enum(listingStatuses),
  /** Sanitised HTML. */
  conts: z.string(),
  cover: image,
  pics: z.array(image),
  /** Shown to logged-in members only; '' for visitors. */
  contact: z.string(),
  phone: z.string(),
  /** The linked convention space while it is approved (its page is `/conventionSpace/spaceInfo?id=`). */
  space: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The publisher's member number. */
  cardno,
  /** True for the publisher. */
  mine: z.boolean(),
  /** True when the viewer has favourited it (`Myfavorite/huizhanFvr`, `huiyiFvr`); false for visitors. */
  fvr: z.boolean(),
  checked: reviewStateSchema,
  /** The operator's reason when rejected, for the publisher and operators; else ''. */
  reason: z.string(),
  dates: z.string(),
  times: z.string(),
};

/** One exhibition in full (`Common/huizhanInfo`, and the publish/edit response). */
export const exhibitionInfo = z.object({
  ...infoFields,
  kind: z.literal('huizhan'),
  /** '' when not given. */
  indate: z.string(),
  outdate: z.string(),
  /** 0 when not given. */
  areas: z.number().int(),
  exhibitors: z.number().int(),
  visitors: z.number().int(),
  plans: z.array(image),
});
export type ExhibitionInfo = z.infer<typeof exhibitionInfo>;

/** One conference in full (`Common/huiyiInfo`, and the publish/edit response). */
export const conferenceInfo = z.object({
  ...infoFields,
  kind: z.literal('huiyi'),
  /** '' when not given. */
  confType: z.string(),
  /** 0 when not given. */
  attendees: z.number().int(),
  agenda: z.array(z.object({ time: z.string(), topic: z.string(), speaker: z.string() })),
  regWays: z.array(z.enum(registrationWays)),
  /** Public (a visitor needs it to register); '' without `online`. */
  regUrl: z.string(),
  regNote: z.string(),
});
export type ConferenceInfo = z.infer<typeof conferenceInfo>;

/** One listing in full, either kind. */
export const listingInfo = z.discriminatedUnion('kind', [exhibitionInfo, conferenceInfo]);
export type ListingInfo = z.infer<typeof listingInfo>;

export const listingInfoBody = z.object({ id: z.number({ error: '请指定内容' }).int().positive() });

/**
 * `Common/downloadHzImg?id=N` (GET): an approved exhibition's images (cover, pictures, floor plans) as one
 * zip. The id is in the query string so that a plain link downloads it (decision 009).
 */
export const listingDownloadQuery = z.object({
  id: z.coerce.number({ error: '请指定展会' }).int('请指定展会').positive('请指定展会'),
});

/**
 * Search counts at most this many matches (`total`, with `totalCapped` when there are more) and, with a
 * keyword, ranks by relevance among at most this many (decision 008).
 */
export const listingSearchCap = 1000;

/** A search's `status`: one of the listing statuses, or `current` (not ended: ongoing or upcoming). */
export const listingSearchStatuses = [...listingStatuses, 'current'] as const;
export type ListingSearchStatus = (typeof listingSearchStatuses)[number];

/** `Common/searchHuizhan`, `Common/searchHuiyi`: approved listings only. */
export const listingSearchBody = z.object({
  keyword: singleLineText('关键词').max(50, '关键词最多50个字').default(''),
  prov: singleLineText('省份').max(20).default(''),
  city: singleLineText('城市').max(20).default(''),
  industry: z.union([z.enum(listingIndustries), z.literal('')], { error: '行业不正确' }).default(''),
  /** A date range: listings running on any day of it (either end may be ''). */
  sdate: optionalDate,
  edate: optionalDate,
  status: z.union([z.enum(listingSearchStatuses), z.literal('')], { error: '状态不正确' }).default(''),
  /**
   * `sdate`, the date order: running today (ending soonest first), then upcoming (starting soonest first),
   * then ended (last ended first). `relevance` (the default): by relevance with a keyword, the ended ones
   * after the others; the date order without one. `newest`: last published first.
   */
  sort: z.enum(listingSorts, { error: '排序方式不正确' }).default('relevance'),
  page,
  pageSize,
});
export type ListingSearchBody = z.infer<typeof listingSearchBody>;

export const listingSearchItem = z.object({
  id: z.number().int(),
  kind: listingKind,
  /** HTML: the title escaped, matches of the keyword in `<em>`. */
  title: z.string(),
  /** HTML: a plain-text excerpt of the description, escaped, matches in `<em>`. */
  summary: z.string(),
  industry: z.string(),
  prov: z.string(),
  city: z.string(),
  venue: z.string(),
  sdate: z.string(),
  edate: z.string(),
  status: z.enum(listingStatuses),
  /** A conference's type (`conferenceTypes`), or '' (exhibitions, or not given). */
  confType: z.string(),
  cover: z.string(),
  thumb: z.string(),
  dates: z.string(),
});
export const listingSearchData = z.object({
  listItem: z.array(listingSearchItem),
  /** Matches, counted up to `listingSearchCap`: with `totalCapped` there are more (show "1000+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Exhibitions and conferences: publishing (`Article/*`) and the public side (`Common/*`). */
export const listingsCalls = {
  'Article/huizhanPub': {
    method: 'POST',
    path: '/api/Article/huizhanPub',
    summary: '发布或修改展会（修改后重新审核）',
    body: exhibitionPubBody,
    data: exhibitionInfo,
    auth: true,
    access: { object: 'huizhan', with: 'edit', expect: ownerEdits },
  },
  'Article/huiyiPub': {
    method: 'POST',
    path: '/api/Article/huiyiPub',
    summary: '发布或修改会议（修改后重新审核；会议类型、参会人数、议程、报名方式）',
    body: conferencePubBody,
    data: conferenceInfo,
    auth: true,
    access: { object: 'huiyi', with: 'edit', expect: ownerEdits },
  },
  'Common/huizhanInfo': {
    method: 'POST',
    path: '/api/Common/huizhanInfo',
    summary: '展会详情（审核通过的公开；联系方式仅登录会员可见）',
    body: listingInfoBody,
    data: exhibitionInfo,
    auth: false,
    access: { object: 'huizhan', expect: reviewedRead },
  },
  'Common/huiyiInfo': {
    method: 'POST',
    path: '/api/Common/huiyiInfo',
    summary: '会议详情（审核通过的公开；联系方式仅登录会员可见；议程与报名方式）',
    body: listingInfoBody,
    data: conferenceInfo,
    auth: false,
    access: { object: 'huiyi', expect: reviewedRead },
  },
  'Common/downloadHzImg': {
    method: 'GET',
    path: '/api/Common/downloadHzImg',
    summary:
      '下载展会图片（?id=展会id；封面、现场图片、展位图打包为一个 zip 直接返回，文件名为展会标题；出错时返回 JSON 信封；按 IP 限频）',
    query: listingDownloadQuery,
    data: okSchema,
    download: 'application/zip',
    auth: false,
    access: { object: 'huizhan', expect: reviewedRead },
  },
  'Common/searchHuizhan': {
    method: 'POST',
    path: '/api/Common/searchHuizhan',
    summary: '展会搜索与列表（关键词、城市、行业、日期、状态）',
    body: listingSearchBody,
    data: listingSearchData,
    auth: false,
  },
  'Common/searchHuiyi': {
    method: 'POST',
    path: '/api/Common/searchHuiyi',
    summary: '会议搜索与列表（关键词、城市、行业、日期、状态）',
    body: listingSearchBody,
    data: listingSearchData,
    auth: false,
  },
} as const satisfies Record<string, CallDef>;
