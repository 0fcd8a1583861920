import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { galleryKey } from './gallery-keys.ts';

export type Pictures = CallData<'Gallery/getPictures'>;
export type Picture = Pictures['listItem'][number];
export type PicturesQuery = CallBody<'Gallery/getPictures'>;

export const GALLERY_PAGE_SIZE = 16;

export const picturesKey = (q: PicturesQuery) => [...galleryKey, 'pictures', q] as const;

/** `Gallery/getPictures`: approved photos of approved exhibitions, newest first. */
export function fetchPictures(q: PicturesQuery, signal?: AbortSignal) {
  return callApi('Gallery/getPictures', q, { signal });
}

/**
 * The one query of a page of booth photos, whoever asks (the gallery, an exhibition's photo strip, the
 * home page): one cache, which an upload or an operator's decision invalidates (`galleryKey`).
 */
export function picturesOptions(q: PicturesQuery) {
  return queryOptions({
    queryKey: picturesKey(q),
    queryFn: ({ signal }) => fetchPictures(q, signal),
  });
}

export function usePictures(q: PicturesQuery) {
  return useQuery({ ...picturesOptions(q), placeholderData: keepPreviousData });
}
