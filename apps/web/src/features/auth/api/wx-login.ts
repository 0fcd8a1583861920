import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { forgetMemberData, refreshLoginState } from './login-check.ts';

/** WeChat's return to `/login?code=&state=`: logs in a bound member or asks to bind a mobile. */
export function wxLogin(body: CallBody<'Wechat/wxLogin'>) {
  return callApi('Wechat/wxLogin', body);
}

export function useWxLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: wxLogin,
    meta: { silent: true },
    onSuccess: async (data) => {
      if (!data.needBind) {
        forgetMemberData(queryClient);
        await refreshLoginState(queryClient);
      }
    },
  });
}
