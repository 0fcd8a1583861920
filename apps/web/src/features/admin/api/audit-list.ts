import type { AuditAction } from '@hz/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AuditList = CallData<'Admin/auditList'>;
export type AuditItem = AuditList['listItem'][number];

export const AUDIT_PAGE_SIZE = 20;

export interface AuditListParams {
  /** Only the actions on this member. */
  cardno?: string;
  /** Only this action. */
  action?: AuditAction;
  /** China days `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  page: number;
}

export const auditListKey = (p: AuditListParams) =>
  [
    ...adminKey,
    'auditList',
    { cardno: p.cardno ?? '', action: p.action ?? '', from: p.from ?? '', to: p.to ?? '', page: p.page },
  ] as const;

export function fetchAuditList(p: AuditListParams, signal?: AbortSignal): Promise<AuditList> {
  return callApi(
    'Admin/auditList',
    {
      page: p.page,
      pageSize: AUDIT_PAGE_SIZE,
      ...(p.cardno ? { cardno: p.cardno } : {}),
      ...(p.action ? { action: p.action } : {}),
      ...(p.from ? { from: p.from } : {}),
      ...(p.to ? { to: p.to } : {}),
    },
    { signal },
  );
}

/** One page of the operators' audit log, newest first. */
export function useAuditList(p: AuditListParams) {
  return useQuery({
    queryKey: auditListKey(p),
    queryFn: ({ signal }) => fetchAuditList(p, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
