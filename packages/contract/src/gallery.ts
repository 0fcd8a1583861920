import { z } from './common/zod.ts';
import { cardno, page, pageSize } from './common/fields.ts';

/**
 * The booth gallery (`/exhibitionBooth`, DESIGN §5 Listings and discovery): photos of built booths, each
 * at an approved exhibition (`huizhan`), added by members and moderated (`Admin/contentReview` kind
 * `photo`). docs/domains/favorites-gallery.md.
 */

/** Booth styles (`style`). */
export const boothStyles = ['现代简约', '科技感', '奢华', '自然生态', '中式', '工业风', '其他'] as const;
export type BoothStyle = (typeof boothStyles)[number];

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

/** `Gallery/getPictures`: approved photos of approved exhibitions, newest first. Public. */
export const getPicturesBody = z.object({
  /** One exhibition's photos. */
  listingId: z.number({ error: '展会编号应为数字' }).int().positive().optional(),
  /** Matches the photo's title or its exhibition's title (every word must match one of them). */
  keyword: z.string().trim().max(50, '关键词最多50个字').default(''),
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
  /** The uploader's member number. */
  cardno,
  /** When it was added (China time). */
  dates: z.string(),
});
export type PictureItem = z.infer<typeof pictureItem>;

export const getPicturesData = z.object({
  listItem: z.array(pictureItem),
  total: z.number().int(),
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
  checked: z.number().int(),
  /** The operator's reason when rejected, for the uploader and operators; else ''. */
  reason: z.string(),
});
export type PictureInfo = z.infer<typeof pictureInfo>;

/**
 * `Gallery/addPicture`: a member adds a photo of a booth at an approved exhibition that has started
 * (`sdate` ≤ today, China time). It waits for review. `image` is the member's own upload, purpose
 * `listing`.
 */
export const addPictureBody = z.object({
  listingId: z.number({ error: '请选择展会' }).int('请选择展会').positive('请选择展会'),
  image: z.string({ error: '请上传展台照片' }).min(1, '请上传展台照片').max(64),
  title: z
    .string({ error: '请输入照片标题' })
    .trim()
    .min(2, '照片标题至少2个字')
    .max(40, '照片标题最多40个字'),
  areas: z
    .number({ error: '请输入展台面积' })
    .int('展台面积应为整数')
    .min(1, '展台面积至少1㎡')
    .max(10_000, '展台面积最多10000㎡'),
  style: z.enum(boothStyles, { error: '请选择展台风格' }),
  openSides: z.literal([1, 2, 3, 4], { error: '请选择开口方式' }),
});
export type AddPictureBody = z.infer<typeof addPictureBody>;
