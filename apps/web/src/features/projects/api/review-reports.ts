import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/bUpdateReports`: the client accepts the completion report; the 尾款 goes to the factory. */
export function acceptReports(body: CallBody<'Projectcenter/bUpdateReports'>) {
  return callApi('Projectcenter/bUpdateReports', body);
}

/** The 尾款 moves: the wallet is asked again with the project's answers. */
export const useAcceptReports = () => useProjectMutation(acceptReports, [walletInfoKey]);
