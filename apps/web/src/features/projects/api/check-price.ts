import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';

export type Comparison = CallData<'Projectcenter/checkPrice'>;
export type ComparedQuote = Comparison['listItem'][number];

export const checkPriceKey = (id: number) => [...projectsKey, 'checkPrice', id] as const;

/** `Projectcenter/checkPrice`: every quotation side by side, the lowest per category marked (the client's). */
export function fetchCheckPrice(id: number, signal?: AbortSignal) {
  return callApi('Projectcenter/checkPrice', { id }, { signal });
}

export function useCheckPrice(id: number, enabled: boolean) {
  return useQuery({
    queryKey: checkPriceKey(id),
    queryFn: ({ signal }) => fetchCheckPrice(id, signal),
    enabled,
    staleTime: 0,
    meta: { silent: true },
  });
}
