import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { complaintsKey } from './complaints-keys.ts';

/**
 * `Complain/complainEdit`: a side adds a statement with files, within 3 days of the complaint; `final`
 * ends its statements.
 */
export function complainEdit(body: CallBody<'Complain/complainEdit'>) {
  return callApi('Complain/complainEdit', body);
}

/** `deal`: the deal's own queries (its 下一步 reads the complaint's window), named by the caller. */
export function useComplainEdit(deal: readonly unknown[] = complaintsKey) {
  // the complaint's statements change, and the deal's 下一步
  return useCallMutation(complainEdit, [complaintsKey, deal]);
}
