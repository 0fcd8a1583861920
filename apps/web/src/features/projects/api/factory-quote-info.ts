import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';

export type MyQuote = CallData<'Projectcenter/factoryQuoteInfo'>;

export const myQuoteKey = (id: number) => [...projectsKey, 'myQuote', id] as const;

/** `Projectcenter/factoryQuoteInfo`: the factory's own current quotation on a project. */
export function fetchMyQuote(id: number, signal?: AbortSignal) {
  return callApi('Projectcenter/factoryQuoteInfo', { id }, { signal });
}

/** Asked only when the project says the viewer has quoted (`myQuote` > 0). */
export function useMyQuote(id: number, enabled: boolean) {
  return useQuery({
    queryKey: myQuoteKey(id),
    queryFn: ({ signal }) => fetchMyQuote(id, signal),
    enabled,
    staleTime: 0,
    meta: { silent: true },
  });
}
