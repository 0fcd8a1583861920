import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type MaskedMembers = CallData<'Admin/maskedMembers'>;
export type MaskedMember = MaskedMembers['listItem'][number];

export const MASKED_PAGE_SIZE = 20;

export const maskedMembersKey = (all: boolean, page: number) =>
  [...adminKey, 'maskedMembers', { all, page }] as const;

/** Members who wrote contact details: the repeated ones (`all` false) or every one, latest first. */
export function useMaskedMembers(all: boolean, page: number) {
  return useQuery({
    queryKey: maskedMembersKey(all, page),
    queryFn: ({ signal }) =>
      callApi('Admin/maskedMembers', { all, page, pageSize: MASKED_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
