import { z } from './common/zod.ts';
import {
  checkProvinceCity,
  contactPhone,
  fileIdField,
  richTextField,
  textField,
  wholeNumber,
} from './common/publish-fields.ts';
import { cardno, isoDate, page, pageSize } from './common/fields.ts';

/**
 * Listings (DESIGN §5 Listings and discovery): exhibitions (`huizhan`) and conferences (`huiyi`), which
 * share one shape. Convention spaces (`spaces.ts`) and booth photos (`gallery.ts`) have their own; all of
 * them are moderated through the calls of `content.ts`.
 */
export const listingKinds = ['huizhan', 'huiyi'] as const;
export const listingKind = z.enum(listingKinds, { error: '内容类型不正确' });
export type ListingKind = z.infer<typeof listingKind>;

export const listingKindNames: Record<ListingKind, string> = { huizhan: '展会', huiyi: '会议' };

/** The exhibition industries (`industry`), one per listing. */
export const listingIndustries = [
  '汽车交通',
  '机械工业',
  '电子电器',
  '信息通信',
  '建筑建材',
  '家居家具',
  '医疗健康',
  '食品饮料',
  '农业林业',
  '化工能源',
  '环保节能',
  '纺织服装',
  '美容美发',
  '文化教育',
  '旅游休闲',
  '礼品玩具',
  '印刷包装',
  '物流仓储',
  '安防消防',
  '金融服务',
  '综合其他',
] as const;

/** Computed from `sdate`/`edate` and today in China time. */
export const listingStatuses = ['upcoming', 'ongoing', 'past'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}最多${max}个字`).default('');

const count = (label: string) => wholeNumber(label, 100_000_000).default(0);

const optionalDate = z.union([isoDate, z.literal('')]).default('');

/**
 * `Article/huizhanPub` and `Article/huiyiPub`: publish, or with `id` edit one's own. Every publish and
 * edit goes to review (`checked` 0). `conts` is rich text, sanitised by the server to a small set of tags.
 * Images are file ids from `Upload/file` with purpose `listing`.
 */
export const listingPubBody = z
  .object({
    id: z.number().int().positive().optional(),
    title: textField('标题', 4, 60),
    industry: z.enum(listingIndustries, { error: '请选择所属行业' }),
    /** The organiser (主办单位). */
    organiser: textField('主办单位', 2, 60),
    venue: textField('展馆/场地名称', 2, 60),
    /** Hall(s), e.g. `1-3号馆`. */
    hall: optionalText('展厅', 40),
    prov: z.string({ error: '请选择省份' }).trim().max(20),
    city: z.string({ error: '请选择城市' }).trim().max(20),
    addr: textField('详细地址', 4, 100),
    sdate: isoDate,
    edate: isoDate,
    /** Move-in (布展) and teardown (撤展) start dates, or ''. */
    indate: optionalDate,
    outdate: optionalDate,
    /** Scale: area in m², exhibitors, visitors. */
    areas: count('展览面积'),
    exhibitors: count('展商数量'),
    visitors: count('观众人数'),
    conts: richTextField('详细介绍'),
    cover: fileIdField('封面图片'),
    pics: z.array(fileIdField('图片')).max(20, '图片最多20张').default([]),
    /** Floor plans (展位图). */
    plans: z.array(fileIdField('展位图')).max(10, '展位图最多10张').default([]),
    contact: textField('联系人', 2, 20),
    phone: contactPhone,
    /** The venue when it is listed as an approved convention space (`spaces.ts`), or null/absent. */
    spaceId: z
      .number({ error: '请选择关联场地' })
      .int('请选择关联场地')
      .positive('请选择关联场地')
      .nullable()
      .optional(),
  })
  .superRefine(
    (b, ctx) => {
      checkProvinceCity(b, ctx);
      if (typeof b.sdate === 'string' && typeof b.edate === 'string' && b.edate < b.sdate)
        ctx.addIssue({ code: 'custom', path: ['edate'], message: '结束日期不能早于开始日期' });
      if (b.indate && typeof b.sdate === 'string' && b.indate > b.sdate)
        ctx.addIssue({ code: 'custom', path: ['indate'], message: '布展日期不能晚于开始日期' });
      if (b.outdate && typeof b.edate === 'string' && b.outdate < b.edate)
        ctx.addIssue({ code: 'custom', path: ['outdate'], message: '撤展日期不能早于结束日期' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ListingPubBody = z.infer<typeof listingPubBody>;

const image = z.object({ id: z.string(), url: z.string(), thumb: z.string() });

/** One listing in full (`Common/huizhanInfo`, `huiyiInfo`, and the publish/edit response). */
export const listingInfo = z.object({
  id: z.number().int(),
  kind: listingKind,
  title: z.string(),
  industry: z.string(),
  organiser: z.string(),
  venue: z.string(),
  hall: z.string(),
  prov: z.string(),
  city: z.string(),
  addr: z.string(),
  sdate: z.string(),
  edate: z.string(),
  indate: z.string(),
  outdate: z.string(),
  areas: z.number().int(),
  exhibitors: z.number().int(),
  visitors: z.number().int(),
  status: z.enum(listingStatuses),
  /** Sanitised HTML. */
  conts: z.string(),
  cover: image,
  pics: z.array(image),
  plans: z.array(image),
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
  checked: z.number().int(),
  /** The operator's reason when rejected, for the publisher and operators; else ''. */
  reason: z.string(),
  dates: z.string(),
  times: z.string(),
});
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

/** `Common/searchHuizhan`, `Common/searchHuiyi`: approved listings only. */
export const listingSearchBody = z.object({
  keyword: z.string().trim().max(50, '关键词最多50个字').default(''),
  prov: z.string().trim().max(20).default(''),
  city: z.string().trim().max(20).default(''),
  industry: z.union([z.enum(listingIndustries), z.literal('')], { error: '行业不正确' }).default(''),
  /** A date range: listings running on any day of it (either end may be ''). */
  sdate: optionalDate,
  edate: optionalDate,
  status: z.union([z.enum(listingStatuses), z.literal('')], { error: '状态不正确' }).default(''),
  /** `relevance` (the default with a keyword; else `sdate`), `sdate` soonest first, `newest` published. */
  sort: z.enum(['relevance', 'sdate', 'newest'], { error: '排序方式不正确' }).default('relevance'),
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
