import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entryRate`: the client rates an entry 1–5 (the client and the author see it). */
export function rateEntry(body: CallBody<'Contest/entryRate'>) {
  return callApi('Contest/entryRate', body);
}

export function useRateEntry() {
  return useContestMutation(rateEntry);
}
