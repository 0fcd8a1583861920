import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BizError, type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AdminCompanyList = CallData<'Admin/companyList'>;
export type AdminCompanyItem = AdminCompanyList['listItem'][number];
export type AdminCompanyInfo = CallData<'Admin/companyInfo'>;

export const COMPANY_PAGE_SIZE = 20;

/** One page of companies (business-verified accounts), optionally by part of a name, mobile or number. */
export function useCompanyList(p: { keyword: string; page: number }) {
  return useQuery({
    queryKey: [...adminKey, 'companyList', p] as const,
    queryFn: ({ signal }) =>
      callApi(
        'Admin/companyList',
        { page: p.page, pageSize: COMPANY_PAGE_SIZE, ...(p.keyword ? { keyword: p.keyword } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One company's staff, open invitations and wallet; `null` when there is no such member. */
export function useCompanyInfo(cardno: string | undefined) {
  return useQuery({
    queryKey: [...adminKey, 'companyInfo', cardno ?? ''] as const,
    queryFn: async ({ signal }): Promise<AdminCompanyInfo | null> => {
      try {
        return await callApi('Admin/companyInfo', { cardno: cardno ?? '' }, { signal });
      } catch (err) {
        if (err instanceof BizError && err.errCode === 'not_found') return null;
        throw err;
      }
    },
    enabled: !!cardno && /^\d{8}$/.test(cardno),
    staleTime: 0,
  });
}
