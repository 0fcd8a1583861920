import { VerifyState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { entrySubmitBody } from '@hz/contract/contests';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { hasPublicProfile } from '../../people/profiles-service.ts';
import { type ContestDeps, contestVisible } from '../contests-deal.ts';
import { checkOwnFiles } from '../contests-fields.ts';
import * as repo from '../contests-repository.ts';
import { entryRead } from '../contests-views.ts';

type Member = Pick<SessionMember, 'id' | 'personauth'>;

/**
 * `entrySubmit`: a verified designer with a public profile sends an entry to an approved contest before its
 * deadline (the database's clock), up to the configured number per designer. The contest is locked, so
 * that the count and the deadline cannot interleave with another entry or the deadline's timer; any
 * refusal stores nothing.
 */
export async function submitEntry(d: ContestDeps, member: Member, b: z.infer<typeof entrySubmitBody>) {
  if (member.personauth !== VerifyState.approved)
    throw new AppError('not_verified', '参加比稿需先通过实名认证');
  return d.deal.run(async (tx) => {
    const c = await d.deal.locked(tx, b.id);
    if (!contestVisible(c) && c.memberId !== member.id) throw d.deal.refuse.notFound();
    if (c.memberId === member.id) throw new AppError('forbidden', '不能参加自己发布的比稿');
    if (!(await hasPublicProfile(tx, member.id, 'designer')))
      throw new AppError('not_verified', '请先开通设计师资料并通过审核，再参加比稿');
    if (!c.accepting) throw d.deal.refuse.state('该比稿已截止征稿');
    if ((await repo.countMine(tx, c.id, member.id)) >= d.settings.maxEntries)
      throw new AppError('limit_exceeded', `每位设计师在一个比稿中最多投${d.settings.maxEntries}稿`);
    await checkOwnFiles(tx, member.id, b.pics, 'pics', { images: true });
    await checkOwnFiles(tx, member.id, b.attach, 'attach');
    const id = await repo.insertEntry(tx, {
      contestId: c.id,
      memberId: member.id,
      conts: b.conts,
      pics: [...new Set(b.pics)],
      attach: [...new Set(b.attach)],
      show: b.show,
    });
    const e = (await repo.findEntry(tx, id))!;
    await d.deal.tell(tx, c, 'entered', member.id, { n: e.n });
    return entryRead(tx, c, e, { id: member.id, isadmin: false });
  });
}
