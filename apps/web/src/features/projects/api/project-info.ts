import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';

/** Every cached answer about build projects starts with this key. */
export const projectsKey = ['projects'] as const;

export type ProjectDetail = CallData<'Projectcenter/businesPrjctInfo'>;

export const projectInfoKey = (id: number | undefined) => [...projectsKey, 'info', id] as const;

/** `Projectcenter/businesPrjctInfo`: approved projects for everyone, every state for the parties and operators. */
export function fetchProjectInfo(id: number, signal?: AbortSignal) {
  return callApi('Projectcenter/businesPrjctInfo', { id }, { signal });
}

/** A contract version is being rendered by the server's job (合同生成中): the page asks again soon. */
export const contractRendering = (p: ProjectDetail | undefined) =>
  !!p &&
  ((p.contractNow !== null && !p.contractNow.ready) || (p.contractNew !== null && !p.contractNew.ready));

/**
 * The one query of a project's detail (its page, the contract screens, the operator's review drawer);
 * asked again every 1.5 s while a contract version is being rendered.
 */
export function projectInfoOptions(id: number | undefined) {
  return queryOptions({
    queryKey: projectInfoKey(id),
    queryFn: ({ signal }) => fetchProjectInfo(id ?? 0, signal),
    enabled: id !== undefined,
    refetchInterval: (q) => (contractRendering(q.state.data) ? 1500 : false),
  });
}

/** The project's page: fresh on each visit; a project not (or no longer) visible is an answer, not retried. */
export function useProjectInfo(id: number | undefined) {
  return useQuery({
    ...projectInfoOptions(id),
    staleTime: 0,
    retry: (n, err) => !(isBizError(err) && ['not_found', 'not_logged_in'].includes(err.errCode)) && n < 2,
    meta: { silent: true },
  });
}
