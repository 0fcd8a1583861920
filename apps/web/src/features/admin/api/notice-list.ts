import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type NoticeList = CallData<'Admin/noticeList'>;
export type NoticeSendItem = NoticeList['listItem'][number];
export const NOTICE_PAGE_SIZE = 20;

/** The console's notices sent off the site; refreshed every 10 s (the jobs send them by themselves). */
export function useNoticeList(body: CallBody<'Admin/noticeList'>) {
  return useQuery({
    queryKey: [...adminKey, 'noticeList', body] as const,
    queryFn: ({ signal }) => callApi('Admin/noticeList', body, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 10_000,
  });
}
