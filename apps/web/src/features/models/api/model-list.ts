import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

export type MyModels = CallData<'Modelcenter/modelList'>;
export type MyModel = MyModels['listItem'][number];

export const MY_MODELS_PAGE_SIZE = 10;

export const modelListKey = (page: number) => [...modelsKey, 'mine', { page }] as const;

/** `Modelcenter/modelList`: my models in every state, newest change first, with sales and earnings. */
export function fetchModelList(page: number, signal?: AbortSignal) {
  return callApi('Modelcenter/modelList', { page, pageSize: MY_MODELS_PAGE_SIZE }, { signal });
}

export function useModelList(page: number, opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: modelListKey(page),
    queryFn: ({ signal }) => fetchModelList(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // while a model is being processed its state changes by itself
    refetchInterval: opts.poll ? 3000 : false,
  });
}
