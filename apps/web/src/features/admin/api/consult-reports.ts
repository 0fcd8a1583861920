import type { ReportState } from '@hz/contract/consult';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type ConsultReports = CallData<'Admin/consultReports'>;
export type ConsultReport = ConsultReports['listItem'][number];

export const CONSULT_REPORTS_PAGE_SIZE = 20;

/**
 * Reported consultations in one state (open: oldest first; handled: latest handled first), each with its
 * thread's latest messages as written.
 */
export function useConsultReports(state: ReportState, page: number) {
  return useQuery({
    queryKey: [...adminKey, 'consultReports', { state, page }] as const,
    queryFn: ({ signal }) =>
      callApi('Admin/consultReports', { state, page, pageSize: CONSULT_REPORTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
