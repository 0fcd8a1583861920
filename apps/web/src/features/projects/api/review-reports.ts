import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { projectsKey } from './busines-prjct-info.ts';

/** `Projectcenter/bUpdateReports`: the client accepts the completion report; the 尾款 goes to the factory. */
export function acceptReports(body: CallBody<'Projectcenter/bUpdateReports'>) {
  return callApi('Projectcenter/bUpdateReports', body);
}

export function useAcceptReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptReports,
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKey }),
        queryClient.invalidateQueries({ queryKey: walletInfoKey }),
      ]),
  });
}
