import { VerifyState } from '@hz/contract/common/states';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';

/**
 * `Company/profileInfo` read for one question: may this member quote (business verification approved and
 * a published factory profile)? Kept under the projects' key (features do not import each other).
 */
export function useFactoryStanding(enabled: boolean) {
  return useQuery({
    queryKey: [...projectsKey, 'standing'],
    queryFn: ({ signal }) => callApi('Company/profileInfo', {}, { signal }),
    select: (d) => ({
      verified: d.businsauth === VerifyState.approved,
      profile: d.profile !== null,
      published: Boolean(d.profile?.published),
    }),
    enabled,
    staleTime: 0,
    meta: { silent: true },
  });
}
