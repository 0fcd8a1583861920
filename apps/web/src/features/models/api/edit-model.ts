import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

export type EditModelBody = CallBody<'Modelcenter/editModel'>;

/** `Modelcenter/editModel`: new metadata; the model goes back to review. */
export function editModel(body: EditModelBody) {
  return callApi('Modelcenter/editModel', body);
}

export function useEditModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editModel,
    meta: { silent: true },
    // its detail, my list and the library (it leaves it until approved again)
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelsKey }),
  });
}
