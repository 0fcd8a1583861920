import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { modelsKey } from './models-keys.ts';

export type UploadModelBody = CallBody<'Modelcenter/uploadModel'>;

/** `Modelcenter/uploadModel`: publishes the uploaded file with its metadata (then processing and review). */
export function uploadModel(body: UploadModelBody) {
  return callApi('Modelcenter/uploadModel', body);
}

export function useUploadModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadModel,
    meta: { silent: true },
    // my models list it at once
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelsKey }),
  });
}
