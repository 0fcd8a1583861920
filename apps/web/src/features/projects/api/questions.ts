import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';
import { useProjectMutation } from './project-mutation.ts';

/** The client's questions on one quotation and the factory's answers. */
export type QuoteThread = CallData<'Projectcenter/quoteQuestions'>;

export const questionsKey = (id: number, quote: number) => [...projectsKey, 'questions', id, quote] as const;

/** `Projectcenter/quoteQuestions`: the client and that factory only. */
export const useQuoteQuestions = (id: number, quote: number) =>
  useQuery({
    queryKey: questionsKey(id, quote),
    queryFn: ({ signal }) => callApi('Projectcenter/quoteQuestions', { id, quote }, { signal }),
    // the other side writes in another browser: asked again each time the thread is opened
    staleTime: 0,
    meta: { silent: true },
  });

export const useQuoteAsk = () =>
  useProjectMutation((b: CallBody<'Projectcenter/quoteAsk'>) => callApi('Projectcenter/quoteAsk', b));
export const useQuoteAnswer = () =>
  useProjectMutation((b: CallBody<'Projectcenter/quoteAnswer'>) => callApi('Projectcenter/quoteAnswer', b));
