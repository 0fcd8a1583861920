/**
 * The plain values of convention spaces (names, lists, limits): no zod and no schema here, so that a
 * page can name them without loading the contract's schemas. `spaces.ts` re-exports them.
 */

/** The venue types (`venueType`), one per space. */
export const spaceTypes = ['酒店', '会展中心', '会议中心', '度假村', '创意空间', '写字楼', '其他'] as const;
export type SpaceType = (typeof spaceTypes)[number];

/** Seating layouts, each with its capacity field (0 = not offered). */
export const spaceLayouts = ['theatre', 'classroom', 'banquet', 'ushape'] as const;
export type SpaceLayout = (typeof spaceLayouts)[number];
export const spaceLayoutNames: Record<SpaceLayout, string> = {
  theatre: '剧院式',
  classroom: '课桌式',
  banquet: '宴会式',
  ushape: 'U型',
};
export const spaceLayoutFields = {
  theatre: 'capTheatre',
  classroom: 'capClassroom',
  banquet: 'capBanquet',
  ushape: 'capUshape',
} as const satisfies Record<SpaceLayout, string>;

/** Seats and area above these are typing mistakes, not venues. */
export const SPACE_MAX_SEATS = 100_000;
export const SPACE_MAX_AREA = 1_000_000;
/** Whole yuan per day. */
export const SPACE_MAX_PRICE = 10_000_000;
