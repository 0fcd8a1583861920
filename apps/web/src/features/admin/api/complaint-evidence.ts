import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { complaintsKey } from '../../complaints/api/complaints-keys.ts';

export type ComplaintEvidenceData = CallData<'Admin/complaintEvidence'>;

/**
 * `Admin/complaintEvidence`: what the deal holds for the operator deciding — the two sides' conversation,
 * the deliveries and the timeline (operators only).
 */
export function useComplaintEvidence(id: number | undefined) {
  return useQuery({
    queryKey: [...complaintsKey, 'evidence', id],
    queryFn: ({ signal }) => callApi('Admin/complaintEvidence', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
