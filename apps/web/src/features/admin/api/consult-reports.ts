import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type ConsultReports = CallData<'Admin/consultReports'>;
export type ConsultReport = ConsultReports['listItem'][number];

export const CONSULT_REPORTS_PAGE_SIZE = 20;

/** Reported consultations, latest report first, each with its thread's latest messages as written. */
export function useConsultReports(page: number) {
  return useQuery({
    queryKey: [...adminKey, 'consultReports', { page }] as const,
    queryFn: ({ signal }) =>
      callApi('Admin/consultReports', { page, pageSize: CONSULT_REPORTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
