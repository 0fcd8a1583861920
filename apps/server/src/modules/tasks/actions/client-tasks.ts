import { TaskState as S, type TaskState } from '@hz/contract/common/states';
import { type Page, pageOut, pageWindow } from '../../../lib/paging.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';
import { taskItem } from '../tasks-views.ts';

type Member = Pick<SessionMember, 'id'>;
const asClient = (t: repo.TaskRow) => taskItem(t, 'client');

/** `businesTaskList`: the client's own tasks, newest first, in one state or all. */
export async function clientTasks(d: TaskDeps, member: Member, b: { status?: TaskState } & Page) {
  const r = await repo.listClientTasks(d.db, member.id, b.status ? [b.status] : undefined, pageWindow(b));
  return pageOut(r, b, asClient);
}

/** `businesTaskOngoing`: the client's tasks under way (a designer confirmed, not yet completed). */
export async function clientTasksOngoing(d: TaskDeps, member: Member, b: Page) {
  const states = [S.confirmed, S.ongoing, S.delivered, S.disputed];
  return pageOut(await repo.listClientTasks(d.db, member.id, states, pageWindow(b)), b, asClient);
}
