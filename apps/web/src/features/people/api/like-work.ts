import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { caseInfoKey } from './case-info.ts';
import { peopleKey } from './people-keys.ts';
import { workInfoKey } from './work-info.ts';

type LikeBody = CallBody<'Designer/likeWork'>;

/** `Designer/likeWork` (a work) and `Company/likeCase` (a case): 点赞 (`like` 1) or take it back (0). */
export function likeWork({ kind, ...body }: LikeBody & { kind: 'work' | 'case' }) {
  return callApi(kind === 'work' ? 'Designer/likeWork' : 'Company/likeCase', body);
}

/** The detail's cached answer of `kind`/`id`, with `patch` over it. */
export function patchWorkDetail(
  queryClient: QueryClient,
  kind: 'work' | 'case',
  id: number,
  patch: { views?: number; likes?: number; liked?: boolean },
) {
  const key = kind === 'work' ? workInfoKey({ id }) : caseInfoKey({ id });
  queryClient.setQueryData(key, (d: Record<string, unknown> | undefined) => (d ? { ...d, ...patch } : d));
}

export function useLikeWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeWork,
    meta: { silent: true },
    // the page shows the answer at once; the lists carry the count, so they are asked again
    onSuccess: (d, v) => patchWorkDetail(queryClient, v.kind, v.id, d),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
