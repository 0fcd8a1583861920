/**
 * The plain values of exhibitions and conferences (names, lists, limits): no zod and no schema here, so that a page can
 * name them without loading the contract's schemas. `listings.ts` re-exports them with its schemas.
 */

export const listingKinds = ['huizhan', 'huiyi'] as const;
export type ListingKind = (typeof listingKinds)[number];

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

/** Where a listing stands on `today` (China time, `YYYY-MM-DD`): not begun, running, or ended. */
export function listingStatus(sdate: string, edate: string, today: string): ListingStatus {
  if (today < sdate) return 'upcoming';
  if (today > edate) return 'past';
  return 'ongoing';
}

/** The kind of a conference (`confType`), one per conference. */
export const conferenceTypes = [
  '论坛',
  '峰会',
  '研讨会',
  '发布会',
  '年会',
  '培训',
  '沙龙',
  '颁奖典礼',
  '其他',
] as const;
export type ConferenceType = (typeof conferenceTypes)[number];

/** How to register for a conference (`regWays`), one or more. */
export const registrationWays = ['online', 'phone', 'onsite'] as const;
export type RegistrationWay = (typeof registrationWays)[number];
export const registrationWayNames: Record<RegistrationWay, string> = {
  online: '线上报名',
  phone: '电话报名',
  onsite: '现场报名',
};

/** The search's orders (decision 008; docs/domains/listings.md "Search"). */
export const listingSorts = ['relevance', 'sdate', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];
