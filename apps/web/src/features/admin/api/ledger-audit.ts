import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type LedgerAudit = CallData<'Admin/ledgerAudit'>;

export const ledgerAuditKey = [...adminKey, 'ledgerAudit'] as const;

/**
 * The whole ledger audited (`npm run audit:ledger`'s check): on opening the page and when the operator
 * asks again. Not on focus or a timer: it reads every ledger row.
 */
export function useLedgerAudit() {
  return useQuery({
    queryKey: ledgerAuditKey,
    queryFn: ({ signal }) => callApi('Admin/ledgerAudit', {}, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
