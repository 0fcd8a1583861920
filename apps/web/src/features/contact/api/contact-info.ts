import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { contactKey } from './contact-keys.ts';

export type ContactInfo = CallData<'Common/contactInfo'>;

export const contactInfoKey = [...contactKey, 'info'] as const;

/** `Common/contactInfo`: the platform's phone, email, WeChat and hours (the operator's settings). */
export function fetchContactInfo(signal?: AbortSignal) {
  return callApi('Common/contactInfo', {}, { signal });
}

export function useContactInfo() {
  return useQuery({
    queryKey: contactInfoKey,
    queryFn: ({ signal }) => fetchContactInfo(signal),
    // settings of the server: they change with a restart, not while a page is open
    staleTime: 10 * 60_000,
  });
}
