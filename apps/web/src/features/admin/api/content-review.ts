import type { ContentKind } from '@hz/contract/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { galleryKey } from '../../gallery/api/gallery-keys.ts';
import { listingsKey } from '../../listings/api/listings-keys.ts';
import { spacesKey } from '../../spaces/api/spaces-keys.ts';
import { adminKey } from './admin-keys.ts';

/**
 * The cache of each reviewed kind's own feature: details, searches and pages that a decision changes
 * (the people kinds of issue 12 join with their screens).
 */
const ownerKeys: Partial<Record<ContentKind, readonly string[]>> = {
  huizhan: listingsKey,
  huiyi: listingsKey,
  hycd: spacesKey,
  photo: galleryKey,
};

/** Approves or rejects (with a reason) an exhibition, conference, space or booth photo; the publisher gets a message. */
export function contentReview(body: CallBody<'Admin/contentReview'>) {
  return callApi('Admin/contentReview', body);
}

export function useContentReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contentReview,
    meta: { silent: true },
    // the console's queues, and the item's detail (the drawer shows it) and public lists in its own feature
    onSettled: (_data, _err, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKey }),
        queryClient.invalidateQueries({ queryKey: ownerKeys[body.kind] ?? adminKey }),
      ]),
  });
}
