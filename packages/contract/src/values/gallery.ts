/**
 * The plain values of the booth gallery (names, lists, limits): no zod and no schema here, so that a
 * page can name them without loading the contract's schemas. `gallery.ts` re-exports them.
 */

/** Booth styles (`style`). */
export const boothStyles = ['现代简约', '科技感', '奢华', '自然生态', '中式', '工业风', '其他'] as const;
export type BoothStyle = (typeof boothStyles)[number];
