import { TaskState as S } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { reviseBody } from '@hz/contract/tasks';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import { rereadTask } from '../tasks-views.ts';

/** `businesTaskRevise`: the client asks for a change within the rounds included; delivered → ongoing. */
export async function reviseDesign(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof reviseBody>,
) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'client');
    if (t.status === S.delivered && t.roundsUsed >= t.rounds)
      throw new AppError('limit_exceeded', `包含的${t.rounds}次修改已用完，请验收或发起投诉`);
    await d.deal.move(tx, t, 'revise', 'client', member.id, {
      set: { roundsUsed: t.roundsUsed + 1, dueAt: null },
      note: b.conts,
    });
    await d.deal.tell(tx, t, 'revised', member.id, { n: t.roundsUsed + 1, rounds: t.rounds, conts: b.conts });
    return rereadTask(tx, d.deal, t.id, member);
  });
}
