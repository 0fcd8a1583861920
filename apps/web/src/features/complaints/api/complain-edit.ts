import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { complaintsKey } from './complaints-keys.ts';

/** `Complain/complainEdit`: a side adds a statement with files, within 3 days of the complaint. */
export function complainEdit(body: CallBody<'Complain/complainEdit'>) {
  return callApi('Complain/complainEdit', body);
}

export function useComplainEdit() {
  // the complaint's statements change
  return useCallMutation(complainEdit, [complaintsKey]);
}
