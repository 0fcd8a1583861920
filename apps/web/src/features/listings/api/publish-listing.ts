import type { ListingKind } from '@hz/contract/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { myContentKey } from '../../../lib/my-content.ts';
import { listingsKey } from './listings-keys.ts';

export type ListingPub = CallBody<'Article/huizhanPub'>;

/** `Article/huizhanPub` or `Article/huiyiPub`: publish, or with `id` edit one's own (back to review). */
export function publishListing({ kind, body }: { kind: ListingKind; body: ListingPub }) {
  return callApi(kind === 'huizhan' ? 'Article/huizhanPub' : 'Article/huiyiPub', body);
}

export function usePublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishListing,
    meta: { silent: true },
    // the publisher's list, the detail and (for an edit of an approved one) the search all change
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingsKey }),
        queryClient.invalidateQueries({ queryKey: myContentKey }),
      ]),
  });
}
