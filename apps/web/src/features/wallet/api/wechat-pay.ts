import { useMutation, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { walletKey } from './wallet-keys.ts';

export type WechatPayLink = CallData<'WechatPay/getPayLink'>;

/** Creates a recharge order paid by WeChat Pay: a QR code's text, an H5 link or the JSAPI parameters. */
export function getWechatPayLink(body: CallBody<'WechatPay/getPayLink'>) {
  return callApi('WechatPay/getPayLink', body);
}

export function useWechatPayLink() {
  return useMutation({ mutationFn: getWechatPayLink, meta: { silent: true } });
}

/** Whether the top-up page offers WeChat Pay (configured, or the local fake in development). */
export function useWechatPayOptions() {
  return useQuery({
    queryKey: [...walletKey, 'wechat-pay-options'],
    queryFn: ({ signal }) => callApi('WechatPay/options', {}, { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** WeChat Pay orders are numbered `W…` (Alipay's `R…`): the number says which call reads it. */
export const isWechatOrder = (orders: string) => orders.startsWith('W');
