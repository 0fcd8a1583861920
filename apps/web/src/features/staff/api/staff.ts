import { useQuery } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { userInfoKey } from '../../members/api/user-info.ts';

export const companyKey = ['staff', 'company'] as const;

/** 公司与员工: the member's company, their roles, its staff and invitations (the last two for 管理员). */
export function useCompany() {
  return useQuery({
    queryKey: companyKey,
    queryFn: ({ signal }) => callApi('Staff/company', {}, { signal }),
  });
}

export const useInvite = () =>
  useCallMutation((b: CallBody<'Staff/invite'>) => callApi('Staff/invite', b), [companyKey]);
export const useRevokeInvite = () =>
  useCallMutation((b: CallBody<'Staff/inviteRevoke'>) => callApi('Staff/inviteRevoke', b), [companyKey]);
export const useSetRoles = () =>
  useCallMutation((b: CallBody<'Staff/setRoles'>) => callApi('Staff/setRoles', b), [companyKey]);
export const useRemoveStaff = () =>
  useCallMutation((b: CallBody<'Staff/remove'>) => callApi('Staff/remove', b), [companyKey]);
/** Leaving changes who the member acts as everywhere: everything cached is theirs no more. */
export const useLeaveCompany = () => useCallMutation((_: undefined) => callApi('Staff/leave', {}), [[]]);

/** The invitation landing page: no login needed. */
export function useInviteInfo(token: string) {
  return useQuery({
    queryKey: ['staff', 'invite', token],
    queryFn: ({ signal }) => callApi('Staff/inviteInfo', { token }, { signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** Accepting makes every later call act for the company: the member's info changes with it. */
export const useAcceptInvite = () =>
  useCallMutation(
    (b: CallBody<'Staff/inviteAccept'>) => callApi('Staff/inviteAccept', b),
    [companyKey, userInfoKey],
  );
