import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';

export type ProjectHall = CallData<'Projectcenter/factoryPrjctHall'>;
type Body = CallBody<'Projectcenter/factoryPrjctHall'>;

export const projectHallKey = (body: Body) => [...projectsKey, 'hall', body] as const;

/** `Projectcenter/factoryPrjctHall`: approved open projects, newest first, filtered (public). */
export function fetchProjectHall(body: Body, signal?: AbortSignal) {
  return callApi('Projectcenter/factoryPrjctHall', body, { signal });
}

export function useProjectHall(body: Body) {
  return useQuery({
    queryKey: projectHallKey(body),
    queryFn: ({ signal }) => fetchProjectHall(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}
