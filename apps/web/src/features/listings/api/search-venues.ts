import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { listingsKey } from './listings-keys.ts';

export type VenueOption = CallData<'Common/searchHycd'>['listItem'][number];

/** `Common/searchHycd` for the publish form's 关联场地 picker: approved spaces by keyword, newest first without one. */
export function useVenueSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...listingsKey, 'venues', keyword] as const,
    queryFn: ({ signal }) => callApi('Common/searchHycd', { keyword, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}
