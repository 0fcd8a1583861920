import { z } from './common/zod.ts';
import { reviewStateSchema } from './common/state-schemas.ts';
import { cardno, page, pageSize, singleLineText } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { anyMember, everyone, hiddenFromMembers, reviewedRead } from './common/access.ts';
import { boothStyles } from './values/gallery.ts';
export * from './values/gallery.ts';

/**
 * The booth gallery (`/exhibitionBooth`, DESIGN §5 Listings and discovery): photos of built booths, each
 * at an approved exhibition (`huizhan`), added by members and moderated (`Admin/contentReview` kind
 * `photo`). docs/domains/favorites-gallery.md.
 */

/** Open sides (`openSides`) 1–4 and their trade names; four open sides is an island booth. */
export const openSideNames: Record<number, string> = { 1: '一面开', 2: '两面开', 3: '三面开', 4: '岛型' };

/**
 * Booth size buckets (`size`) by area in m²: `min < areas ≤ max` (`max` null = no upper bound). A standard
 * shell booth is 9 m², so the first bucket holds one or two of them.
 */
export const boothSizes = [
  { value: 'xs', label: '18㎡及以下', min: 0, max: 18 },
  { value: 's', label: '18–36㎡', min: 18, max: 36 },
  { value: 'm', label: '36–72㎡', min: 36, max: 72 },
  { value: 'l', label: '72–144㎡', min: 72, max: 144 },
  { value: 'xl', label: '144㎡以上', min: 144, max: null },
] as const;
export type BoothSize = (typeof boothSizes)[number]['value'];
const sizeValues = boothSizes.map((s) => s.value) as [BoothSize, ...BoothSize[]];

/** Members keep at most this many photos waiting for review. */
export const pendingPhotoLimit = 50;

/**
 * `total` of `Gallery/getPictures` counts at most this many photos; with `totalCapped` there are more
 * (as `listingSearchCap`, decision 008).
 */
export const photoSearchCap = 1000;

/** `Gallery/getPictures`: approved photos of approved exhibitions, newest first. Public. */
export const getPicturesBody = z.object({
  /** One exhibition's photos. */
  listingId: z.number({ error: '展会编号应为数字' }).int().positive().optional(),
  /**
   * Matches the photo's title or its exhibition's title, as keywords match elsewhere (decision 008: the
   * search module's tokens, not substrings).
   */
  keyword: singleLineText('关键词').max(50, '关键词最多50个字').default(''),
  size: z
    .union([z.enum(sizeValues, { error: '展台面积范围不正确' }), z.literal('')], {
      error: '展台面积范围不正确',
    })
    .default(''),
  style: z
    .union([z.enum(boothStyles, { error: '展台风格不正确' }), z.literal('')], { error: '展台风格不正确' })
    .default(''),
  /** 1–4, or 0 for any. */
  openSides: z.literal([0, 1, 2, 3, 4], { error: '开口方式不正确' }).default(0),
  page,
  pageSize,
});
export type GetPicturesBody = z.infer<typeof getPicturesBody>;

const exhibition = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  /** Its public page. */
  link: z.string(),
});

/** One booth photo. */
export const pictureItem = z.object({
  id: z.number().int(),
  /** The image and its thumbnail. */
  url: z.string(),
  thumb: z.string(),
  title: z.string(),
  /** Booth area in m². */
  areas: z.number().int(),
  style: z.string(),
  openSides: z.number().int(),
  exhibition,
  /** The uploader's member number (the console shows it). */
  cardno,
  /** The uploader as the public sees them: the nickname, else the masked name (`王**`); never the mobile. */
  uploader: z.string(),
  /** When it was added (China time). */
  dates: z.string(),
});
export type PictureItem = z.infer<typeof pictureItem>;

export const getPicturesData = z.object({
  listItem: z.array(pictureItem),
  /** Photos, counted up to `photoSearchCap`: with `totalCapped` there are more (show "1000+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * `Gallery/pictureInfo {id}`: one photo (the gallery's preview link `/exhibitionBooth?id=N` and the
 * console's review). Approved photos of approved exhibitions for everyone; the uploader and operators see
 * the others too, with the state and the rejection reason.
 */
export const pictureInfoBody = z.object({ id: z.number({ error: '请指定照片' }).int().positive() });
export const pictureInfo = pictureItem.extend({
  /** True for the uploader. */
  mine: z.boolean(),
  /** 0 pending, 1 approved, 2 rejected. */
  checked: reviewStateSchema,
  /** The operator's reason when rejected, for the uploader and operators; else ''. */
  reason: z.string(),
  /**
   * The designer's work or the factory's build case the photo shows (issue 12), while that is public;
   * else null.
   */
  work: z
    .object({
      id: z.number().int(),
      kind: z.enum(['work', 'case']),
      title: z.string(),
      /** Its designer's or factory's member number. */
      cardno,
      link: z.string(),
    })
    .nullable(),
});
export type PictureInfo = z.infer<typeof pictureInfo>;

/**
 * `Gallery/addPicture`: a member adds a photo of a booth at an approved exhibition that has started
 * (`sdate` ≤ today, China time). It waits for review. `image` is the member's own upload, purpose
 * `listing`. `workId` may name the work or case it shows.
 */
export const addPictureBody = z.object({
  listingId: z.number({ error: '请选择展会' }).int('请选择展会').positive('请选择展会'),
  image: z.string({ error: '请上传展台照片' }).min(1, '请上传展台照片').max(64),
  title: singleLineText('照片标题', { error: '请输入照片标题' })
    .min(2, '照片标题至少2个字')
    .max(40, '照片标题最多40个字'),
  areas: z
    .number({ error: '请输入展台面积' })
    .int('展台面积应为整数')
    .min(1, '展台面积至少1㎡')
    .max(10_000, '展台面积最多10000㎡'),
  style: z.enum(boothStyles, { error: '请选择展台风格' }),
  openSides: z.literal([1, 2, 3, 4], { error: '请选择开口方式' }),
  /**
   * Optional: the approved work (`Designer/showWorks`) or build case (`Company/caseOpenInfo`) the photo
   * shows; when that names an exhibition, it must be this one.
   */
  workId: z
    .number({ error: '作品编号应为数字' })
    .int('请选择作品或案例')
    .positive('请选择作品或案例')
    .optional(),
});
export type AddPictureBody = z.infer<typeof addPictureBody>;

export const galleryCalls = {
  'Gallery/getPictures': {
    method: 'POST',
    path: '/api/Gallery/getPictures',
    summary: '展台图库（展会、关键词、面积、风格、开口方式筛选；仅审核通过的）',
    body: getPicturesBody,
    data: getPicturesData,
    auth: false,
    access: {
      object: 'huizhan',
      field: 'listingId',
      expect: { pending: everyone, approved: everyone, rejected: everyone },
    },
  },
  'Gallery/pictureInfo': {
    method: 'POST',
    path: '/api/Gallery/pictureInfo',
    summary: '展台照片详情（审核通过的公开；上传者与运营人员可见全部状态）',
    body: pictureInfoBody,
    data: pictureInfo,
    auth: false,
    access: { object: 'photo', expect: reviewedRead },
  },
  'Gallery/addPicture': {
    method: 'POST',
    path: '/api/Gallery/addPicture',
    summary: '上传展台照片（已开幕且审核通过的展会；提交后待审核）',
    body: addPictureBody,
    data: pictureInfo,
    auth: true,
    access: {
      object: 'huizhan',
      field: 'listingId',
      with: { image: '$image', title: '蓝白科技感双层展台', areas: 54, style: '科技感', openSides: 3 },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
} as const satisfies Record<string, CallDef>;
