import { TaskState as S } from '@hz/contract/common/states';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { memberContact } from '../../people/profiles-service.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';

const REVEALED: readonly string[] = [S.confirmed, S.ongoing, S.delivered, S.completed, S.disputed];

/** `winnerInfo`: the other side's contacts, for both parties once the designer confirmed. */
export function taskContacts(d: TaskDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.db.transaction(async (tx) => {
    const t = await repo.findTask(tx, id);
    if (!t || (t.memberId !== member.id && t.designerId !== member.id))
      throw new AppError('not_found', '任务不存在');
    if (!REVEALED.includes(t.status) || !t.designerId)
      throw new AppError('forbidden', '设计师确认接单后才能查看对方联系方式');
    return (await memberContact(tx, t.memberId === member.id ? t.designerId : t.memberId))!;
  });
}
