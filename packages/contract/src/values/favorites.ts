/**
 * The plain values of favourites (names, lists, limits): no zod and no schema here, so that a
 * page can name them without loading the contract's schemas. `favorites.ts` re-exports them.
 */

export const favoriteKinds = ['huizhan', 'huiyi', 'hycd', 'designer', 'factory', 'model'] as const;
export type FavoriteKind = (typeof favoriteKinds)[number];

export const favoriteKindNames: Record<FavoriteKind, string> = {
  huizhan: '展会',
  huiyi: '会议',
  hycd: '会议场地',
  designer: '设计师',
  factory: '工厂',
  model: '3D模型',
};
