import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { consultListsKey } from './consult-keys.ts';

export type ConsultList = CallData<'Consult/list'>;
export type ConsultThreadItem = ConsultList['listItem'][number];
export const CONSULT_LIST_PAGE_SIZE = 20;

/** `Consult/list`: the member's consultation threads, latest first, with their unread counts. */
export function fetchConsultList(page: number, signal?: AbortSignal) {
  return callApi('Consult/list', { page, pageSize: CONSULT_LIST_PAGE_SIZE }, { signal });
}

/** Kept fresh by the stream's `consult` events (the message page listens) and a slow poll. */
export function useConsultList(page: number) {
  return useQuery({
    queryKey: [...consultListsKey, page],
    queryFn: ({ signal }) => fetchConsultList(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
