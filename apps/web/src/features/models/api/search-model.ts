import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

export type ModelSearch = CallData<'Common/searchModel'>;
export type ModelSearchItem = ModelSearch['listItem'][number];
export type ModelSearchQuery = CallBody<'Common/searchModel'>;

export const MODEL_PAGE_SIZE = 12;

export const modelSearchKey = (q: ModelSearchQuery) => [...modelsKey, 'search', q] as const;

/** `Common/searchModel`: one page of public models matching the filters. */
export function fetchModelSearch(q: ModelSearchQuery, signal?: AbortSignal) {
  return callApi('Common/searchModel', q, { signal });
}

/** The one query of a model search (the model library and the cross-kind search share its cache). */
export function modelSearchOptions(q: ModelSearchQuery) {
  return queryOptions({
    queryKey: modelSearchKey(q),
    queryFn: ({ signal }) => fetchModelSearch(q, signal),
  });
}

export function useModelSearch(q: ModelSearchQuery) {
  return useQuery({ ...modelSearchOptions(q), placeholderData: keepPreviousData });
}
