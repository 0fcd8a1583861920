import { queryOptions } from '@tanstack/react-query';
import { searchKey } from './search-keys.ts';

export interface KindSearchQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

/**
 * The query of one kind's search (`kind.search` calls that kind's own search call). Errors are shown by
 * the tab that asked, so the global handler stays quiet; an empty keyword asks nothing.
 */
export function kindSearchOptions<T>(
  kind: { key: string; search: (q: KindSearchQuery, signal?: AbortSignal) => Promise<T> },
  q: KindSearchQuery,
) {
  return queryOptions({
    queryKey: [...searchKey, kind.key, q] as const,
    queryFn: ({ signal }) => kind.search(q, signal),
    enabled: q.keyword !== '',
    // while the next page loads the current one stays; a new keyword starts from the skeleton
    placeholderData: (prev, prevQuery) =>
      prevQuery?.queryKey[1] === kind.key && prevQuery.queryKey[2].keyword === q.keyword ? prev : undefined,
    meta: { silent: true },
  });
}
