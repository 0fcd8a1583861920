import { TaskState as S, VerifyState } from '@hz/contract/common/states';
import type { TaskPubBody } from '@hz/contract/tasks';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import {
  checkTaskBody,
  checkTaskFiles,
  checkTaskShow,
  newTaskOrders,
  recordTaskTexts,
} from '../tasks-fields.ts';
import * as repo from '../tasks-repository.ts';
import { rereadTask } from '../tasks-views.ts';

type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;

/**
 * `businesTaskPub`: a verified member publishes a design task; it waits for review (kind `task`). The
 * member's form draft (decision 045) goes with it.
 */
export async function publishTask(d: TaskDeps, member: Member, b: TaskPubBody) {
  if (member.personauth !== VerifyState.approved && member.businsauth !== VerifyState.approved)
    throw new AppError('not_verified', '发布设计任务需先完成实名认证或企业认证');
  const f = checkTaskBody(b);
  return d.deal.run(async (tx) => {
    await checkTaskFiles(tx, member.id, f.attach, 'attach');
    await checkTaskShow(d, tx, f);
    await d.pendingRoom(tx, 'task', member.id);
    const id = await repo.insertTask(tx, member.id, newTaskOrders(), f);
    await repo.deleteTaskDraft(tx, member.id);
    await repo.addOrbit(tx, {
      taskId: id,
      action: 'publish',
      actor: 'client',
      actorId: member.id,
      state: S.open,
    });
    const contactHidden = await recordTaskTexts(d, tx, member.id, id, f);
    return { ...(await rereadTask(tx, d.deal, id, member)), contactHidden };
  });
}
