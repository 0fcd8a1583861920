import { queryOptions } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { homeKey } from './home-keys.ts';

export type UpcomingListings = CallData<'Common/searchHuizhan'>;

/**
 * `Common/searchHuizhan` / `Common/searchHuiyi` for the home page: approved listings that have not started,
 * soonest first.
 */
export function upcomingListingsOptions(kind: 'huizhan' | 'huiyi', pageSize: number) {
  const body = { status: 'upcoming', sort: 'sdate', page: 1, pageSize } as const;
  return queryOptions({
    queryKey: [...homeKey, 'upcoming', kind, pageSize] as const,
    queryFn: ({ signal }) =>
      callApi(kind === 'huizhan' ? 'Common/searchHuizhan' : 'Common/searchHuiyi', body, { signal }),
    meta: { silent: true },
  });
}
