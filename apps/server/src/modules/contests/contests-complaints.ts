import { itemLinks } from '@hz/contract/common/links';
import { ContestState as S, ReviewState } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../../db/client.ts';
import { contests } from '../../db/schema/contests.ts';
import { chinaDates } from '../../lib/china-time.ts';
import { dbNow } from '../../lib/state-transition.ts';
import type { ComplaintDecision, ComplaintKindDef } from '../complaints/complaints-kinds.ts';
import { paidOut } from '../deals/deal-money.ts';
import { fileUrl } from '../uploads/uploads-service.ts';
import type { PostResult } from '../wallet/wallet-ledger.ts';
import { CONTEST_JOBS, type ContestDeps } from './contests-deal.ts';
import { contestActionNames } from './contests-machine.ts';
import { prizeKeys } from './contests-money.ts';
import { placesSettled } from './contests-reputation.ts';
import * as repo from './contests-repository.ts';
import { arm } from './contests-timers.ts';

/**
 * Design contests as a kind of complaint (decision 063): the subject is an awarded entry, so each place is
 * one client–winner pair, as for reviews (decision 061). A place's pair may complain once every winner has
 * handed over and before the client accepts (`delivered`): the contest is `disputed`, its automatic
 * acceptance paused. The operator's decision settles that place's share alone (released, refunded, or
 * split), then the contest waits again for the acceptance of the places left, or ends when none is left.
 */

const files = (ids: readonly string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));

/** Why the pair may not complain about this place now (null: they may). */
function refusalOf(c: repo.ContestRow, e: repo.EntryRow) {
  if (e.place === null) return '该稿件没有获奖名次，不能发起投诉';
  if (e.paidAt) return '该名次的奖金已结算，不能再发起投诉';
  switch (c.status) {
    case S.delivered:
      return null;
    case S.disputed:
      return '该比稿正在投诉处理中，请等待平台裁决后再发起投诉';
    case S.handover:
      return '获奖者提交源文件后才能发起投诉；逾期未提交的名次奖金将自动退回';
    case S.completed:
      return '比稿已完成，奖金已结算，不能再发起投诉';
    default:
      return '比稿已关闭，不能发起投诉';
  }
}

/** What was left of the automatic acceptance's time, kept while disputed (as a task's paused timer). */
const pause = {
  pausedMs: sql`CASE WHEN ${contests.dueAt} IS NULL THEN NULL
    ELSE GREATEST(0, floor(extract(epoch FROM (${contests.dueAt} - now())) * 1000))::bigint END`,
  dueAt: null,
};

/**
 * The operator's decision on one place: its share released to the winner (minus the commission), refunded
 * to the client (the place taken back, as one not handed over), or split; then the contest resumes
 * `delivered` with the acceptance's remaining time when places are left to accept, else ends: `completed`
 * when a winner was paid, `closed` when every share went back.
 */
async function decide(d: ContestDeps, tx: Tx, entryId: number, dec: ComplaintDecision) {
  const e = (await repo.findEntry(tx, entryId))!;
  const c = await d.deal.locked(tx, e.contestId);
  const keys = prizeKeys(c.orders);
  const money = { ref: c.orders, payer: c.memberId, payee: e.memberId, amount: e.award };
  let r: PostResult;
  if (dec.outcome === 'release') {
    r = await d.wallet.release({ ...money, key: keys.award(e.place!), memo: '投诉裁决，比稿奖金结算' }, tx);
    await repo.updateEntry(tx, e.id, { paidAt: dbNow });
  } else if (dec.outcome === 'refund') {
    r = await d.wallet.refund(
      { ...money, key: `${keys.refund}:place:${e.place}`, memo: '投诉裁决，比稿奖金退回' },
      tx,
    );
    await repo.unaward(tx, [e.id]);
  } else {
    const payeeShare = Math.floor((e.award * dec.percent) / 100);
    r = await d.wallet.split(
      { ...money, key: `contest:${c.orders}:split:${e.place}`, payeeShare, memo: '投诉裁决，比稿奖金分配' },
      tx,
    );
    await repo.updateEntry(tx, e.id, { paidAt: dbNow });
  }
  const note = `第${e.place}名：${dec.reason}`;
  const left = await repo.payableOf(tx, c.id);
  const end = { disputeEntryId: null, pausedMs: null };
  if (left.length > 0) {
    await d.deal.move(tx, c, 'decideResume', 'operator', dec.operatorId, {
      set: { ...end, dueAt: repo.msFromNow(c.pausedMs ?? 0) },
      note,
    });
    await arm(d, tx, c.id, CONTEST_JOBS.autoAccept, 'dueAt');
  } else {
    const paid = (await repo.awardedOf(tx, c.id)).length > 0;
    await d.deal.move(tx, c, paid ? 'decideComplete' : 'decideClose', 'operator', dec.operatorId, {
      set: { ...end, dueAt: null, settledAt: dbNow },
      note,
    });
    if (paid) await placesSettled(d, tx, c.id);
  }
  const out = paidOut(r.entries, { payer: c.memberId, payee: e.memberId });
  return { providerGets: out.net, clientGets: out.back, commission: out.fee };
}

export function contestComplaintKind(d: ContestDeps): ComplaintKindDef {
  return {
    kind: 'contest',
    providerName: '获奖设计师',
    /** Never read for a contest: the contest's page is stored with the complaint when it opens (`load`). */
    link: () => '/personCenter/myContests',
    async load(tx, entryId, lock) {
      const e = await repo.findEntry(tx, entryId);
      if (!e) return undefined;
      const c = await repo.findContest(tx, e.contestId, lock);
      if (!c) return undefined;
      return {
        id: e.id,
        orders: c.orders,
        title: e.place ? `${c.title}（第${e.place}名）` : c.title,
        link: itemLinks.contest(c.id),
        visible: c.checked === ReviewState.approved,
        clientId: c.memberId,
        providerId: e.memberId,
        amount: e.award,
        refusal: refusalOf(c, e),
      };
    },
    /** `delivered` → `disputed` by the place's pair; the automatic acceptance paused. */
    async open(tx, entryId, by) {
      const e = (await repo.findEntry(tx, entryId))!;
      const c = await d.deal.locked(tx, e.contestId);
      await d.deal.move(tx, c, 'complain', by.side === 'client' ? 'client' : 'winner', by.memberId, {
        set: { ...pause, disputeEntryId: e.id },
        note: `第${e.place}名`,
      });
    },
    decide: (tx, entryId, c) => decide(d, tx, entryId, c),
    /** The entry as sent and its final files (the deliveries), and the contest's timeline. */
    async evidence(tx, entryId) {
      const e = (await repo.findEntry(tx, entryId))!;
      const deliveries = [
        { n: 1, conts: e.conts, attach: files([...e.pics, ...e.attach]), ...chinaDates(e.createdAt) },
      ];
      if (e.handedAt)
        deliveries.push({
          n: 2,
          conts: e.handConts ?? '',
          attach: files(e.handAttach ?? []),
          ...chinaDates(e.handedAt),
        });
      return { deliveries, orbits: await d.deal.evidenceOrbits(tx, e.contestId, contestActionNames) };
    },
  };
}
