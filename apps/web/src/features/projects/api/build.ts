import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useProjectMutation } from './project-mutation.ts';

/**
 * After signing (decision 035): the drawings, their approval, the move-in stages and the completion
 * report. Each asks again for every cached answer about projects, and the wallet (money moves).
 */
/** Money moves with these: the wallet is asked again with the project's answers. */
const useBuildMutation = <Body, Data>(fn: (body: Body) => Promise<Data>) =>
  useProjectMutation(fn, [walletInfoKey]);

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
