import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

export type DesignerCmts = CallData<'Designer/designerCmts'>;
export type DesignerCmtsQuery = CallBody<'Designer/designerCmts'>;

export const designerCmtsKey = (q: DesignerCmtsQuery) => [...reviewsKey, 'Designer/designerCmts', q] as const;

/** `Designer/designerCmts`: a designer's published reviews from clients and the mean ratings. */
export function fetchDesignerCmts(q: DesignerCmtsQuery, signal?: AbortSignal) {
  return callApi('Designer/designerCmts', q, { signal });
}

export function designerCmtsOptions(q: DesignerCmtsQuery) {
  return queryOptions({
    queryKey: designerCmtsKey(q),
    queryFn: ({ signal }) => fetchDesignerCmts(q, signal),
  });
}

export function useDesignerCmts(q: DesignerCmtsQuery) {
  return useQuery({ ...designerCmtsOptions(q), placeholderData: keepPreviousData, meta: { silent: true } });
}
