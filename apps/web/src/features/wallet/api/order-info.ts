import { RechargeState } from '@hz/contract/common/states';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { isWechatOrder } from './wechat-pay.ts';
import { walletKey } from './wallet-keys.ts';

export type OrderInfo = CallData<'Alipay/orderInfo'>;

export const ORDER_POLL_MS = 2_000;

export const orderInfoKey = (orders: string) => [...walletKey, 'order', orders] as const;

/** A recharge order through the call of its channel (both answer the same shape). */
export function fetchOrderInfo(orders: string, signal?: AbortSignal): Promise<OrderInfo> {
  return isWechatOrder(orders)
    ? callApi('WechatPay/orderInfo', { orders }, { signal })
    : callApi('Alipay/orderInfo', { orders }, { signal });
}

/**
 * A recharge order on the return page (and under the WeChat Pay QR code). While `poll` is on and the order is still pending it is
 * asked again every 2 s; once paid, the balances and bills are refreshed.
 */
export function useOrderInfo(orders: string, poll: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: orderInfoKey(orders),
    queryFn: async ({ signal }) => {
      const data = await fetchOrderInfo(orders, signal);
      if (data.status === RechargeState.paid) {
        void client.invalidateQueries({
          queryKey: walletKey,
          predicate: (q) => q.queryKey[1] !== 'order',
        });
      }
      return data;
    },
    enabled: orders !== '',
    staleTime: 0,
    refetchInterval: (q) => (poll && q.state.data?.status === RechargeState.pending ? ORDER_POLL_MS : false),
    meta: { silent: true },
  });
}
