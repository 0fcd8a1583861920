import { VerifyState } from '@hz/contract/common/states';
import type { ContestPubBody } from '@hz/contract/contests';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { checkContestBody, checkOwnFiles, newContestOrders } from '../contests-fields.ts';
import { holdPrize } from '../contests-money.ts';
import * as repo from '../contests-repository.ts';
import { rereadContest } from '../contests-views.ts';

type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;

/**
 * `contestPub`: a verified member publishes a contest and holds its prize in escrow with the pay password,
 * in one transaction: a short balance refuses it with nothing stored. It waits for review (kind
 * `contest`); the entry period starts at approval.
 */
export async function publishContest(d: ContestDeps, member: Member, b: ContestPubBody) {
  if (member.personauth !== VerifyState.approved && member.businsauth !== VerifyState.approved)
    throw new AppError('not_verified', '发布悬赏比稿需先完成实名认证或企业认证');
  const f = checkContestBody(b, d.settings.minPrizeFen);
  await d.paycodes.verify(member.id, b.paycode);
  return d.deal.run(async (tx) => {
    await checkOwnFiles(tx, member.id, f.attach ?? [], 'attach');
    // the show (issue 31), as a task's (decision 053): approved, the booth's dates inside the show's
    if (f.exhibitionId) {
      const ex = await d.exhibition(tx, f.exhibitionId);
      if (!ex) throw fieldError('exhibition', '所选展会不存在或未通过审核');
      if (f.sdate < ex.sdate || f.edate > ex.edate)
        throw fieldError('sdate', `展会日期应在所选展会的日期内（${ex.sdate} 至 ${ex.edate}）`);
    }
    await d.pendingRoom(tx, 'contest', member.id);
    const orders = newContestOrders();
    const id = await repo.insertContest(tx, member.id, orders, f);
    await holdPrize(d, tx, { orders, memberId: member.id, prize: f.prize });
    const c = (await repo.findContest(tx, id))!;
    await d.deal.note(tx, c, 'publish', 'client', member.id);
    return rereadContest(tx, d.deal, id, member, d.settings.maxEntries);
  });
}
