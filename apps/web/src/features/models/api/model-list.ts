import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

export type MyModels = CallData<'Modelcenter/modelList'>;
export type MyModel = MyModels['listItem'][number];

export const MY_MODELS_PAGE_SIZE = 10;

export const modelListKey = (page: number, review = false) =>
  [...modelsKey, 'mine', { page, review }] as const;

/**
 * `Modelcenter/modelList`: my models in every state, newest change first, with sales and earnings;
 * `review`: only those not public yet (filtered and paged by the server).
 */
export function fetchModelList(page: number, review: boolean, signal?: AbortSignal) {
  return callApi('Modelcenter/modelList', { page, pageSize: MY_MODELS_PAGE_SIZE, review }, { signal });
}

export function useModelList(page: number, opts: { poll?: boolean; review?: boolean } = {}) {
  const review = opts.review ?? false;
  return useQuery({
    queryKey: modelListKey(page, review),
    queryFn: ({ signal }) => fetchModelList(page, review, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // while a model is being processed its state changes by itself
    refetchInterval: opts.poll ? 3000 : false,
  });
}
