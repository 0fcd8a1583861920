import { useMutation } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';

export function checkCode(body: CallBody<'User/checkCode'>) {
  return callApi('User/checkCode', body);
}

export function useCheckCode() {
  return useMutation({ mutationFn: checkCode, meta: { silent: true } });
}
