import { ReviewState, TaskState as S, VerifyState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { applyBody } from '@hz/contract/tasks';
import type { Transaction as Tx } from '../../../db/client.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import { chinaToday } from '../../../lib/china-time.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { hasPublicProfile } from '../../people/profiles-service.ts';
import { recordDealTexts } from '../../deals/deal-masking.ts';
import { type TaskDeps, taskVisible } from '../tasks-deal.ts';
import { checkTaskFiles } from '../tasks-fields.ts';
import * as applies from '../tasks-applies-repository.ts';
import { applyRead } from '../tasks-views.ts';

type Member = Pick<SessionMember, 'id' | 'personauth'>;

/**
 * A proposal's works (decision 029): each the applicant's own design work, approved now; refused with
 * the work named otherwise. Duplicates collapse, the order is kept.
 */
async function checkWorks(tx: Tx, memberId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = new Map((await applies.worksByIds(tx, unique)).map((w) => [w.id, w]));
  for (const id of unique) {
    const w = rows.get(id);
    if (!w || w.memberId !== memberId || w.kind !== 'work')
      throw fieldError('works', '只能选择您自己发布的设计作品');
    if (w.checked !== ReviewState.approved)
      throw fieldError('works', `作品「${w.title}」尚未通过审核，不能用于报名方案`);
  }
  return unique;
}

/** `designerApply`: a verified designer with a public profile applies to an open task, once. */
export async function applyToTask(d: TaskDeps, member: Member, b: z.infer<typeof applyBody>) {
  if (member.personauth !== VerifyState.approved)
    throw new AppError('not_verified', '报名设计任务需先通过实名认证');
  return d.deal.run(async (tx) => {
    if (!(await hasPublicProfile(tx, member.id, 'designer')))
      throw new AppError('not_verified', '请先开通设计师资料并通过审核，再报名设计任务');
    const t = await d.deal.locked(tx, b.id);
    if (!taskVisible(t) && t.memberId !== member.id) throw d.deal.refuse.notFound();
    if (t.memberId === member.id) throw new AppError('forbidden', '不能报名自己发布的任务');
    if (!taskVisible(t) || t.status !== S.open) throw d.deal.refuse.state('该任务已不在招募中');
    if (b.ddate < chinaToday()) throw fieldError('ddate', '交付日期不能早于今天');
    if (b.ddate > t.sdate) throw fieldError('ddate', '交付日期不能晚于展会开始日期');
    const attach = [...new Set(b.attach)];
    await checkTaskFiles(tx, member.id, attach, 'attach');
    const works = await checkWorks(tx, member.id, b.works);
    const id = await applies.insertApply(tx, {
      taskId: t.id,
      memberId: member.id,
      conts: b.conts,
      attach,
      fee: b.fee,
      ddate: b.ddate,
      works,
    });
    if (!id) throw new AppError('conflict', '您已报名该任务，请勿重复报名');
    await d.deal.tell(tx, t, 'applied', member.id, { fee: b.fee });
    // kept as written; the client reads it masked until it has a deal with this designer (decision 044)
    const item = { kind: 'application' as const, id, title: t.title, link: d.deal.link(t.id) };
    const contactHidden = await recordDealTexts(d.recordContact, tx, member.id, item, { conts: [b.conts] });
    return { ...(await applyRead(tx, (await applies.findApply(tx, id))!, true)), contactHidden };
  });
}
