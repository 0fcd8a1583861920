import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/nameFinalists`: the client names the finalists; they revise for a few days. */
export function nameFinalists(body: CallBody<'Contest/nameFinalists'>) {
  return callApi('Contest/nameFinalists', body);
}

export function useNameFinalists() {
  return useContestMutation(nameFinalists);
}
