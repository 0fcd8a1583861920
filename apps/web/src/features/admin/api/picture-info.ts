import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type PictureDetail = CallData<'Gallery/pictureInfo'>;

export const pictureInfoKey = (id: number | undefined) => [...adminKey, 'pictureInfo', id] as const;

/** One booth photo through the public detail call, which shows operators every state. */
export function usePictureInfo(id: number | undefined) {
  return useQuery({
    queryKey: pictureInfoKey(id),
    queryFn: ({ signal }) => callApi('Gallery/pictureInfo', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
