import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';
import { useProjectMutation } from './project-mutation.ts';

/** The venue deposits of a signed project (decision 038): a record, the wallet does not move. */
export type Deposits = CallData<'Projectcenter/depositList'>;

export const depositsKey = (id: number) => [...projectsKey, 'deposits', id] as const;

/** `Projectcenter/depositList`: both sides, once signed. */
export const useDeposits = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: depositsKey(id),
    queryFn: ({ signal }) => callApi('Projectcenter/depositList', { id }, { signal }),
    enabled,
    meta: { silent: true },
  });

/** `Projectcenter/depositUpdate`: the payer records a deposit (asks the project's answers again). */
export const useDepositUpdate = () =>
  useProjectMutation((b: CallBody<'Projectcenter/depositUpdate'>) =>
    callApi('Projectcenter/depositUpdate', b),
  );
