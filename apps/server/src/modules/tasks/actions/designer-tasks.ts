import { ApplyState, type TaskState } from '@hz/contract/common/states';
import { fenToYuan } from '../../../lib/money.ts';
import { type Page, pageOut, pageWindow } from '../../../lib/paging.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';
import { taskItem } from '../tasks-views.ts';

/** `designerTaskList`: the tasks a designer applied to (or was ordered on), with their application. */
export async function designerTasks(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: { status?: TaskState } & Page,
) {
  const r = await repo.listDesignerTasks(d.db, member.id, b.status, pageWindow(b));
  return pageOut(r, b, (x) => {
    const mine = x.designerId === member.id;
    const item = taskItem(x, mine ? 'designer' : 'applicant');
    return {
      ...item,
      fee: mine ? fenToYuan(x.fee) : 0,
      next: x.applyStatus === ApplyState.declined ? '未被选中，感谢参与' : item.next,
      apply: x.apply,
      applyStatus: x.applyStatus,
    };
  });
}
