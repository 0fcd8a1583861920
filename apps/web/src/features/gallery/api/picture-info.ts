import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { galleryKey } from './gallery-keys.ts';

export type PictureDetail = CallData<'Gallery/pictureInfo'>;

export const pictureInfoKey = (id: number | undefined) => [...galleryKey, 'info', id] as const;

/** `Gallery/pictureInfo`: a public photo, or one's own in any state (with the reason when rejected). */
export function usePictureInfo(id: number | undefined) {
  return useQuery({
    queryKey: pictureInfoKey(id),
    queryFn: ({ signal }) => callApi('Gallery/pictureInfo', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
    // a photo that is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
