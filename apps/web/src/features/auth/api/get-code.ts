import { useMutation } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';

/** Sends an SMS code; `data.wait` is the resend delay, `data.devCode` only with the dev SMS provider. */
export function getCode(body: CallBody<'User/getCode'>) {
  return callApi('User/getCode', body);
}

export function useGetCode() {
  return useMutation({ mutationFn: getCode, meta: { silent: true } });
}
