import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Change the password while logged in (`User/resetPwd {oldpwd, password}`); other sessions end. */
export function changePassword(body: { oldpwd: string; password: string }) {
  return callApi('User/resetPwd', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
