import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type CaseDetail = CallData<'Company/caseOpenInfo'>;
export type CaseDetailQuery = CallBody<'Company/caseOpenInfo'>;

export const caseInfoKey = (q: CaseDetailQuery) => [...peopleKey, 'Company/caseOpenInfo', q] as const;

/** `Company/caseOpenInfo`: a build case (public once approved; the owner and operators see every state). */
export function fetchCaseInfo(q: CaseDetailQuery, signal?: AbortSignal) {
  return callApi('Company/caseOpenInfo', q, { signal });
}

/** The one query of `Company/caseOpenInfo`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function caseInfoOptions(q: CaseDetailQuery) {
  return queryOptions({ queryKey: caseInfoKey(q), queryFn: ({ signal }) => fetchCaseInfo(q, signal) });
}

export function useCaseInfo(q: CaseDetailQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...caseInfoOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
