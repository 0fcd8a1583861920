import { useMutation } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';

/** Creates a recharge order and answers Alipay's page-pay URL (the dev simulator's in development). */
export function getPayLink(body: CallBody<'Alipay/getPayLink'>) {
  return callApi('Alipay/getPayLink', body);
}

export function useGetPayLink() {
  // the page leaves for Alipay on success: nothing to invalidate here
  return useMutation({ mutationFn: getPayLink, meta: { silent: true } });
}
