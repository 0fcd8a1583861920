import { useQuery } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { subscriptionsKey } from '../../../components/subscribe-button.tsx';

export const subscriptionListKey = [...subscriptionsKey, 'list'] as const;

/** 我的订阅: every subscription of the member (at most 20, no paging). */
export function useSubscriptions() {
  return useQuery({
    queryKey: subscriptionListKey,
    queryFn: ({ signal }) => callApi('Subscribe/list', {}, { signal }),
  });
}

export const pauseSubscription = (body: CallBody<'Subscribe/pause'>) => callApi('Subscribe/pause', body);
/** Pausing or resuming changes the list's row. */
export const usePauseSubscription = () => useCallMutation(pauseSubscription, [subscriptionsKey]);

export const deleteSubscription = (body: CallBody<'Subscribe/del'>) => callApi('Subscribe/del', body);
/** A deleted subscription leaves the list. */
export const useDeleteSubscription = () => useCallMutation(deleteSubscription, [subscriptionsKey]);
