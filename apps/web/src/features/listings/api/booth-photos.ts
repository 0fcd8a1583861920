import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { listingsKey } from './listings-keys.ts';

export const BOOTH_STRIP_SIZE = 6;

/** The newest approved booth photos of one exhibition (`Gallery/getPictures`), for its detail page. */
export function useBoothPhotos(listingId: number) {
  return useQuery({
    queryKey: [...listingsKey, 'boothPhotos', listingId] as const,
    queryFn: ({ signal }) =>
      callApi('Gallery/getPictures', { listingId, page: 1, pageSize: BOOTH_STRIP_SIZE }, { signal }),
    meta: { silent: true },
  });
}
