import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { modelInfoKey } from './model-info.ts';

export type DnldModelBody = CallBody<'Modelcenter/dnldModel'>;

/** `Modelcenter/dnldModel`: a signed link for me; a paid model not yet bought is bought first (`paycode`). */
export function dnldModel(body: DnldModelBody) {
  return callApi('Modelcenter/dnldModel', body);
}

export function useDnldModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dnldModel,
    meta: { silent: true },
    // a purchase makes the model `owned` (and the wallet's balance changed: the wallet screens refetch)
    onSuccess: (_d, b) => queryClient.invalidateQueries({ queryKey: modelInfoKey(b.id) }),
  });
}
