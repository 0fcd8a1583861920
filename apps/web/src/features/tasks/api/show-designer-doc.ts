import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type Proposal = CallData<'Taskcenter/showDesignerDoc'>;

export const proposalKey = (body: CallBody<'Taskcenter/showDesignerDoc'> | undefined) =>
  [...tasksKey, 'proposal', body] as const;

/** `Taskcenter/showDesignerDoc`: one proposal in full (the client or the applicant). */
export function fetchProposal(body: CallBody<'Taskcenter/showDesignerDoc'>, signal?: AbortSignal) {
  return callApi('Taskcenter/showDesignerDoc', body, { signal });
}

export function useProposal(body: CallBody<'Taskcenter/showDesignerDoc'> | undefined) {
  return useQuery({
    queryKey: proposalKey(body),
    queryFn: ({ signal }) => fetchProposal(body!, signal),
    enabled: body !== undefined,
    staleTime: 0,
    meta: { silent: true },
  });
}
