import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { galleryKey } from './gallery-keys.ts';

export type MyPhotos = CallData<'Article/myList'>;
export type MyPhoto = MyPhotos['listItem'][number];

export const MY_PHOTOS_PAGE_SIZE = 12;

export const myPhotosKey = (page: number) => [...galleryKey, 'mine', { page }] as const;

/** `Article/myList` kind `photo`: the member's own booth photos, every state, with the reason. */
export function useMyPhotos(page: number) {
  return useQuery({
    queryKey: myPhotosKey(page),
    queryFn: ({ signal }) =>
      callApi('Article/myList', { kind: 'photo', page, pageSize: MY_PHOTOS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
