import { boothStyles } from './gallery.ts';

/**
 * The plain values of designers and factories (names, lists, limits): no zod and no schema here, so that a
 * page can name them without loading the contract's schemas. `people.ts` re-exports them.
 */

/** What a designer designs or a factory builds (`specialities`, several). */
export const boothTypes = [
  '标准展位',
  '特装展位',
  '双层展台',
  '巡展',
  '会议舞美',
  '展厅展馆',
  '快闪店',
  '活动美陈',
] as const;
export type BoothType = (typeof boothTypes)[number];

/** The styles a profile works in (`styles`): the booth gallery's styles. */
export const profileStyles = boothStyles;

/** Yuan per m² above this is a typing mistake. */
export const PROFILE_MAX_PRICE = 100_000;
