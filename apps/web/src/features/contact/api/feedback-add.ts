import { useMutation } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';

/** `Common/feedbackAdd`: a visitor's or a member's feedback, for the operators' console. */
export function addFeedback(body: CallBody<'Common/feedbackAdd'>) {
  return callApi('Common/feedbackAdd', body);
}

export function useAddFeedback() {
  return useMutation({
    mutationFn: addFeedback,
    // the form shows field errors and the hourly limit itself
    meta: { silent: true },
    // nothing this visitor sees is cached from it: the feedback is read only in the console
  });
}
