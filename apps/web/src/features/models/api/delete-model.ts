import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

/** `Modelcenter/deleteModel`: withdraws my model (buyers' records keep it). */
export function deleteModel(id: number) {
  return callApi('Modelcenter/deleteModel', { id });
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    // it leaves my list and the library
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelsKey }),
  });
}
