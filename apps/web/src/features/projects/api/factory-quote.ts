import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/factoryQuote`: quote (`rev` 0) or revise (`rev` = the revision seen); totals are the server's. */
export function factoryQuote(body: CallBody<'Projectcenter/factoryQuote'>) {
  return callApi('Projectcenter/factoryQuote', body);
}

export function useFactoryQuote() {
  return useProjectMutation(factoryQuote);
}
