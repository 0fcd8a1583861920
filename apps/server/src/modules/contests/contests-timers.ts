import { ContestState as S, EntryState } from '@hz/contract/common/states';
import { CONTEST_TIMERS } from '@hz/contract/contests';
import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../../db/client.ts';
import { contests } from '../../db/schema/contests.ts';
import { dbNow } from '../../lib/state-transition.ts';
import type { TimerPayload } from '../deals/deal-kernel.ts';
import { CONTEST_JOBS, type ContestDeps } from './contests-deal.ts';
import { payAwards, refundForfeit, refundPrize } from './contests-money.ts';
import { placesSettled } from './contests-reputation.ts';
import * as repo from './contests-repository.ts';
import { equalShares, topRated, windowOutcome } from './contests-rules.ts';

/**
 * A design contest's timers (decision 054): jobs set for the contest's `rev`, each doing nothing once the
 * contest moved on. What the window's end does is the rules table's (`contests-rules.ts`).
 */

type Column = 'euntil' | 'suntil' | 'funtil' | 'dueAt';

export const ACCEPT_MS = CONTEST_TIMERS.acceptDays * 86_400_000;
export const HANDOVER_MS = CONTEST_TIMERS.handoverDays * 86_400_000;

/** Sets job `name` for the contest as it is now (its `rev`), due at its `column`. */
export async function arm(d: Pick<ContestDeps, 'deal'>, tx: Tx, id: number, name: string, column: Column) {
  const c = (await repo.findContest(tx, id))!;
  const at = c[column];
  if (at) await d.deal.timer(tx, name, c, c.rev, { runAt: at });
}

/** The selection window ends `sdays` after the entry deadline; `due_at` shows it. */
const windowFrom = (sdays: number) => {
  const end = sql`${contests.euntil} + make_interval(days => ${sdays})`;
  return { suntil: end, dueAt: end };
};

/** The entry deadline: to selection with entries, else `empty` (extend once or close). */
async function entryEnd(d: ContestDeps, tx: Tx, p: TimerPayload) {
  const c = await d.deal.current(tx, p, S.open);
  if (!c) return;
  if (c.entries > 0) {
    await d.deal.move(tx, c, 'entriesClose', 'system', null, { set: windowFrom(c.sdays) });
    await arm(d, tx, c.id, CONTEST_JOBS.selectEnd, 'suntil');
    const n = (await repo.findContest(tx, c.id))!;
    await d.deal.tell(tx, c, 'entriesClosed', null, { entries: c.entries, suntil: n.suntil!.toISOString() });
    return;
  }
  const end = sql`now() + make_interval(days => ${c.sdays})`;
  await d.deal.move(tx, c, 'noEntries', 'system', null, { set: { suntil: end, dueAt: end } });
  await arm(d, tx, c.id, CONTEST_JOBS.emptyEnd, 'suntil');
  const n = (await repo.findContest(tx, c.id))!;
  await d.deal.tell(tx, c, 'noEntries', null, { canExtend: !c.extended, suntil: n.suntil!.toISOString() });
}

/** Nobody extended or closed an empty contest by the end of its window: closed, refunded. */
async function emptyEnd(d: ContestDeps, tx: Tx, p: TimerPayload) {
  const c = await d.deal.current(tx, p, S.empty);
  if (!c) return;
  await d.deal.move(tx, c, 'emptyLapse', 'system', null, { set: { settledAt: dbNow, dueAt: null } });
  await refundPrize(d, tx, c);
  await d.deal.tell(tx, c, 'closed', null, { prize: c.prize });
}

/** The finalists' revision ended: the client judges them (the window's timer set again for the new `rev`). */
async function reviseEnd(d: ContestDeps, tx: Tx, p: TimerPayload) {
  const c = await d.deal.current(tx, p, S.finalist);
  if (!c) return;
  await d.deal.move(tx, c, 'reviseEnd', 'system', null, { set: { dueAt: c.suntil } });
  await arm(d, tx, c.id, CONTEST_JOBS.selectEnd, 'suntil');
  await d.deal.tell(tx, c, 'judging', null, { suntil: c.suntil!.toISOString() });
}

/** The selection window ended with no winner chosen: refunded, or split, as the rules table says. */
async function selectEnd(d: ContestDeps, tx: Tx, p: TimerPayload) {
  const c = await d.deal.current(tx, p, [S.selecting, S.finalist, S.judging]);
  if (!c) return;
  const all = await repo.entriesOf(tx, c.id);
  const running = all.filter((e) => e.status === EntryState.active);
  const finalists = running.filter((e) => e.finalist);
  const entrants = [...new Set(all.filter((e) => e.status !== EntryState.withdrawn).map((e) => e.memberId))];
  const outcome = windowOutcome({
    guarantee: c.guarantee,
    finalists: finalists.length,
    running: running.length,
  });
  if (outcome === 'refund') {
    await d.deal.move(tx, c, 'refundLapse', 'system', null, { set: { settledAt: dbNow, dueAt: null } });
    await refundPrize(d, tx, c);
    await d.deal.tell(tx, c, 'refunded', null, { prize: c.prize, entrants });
    return;
  }
  const paidTo = outcome === 'finalists' ? finalists : topRated(running, c.winners);
  const shares = equalShares(c.prize, paidTo.length);
  const awards = paidTo.map((e, i) => ({ id: e.id, place: i + 1, award: shares[i]!, memberId: e.memberId }));
  await d.deal.move(tx, c, 'splitLapse', 'system', null, { set: { settledAt: dbNow, dueAt: null } });
  await repo.award(tx, awards);
  const paid = await payAwards(d, tx, c, awards);
  await placesSettled(d, tx, c.id);
  const winners = new Set(awards.map((a) => a.memberId));
  await d.deal.tell(tx, c, 'split', null, {
    paid,
    others: entrants.filter((m) => !winners.has(m)),
    among: outcome,
  });
}

/**
 * The handover window ended with a winner who did not hand over (decision 054): their place is taken back
 * and its share refunded to the client; the handed-over files wait for acceptance. Nobody handed over:
 * closed, the whole prize refunded.
 */
async function handoverEnd(d: ContestDeps, tx: Tx, p: TimerPayload) {
  const c = await d.deal.current(tx, p, S.handover);
  if (!c) return;
  const awarded = await repo.awardedOf(tx, c.id);
  const missing = awarded.filter((e) => !e.handedAt);
  const who = [...new Set(missing.map((e) => e.memberId))];
  if (missing.length === awarded.length) {
    await d.deal.move(tx, c, 'handoverVoid', 'system', null, { set: { settledAt: dbNow, dueAt: null } });
    await repo.unaward(
      tx,
      missing.map((e) => e.id),
    );
    await refundPrize(d, tx, c);
    await d.deal.tell(tx, c, 'handoverVoid', null, { prize: c.prize, missing: who });
    return;
  }
  const forfeit = missing.reduce((a, e) => a + e.award, 0);
  await d.deal.move(tx, c, 'handoverLapse', 'system', null, { set: { dueAt: repo.msFromNow(ACCEPT_MS) } });
  await repo.unaward(
    tx,
    missing.map((e) => e.id),
  );
  await refundForfeit(d, tx, c, forfeit);
  await arm(d, tx, c.id, CONTEST_JOBS.autoAccept, 'dueAt');
  await d.deal.tell(tx, c, 'handoverLapsed', null, { forfeit, missing: who });
}

/** 7 days after the last handover without an answer: accepted, the prize released by place. */
async function autoAccept(d: ContestDeps, tx: Tx, p: TimerPayload) {
  const c = await d.deal.current(tx, p, S.delivered);
  if (!c) return;
  await d.deal.move(tx, c, 'autoAccept', 'system', null, { set: { settledAt: dbNow, dueAt: null } });
  const awarded = await repo.payableOf(tx, c.id);
  const paid = await payAwards(
    d,
    tx,
    c,
    awarded.map((e) => ({ place: e.place!, memberId: e.memberId, award: e.award })),
  );
  await d.deal.tell(tx, c, 'autoAccepted', null, { paid });
  await placesSettled(d, tx, c.id);
}

/** The timers' job definitions. */
export const contestTimers = (d: ContestDeps) =>
  [
    { name: CONTEST_JOBS.entryEnd, title: '比稿征稿截止', run: entryEnd },
    { name: CONTEST_JOBS.emptyEnd, title: '无人投稿的比稿到期关闭并退款', run: emptyEnd },
    { name: CONTEST_JOBS.reviseEnd, title: '比稿入围修改期结束', run: reviseEnd },
    { name: CONTEST_JOBS.selectEnd, title: '比稿评选期结束（退款或平分奖金）', run: selectEnd },
    { name: CONTEST_JOBS.handoverEnd, title: '比稿交付期结束（未交付名次退款）', run: handoverEnd },
    { name: CONTEST_JOBS.autoAccept, title: '比稿交付7天后自动验收', run: autoAccept },
  ].map((j) => ({
    name: j.name,
    title: j.title,
    run: (p: TimerPayload, { tx }: { tx: Tx }) => j.run(d, tx, p),
  }));
