import { z } from './common/zod.ts';
import { contactHidden } from './masking.ts';
import { reviewStateSchema, verifyStateSchema } from './common/state-schemas.ts';
import { regionTree } from './common/regions.ts';
import {
  checkProvinceCity,
  fileIdField,
  richTextField,
  textField,
  wholeNumber,
} from './common/publish-fields.ts';
import { cardno, page, pageSize } from './common/fields.ts';
import { boothStyles } from './gallery.ts';
import type { CallDef } from './common/call.ts';
import {
  hiddenFromMembers,
  inStates,
  ownerAndOperatorsSignedIn,
  ownerEdits,
  publicOnceApproved,
  reviewStates,
  reviewedRead,
} from './common/access.ts';
import { PROFILE_MAX_PRICE, boothTypes } from './values/people.ts';
export * from './values/people.ts';

/**
 * People (issue 12; docs/domains/people.md): designer and factory profiles, their works (designers) and
 * build cases (factories), keyword search over profiles, and the reputation top lists. Fixed-price
 * services are in `services.ts`.
 *
 * - A profile is opened by a verified member: a designer profile needs `personauth` approved, a factory
 *   profile (the company's public page) `businsauth` approved. A member may hold both.
 * - Every edit of a profile goes to review (content kinds `designer`, `factory`); the version approved
 *   before stays public until the new one is approved. A factory's name is its verified business name.
 * - Works and cases are moderated content (kinds `work`, `case`): public once approved while their
 *   owner's profile is public; an edit goes back to review (hidden until approved, as listings are); a
 *   deletion removes them.
 * - No profile, work, case or service shows a phone number, QQ, WeChat id or e-mail address: the server
 *   masks them (`***`) in every text when it is written and again when it is read.
 * - Texts are plain text but for a work's or case's `conts` (sanitised rich text without links).
 */

/** The two kinds of profile. */
export const profileKinds = ['designer', 'factory'] as const;
export type ProfileKind = (typeof profileKinds)[number];
export const profileKindNames: Record<ProfileKind, string> = { designer: '设计师', factory: '工厂' };

/** A member who serves every city says so with this instead of a list (`cities`). */
export const NATIONWIDE = '全国';

/** Whether `name` is a city of the division tree (`上海市`, `苏州市`) or `全国`. */
export function isServedCity(name: string): boolean {
  if (name === NATIONWIDE) return true;
  return regionTree().some((p) => p.children?.some((c) => c.value === name));
}

export const MAX_PLANT_AREA = 1_000_000;
export const MAX_TEAM_SIZE = 100_000;
/** Booths built per month. */
export const MAX_CAPACITY = 10_000;
export const MAX_BOOTH_AREA = 10_000;

/** A work's or case's pictures: one cover and up to this many more. */
export const MAX_WORK_PICS = 11;
/** Qualification certificates on a factory profile. */
export const MAX_CERTS = 12;

/** A member keeps at most this many works (or cases) waiting for review. */
export const pendingWorkLimit = 30;

/** Search counts at most this many matches (`totalCapped` when there are more), as listings do. */
export const profileSearchCap = 1000;

/** How many cover works (or cases) a search result or top-list card carries. */
export const CARD_COVERS = 3;

/** Sub-schemas ---------------------------------------------------------------------------------- */

const image = z.object({ id: z.string(), url: z.string(), thumb: z.string() });
export type Image = z.infer<typeof image>;

const pickList = <T extends readonly [string, ...string[]]>(
  values: T,
  o: { label: string; min: number; max: number },
) =>
  z
    .array(z.enum(values, { error: `${o.label}不正确` }), { error: `请选择${o.label}` })
    .min(o.min, `请至少选择一项${o.label}`)
    .max(o.max, `${o.label}最多选择${o.max}项`)
    .transform((l) => [...new Set(l)]);

const specialities = pickList(boothTypes, { label: '擅长类型', min: 1, max: boothTypes.length });
const styles = pickList(boothStyles, { label: '擅长风格', min: 1, max: boothStyles.length });

const cities = z
  .array(z.string({ error: '服务城市不正确' }).trim(), { error: '请选择服务城市' })
  .min(1, '请至少选择一个服务城市')
  .max(30, '服务城市最多30个')
  .transform((l) => [...new Set(l)])
  .refine((l) => l.every(isServedCity), '服务城市不正确，请从列表中选择')
  .refine((l) => !(l.includes(NATIONWIDE) && l.length > 1), '已选择全国时无需再选其他城市');

/** Yuan per m², whole; both 0 = 面议. */
const pricePerM2 = (label: string) => wholeNumber(label, PROFILE_MAX_PRICE).default(0);

/** Adds the issue of a price range whose top is below its bottom. */
function checkPriceRange(b: { priceMin: unknown; priceMax: unknown }, ctx: z.RefinementCtx) {
  if (
    typeof b.priceMin === 'number' &&
    typeof b.priceMax === 'number' &&
    b.priceMax > 0 &&
    b.priceMax < b.priceMin
  )
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: '最高价格不能低于最低价格' });
}

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** Profiles ------------------------------------------------------------------------------------- */

/** The fields both kinds of profile share, as an edit sends them. */
const profileBase = {
  /** File id of the avatar or company logo (`Upload/file`, purpose `avatar` or `listing`). */
  logo: fileIdField('头像或标志'),
  /** Where the member is based. */
  prov: z.string({ error: '请选择省份' }).trim().max(20),
  city: z.string({ error: '请选择城市' }).trim().max(20),
  /** Plain text, line breaks kept. */
  descr: textField('简介', 20, 2000),
  specialities,
  styles,
  /** Cities served (city names of the division tree), or just `全国`. */
  cities,
  /** Yuan per m² (design fee, or build price); both 0 = 面议; `priceMax` 0 with a `priceMin` = "from". */
  priceMin: pricePerM2('最低价格'),
  priceMax: pricePerM2('最高价格'),
};

/**
 * `Designer/profileEdit`: opens the member's designer profile or submits a new version of it; needs
 * `personauth` approved. Every submission waits for review; a version approved before stays public
 * meanwhile. Submitting again while one waits replaces the waiting one.
 */
export const designerEditBody = z
  .object({
    /** Shown name: the designer's or the studio's (the seed's `u_name`). */
    name: textField('设计师名称', 2, 30),
    ...profileBase,
    descr: textField('个人简介', 20, 2000),
    /** Years of practice. */
    years: wholeNumber('从业年限', 60),
  })
  .superRefine(
    (b, ctx) => {
      checkProvinceCity(b, ctx);
      checkPriceRange(b, ctx);
    },
    { when: isObject },
  );
export type DesignerEditBody = z.infer<typeof designerEditBody>;

/**
 * `Company/profileEdit`: opens the member's factory profile (the company's public page) or submits a new
 * version; needs `businsauth` approved. The company name is the verified business name, not an input.
 * `certs` (qualification certificates, images) are public only once approved.
 */
export const factoryEditBody = z
  .object({
    ...profileBase,
    descr: textField('公司简介', 20, 2000),
    /** Plant area in m². */
    plantArea: wholeNumber('厂房面积', MAX_PLANT_AREA).min(1, '请输入厂房面积'),
    teamSize: wholeNumber('团队人数', MAX_TEAM_SIZE).min(1, '请输入团队人数'),
    /** Booths built per month. */
    capacity: wholeNumber('月搭建能力', MAX_CAPACITY).min(1, '请输入月搭建能力'),
    /** Equipment, one entry each (`CNC雕刻机`, `UV平板打印机`). */
    equipment: z
      .array(textField('设备名称', 2, 30), { error: '设备列表不正确' })
      .max(30, '设备最多30项')
      .default([]),
    /** Qualification certificates: file ids of images (`Upload/file`, purpose `listing`). */
    certs: z
      .array(fileIdField('资质证书'), { error: '资质证书不正确' })
      .max(MAX_CERTS, `资质证书最多${MAX_CERTS}张`)
      .default([]),
  })
  .superRefine(
    (b, ctx) => {
      checkProvinceCity(b, ctx);
      checkPriceRange(b, ctx);
    },
    { when: isObject },
  );
export type FactoryEditBody = z.infer<typeof factoryEditBody>;

/** One version of a designer profile as its owner (and operators) see it: the edit form's fields. */
export const designerFields = z.object({
  name: z.string(),
  logo: image,
  prov: z.string(),
  city: z.string(),
  descr: z.string(),
  specialities: z.array(z.string()),
  styles: z.array(z.string()),
  cities: z.array(z.string()),
  years: z.number().int(),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
});
export type DesignerFields = z.infer<typeof designerFields>;

/** One version of a factory profile as its owner (and operators) see it. */
export const factoryFields = z.object({
  /** The verified business name (at the time of that version). */
  company: z.string(),
  logo: image,
  prov: z.string(),
  city: z.string(),
  descr: z.string(),
  specialities: z.array(z.string()),
  styles: z.array(z.string()),
  cities: z.array(z.string()),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  plantArea: z.number().int(),
  teamSize: z.number().int(),
  capacity: z.number().int(),
  equipment: z.array(z.string()),
  certs: z.array(image),
});
export type FactoryFields = z.infer<typeof factoryFields>;

/** A member's own profile with its review state: what was submitted last and what is public. */
const ownProfile = <F extends z.ZodType>(fields: F) =>
  z.object({
    /** The profile's id (the favourites' and the review queue's id). */
    id: z.number().int(),
    cardno,
    /** The last submission's review: 0 waiting, 1 approved, 2 rejected (`reason`). */
    checked: reviewStateSchema,
    /** The operator's reason when the last submission was rejected, else ''. */
    reason: z.string(),
    /** True while a version is public (approved once; an edit under review does not hide it). */
    online: z.boolean(),
    /** The last submitted version (the form's values). */
    submitted: fields,
    /** The public version, or null before the first approval. */
    published: fields.nullable(),
    /** The public page. */
    link: z.string(),
    /** `Admin/contentReview`'s version (the last submission's time, ISO 8601). */
    version: z.string(),
    /** When the last version was submitted (China time). */
    dates: z.string(),
    times: z.string(),
  });

export const designerOwn = ownProfile(designerFields);
export const factoryOwn = ownProfile(factoryFields);

/**
 * `Designer/profileInfo {cardno?}`: the member's own designer profile (null before it is opened) and
 * their person verification, which decides whether they may open one; operators may name any member's
 * `cardno` (the review drawer). Another member's `cardno` is `not_found`.
 */
export const profileInfoBody = z.object({ cardno: cardno.optional() });
export const designerProfileData = z.object({
  /** The member's person verification (`VerifyState`): a designer profile needs 1. */
  personauth: verifyStateSchema,
  profile: designerOwn.nullable(),
});
export type DesignerProfileData = z.infer<typeof designerProfileData>;
/** `Designer/profileEdit`'s answer: the same, and whether contact details were found and hidden. */
export const designerProfileEditData = designerProfileData.extend({ contactHidden });
export type DesignerProfileEditData = z.infer<typeof designerProfileEditData>;

/** `Company/profileInfo {cardno?}`: the same for the factory profile and the business verification. */
export const factoryProfileData = z.object({
  /** The member's business verification (`VerifyState`): a factory profile needs 1. */
  businsauth: verifyStateSchema,
  /** The verified business name ('' until verified): the factory profile's name. */
  company: z.string(),
  profile: factoryOwn.nullable(),
});
export type FactoryProfileData = z.infer<typeof factoryProfileData>;
/** `Company/profileEdit`'s answer: the same, and whether contact details were found and hidden. */
export const factoryProfileEditData = factoryProfileData.extend({ contactHidden });
export type FactoryProfileEditData = z.infer<typeof factoryProfileEditData>;

/** Reputation: a score 0–100 (one decimal) from the formula of docs/domains/people.md. */
const reputation = z.number();

/** What the public sees of a designer (the seed's "Designer info" fields, `u_*`). */
export const designerPublic = z.object({
  /** The profile's id (for `Myfavorite/designerFvr`). */
  id: z.number().int(),
  u_cardno: cardno,
  u_name: z.string(),
  /** Avatar or logo URL. */
  u_logo: z.string(),
  /** Where the designer is based (`上海市`, `江苏省苏州市`). */
  u_addr: z.string(),
  /** When the profile was first published (China date). */
  u_dates: z.string(),
  u_descr: z.string(),
  prov: z.string(),
  city: z.string(),
  specialities: z.array(z.string()),
  styles: z.array(z.string()),
  cities: z.array(z.string()),
  years: z.number().int(),
  /** Yuan per m²; both 0 = 面议. */
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  /** The member's person verification is approved now. */
  verified: z.boolean(),
  reputation,
  /** Approved works. */
  works: z.number().int(),
  /**
   * Design contests (issue 30): places won (chosen, handed over, paid) and finalist places without a
   * win; both count in the reputation.
   */
  contestWins: z.number().int(),
  contestFinals: z.number().int(),
  /** True when the logged-in member has the designer among their favourites (shown as 关注 / 已关注). */
  fvr: z.boolean(),
  /** Followers (粉丝): members who keep the designer among their favourites. */
  fans: z.number().int(),
  /** True for the designer themself. */
  mine: z.boolean(),
});
export type DesignerPublic = z.infer<typeof designerPublic>;

/** What the public sees of a factory (its company page). */
export const factoryPublic = z.object({
  id: z.number().int(),
  cardno,
  /** The verified business name. */
  company: z.string(),
  logo: z.string(),
  addr: z.string(),
  dates: z.string(),
  descr: z.string(),
  prov: z.string(),
  city: z.string(),
  specialities: z.array(z.string()),
  styles: z.array(z.string()),
  cities: z.array(z.string()),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  plantArea: z.number().int(),
  teamSize: z.number().int(),
  capacity: z.number().int(),
  equipment: z.array(z.string()),
  /** Approved qualification certificates. */
  certs: z.array(image),
  /** The member's business verification is approved now. */
  verified: z.boolean(),
  reputation,
  /** Approved cases. */
  cases: z.number().int(),
  /** Kept among the viewer's favourites (关注). */
  fvr: z.boolean(),
  /** Followers (粉丝): members who keep the factory among their favourites. */
  fans: z.number().int(),
  mine: z.boolean(),
});
export type FactoryPublic = z.infer<typeof factoryPublic>;

/** Works and cases -------------------------------------------------------------------------------- */

export const workKinds = ['work', 'case'] as const;
export type WorkKind = (typeof workKinds)[number];
export const workKindNames: Record<WorkKind, string> = { work: '设计作品', case: '搭建案例' };

/** Open sides (`opens`) 1–4: 一面开 … 四面开 (岛型), as the gallery's `openSides`. */
const opens = z.literal([1, 2, 3, 4], { error: '请选择开口方式' });

/**
 * `Designer/workPub` (a work: renderings) and `Company/casePub` (a build case: photos of the finished
 * booth and the exhibition): publish, or with `id` edit one's own. Every publish and edit waits for
 * review; an edited one is hidden until approved. `listingId` optionally names the approved exhibition
 * (`huizhan`) it was for. `conts` is rich text, sanitised by the server (no links), contacts masked.
 */
export const workPubBody = z.object({
  id: z.number({ error: '作品编号应为数字' }).int().positive().optional(),
  title: textField('标题', 4, 40),
  /** File id of the cover picture (`Upload/file`, purpose `listing`). */
  cover: fileIdField('封面图片'),
  /** More pictures (file ids), in order. */
  pics: z
    .array(fileIdField('图片'), { error: '图片不正确' })
    .max(MAX_WORK_PICS, `除封面外最多${MAX_WORK_PICS}张图片`)
    .default([]),
  /** The exhibition (an approved `huizhan` listing), or none. */
  listingId: z.number({ error: '展会编号应为数字' }).int('请选择展会').positive('请选择展会').optional(),
  /** Booth area in m². */
  areas: z
    .number({ error: '请输入展台面积' })
    .int('展台面积应为整数')
    .min(1, '展台面积至少1㎡')
    .max(MAX_BOOTH_AREA, `展台面积最多${MAX_BOOTH_AREA}㎡`),
  opens,
  style: z.enum(boothStyles, { error: '请选择展台风格' }),
  conts: richTextField('作品说明'),
});
export type WorkPubBody = z.infer<typeof workPubBody>;

/** `Designer/workDel {id}`, `Company/caseDel {id}`: deletes one's own (gone from every public list). */
export const workDelBody = z.object({ id: z.number({ error: '请指定作品' }).int().positive() });
export const workDelData = z.object({ id: z.number().int() });

/** `Designer/showWorks {id}`, `Company/caseOpenInfo {id}`. */
export const workInfoBody = z.object({ id: z.number({ error: '请指定作品' }).int().positive() });

/**
 * `Designer/viewWork {id}`, `Company/viewCase {id}`: the browser says that a visitor opened the public
 * page (not the server's render of it). Counted once per visitor (the member, or the IP address of a
 * visitor not logged in) and work in 30 minutes; the owner's views are not counted. Answers the count.
 */
export const workViewBody = workInfoBody;
export const workViewData = z.object({ views: z.number().int() });

/**
 * `Designer/likeWork {id, like}`, `Company/likeCase {id, like}`: 点赞 (`like` 1) or take it back (0), by a
 * member other than the owner, on an approved public work or case. Both are idempotent. Answers whether
 * the member likes it now and the count.
 */
export const workLikeBody = z.object({
  id: z.number({ error: '请指定作品' }).int('请指定作品').positive('请指定作品'),
  like: z.literal([0, 1], { error: '点赞参数应为1（点赞）或0（取消点赞）' }),
});
export type WorkLikeBody = z.infer<typeof workLikeBody>;
export const workLikeData = z.object({ liked: z.boolean(), likes: z.number().int() });
export type WorkLikeData = z.infer<typeof workLikeData>;

/** Who may like an approved work or case: any member but its owner. */
const likeOutcomes = {
  pending: hiddenFromMembers,
  rejected: hiddenFromMembers,
  approved: { visitor: 'not_logged_in', member: 'success', operator: 'success', owner: 'forbidden' },
} as const;

const exhibitionRef = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  link: z.string(),
});

/** The profile a work, case or service belongs to, as its pages show it. */
export const ownerCard = z.object({
  kind: z.enum(profileKinds),
  cardno,
  /** The designer's name or the factory's company name. */
  name: z.string(),
  logo: z.string(),
  city: z.string(),
  verified: z.boolean(),
  reputation,
  /** The profile's public page. */
  link: z.string(),
});
export type OwnerCard = z.infer<typeof ownerCard>;

/** A work or case in a list. */
export const workItem = z.object({
  id: z.number().int(),
  kind: z.enum(workKinds),
  title: z.string(),
  /** The cover and its thumbnail. */
  cover: z.string(),
  thumb: z.string(),
  /** Pictures in all, the cover included. */
  pictures: z.number().int(),
  areas: z.number().int(),
  opens: z.number().int(),
  style: z.string(),
  /** The exhibition it was for, while that is public; else null. */
  exhibition: exhibitionRef.nullable(),
  /** Its public page. */
  link: z.string(),
  /** When it was published (China date). */
  dates: z.string(),
  /** Views of its public page (`Designer/viewWork`) and likes (点赞). */
  views: z.number().int(),
  likes: z.number().int(),
});
export type WorkItem = z.infer<typeof workItem>;

/** A work or case in full (`Designer/showWorks`, `Company/caseOpenInfo`, and the publish response). */
export const workInfo = z.object({
  id: z.number().int(),
  kind: z.enum(workKinds),
  title: z.string(),
  cover: image,
  pics: z.array(image),
  areas: z.number().int(),
  opens: z.number().int(),
  style: z.string(),
  /** Sanitised HTML. */
  conts: z.string(),
  /** The exhibition named, while it is public (operators and the owner see it in any state); else null. */
  exhibition: exhibitionRef.nullable(),
  /** Its designer or factory. */
  owner: ownerCard,
  /** True for the owner. */
  mine: z.boolean(),
  checked: reviewStateSchema,
  /** The operator's reason when rejected, for the owner and operators; else ''. */
  reason: z.string(),
  link: z.string(),
  dates: z.string(),
  times: z.string(),
  /** Views of its public page: one per visitor and work in 30 minutes, the owner's not counted. */
  views: z.number().int(),
  /** Members who like it (点赞). */
  likes: z.number().int(),
  /** True when the logged-in viewer likes it; false for visitors. */
  liked: z.boolean(),
});
export type WorkInfo = z.infer<typeof workInfo>;
/** `Designer/workPub` and `Company/casePub`: the work, and whether contact details were found and hidden. */
export const workPubData = workInfo.extend({ contactHidden });
export type WorkPubData = z.infer<typeof workPubData>;

/** An own work or case in `Designer/myWorks` / `Company/myCases`: every state, with the reason. */
export const myWorkItem = workItem.extend({
  checked: reviewStateSchema,
  reason: z.string(),
  /** When it was last changed (China time). */
  updated: z.string(),
});

export const myWorksBody = z.object({ page, pageSize });
export const myWorksData = z.object({
  listItem: z.array(myWorkItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * `Designer/allWorks {cardno, page}`: a designer's public page — the profile (the seed's "Designer info")
 * and one page of approved works, newest first. A designer without a public profile is `not_found`.
 */
export const allWorksBody = z.object({ cardno, page, pageSize });
export const allWorksData = designerPublic.extend({
  listItem: z.array(workItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AllWorksData = z.infer<typeof allWorksData>;

/** `Company/cmpyOpenInfo {cardno}`: a factory's company page (no cases: `Company/listOpenCase`). */
export const cmpyOpenInfoBody = z.object({ cardno });

/** `Company/listOpenCase {cardno, page}`: a factory's approved cases, newest first. */
export const listOpenCaseBody = z.object({ cardno, page, pageSize });
export const listOpenCaseData = z.object({
  listItem: z.array(workItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Search and top lists ------------------------------------------------------------------------- */

export const profileSorts = ['relevance', 'reputation', 'newest'] as const;

/**
 * `Common/searchDesigner`, `Common/searchFactory`: public profiles. The keyword matches the name, the
 * specialities, the description, the city and the titles of approved works (cases) as keywords match
 * elsewhere (decision 008). An empty filter is no filter.
 */
export const profileSearchBody = z
  .object({
    keyword: z.string().trim().max(50, '关键词最多50个字').default(''),
    /** A city served (`上海市`): profiles serving it, or serving `全国`. */
    city: z.string().trim().max(20).default(''),
    speciality: z.enum([...boothTypes, ''], { error: '擅长类型不正确' }).default(''),
    style: z.enum([...boothStyles, ''], { error: '擅长风格不正确' }).default(''),
    /**
     * A price range in yuan per m² (0 = open): profiles whose range meets it (lowest price at most
     * `priceMax`, highest at least `priceMin`); 面议 ones are included.
     */
    priceMin: wholeNumber('最低价格', PROFILE_MAX_PRICE).default(0),
    priceMax: wholeNumber('最高价格', PROFILE_MAX_PRICE).default(0),
    /** Only members whose verification is approved now. */
    verified: z.boolean({ error: '认证筛选应为是或否' }).default(false),
    /** `relevance` (the default with a keyword; else `reputation`), `reputation` highest first, `newest` published. */
    sort: z.enum(profileSorts, { error: '排序方式不正确' }).default('relevance'),
    page,
    pageSize,
  })
  .refine((b) => !(b.priceMin > 0 && b.priceMax > 0 && b.priceMax < b.priceMin), {
    path: ['priceMax'],
    message: '最高价格不能低于最低价格',
  })
  .refine((b) => !b.city || isServedCity(b.city), { path: ['city'], message: '城市不正确' });
export type ProfileSearchBody = z.infer<typeof profileSearchBody>;

/** A cover work (case) on a card. */
const coverWork = z.object({ id: z.number().int(), title: z.string(), thumb: z.string(), link: z.string() });

const cardBase = {
  /** The profile's id. */
  id: z.number().int(),
  cardno,
  /** HTML: an excerpt of the description, escaped, matches of the keyword in `<em>`. */
  summary: z.string(),
  logo: z.string(),
  addr: z.string(),
  city: z.string(),
  specialities: z.array(z.string()),
  styles: z.array(z.string()),
  cities: z.array(z.string()),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  verified: z.boolean(),
  reputation,
  /** Up to `CARD_COVERS` approved works (cases), newest first. */
  covers: z.array(coverWork),
  link: z.string(),
  /** When the profile was first published. */
  dates: z.string(),
  /** Followers (粉丝), and the views and likes of its approved works (cases) together. */
  fans: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
};

/** A designer in search results and top lists. */
export const designerCard = z.object({
  ...cardBase,
  /** HTML: the name escaped, matches of the keyword in `<em>`. */
  name: z.string(),
  years: z.number().int(),
  works: z.number().int(),
});
export type DesignerCard = z.infer<typeof designerCard>;

/** A factory in search results and top lists. */
export const factoryCard = z.object({
  ...cardBase,
  /** HTML: the company name escaped, matches of the keyword in `<em>`. */
  company: z.string(),
  plantArea: z.number().int(),
  teamSize: z.number().int(),
  capacity: z.number().int(),
  cases: z.number().int(),
});
export type FactoryCard = z.infer<typeof factoryCard>;

const searchData = <T extends z.ZodType>(item: T) =>
  z.object({
    listItem: z.array(item),
    /** Matches, counted up to `profileSearchCap`: with `totalCapped` there are more (show "1000+"). */
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const designerSearchData = searchData(designerCard);
export const factorySearchData = searchData(factoryCard);

/**
 * `Business/topDesigner`, `Business/topFactory`: public profiles by reputation (highest first; ties
 * newest first), optionally in one city served. Scores are recomputed by a job (daily, and shortly after
 * a member's inputs change), not per request.
 */
export const topBody = z
  .object({
    city: z.string().trim().max(20).default(''),
    limit: z.number({ error: '数量应为数字' }).int().min(1).max(20, '最多20个').default(8),
  })
  .refine((b) => !b.city || isServedCity(b.city), { path: ['city'], message: '城市不正确' });
export const topDesignerData = z.object({ listItem: z.array(designerCard) });
export const topFactoryData = z.object({ listItem: z.array(factoryCard) });

/** Calls ---------------------------------------------------------------------------------------- */

export const peopleCalls = {
  'Designer/profileInfo': {
    method: 'POST',
    path: '/api/Designer/profileInfo',
    summary: '我的设计师资料（提交版本、公开版本、审核状态；运营人员可按会员编号查看）',
    body: profileInfoBody,
    data: designerProfileData,
    auth: true,
    access: {
      object: 'designer',
      field: 'cardno',
      expect: inStates(ownerAndOperatorsSignedIn, ...reviewStates),
    },
  },
  'Designer/profileEdit': {
    method: 'POST',
    path: '/api/Designer/profileEdit',
    summary: '开通或修改设计师资料（需实名认证；提交后审核，审核期间原公开版本照常展示）',
    body: designerEditBody,
    data: designerProfileEditData,
    auth: true,
  },
  'Designer/workPub': {
    method: 'POST',
    path: '/api/Designer/workPub',
    summary: '发布或修改设计作品（需设计师资料；提交后审核）',
    body: workPubBody,
    data: workPubData,
    auth: true,
    access: { object: 'work', with: 'edit', expect: ownerEdits },
  },
  'Designer/workDel': {
    method: 'POST',
    path: '/api/Designer/workDel',
    summary: '删除自己的设计作品',
    body: workDelBody,
    data: workDelData,
    auth: true,
    access: {
      object: 'work',
      expect: ownerEdits,
    },
  },
  'Designer/myWorks': {
    method: 'POST',
    path: '/api/Designer/myWorks',
    summary: '我的设计作品（全部状态，含驳回原因）',
    body: myWorksBody,
    data: myWorksData,
    auth: true,
  },
  'Designer/allWorks': {
    method: 'POST',
    path: '/api/Designer/allWorks',
    summary: '设计师主页：资料、信誉与审核通过的作品',
    body: allWorksBody,
    data: allWorksData,
    auth: false,
    access: { object: 'designer', field: 'cardno', expect: publicOnceApproved },
  },
  'Designer/showWorks': {
    method: 'POST',
    path: '/api/Designer/showWorks',
    summary: '设计作品详情（审核通过的公开；作者与运营人员可见全部状态）',
    body: workInfoBody,
    data: workInfo,
    auth: false,
    access: { object: 'work', expect: reviewedRead },
  },
  'Designer/viewWork': {
    method: 'POST',
    path: '/api/Designer/viewWork',
    summary: '记录一次设计作品浏览（同一访客30分钟内计一次，作者本人不计；返回浏览数）',
    body: workViewBody,
    data: workViewData,
    auth: false,
    access: { object: 'work', expect: publicOnceApproved },
  },
  'Designer/likeWork': {
    method: 'POST',
    path: '/api/Designer/likeWork',
    summary: '点赞或取消点赞设计作品（like 1 点赞、0 取消；重复操作无副作用；不能给自己的作品点赞）',
    body: workLikeBody,
    data: workLikeData,
    auth: true,
    access: { object: 'work', with: { like: 1 }, expect: likeOutcomes },
  },
  'Company/profileInfo': {
    method: 'POST',
    path: '/api/Company/profileInfo',
    summary: '我的工厂资料（提交版本、公开版本、审核状态；运营人员可按会员编号查看）',
    body: profileInfoBody,
    data: factoryProfileData,
    auth: true,
    access: {
      object: 'factory',
      field: 'cardno',
      expect: inStates(ownerAndOperatorsSignedIn, ...reviewStates),
    },
  },
  'Company/profileEdit': {
    method: 'POST',
    path: '/api/Company/profileEdit',
    summary: '开通或修改工厂资料（需企业认证；提交后审核，审核期间原公开版本照常展示）',
    body: factoryEditBody,
    data: factoryProfileEditData,
    auth: true,
  },
  'Company/casePub': {
    method: 'POST',
    path: '/api/Company/casePub',
    summary: '发布或修改搭建案例（需工厂资料；提交后审核）',
    body: workPubBody,
    data: workPubData,
    auth: true,
    access: { object: 'case', with: 'edit', expect: ownerEdits },
  },
  'Company/caseDel': {
    method: 'POST',
    path: '/api/Company/caseDel',
    summary: '删除自己的搭建案例',
    body: workDelBody,
    data: workDelData,
    auth: true,
    access: {
      object: 'case',
      expect: ownerEdits,
    },
  },
  'Company/myCases': {
    method: 'POST',
    path: '/api/Company/myCases',
    summary: '我的搭建案例（全部状态，含驳回原因）',
    body: myWorksBody,
    data: myWorksData,
    auth: true,
  },
  'Company/cmpyOpenInfo': {
    method: 'POST',
    path: '/api/Company/cmpyOpenInfo',
    summary: '工厂主页：公司资料、资质证书与信誉',
    body: cmpyOpenInfoBody,
    data: factoryPublic,
    auth: false,
    access: { object: 'factory', field: 'cardno', expect: publicOnceApproved },
  },
  'Company/listOpenCase': {
    method: 'POST',
    path: '/api/Company/listOpenCase',
    summary: '工厂审核通过的搭建案例',
    body: listOpenCaseBody,
    data: listOpenCaseData,
    auth: false,
    access: { object: 'factory', field: 'cardno', expect: publicOnceApproved },
  },
  'Company/caseOpenInfo': {
    method: 'POST',
    path: '/api/Company/caseOpenInfo',
    summary: '搭建案例详情（审核通过的公开；工厂与运营人员可见全部状态）',
    body: workInfoBody,
    data: workInfo,
    auth: false,
    access: { object: 'case', expect: reviewedRead },
  },
  'Company/viewCase': {
    method: 'POST',
    path: '/api/Company/viewCase',
    summary: '记录一次搭建案例浏览（同一访客30分钟内计一次，工厂本身不计；返回浏览数）',
    body: workViewBody,
    data: workViewData,
    auth: false,
    access: { object: 'case', expect: publicOnceApproved },
  },
  'Company/likeCase': {
    method: 'POST',
    path: '/api/Company/likeCase',
    summary: '点赞或取消点赞搭建案例（like 1 点赞、0 取消；重复操作无副作用；不能给自己的案例点赞）',
    body: workLikeBody,
    data: workLikeData,
    auth: true,
    access: { object: 'case', with: { like: 1 }, expect: likeOutcomes },
  },
  'Common/searchDesigner': {
    method: 'POST',
    path: '/api/Common/searchDesigner',
    summary: '设计师搜索（关键词、服务城市、擅长类型、风格、价格、认证；按相关度、信誉或最新）',
    body: profileSearchBody,
    data: designerSearchData,
    auth: false,
  },
  'Common/searchFactory': {
    method: 'POST',
    path: '/api/Common/searchFactory',
    summary: '工厂搜索（关键词、服务城市、擅长类型、风格、价格、认证；按相关度、信誉或最新）',
    body: profileSearchBody,
    data: factorySearchData,
    auth: false,
  },
  'Business/topDesigner': {
    method: 'POST',
    path: '/api/Business/topDesigner',
    summary: '优秀设计师（按信誉排序）',
    body: topBody,
    data: topDesignerData,
    auth: false,
  },
  'Business/topFactory': {
    method: 'POST',
    path: '/api/Business/topFactory',
    summary: '优秀工厂（按信誉排序）',
    body: topBody,
    data: topFactoryData,
    auth: false,
  },
} as const satisfies Record<string, CallDef>;
