import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { userInfoKey } from './user-info.ts';

/** Changes only the given fields; answers the whole updated profile. */
export function updateBaseInfo(body: CallBody<'Member/updateBaseInfo'>) {
  return callApi('Member/updateBaseInfo', body);
}

export function useUpdateBaseInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBaseInfo,
    meta: { silent: true },
    onSuccess: async (data) => {
      queryClient.setQueryData(userInfoKey, data);
      // the header shows the nickname from loginCheck
      await queryClient.invalidateQueries({ queryKey: ['loginCheck'] });
    },
  });
}
