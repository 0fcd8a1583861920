import { TaskState as S, VerifyState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import { MAX_TASK_INVITES, type inviteBody } from '@hz/contract/tasks';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { type TaskDeps, taskVisible } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';

/** `inviteDesigner`: the client invites a verified designer to their approved open task (decision 025). */
export async function inviteDesigner(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof inviteBody>,
) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'client');
    if (!taskVisible(t) || t.status !== S.open)
      throw d.deal.refuse.state('只能邀请设计师参与审核通过、招募中的任务');
    const designer = await applies.designerByCardno(tx, b.cardno);
    if (!designer) throw new AppError('not_found', '设计师不存在', { fields: { cardno: '设计师不存在' } });
    if (designer.id === member.id) throw new AppError('forbidden', '不能邀请自己参与自己的任务');
    if (designer.personauth !== VerifyState.approved || !designer.published)
      throw new AppError('not_verified', '该设计师尚未通过实名认证或设计师资料审核，暂不能邀请');
    if (await applies.myApplyOf(tx, t.id, designer.id))
      throw new AppError('conflict', '该设计师已报名此任务');
    const n = await applies.countInvites(tx, t.id);
    if (n >= MAX_TASK_INVITES)
      throw new AppError('limit_exceeded', `每个任务最多邀请${MAX_TASK_INVITES}位设计师`);
    if (!(await applies.insertInvite(tx, t.id, designer.id)))
      throw new AppError('conflict', '已邀请过该设计师，请等待对方报名');
    await d.deal.note(tx, t, 'invite', 'client', member.id, designer.name);
    await d.deal.tell(tx, t, 'invited', member.id, { designer: designer.id, cost: t.cost, sizes: t.sizes });
    return { id: t.id, cardno: b.cardno, invites: n + 1 };
  });
}
