import { ApplyState, TaskState as S } from '@hz/contract/common/states';
import type { TaskPubBody } from '@hz/contract/tasks';
import type { SessionMember } from '../../members/session-member.ts';
import { type TaskDeps, unselect } from '../tasks-deal.ts';
import { checkTaskBody, checkTaskFiles, checkTaskShow, recordTaskTexts } from '../tasks-fields.ts';
import * as applies from '../tasks-applies-repository.ts';
import * as repo from '../tasks-repository.ts';
import { rereadTask } from '../tasks-views.ts';

/**
 * `businesTaskEdit`: the client changes the task before a designer confirms; it is reviewed again, and a
 * selection waiting for the designer's confirmation is undone (the designer told).
 */
export async function editTask(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: TaskPubBody & { id: number },
) {
  const f = checkTaskBody(b);
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'client');
    await checkTaskFiles(tx, member.id, f.attach, 'attach');
    await checkTaskShow(d, tx, f);
    await d.deal.move(tx, t, 'edit', 'client', member.id, { set: unselect });
    await repo.updateTaskFields(tx, t.id, f);
    if (t.status === S.selecting && t.applyId && t.designerId) {
      await applies.setApplyStatus(tx, t.id, t.applyId, ApplyState.applied);
      await d.deal.tell(tx, t, 'edited', member.id, {});
    }
    const contactHidden = await recordTaskTexts(d, tx, member.id, t.id, f);
    return { ...(await rereadTask(tx, d.deal, t.id, member)), contactHidden };
  });
}
