import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

export type ModelMenus = CallData<'Common/menusTree'>['listItem'];
export type ModelMenuNode = ModelMenus[number];

export const menusTreeKey = [...modelsKey, 'menus'] as const;

/** `Common/menusTree`: the visible category tree (two levels). */
export function fetchMenusTree(signal?: AbortSignal) {
  return callApi('Common/menusTree', { all: false }, { signal });
}

export function menusTreeOptions() {
  return queryOptions({
    queryKey: menusTreeKey,
    queryFn: ({ signal }) => fetchMenusTree(signal).then((d) => d.listItem),
    // operators edit the tree rarely: a session keeps it for a while
    staleTime: 5 * 60_000,
  });
}

export function useMenusTree() {
  return useQuery(menusTreeOptions());
}

/** The whole tree with hidden categories (operators only: `all`); the console edits it. */
export function allMenusTreeOptions() {
  return queryOptions({
    queryKey: [...menusTreeKey, 'all'] as const,
    queryFn: ({ signal }) => callApi('Common/menusTree', { all: true }, { signal }).then((d) => d.listItem),
  });
}

/** The category `id` as `展台 / 特装`, '' when unknown. */
export function categoryPath(tree: ModelMenus | undefined, id: number): string {
  for (const top of tree ?? []) {
    if (top.id === id) return top.name;
    const child = top.children.find((c) => c.id === id);
    if (child) return `${top.name} / ${child.name}`;
  }
  return '';
}
