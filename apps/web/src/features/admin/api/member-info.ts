import { useQuery } from '@tanstack/react-query';
import { BizError, type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AdminMemberInfo = CallData<'Admin/memberInfo'>;

export const memberInfoKey = (cardno: string) => [...adminKey, 'memberInfo', cardno] as const;

/** One member with the latest operator actions on them; `null` when there is no such member. */
export async function fetchMemberInfo(cardno: string, signal?: AbortSignal): Promise<AdminMemberInfo | null> {
  try {
    return await callApi('Admin/memberInfo', { cardno }, { signal });
  } catch (err) {
    if (err instanceof BizError && err.errCode === 'not_found') return null;
    throw err;
  }
}

/** Asks only for a well-formed cardno (8 digits); anything else is "no such member" without a call. */
export function useMemberInfo(cardno: string | undefined) {
  return useQuery({
    queryKey: memberInfoKey(cardno ?? ''),
    queryFn: ({ signal }) => fetchMemberInfo(cardno ?? '', signal),
    enabled: !!cardno,
    staleTime: 0,
  });
}
