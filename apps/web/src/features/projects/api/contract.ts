import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { projectInfoOptions, projectsKey } from './project-info.ts';
import { useProjectMutation } from './project-mutation.ts';

/**
 * The contract of a build project (decision 034): its versions, the changes either side proposes, the
 * refusal of a change and the two signatures. Every action asks again for every cached answer about
 * projects (and the wallet: the second signature holds the prepayment).
 */

export const contractListKey = (id: number | undefined) => [...projectsKey, 'contracts', id] as const;

/** `Projectcenter/contractList`: every version, oldest first. */
export function contractListOptions(id: number | undefined) {
  return queryOptions({
    queryKey: contractListKey(id),
    queryFn: ({ signal }) => callApi('Projectcenter/contractList', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
  });
}
export const useContractList = (id: number | undefined) => useQuery(contractListOptions(id));

/** The project's detail (with `contractNow`, `contractNew`, `stages`), for the contract screens. */
export const useProjectForContract = (id: number | undefined) =>
  useQuery({ ...projectInfoOptions(id), meta: { silent: true } });

/** The second signature holds the prepayment: the wallet is asked again with the project's answers. */
const useContractMutation = <Body, Data>(fn: (body: Body) => Promise<Data>) =>
  useProjectMutation(fn, [walletInfoKey]);

export const useSignAsClient = () =>
  useContractMutation((b: CallBody<'Projectcenter/signbContract'>) =>
    callApi('Projectcenter/signbContract', b),
  );
export const useSignAsFactory = () =>
  useContractMutation((b: CallBody<'Projectcenter/signfContract'>) =>
    callApi('Projectcenter/signfContract', b),
  );
export const useProposeAsClient = () =>
  useContractMutation((b: CallBody<'Projectcenter/bUpdateContract'>) =>
    callApi('Projectcenter/bUpdateContract', b),
  );
export const useProposeAsFactory = () =>
  useContractMutation((b: CallBody<'Projectcenter/fUpdateContract'>) =>
    callApi('Projectcenter/fUpdateContract', b),
  );
export const useRefuseContract = () =>
  useContractMutation((b: CallBody<'Projectcenter/refuseContract'>) =>
    callApi('Projectcenter/refuseContract', b),
  );
