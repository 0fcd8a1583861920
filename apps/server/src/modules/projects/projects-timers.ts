import { ProjectState as S, type ProjectState } from '@hz/contract/common/states';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaAt } from '../../lib/china-time.ts';
import {
  AUTO_ACCEPT_DAYS,
  DEPOSIT_REMIND_DAYS,
  DEPOSIT_REMINDERS,
  depositReminderAt,
  PROJECT_JOBS,
} from './projects-calendar.ts';
import type { ProjectDeps } from './projects-deal.ts';
import { acceptProject, releaseStages } from './projects-money.ts';
import * as repo from './projects-repository.ts';
import { stagesOf, unheldMovein } from './projects-stages.ts';
import { remindDeposits } from './projects-deposits.ts';

/**
 * A build project's timers after signing (decision 035): jobs set for the project's `rev` (void once it
 * moved on) or for a date. Defined in projects-module.ts.
 */
const DAY = 86_400_000;
/** The show dates reminded of: `bgdate7` is the 报馆 deadline a week ahead (issue 31 point 4). */
type DateKey = 'bgdate7' | 'bgdate' | 'indate' | 'sdate' | 'outdate';
const dateOf = (p: repo.ProjectRow, key: DateKey) => p[key === 'bgdate7' ? 'bgdate' : key];
/** A timer's payload (deal-kernel.ts): the project, the `rev` it was set for, and its own values. */
type Timer = { project: number; rev: number; days?: number; key?: DateKey; n?: number };

/**
 * The timers of a project just signed (at `rev`): the reminders to hold the move-in stages (3 days and 1
 * day before, 09:00 China time), the move-in (China 00:00 of `indate`), the show-date reminders, and the
 * venue deposits' reminder after teardown (decision 038).
 */
export async function scheduleSigned(d: Pick<ProjectDeps, 'deal'>, tx: Tx, p: repo.ProjectRow, rev: number) {
  for (const days of [3, 1])
    await d.deal.timer(
      tx,
      PROJECT_JOBS.payReminder,
      p,
      rev,
      { runAt: chinaAt(p.indate, -days, 9) },
      {
        payload: { days },
        key: String(days),
      },
    );
  await d.deal.timer(tx, PROJECT_JOBS.moveIn, p, rev, { runAt: chinaAt(p.indate) });
  const before: Record<DateKey, number> = { bgdate7: -7, bgdate: -1, indate: -1, sdate: -1, outdate: 0 };
  for (const key of ['bgdate7', 'bgdate', 'indate', 'sdate', 'outdate'] as const) {
    const runAt = chinaAt(dateOf(p, key), before[key], 9);
    // a week ahead, and the day before move-in, only while still ahead: signed later, the nearer ones remain
    if ((key === 'bgdate7' || key === 'indate') && runAt.getTime() <= Date.now()) continue;
    await d.deal.timer(
      tx,
      PROJECT_JOBS.dateReminder,
      p,
      rev,
      { runAt },
      {
        payload: { key },
        key,
      },
    );
  }
  await d.deal.timer(
    tx,
    PROJECT_JOBS.depositReminder,
    p,
    rev,
    { runAt: depositReminderAt(p.outdate) },
    {
      payload: { n: 1 },
      key: '1',
    },
  );
}

const owedOf = async (tx: Tx, p: repo.ProjectRow) =>
  unheldMovein(await stagesOf(tx, p.id)).map((st) => ({ name: st.name, amount: st.amount }));

/** 3 days and 1 day before move-in: the client reminded to hold what is due (the factory too the day before). */
async function payReminder(d: ProjectDeps, tx: Tx, t: Timer) {
  const p = await d.deal.current(tx, t, S.signed);
  if (!p) return;
  const stages = await owedOf(tx, p);
  if (stages.length)
    await d.deal.tell(tx, p, 'payReminder', null, { days: t.days!, indate: p.indate, stages });
}

/**
 * The move-in date (China 00:00 of `indate`): signed → building and the 'movein' stages paid when held.
 * Not held: the build still starts (the show will not wait), both told; a later hold pays the stage on.
 */
async function moveIn(d: ProjectDeps, tx: Tx, t: Timer) {
  const p = await d.deal.current(tx, t, S.signed);
  if (!p) return;
  await d.deal.move(tx, p, 'start', 'system', null);
  const paid = await releaseStages(d, tx, p, ['movein'], null);
  await d.deal.tell(tx, p, 'movedIn', null, { owed: await owedOf(tx, p), paid: paid.length > 0 });
}

async function autoAccept(d: ProjectDeps, tx: Tx, t: Timer) {
  const p = await d.deal.current(tx, t, S.reported);
  if (!p) return;
  await acceptProject(d, tx, p, 'system', null);
  await d.deal.tell(tx, p, 'autoAccepted', null, { days: AUTO_ACCEPT_DAYS });
}

async function finish(d: ProjectDeps, tx: Tx, t: Timer) {
  const p = await d.deal.current(tx, t, S.accepted);
  if (p) await d.deal.move(tx, p, 'finish', 'system', null);
}

/** 报馆 deadline, opening, teardown: a reminder to the factory while the project is still before it. */
async function dateReminder(d: ProjectDeps, tx: Tx, t: Timer) {
  const key = t.key!;
  const live: Record<DateKey, ProjectState[]> = {
    bgdate7: [S.signed],
    bgdate: [S.signed],
    indate: [S.signed],
    sdate: [S.signed, S.building],
    outdate: [S.building, S.reported, S.accepted],
  };
  const p = await repo.findProject(tx, t.project, true);
  if (p && live[key].includes(p.status))
    await d.deal.tell(tx, p, 'dateReminder', null, { key, date: dateOf(p, key) });
}

/** The deposits' reminder after teardown, then every 30 days, 6 times at most (decision 038). */
async function depositReminder(d: ProjectDeps, tx: Tx, t: Timer) {
  const p = await repo.findProject(tx, t.project, true);
  if (!p || !(await remindDeposits(d, tx, p))) return;
  if (t.n! < DEPOSIT_REMINDERS)
    await d.deal.timer(
      tx,
      PROJECT_JOBS.depositReminder,
      p,
      t.rev,
      { delayMs: DEPOSIT_REMIND_DAYS * DAY },
      {
        payload: { n: t.n! + 1 },
        key: String(t.n! + 1),
      },
    );
}

/** The timers' job definitions. */
export const projectTimers = (d: ProjectDeps) =>
  [
    { name: PROJECT_JOBS.payReminder, title: '进场前提醒托管进场款', run: payReminder },
    { name: PROJECT_JOBS.moveIn, title: '进场日开始搭建，支付进场款', run: moveIn },
    { name: PROJECT_JOBS.autoAccept, title: '展会结束3天后自动验收', run: autoAccept },
    { name: PROJECT_JOBS.finish, title: '验收后项目完成', run: finish },
    { name: PROJECT_JOBS.dateReminder, title: '展会日期提醒（报馆、进场、开展、撤展）', run: dateReminder },
    { name: PROJECT_JOBS.depositReminder, title: '撤展后提醒记录押金退还', run: depositReminder },
  ].map((j) => ({ name: j.name, title: j.title, run: (p: Timer, { tx }: { tx: Tx }) => j.run(d, tx, p) }));
