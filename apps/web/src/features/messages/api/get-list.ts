import type { MessageItem } from '@hz/contract/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { messageListsKey, unreadKey } from './unread-count.ts';

export type { MessageItem };
export type MessageList = CallData<'Tipcenter/getList'>;

/** The three tabs of /message and what each asks the server for. */
export const messageTabs = ['all', 'unread', 'read'] as const;
export type MessageTab = (typeof messageTabs)[number];

export const MESSAGE_PAGE_SIZE = 20;

export interface MessageListParams {
  tab: MessageTab;
  page: number;
  pageSize?: number;
}

function unreadFilter(tab: MessageTab): boolean | undefined {
  if (tab === 'unread') return true;
  if (tab === 'read') return false;
  return undefined;
}

export const messageListKey = (p: MessageListParams) =>
  [...messageListsKey, { tab: p.tab, page: p.page, pageSize: p.pageSize ?? MESSAGE_PAGE_SIZE }] as const;

export function fetchMessageList(p: MessageListParams, signal?: AbortSignal): Promise<MessageList> {
  const unread = unreadFilter(p.tab);
  return callApi(
    'Tipcenter/getList',
    {
      page: p.page,
      pageSize: p.pageSize ?? MESSAGE_PAGE_SIZE,
      ...(unread === undefined ? {} : { unread }),
    },
    { signal },
  );
}

/** One page of the member's messages; the answer's `unread` also feeds the header bell. */
export function useMessageList(p: MessageListParams, options: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageListKey(p),
    queryFn: async ({ signal }) => {
      const data = await fetchMessageList(p, signal);
      client.setQueryData(unreadKey, data.unread);
      return data;
    },
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
