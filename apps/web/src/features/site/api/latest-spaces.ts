import { queryOptions } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { homeKey } from './home-keys.ts';

export type LatestSpaces = CallData<'Common/searchHycd'>;

/** `Common/searchHycd` for the home page: the newest approved convention spaces. */
export function latestSpacesOptions(pageSize: number) {
  return queryOptions({
    queryKey: [...homeKey, 'spaces', pageSize] as const,
    queryFn: ({ signal }) => callApi('Common/searchHycd', { sort: 'newest', page: 1, pageSize }, { signal }),
    meta: { silent: true },
  });
}
