import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

/** Approves or rejects (with a reason) an exhibition or conference; the publisher gets a message. */
export function contentReview(body: CallBody<'Admin/contentReview'>) {
  return callApi('Admin/contentReview', body);
}

export function useContentReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contentReview,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
