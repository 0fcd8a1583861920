import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { projectsKey } from './busines-prjct-info.ts';

/**
 * After signing (decision 035): the drawings, their approval, the move-in stages and the completion
 * report. Each asks again for every cached answer about projects, and the wallet (money moves).
 */
function useBuildMutation<Body, Data>(fn: (body: Body) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKey }),
        queryClient.invalidateQueries({ queryKey: walletInfoKey }),
      ]),
  });
}

export const useUploadDrawings = () =>
  useBuildMutation((b: CallBody<'Projectcenter/fUpdateDrawings'>) =>
    callApi('Projectcenter/fUpdateDrawings', b),
  );
export const useApproveDrawings = () =>
  useBuildMutation((b: CallBody<'Projectcenter/bApproveDrawings'>) =>
    callApi('Projectcenter/bApproveDrawings', b),
  );
export const usePayStages = () =>
  useBuildMutation((b: CallBody<'Projectcenter/bPayStages'>) => callApi('Projectcenter/bPayStages', b));
export const useUploadReports = () =>
  useBuildMutation((b: CallBody<'Projectcenter/fUpdateReports'>) =>
    callApi('Projectcenter/fUpdateReports', b),
  );
