import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { galleryKey } from './gallery-keys.ts';

export type PictureDetail = CallData<'Gallery/pictureInfo'>;

export const pictureInfoKey = (id: number | undefined) => [...galleryKey, 'info', id] as const;

/** `Gallery/pictureInfo`: a public photo, or one's own in any state (with the reason when rejected). */
export function fetchPictureInfo(id: number, signal?: AbortSignal) {
  return callApi('Gallery/pictureInfo', { id }, { signal });
}

/**
 * The one query of a booth photo's detail, whoever asks (the preview, the operator's review drawer, which
 * sees every state): one cache entry per photo. Nothing is asked without an id.
 */
export function pictureInfoOptions(id: number | undefined) {
  return queryOptions({
    queryKey: pictureInfoKey(id),
    queryFn: ({ signal }) => fetchPictureInfo(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

export function usePictureInfo(id: number | undefined) {
  return useQuery({
    ...pictureInfoOptions(id),
    staleTime: 0,
    // a photo that is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
