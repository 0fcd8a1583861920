import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { complaintsKey } from './complaints-keys.ts';

/** `Complain/complainWaive`: a side ends its statements without adding one (放弃补充陈述; decision 047). */
export function complainWaive(body: CallBody<'Complain/complainWaive'>) {
  return callApi('Complain/complainWaive', body);
}

/** `deal`: the deal's own queries (its 下一步 reads the complaint's window), named by the caller. */
export function useComplainWaive(deal: readonly unknown[] = complaintsKey) {
  return useCallMutation(complainWaive, [complaintsKey, deal]);
}
