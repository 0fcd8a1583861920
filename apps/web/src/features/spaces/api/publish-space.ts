import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { myContentKey } from '../../../lib/my-content.ts';
import { spacesKey } from './spaces-keys.ts';

export type SpacePub = CallBody<'Article/hycdPub'>;

/** `Article/hycdPub`: publish a space, or with `id` edit one's own (back to review). */
export function publishSpace(body: SpacePub) {
  return callApi('Article/hycdPub', body);
}

export function usePublishSpace() {
  // the publisher's list, the detail and (for an edit of an approved one) the search all change
  return useCallMutation(publishSpace, [spacesKey, myContentKey]);
}
