import { TALK_PAGE, type talkListBody } from '@hz/contract/tasks';
import type { z } from '@hz/contract/common/zod';
import type { SessionMember } from '../../members/session-member.ts';
import { memberContact } from '../../people/profiles-service.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';
import { TALK_WRITE, talker } from '../tasks-talk.ts';
import { talkOut } from '../tasks-views.ts';

/** `taskTalkList`: the conversation's latest messages, or those after `after` (decision 025). */
export function talkList(d: TaskDeps, member: Pick<SessionMember, 'id'>, b: z.infer<typeof talkListBody>) {
  return d.db.transaction(async (tx) => {
    const t = await d.deal.load(tx, b.id);
    const role = talker(d.deal, t, member);
    const rows = await repo.talksOf(tx, t.id, { after: b.after, limit: TALK_PAGE });
    const other = await memberContact(tx, role === 'client' ? t.designerId! : t.memberId);
    return {
      listItem: rows.map((r) => talkOut(r, member.id)),
      open: TALK_WRITE.includes(t.status),
      role,
      other: other?.name ?? '',
    };
  });
}
