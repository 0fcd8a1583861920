import { queryOptions } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

export type ModelDetail = CallData<'Common/modelInfo'>;

export const modelInfoKey = (id: number | undefined) => [...modelsKey, 'info', id] as const;

/** `Common/modelInfo`: public once ready and approved; every state for its author and operators. */
export function fetchModelInfo(id: number, signal?: AbortSignal) {
  return callApi('Common/modelInfo', { id }, { signal });
}

/** The one query of a model's detail (its page, the edit form, the operator's review drawer). */
export function modelInfoOptions(id: number | undefined) {
  return queryOptions({
    queryKey: modelInfoKey(id),
    queryFn: ({ signal }) => fetchModelInfo(id ?? 0, signal),
    enabled: id !== undefined,
  });
}
