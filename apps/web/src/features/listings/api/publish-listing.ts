import type { ListingKind } from '@hz/contract/listings';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { myContentKey } from '../../../lib/my-content.ts';
import { listingsKey } from './listings-keys.ts';

/** What is sent for each kind: an exhibition's or a conference's own fields besides the shared ones. */
export type ListingPub =
  | { kind: 'huizhan'; body: CallBody<'Article/huizhanPub'> }
  | { kind: 'huiyi'; body: CallBody<'Article/huiyiPub'> };

/** `Article/huizhanPub` or `Article/huiyiPub`: publish, or with `id` edit one's own (back to review). */
export function publishListing(p: ListingPub): Promise<{ id: number; kind: ListingKind }> {
  return p.kind === 'huizhan' ? callApi('Article/huizhanPub', p.body) : callApi('Article/huiyiPub', p.body);
}

export function usePublishListing() {
  // the publisher's list, the detail and (for an edit of an approved one) the search all change
  return useCallMutation(publishListing, [listingsKey, myContentKey]);
}
