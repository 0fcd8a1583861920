import { ContestState as S } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { handoverBody } from '@hz/contract/contests';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { CONTEST_JOBS, type ContestDeps } from '../contests-deal.ts';
import { lockedEntry } from '../contests-entries.ts';
import { checkOwnFiles } from '../contests-fields.ts';
import * as repo from '../contests-repository.ts';
import { ACCEPT_MS, arm } from '../contests-timers.ts';
import { rereadContest } from '../contests-views.ts';

/**
 * `entryHandover`: a winning entry's author uploads the final files. The last winner's handover moves the
 * contest to `delivered` and sets the 7-day automatic acceptance; an earlier one is a timeline row.
 */
export async function handover(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof handoverBody>,
) {
  return d.deal.run(async (tx) => {
    const { c, e } = await lockedEntry(d, tx, b.id, member, 'author');
    if (c.status !== S.handover || e.place === null)
      throw d.deal.refuse.state('只有获奖稿件在交付阶段可以提交源文件');
    if (e.handedAt) throw d.deal.refuse.state('源文件已提交，请等待发布方验收');
    const attach = [...new Set(b.attach)];
    await checkOwnFiles(tx, member.id, attach, 'attach');
    await repo.updateEntry(tx, e.id, { handConts: b.conts, handAttach: attach, handedAt: dbNow });
    const left = (await repo.awardedOf(tx, c.id)).filter((x) => !x.handedAt).length;
    if (left === 0) {
      await d.deal.move(tx, c, 'handover', 'winner', member.id, {
        set: { dueAt: repo.msFromNow(ACCEPT_MS) },
      });
      await arm(d, tx, c.id, CONTEST_JOBS.autoAccept, 'dueAt');
    } else await d.deal.note(tx, c, 'handoverPart', 'winner', member.id);
    await d.deal.tell(tx, c, 'handedOver', member.id, { n: e.n, all: left === 0 });
    return rereadContest(tx, d.deal, c.id, member, d.settings.maxEntries);
  });
}
