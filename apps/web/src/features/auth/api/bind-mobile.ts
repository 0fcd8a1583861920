import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { forgetMemberData, refreshLoginState } from './login-check.ts';

/** Binds the WeChat account of `ticket` to a mobile (an existing member or a new one) and logs in. */
export function bindMobile(body: CallBody<'Wechat/bindMobile'>) {
  return callApi('Wechat/bindMobile', body);
}

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    meta: { silent: true },
    onSuccess: async () => {
      forgetMemberData(queryClient);
      await refreshLoginState(queryClient);
    },
  });
}
