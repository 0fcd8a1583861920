import type { ListingKind } from '@hz/contract/listings';
import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type ContentDetail = CallData<'Common/huizhanInfo'>;

export const contentInfoKey = (kind: ListingKind, id: number | undefined) =>
  [...adminKey, 'contentInfo', kind, id] as const;

/** The full listing through the public detail call, which shows operators every state. */
export function useContentInfo(kind: ListingKind, id: number | undefined) {
  return useQuery({
    queryKey: contentInfoKey(kind, id),
    queryFn: ({ signal }) =>
      callApi(kind === 'huizhan' ? 'Common/huizhanInfo' : 'Common/huiyiInfo', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
