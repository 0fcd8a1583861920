import { useMutation } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';

/** The WeChat QR-connect address to send the browser to, with its one-time `state`. */
export function wechatLogin(body: CallBody<'Wechat/login'>) {
  return callApi('Wechat/login', body);
}

export function useWechatLogin() {
  return useMutation({ mutationFn: wechatLogin, meta: { silent: true } });
}
