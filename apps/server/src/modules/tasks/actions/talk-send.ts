import type { z } from '@hz/contract/common/zod';
import { TALK_PER_MINUTE, type talkSendBody } from '@hz/contract/tasks';
import { rateLimited } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import { checkTaskFiles } from '../tasks-fields.ts';
import * as repo from '../tasks-repository.ts';
import { TALK_WRITE, talker } from '../tasks-talk.ts';
import { talkOut } from '../tasks-views.ts';

/**
 * `taskTalkSend`: a message to the other side (text and/or files the sender owns), announced live on both
 * sides' message streams (`event: talk`); the other side also gets one unread message per conversation.
 */
export async function talkSend(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof talkSendBody>,
) {
  if (d.limiter) {
    const often = await d.limiter.hit(`talk:${member.id}`, TALK_PER_MINUTE, 60_000);
    if (often?.refused === 'often') throw rateLimited('发送过于频繁，请稍后再试', often.retryAfterMs / 1000);
  }
  return d.db.transaction(async (tx) => {
    // a share lock: a message is never written after the task completed or closed in between
    const t = await repo.findTask(tx, b.id, 'share');
    if (!t) throw d.deal.refuse.notFound();
    const role = talker(d.deal, t, member);
    if (!TALK_WRITE.includes(t.status)) throw d.deal.refuse.state('任务已完成或关闭，沟通记录只能查看');
    const attach = (await checkTaskFiles(tx, member.id, b.attach, 'attach')).map((f) => ({
      id: f.id,
      name: f.name,
      kind: f.kind,
    }));
    const row = await repo.insertTalk(tx, {
      taskId: t.id,
      memberId: member.id,
      who: role,
      conts: b.conts,
      attach,
    });
    const other = role === 'client' ? t.designerId! : t.memberId;
    await d.messages.talk(tx, other, t.id);
    await d.messages.talk(tx, member.id, t.id);
    await d.messages.sendUnlessUnread(tx, other, {
      kind: 'task',
      title: '新的沟通消息',
      conts: `「${t.title}」${role === 'client' ? '客户' : '设计师'}给您发来了新消息，请及时查看回复。`,
      link: d.deal.link(t.id),
    });
    return talkOut(row, member.id);
  });
}
