import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';
import { useProjectMutation } from './project-mutation.ts';

/** The 报馆 package of a build project (issue 31 point 3): the two parties only. */
export type Permit = CallData<'Projectcenter/permitInfo'>;

export const permitKey = (id: number) => [...projectsKey, 'permit', id] as const;

export const usePermit = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: permitKey(id),
    queryFn: ({ signal }) => callApi('Projectcenter/permitInfo', { id }, { signal }),
    enabled,
    meta: { silent: true },
  });

export const usePermitItemAdd = () =>
  useProjectMutation((b: CallBody<'Projectcenter/permitItemAdd'>) =>
    callApi('Projectcenter/permitItemAdd', b),
  );
export const usePermitItemRemove = () =>
  useProjectMutation((b: CallBody<'Projectcenter/permitItemRemove'>) =>
    callApi('Projectcenter/permitItemRemove', b),
  );
export const usePermitFileAdd = () =>
  useProjectMutation((b: CallBody<'Projectcenter/permitFileAdd'>) =>
    callApi('Projectcenter/permitFileAdd', b),
  );
export const usePermitFileRemove = () =>
  useProjectMutation((b: CallBody<'Projectcenter/permitFileRemove'>) =>
    callApi('Projectcenter/permitFileRemove', b),
  );
export const usePermitCrew = () =>
  useProjectMutation((b: CallBody<'Projectcenter/permitCrew'>) => callApi('Projectcenter/permitCrew', b));
