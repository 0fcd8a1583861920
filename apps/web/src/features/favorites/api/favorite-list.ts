import type { FavoriteKind } from '@hz/contract/favorites';
import { useQuery } from '@tanstack/react-query';
import { favoritesKey } from '../../../components/favorite-button.tsx';
import { type CallData, callApi } from '../../../lib/api-client.ts';

export type FavoriteList = CallData<'Myfavorite/huizhanList'>;
export type FavoriteListItem = FavoriteList['listItem'][number];

export const FAVORITES_PAGE_SIZE = 12;

const listCalls = {
  huizhan: 'Myfavorite/huizhanList',
  huiyi: 'Myfavorite/huiyiList',
  hycd: 'Myfavorite/hycdList',
  designer: 'Myfavorite/designerList',
  factory: 'Myfavorite/factoryList',
  model: 'Myfavorite/mdlList',
} as const;

export const favoriteListKey = (kind: FavoriteKind, page: number) =>
  [...favoritesKey, 'list', kind, { page }] as const;

/** `Myfavorite/huizhanList`, `huiyiList`, `hycdList`: one page of the member's favourites, with counts per kind. */
export function useFavoriteList(kind: FavoriteKind, page: number) {
  return useQuery({
    queryKey: favoriteListKey(kind, page),
    queryFn: ({ signal }) => callApi(listCalls[kind], { page, pageSize: FAVORITES_PAGE_SIZE }, { signal }),
    // the previous page of the same kind while the next loads; never another kind's items
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[2] === kind ? prev : undefined),
    staleTime: 0,
  });
}
