import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { galleryKey } from './gallery-keys.ts';

export type Pictures = CallData<'Gallery/getPictures'>;
export type Picture = Pictures['listItem'][number];
export type PicturesQuery = CallBody<'Gallery/getPictures'>;

export const GALLERY_PAGE_SIZE = 16;

export const picturesKey = (q: PicturesQuery) => [...galleryKey, 'pictures', q] as const;

/** `Gallery/getPictures`: approved photos of approved exhibitions, newest first. */
export function usePictures(q: PicturesQuery) {
  return useQuery({
    queryKey: picturesKey(q),
    queryFn: ({ signal }) => callApi('Gallery/getPictures', q, { signal }),
    placeholderData: keepPreviousData,
  });
}
