import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Company/casePub`: publish a build case, or with `id` edit one's own (back to review). */
export function publishCase(body: CallBody<'Company/casePub'>) {
  return callApi('Company/casePub', body);
}

export function usePublishCase() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(publishCase, [peopleKey]);
}
