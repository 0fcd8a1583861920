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
import { cardno, page, pageSize, singleLineText } from './common/fields.ts';
import { listingKind, listingStatuses } from './listings.ts';
import type { CallDef } from './common/call.ts';
import { ownerEdits, reviewedRead } from './common/access.ts';
import {
  SPACE_MAX_AREA,
  SPACE_MAX_PRICE,
  SPACE_MAX_SEATS,
  spaceLayouts,
  spaceTypes,
} from './values/spaces.ts';
export * from './values/spaces.ts';

/**
 * Convention spaces (`hycd`, DESIGN §5 Listings and discovery): a venue's hall or meeting room, with its
 * capacity per layout, floor area and daily price range. Published by members, moderated through the calls
 * of `content.ts`, searched by keyword, city, capacity, area and price (docs/domains/spaces.md).
 */

/** What a space offers (`facilities`, any subset). */
export const spaceFacilities = [
  '投影',
  'LED屏',
  '音响',
  '麦克风',
  '同传设备',
  '舞台',
  '灯光',
  '无线网络',
  '停车场',
  '餐饮',
  '茶歇',
  '住宿',
  '无障碍设施',
] as const;
export type SpaceFacility = (typeof spaceFacilities)[number];

/** A member keeps at most this many new spaces waiting for review (edits of their own are not counted). */
export const pendingSpaceLimit = 50;

const seats = (label: string) => wholeNumber(label, SPACE_MAX_SEATS).default(0);

/**
 * `Article/hycdPub`: publish a space, or with `id` edit one's own. Every publish and edit goes to review
 * (`checked` 0). `conts` is rich text, sanitised by the server. Images are file ids from `Upload/file`
 * with purpose `listing`. Prices are whole yuan per day; `priceMin` = `priceMax` = 0 means 面议.
 */
export const spacePubBody = z
  .object({
    id: z.number().int().positive().optional(),
    title: textField('场地名称', 4, 60),
    venueType: z.enum(spaceTypes, { error: '请选择场地类型' }),
    prov: singleLineText('省份', { error: '请选择省份' }).max(20),
    city: singleLineText('城市', { error: '请选择城市' }).max(20),
    addr: textField('详细地址', 4, 100),
    /** Floor area in m². */
    areas: wholeNumber('场地面积', SPACE_MAX_AREA).min(1, '请输入场地面积'),
    capTheatre: seats('剧院式人数'),
    capClassroom: seats('课桌式人数'),
    capBanquet: seats('宴会式人数'),
    capUshape: seats('U型人数'),
    priceMin: wholeNumber('最低价格', SPACE_MAX_PRICE).default(0),
    priceMax: wholeNumber('最高价格', SPACE_MAX_PRICE).default(0),
    facilities: z
      .array(z.enum(spaceFacilities, { error: '配套设施不正确' }))
      .max(spaceFacilities.length)
      .default([]),
    conts: richTextField('场地介绍'),
    cover: fileIdField('封面图片'),
    pics: z.array(fileIdField('图片')).max(20, '图片最多20张').default([]),
    contact: textField('联系人', 2, 20),
    phone: contactPhone,
  })
  .superRefine(
    (b, ctx) => {
      checkProvinceCity(b, ctx);
      const caps = [b.capTheatre, b.capClassroom, b.capBanquet, b.capUshape];
      if (caps.every((n) => typeof n === 'number') && !caps.some((n) => n > 0))
        ctx.addIssue({ code: 'custom', path: ['capTheatre'], message: '请至少填写一种摆台方式的容纳人数' });
      if (typeof b.priceMin === 'number' && typeof b.priceMax === 'number' && b.priceMax < b.priceMin)
        ctx.addIssue({ code: 'custom', path: ['priceMax'], message: '最高价格不能低于最低价格' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type SpacePubBody = z.infer<typeof spacePubBody>;

const image = z.object({ id: z.string(), url: z.string(), thumb: z.string() });

/** An approved exhibition or conference held at the space (`listings.space_id`). */
export const spaceEvent = z.object({
  id: z.number().int(),
  kind: listingKind,
  title: z.string(),
  sdate: z.string(),
  edate: z.string(),
  status: z.enum(listingStatuses),
  thumb: z.string(),
});
export type SpaceEvent = z.infer<typeof spaceEvent>;

/** One space in full (`Common/hycdInfo`, and the publish/edit response). */
export const spaceInfo = z.object({
  id: z.number().int(),
  title: z.string(),
  venueType: z.string(),
  prov: z.string(),
  city: z.string(),
  addr: z.string(),
  areas: z.number().int(),
  capTheatre: z.number().int(),
  capClassroom: z.number().int(),
  capBanquet: z.number().int(),
  capUshape: z.number().int(),
  /** Yuan per day; both 0 = 面议. */
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  facilities: z.array(z.string()),
  /** Sanitised HTML. */
  conts: z.string(),
  cover: image,
  pics: z.array(image),
  /** Shown to logged-in members only; '' for visitors. */
  contact: z.string(),
  phone: z.string(),
  /** The publisher's member number. */
  cardno,
  /** True for the publisher. */
  mine: z.boolean(),
  /** True when the logged-in member has it among their favourites. */
  fvr: z.boolean(),
  checked: reviewStateSchema,
  /** The operator's reason when rejected, for the publisher and operators; else ''. */
  reason: z.string(),
  /** Up to 6 approved exhibitions and conferences at this space that have not ended, soonest first. */
  events: z.array(spaceEvent),
  dates: z.string(),
  times: z.string(),
});
export type SpaceInfo = z.infer<typeof spaceInfo>;

export const spaceInfoBody = z.object({ id: z.number({ error: '请指定场地' }).int().positive() });

/** Search counts at most this many matches (`totalCapped` when there are more), as listings do. */
export const spaceSearchCap = 1000;

export const spaceSorts = ['relevance', 'newest', 'capacity', 'price'] as const;

const filterInt = (label: string, max: number) => wholeNumber(label, max).default(0);

/** `Common/searchHycd`: approved spaces only. A 0 number filter is no filter. */
export const spaceSearchBody = z
  .object({
    keyword: singleLineText('关键词').max(50, '关键词最多50个字').default(''),
    prov: singleLineText('省份').max(20).default(''),
    city: singleLineText('城市').max(20).default(''),
    venueType: z.enum([...spaceTypes, ''], { error: '场地类型不正确' }).default(''),
    /** At least this many seats: in `layout` when given, else in any layout. */
    capacity: filterInt('容纳人数', SPACE_MAX_SEATS),
    /** A layout the space must offer (with `capacity`, that many seats in it). */
    layout: z.enum([...spaceLayouts, ''], { error: '摆台方式不正确' }).default(''),
    /** Floor area range in m². */
    areaMin: filterInt('最小面积', SPACE_MAX_AREA),
    areaMax: filterInt('最大面积', SPACE_MAX_AREA),
    /** A budget in yuan per day: spaces whose lowest price is within it (面议 ones included). */
    priceMax: filterInt('预算', SPACE_MAX_PRICE),
    /**
     * `relevance` (the default with a keyword; else `newest`), `newest` published, `capacity` most seats
     * first (in `layout` when given), `price` lowest first (面议 last).
     */
    sort: z.enum(spaceSorts, { error: '排序方式不正确' }).default('relevance'),
    page,
    pageSize,
  })
  .refine((b) => !(b.areaMin > 0 && b.areaMax > 0 && b.areaMax < b.areaMin), {
    path: ['areaMax'],
    message: '最大面积不能小于最小面积',
  });
export type SpaceSearchBody = z.infer<typeof spaceSearchBody>;

export const spaceSearchItem = z.object({
  id: z.number().int(),
  /** HTML: the title escaped, matches of the keyword in `<em>`. */
  title: z.string(),
  /** HTML: a plain-text excerpt of the description, escaped, matches in `<em>`. */
  summary: z.string(),
  venueType: z.string(),
  prov: z.string(),
  city: z.string(),
  addr: z.string(),
  areas: z.number().int(),
  capTheatre: z.number().int(),
  capClassroom: z.number().int(),
  capBanquet: z.number().int(),
  capUshape: z.number().int(),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  facilities: z.array(z.string()),
  cover: z.string(),
  thumb: z.string(),
  dates: z.string(),
});
export const spaceSearchData = z.object({
  listItem: z.array(spaceSearchItem),
  /** Matches, counted up to `spaceSearchCap`: with `totalCapped` there are more (show "1000+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Conference venues: publishing (`Article/hycdPub`) and the public side (`Common/*`). */
export const spacesCalls = {
  'Article/hycdPub': {
    method: 'POST',
    path: '/api/Article/hycdPub',
    summary: '发布或修改会议场地（修改后重新审核）',
    body: spacePubBody,
    data: spaceInfo,
    auth: true,
    access: { object: 'hycd', with: 'edit', expect: ownerEdits },
  },
  'Common/hycdInfo': {
    method: 'POST',
    path: '/api/Common/hycdInfo',
    summary: '会议场地详情（审核通过的公开；联系方式仅登录会员可见；含在此举办的展会与会议）',
    body: spaceInfoBody,
    data: spaceInfo,
    auth: false,
    access: { object: 'hycd', expect: reviewedRead },
  },
  'Common/searchHycd': {
    method: 'POST',
    path: '/api/Common/searchHycd',
    summary: '会议场地搜索与列表（关键词、城市、类型、容纳人数、面积、价格）',
    body: spaceSearchBody,
    data: spaceSearchData,
    auth: false,
  },
} as const satisfies Record<string, CallDef>;
