import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';

export type MyQuotes = CallData<'Projectcenter/factoryPrjctList'>;

/** `Projectcenter/factoryPrjctList`: a factory's own quotations with their projects. */
export function fetchMyQuotes(body: CallBody<'Projectcenter/factoryPrjctList'>, signal?: AbortSignal) {
  return callApi('Projectcenter/factoryPrjctList', body, { signal });
}

export function useMyQuotes(body: CallBody<'Projectcenter/factoryPrjctList'> | undefined) {
  return useQuery({
    queryKey: [...projectsKey, 'quotes', body],
    queryFn: ({ signal }) => fetchMyQuotes(body!, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}
