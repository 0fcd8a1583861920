import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';

export type MyProjects = CallData<'Projectcenter/businesPrjctList'>;

/** `Projectcenter/businesPrjctList`: the client's own projects, by state. */
export function fetchMyProjects(body: CallBody<'Projectcenter/businesPrjctList'>, signal?: AbortSignal) {
  return callApi('Projectcenter/businesPrjctList', body, { signal });
}

export function useMyProjects(body: CallBody<'Projectcenter/businesPrjctList'> | undefined) {
  return useQuery({
    queryKey: [...projectsKey, 'mine', body],
    queryFn: ({ signal }) => fetchMyProjects(body!, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}
