import type { ProjectState } from '@hz/contract/common/states';
import { type Page, pageOut, pageWindow } from '../../../lib/paging.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { listNexts, projectItem } from '../projects-views.ts';

/** `businesPrjctList`: the client's own projects, newest first, each with its 下一步. */
export function clientProjects(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id'>,
  b: { status?: ProjectState } & Page,
) {
  return d.db.transaction(async (tx) => {
    const r = await repo.listClientProjects(tx, member.id, b.status, pageWindow(b));
    const nexts = await listNexts(tx, r.rows, () => 'client');
    return pageOut(r, b, (p, i) => projectItem(p, nexts[i], true));
  });
}
