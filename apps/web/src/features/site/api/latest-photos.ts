import { queryOptions } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { homeKey } from './home-keys.ts';

export type LatestPhotos = CallData<'Gallery/getPictures'>;

/** `Gallery/getPictures` for the home page: the newest approved booth photos. */
export function latestPhotosOptions(pageSize: number) {
  return queryOptions({
    queryKey: [...homeKey, 'photos', pageSize] as const,
    queryFn: ({ signal }) => callApi('Gallery/getPictures', { page: 1, pageSize }, { signal }),
    meta: { silent: true },
  });
}
