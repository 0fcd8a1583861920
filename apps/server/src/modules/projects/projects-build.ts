import { itemLinks } from '@hz/contract/common/links';
import { ProjectState as S, type ProjectState, ReviewState, StageState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type {
  deadlineItem,
  drawingsBody,
  ProjectInfo,
  payStagesBody,
  reportsBody,
  StageOut,
} from '@hz/contract/projects';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { StageReleaseOn } from '../../db/schema/projects.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { yuanText } from '../../lib/money.ts';
import { dbNow, transition } from '../../lib/state-transition.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { fileUrl, requireOwnFile } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { PostedEntry } from '../wallet/wallet-ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import {
  type ProjectAction,
  type ProjectActor,
  projectActionNames,
  projectMachine,
} from './projects-machine.ts';
import { memberContact } from '../people/profiles-service.ts';
import { scheduleDepositReminder } from './projects-deposits.ts';
import * as repo from './projects-repository.ts';
import { type ProjectStages, type StageProject, stagesOf } from './projects-stages.ts';
import { projectTeller } from './projects-messages.ts';

/**
 * A build project after both sides signed (issue 14 points 5–7; decision 035): the construction drawings
 * and their approval (预付款 released), the client's hold of the move-in stages with the pay password,
 * the move-in timer (signed → building, 进场款 released), the completion report and its acceptance (by
 * the client, or automatically 3 days after the show ends; 尾款 released), the end of the project, and
 * the show-date reminders. Every step is one transaction that locks the project row; money moves through
 * `projects-stages.ts` in the same transaction; timers are jobs carrying the `rev` they were set for.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const PROJECT_JOBS = {
  payReminder: 'projects.payReminder',
  moveIn: 'projects.moveIn',
  autoAccept: 'projects.autoAccept',
  finish: 'projects.finish',
  dateReminder: 'projects.dateReminder',
} as const;

/** Days after acceptance until the project closes (reviews written, deposits back in hand). */
export const FINISH_DAYS = 15;
/** Days after the show's last day (and at least after the report) until automatic acceptance. */
export const AUTO_ACCEPT_DAYS = 3;

/** A timer's payload: the project and the `rev` it was set for (void once the project moved on). */
export interface ProjectTimer {
  project: number;
  rev: number;
}
export interface PayReminder extends ProjectTimer {
  days: number;
}
export type DateKey = 'bgdate' | 'sdate' | 'outdate';
export interface DateReminder {
  project: number;
  key: DateKey;
}

/** China 00:00 of `date` (YYYY-MM-DD) plus `days` days and `hours` hours. */
export const chinaAt = (date: string, days = 0, hours = 0) =>
  new Date(new Date(`${date}T00:00:00+08:00`).getTime() + days * DAY + hours * HOUR);

/**
 * When a report is accepted automatically: 3 whole days after the show's last day (China 00:00 of
 * edate + 4), or 3 days after the report when it came later than that.
 */
export const autoAcceptAt = (edate: string, reportedAt: Date) => {
  const show = chinaAt(edate, AUTO_ACCEPT_DAYS + 1);
  const late = new Date(reportedAt.getTime() + AUTO_ACCEPT_DAYS * DAY);
  return show > late ? show : late;
};

const notFound = () => new AppError('not_found', '项目不存在或未通过审核');
const conflict = () => new AppError('state_conflict', '项目状态已变化，请刷新后重试');
const stateError = (msg: string) => new AppError('state_conflict', msg);

type Member = Pick<SessionMember, 'id'>;
type Row = repo.ProjectRow;
type Deadline = z.infer<typeof deadlineItem>;

const FILE_PURPOSES = ['document', 'listing', 'model'] as const;
const files = (ids: readonly string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));
const stamp = (d: Date | null) => {
  if (!d) return '';
  const p = chinaParts(d);
  return `${p.date} ${p.time}`;
};
const chinaToday = () => chinaParts(new Date()).date;

export const stageProject = (p: Row): StageProject => ({
  id: p.id,
  orders: p.orders,
  title: p.title,
  memberId: p.memberId,
  factoryId: p.factoryId,
  price: p.price,
});

/** The deadlines still ahead of a project, soonest first (decision 035: `deadlines` beside `orbits`). */
export function deadlinesOf(p: Row, unheld: boolean): Deadline[] {
  const out: Deadline[] = [];
  const add = (key: Deadline['key'], name: string, date: string, who: Deadline['who']) =>
    out.push({ key, name, date, who });
  if (p.status === S.signed) {
    add('bgdate', '报馆截止', p.bgdate, 'factory');
    if (unheld) add('payMovein', '托管进场款和尾款', p.indate, 'client');
    add('indate', '进场搭建', p.indate, 'factory');
  }
  if (p.status === S.signed || p.status === S.building)
    add('sdate', '开展（展台须完工）', p.sdate, 'factory');
  if (p.status === S.signed || p.status === S.building || p.status === S.reported) {
    add('edate', '展会结束', p.edate, 'both');
    add('outdate', '撤展', p.outdate, 'factory');
  }
  if (p.status === S.reported && p.reportedAt)
    add('autoAccept', '自动验收', chinaParts(autoAcceptAt(p.edate, p.reportedAt)).date, 'client');
  const today = chinaToday();
  return out.filter((d) => d.date >= today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The after-signing fields of `businesPrjctInfo` (decision 035); empty for anyone but the parties.
 * `stages` are the contract's fields' (projects-contract.ts), read once for the detail.
 */
export function buildView(p: Row, party: boolean, stages: readonly Pick<StageOut, 'holdAt' | 'state'>[]) {
  return {
    drawings: party ? files(p.drawings) : [],
    drawingsck: party ? p.drawingsck : 0,
    drawingsdate: party ? stamp(p.drawingsdate) : '',
    reportpics: party ? files(p.reportpics) : [],
    reports: party ? files(p.reports) : [],
    reportconts: party ? p.reportconts : '',
    teardown: party ? p.teardown : 0,
    reportck: party ? p.reportck : 0,
    reportdate: party ? stamp(p.reportdate) : '',
    deadlines: party
      ? deadlinesOf(
          p,
          stages.some((st) => st.holdAt === 'movein' && st.state === StageState.planned),
        )
      : [],
  };
}

/**
 * The timers of a project just signed (at `rev`): the reminders to hold the move-in stages (3 days and 1
 * day before, 09:00 China time), the move-in (China 00:00 of `indate`), the show-date reminders, and the
 * venue deposits' reminder after teardown (decision 038). The
 * signing transaction calls it (the contract slice; `test/projects.ts` `signedProject` until then).
 */
export async function scheduleSigned(
  jobs: Pick<JobsService, 'enqueue'>,
  tx: Tx,
  p: Pick<Row, 'id' | 'indate' | 'bgdate' | 'sdate' | 'outdate'>,
  rev: number,
) {
  const at = (name: string, payload: object, runAt: Date, key: string) =>
    jobs.enqueue(tx, { name, payload, runAt, key });
  for (const days of [3, 1])
    await at(
      PROJECT_JOBS.payReminder,
      { project: p.id, rev, days } satisfies PayReminder,
      chinaAt(p.indate, -days, 9),
      `project:${p.id}:payReminder:${days}:${rev}`,
    );
  await at(
    PROJECT_JOBS.moveIn,
    { project: p.id, rev } satisfies ProjectTimer,
    chinaAt(p.indate),
    `project:${p.id}:moveIn:${rev}`,
  );
  const dates: [DateKey, string, number][] = [
    ['bgdate', p.bgdate, -1],
    ['sdate', p.sdate, -1],
    ['outdate', p.outdate, 0],
  ];
  for (const [key, date, days] of dates)
    await at(
      PROJECT_JOBS.dateReminder,
      { project: p.id, key } satisfies DateReminder,
      chinaAt(date, days, 9),
      `project:${p.id}:date:${key}`,
    );
  // the venue deposits' return, 30 days after teardown (decision 038)
  await scheduleDepositReminder(jobs, tx, p);
}

export function createProjectBuild(deps: {
  db: Db;
  messages: MessagesService;
  wallet: WalletService;
  paycodes: PaycodeService;
  jobs: JobsService;
  stages: ProjectStages;
  /** A project was accepted (by the client, automatically, or by a decision): the reviews' hook. */
  completed?: (tx: Tx, projectId: number) => Promise<void>;
  /** The project as `businesPrjctInfo` shows it to `viewer` (projects-service's reader). */
  info: (tx: Tx, id: number, viewer: { id: number; isadmin: boolean }) => Promise<ProjectInfo>;
}) {
  const { db, messages, wallet, paycodes, jobs, stages } = deps;
  const completed = deps.completed ?? (async () => {});

  const tell = projectTeller(messages);

  /** One transition of the table on a project locked by the caller; bumps `rev` (voiding older timers). */
  async function move(
    tx: Tx,
    p: Row,
    action: ProjectAction,
    actor: ProjectActor,
    actorId: number | null,
    o: { set?: Record<string, unknown>; note?: string } = {},
  ) {
    const r = await transition(
      tx,
      projectMachine,
      repo.projectStates,
      {
        action,
        actor,
        actorId,
        kind: 'project',
        id: p.id,
        set: { ...repo.bumpRev, ...o.set },
        guard: repo.revIs(p.rev),
        note: o.note,
      },
      { notFound, conflict },
    );
    return { ...r, rev: p.rev + 1 };
  }

  const note = (tx: Tx, p: Row, action: string, actor: ProjectActor, actorId: number | null, n = '') =>
    repo.addOrbit(tx, { projectId: p.id, action, actor, actorId, state: p.status, note: n });

  async function locked(tx: Tx, id: number) {
    const p = await repo.findProject(tx, id, true);
    if (!p) throw notFound();
    return p;
  }

  /** The party's check: a stranger gets `not_found` on a hidden project, `forbidden` on a public one. */
  function requireSide(p: Row, m: Member, side: 'client' | 'factory') {
    const mine = side === 'client' ? p.memberId === m.id : p.factoryId !== null && p.factoryId === m.id;
    if (mine) return;
    if (p.checked !== ReviewState.approved && p.memberId !== m.id) throw notFound();
    throw new AppError(
      'forbidden',
      side === 'client' ? '只有项目发布者可以进行此操作' : '只有中标工厂可以进行此操作',
    );
  }

  const sum = (rows: { amount: number }[]) => rows.reduce((a, r) => a + r.amount, 0);
  const paidText = (rows: { name: string; amount: number }[]) =>
    rows.map((r) => `${r.name} ¥${yuanText(r.amount)}`).join('、');

  /** Releases the held stages of `on` and tells both sides; what was paid. */
  async function release(tx: Tx, p: Row, on: StageReleaseOn[]) {
    const paid = [];
    for (const r of on) paid.push(...(await stages.release(tx, stageProject(p), r)));
    if (paid.length) {
      await tell(tx, p.factoryId!, p, '款项已支付', `${paidText(paid)}已结算到您的余额（扣除平台服务费）。`);
      await tell(tx, p.memberId, p, '款项已支付给工厂', `${paidText(paid)}已从托管支付给工厂。`);
    }
    return paid;
  }

  const reread = (tx: Tx, id: number, m: Member) => deps.info(tx, id, { id: m.id, isadmin: false });

  const timer = (tx: Tx, name: string, payload: object, runAt: Date, key: string) =>
    jobs.enqueue(tx, { name, payload, runAt, key });

  /** A job's project, locked, when it is still in `state` at the `rev` the job was set for. */
  async function current(tx: Tx, t: ProjectTimer, state: ProjectState) {
    const p = await repo.findProject(tx, t.project, true);
    if (!p || p.status !== state || p.rev !== t.rev) return undefined;
    return p;
  }

  async function accept(tx: Tx, p: Row, by: 'client' | 'system', actorId: number | null) {
    const { rev } = await move(tx, p, by === 'client' ? 'accept' : 'autoAccept', by, actorId, {
      set: { reportck: 1, reportdate: dbNow },
    });
    // acceptance pays what is held: the 尾款, and the 预付款 if the drawings were never approved
    const paid = await release(tx, p, ['drawings', 'movein', 'accept']);
    await completed(tx, p.id);
    const owed = (await stagesOf(tx, p.id)).filter((st) => st.state === StageState.planned);
    if (owed.length) {
      await tell(
        tx,
        p.memberId,
        p,
        '请补足托管款项',
        `项目已验收，${paidText(owed)}尚未托管，请尽快托管，托管后将直接支付给工厂。`,
      );
      await tell(
        tx,
        p.factoryId!,
        p,
        '客户尚有款项未托管',
        `${paidText(owed)}客户尚未托管，平台已提醒客户。`,
      );
    }
    // due after the database's now, as the decision's finish timer
    await jobs.enqueue(tx, {
      name: PROJECT_JOBS.finish,
      payload: { project: p.id, rev } satisfies ProjectTimer,
      delayMs: FINISH_DAYS * DAY,
      key: `project:${p.id}:finish:${rev}`,
    });
    return paid;
  }

  return {
    scheduleSigned: (tx: Tx, p: Row, rev: number) => scheduleSigned(jobs, tx, p, rev),

    /** `fUpdateDrawings`: the factory uploads (or replaces, until approved) the construction drawings. */
    drawings: (m: Member, b: z.infer<typeof drawingsBody>) =>
      db.transaction(async (tx) => {
        const p = await locked(tx, b.id);
        requireSide(p, m, 'factory');
        if (p.status !== S.signed && p.status !== S.building)
          throw stateError('签约后、完工前才能上传施工图');
        if (p.drawingsck === 1) throw stateError('客户已确认施工图，不能再修改');
        const ids = [...new Set(b.drawings)];
        for (const id of ids)
          await requireOwnFile(tx, m.id, id, { purposes: FILE_PURPOSES, field: 'drawings' });
        await repo.setBuildFields(tx, p.id, { drawings: ids });
        await note(tx, p, 'drawings', 'factory', m.id, b.conts);
        await tell(tx, p.memberId, p, '工厂上传了施工图', '请查看施工图并确认，确认后预付款将支付给工厂。');
        return reread(tx, p.id, m);
      }),

    /** `bApproveDrawings`: the client approves the drawings; the 'drawings' stages (预付款) are paid. */
    approveDrawings: (m: Member, id: number) =>
      db.transaction(async (tx) => {
        const p = await locked(tx, id);
        requireSide(p, m, 'client');
        // a disputed project is in none of these states: nothing is released while a complaint is open
        if (p.status !== S.signed && p.status !== S.building && p.status !== S.reported)
          throw stateError('当前状态不能确认施工图');
        if (p.drawings.length === 0) throw stateError('工厂尚未上传施工图');
        if (p.drawingsck === 1) throw stateError('施工图已确认');
        await repo.setBuildFields(tx, p.id, { drawingsck: 1, drawingsdate: dbNow });
        await note(tx, p, 'approveDrawings', 'client', m.id);
        const paid = await release(tx, p, ['drawings']);
        if (!paid.length)
          await tell(tx, p.factoryId!, p, '客户已确认施工图', '客户已确认施工图，请按图施工。');
        return reread(tx, p.id, m);
      }),

    /**
     * `bPayStages`: the client holds the stages due before move-in (进场款, 尾款) with the pay password. A
     * hold after the move-in (the project started without it) pays on at once what is already due.
     */
    async payStages(m: Member, b: z.infer<typeof payStagesBody>) {
      const first = await repo.findProject(db, b.id);
      if (!first) throw notFound();
      requireSide(first, m, 'client');
      const late: ProjectState[] = [S.building, S.reported, S.accepted];
      if (first.status !== S.signed && !late.includes(first.status)) throw stateError('当前状态不能托管款项');
      const due = (await stagesOf(db, first.id)).filter(
        (st) => st.holdAt === 'movein' && st.state === StageState.planned,
      );
      if (!due.length) throw stateError('进场前的款项已全部托管');
      await paycodes.verify(m.id, b.paycode);
      const need = sum(due);
      const { available: coins } = await wallet.balances(m.id);
      if (coins < need)
        throw new AppError(
          'insufficient_balance',
          `余额不足：需托管 ¥${yuanText(need)}，可用余额 ¥${yuanText(coins)}，请先充值`,
        );
      return db.transaction(async (tx) => {
        const p = await locked(tx, b.id);
        if (p.status !== S.signed && !late.includes(p.status)) throw conflict();
        // refused with insufficient_balance when the coins went meanwhile: nothing is written
        const held = await stages.hold(tx, stageProject(p), 'movein');
        if (!held.length) throw stateError('进场前的款项已全部托管');
        await note(tx, p, 'payStages', 'client', m.id, paidText(held));
        await tell(tx, p.factoryId!, p, '客户已托管款项', `客户已托管${paidText(held)}。`);
        if (p.status !== S.signed)
          await release(tx, p, p.status === S.accepted ? ['movein', 'accept'] : ['movein']);
        return reread(tx, p.id, m);
      });
    },

    /** `fUpdateReports`: the factory's completion report; building → reported, acceptance timer set. */
    report: (m: Member, b: z.infer<typeof reportsBody>) =>
      db.transaction(async (tx) => {
        const p = await locked(tx, b.id);
        requireSide(p, m, 'factory');
        if (p.status !== S.building) throw stateError('进场搭建后才能提交完工报告');
        const pics = [...new Set(b.reportpics)];
        const reps = [...new Set(b.reports)];
        for (const id of pics)
          await requireOwnFile(tx, m.id, id, { purposes: FILE_PURPOSES, field: 'reportpics' });
        for (const id of reps)
          await requireOwnFile(tx, m.id, id, { purposes: FILE_PURPOSES, field: 'reports' });
        const { rev } = await move(tx, p, 'report', 'factory', m.id, {
          set: {
            reportpics: pics,
            reports: reps,
            reportconts: b.conts,
            teardown: b.teardown,
            reportedAt: dbNow,
          },
          note: b.teardown ? '含撤展' : '',
        });
        const at = autoAcceptAt(p.edate, new Date());
        await timer(
          tx,
          PROJECT_JOBS.autoAccept,
          { project: p.id, rev } satisfies ProjectTimer,
          at,
          `project:${p.id}:autoAccept:${rev}`,
        );
        const when = chinaParts(at).date;
        await tell(
          tx,
          p.memberId,
          p,
          '工厂提交了完工报告',
          `请查看完工照片和报告并验收；${when}前未处理将自动验收，尾款支付给工厂。`,
        );
        return reread(tx, p.id, m);
      }),

    /** `bUpdateReports`: the client accepts the report; reported → accepted, the 尾款 paid. */
    acceptReport: (m: Member, id: number) =>
      db.transaction(async (tx) => {
        const p = await locked(tx, id);
        requireSide(p, m, 'client');
        if (p.status !== S.reported) throw stateError('工厂尚未提交完工报告，或报告已验收');
        await accept(tx, p, 'client', m.id);
        return reread(tx, p.id, m);
      }),

    // ------------------------------------------------------------ complaints (projects-complaints.ts)

    /**
     * The project as a complaint sees it: either side may complain once money is in escrow and before
     * acceptance (`signed`, `building`, `reported`); `amount` is what is held then.
     */
    async complaintDeal(tx: Tx, id: number, lock: boolean) {
      const p = await repo.findProject(tx, id, lock);
      if (!p) return undefined;
      const held = (await stagesOf(tx, p.id)).filter((st) => st.state === StageState.held);
      const live: ProjectState[] = [S.signed, S.building, S.reported];
      const refusal = live.includes(p.status)
        ? held.length
          ? null
          : '项目当前没有托管中的款项，不能发起投诉'
        : p.status === S.disputed
          ? '该项目正在投诉处理中'
          : p.status === S.accepted || p.status === S.closed
            ? '项目已验收或已关闭，不能再发起投诉'
            : '项目尚未签约，不能发起投诉';
      return {
        id: p.id,
        orders: p.orders,
        title: p.title,
        link: itemLinks.project(p.id),
        visible: p.checked === ReviewState.approved,
        clientId: p.memberId,
        providerId: p.factoryId,
        amount: sum(held),
        refusal,
      };
    },

    /** → `disputed` by the complaining side; the bumped `rev` voids every timer set before. */
    async complaintOpen(tx: Tx, id: number, by: { memberId: number; side: 'client' | 'provider' }) {
      const p = await locked(tx, id);
      await move(tx, p, 'complain', by.side === 'client' ? 'client' : 'factory', by.memberId);
    },

    /**
     * The operator's decision on the held stages (decision 035): release (→ accepted, every held stage
     * paid to the factory minus the commission; the project closes later as after an acceptance), refund
     * (→ closed, every held stage back to the client), split (→ closed, `percent` % of each held stage to
     * the factory). Stages not held stay unpaid: a decided project takes no later hold.
     */
    async complaintDecide(
      tx: Tx,
      id: number,
      d: { outcome: 'release' | 'refund' | 'split'; percent: number; operatorId: number; reason: string },
    ) {
      const p = await locked(tx, id);
      const sink: PostedEntry[] = [];
      if (d.outcome === 'release') {
        // accepted by the decision: reviews open as after an acceptance
        const { rev } = await move(tx, p, 'decideRelease', 'operator', d.operatorId, {
          set: { reportck: 1, reportdate: dbNow },
          note: d.reason,
        });
        for (const on of ['drawings', 'movein', 'accept'] as const)
          await stages.release(tx, stageProject(p), on, sink);
        await completed(tx, p.id);
        await jobs.enqueue(tx, {
          name: PROJECT_JOBS.finish,
          payload: { project: p.id, rev } satisfies ProjectTimer,
          delayMs: FINISH_DAYS * DAY,
          key: `project:${p.id}:finish:${rev}`,
        });
      } else if (d.outcome === 'refund') {
        await move(tx, p, 'decideRefund', 'operator', d.operatorId, { note: d.reason });
        await stages.refund(tx, stageProject(p), sink);
      } else {
        await move(tx, p, 'decideSplit', 'operator', d.operatorId, {
          note: `工厂得 ${d.percent}%，${d.reason}`,
        });
        await stages.split(tx, stageProject(p), d.percent, sink);
      }
      const total = (f: (e: PostedEntry) => boolean) => sink.filter(f).reduce((a, e) => a + e.amount, 0);
      return {
        providerGets: total((e) => e.kind === 'member_available' && e.memberId === p.factoryId),
        clientGets: total((e) => e.kind === 'member_available' && e.memberId === p.memberId),
        commission: total((e) => e.kind === 'platform_revenue'),
      };
    },

    /**
     * Attached to a complaint automatically: the awarded quotation, the drawings, the report, and the
     * timeline. The contract versions are the contract slice's to add here (as a further delivery).
     */
    async complaintEvidence(tx: Tx, id: number) {
      const p = (await repo.findProject(tx, id))!;
      const q = p.quoteId ? await repo.findQuote(tx, p.quoteId) : undefined;
      const at = (d: Date) => {
        const { date, time } = chinaParts(d);
        return { dates: date, times: time };
      };
      const deliveries = [];
      if (q)
        deliveries.push({
          n: 1,
          conts: `中标报价 ¥${yuanText(q.total)}，工期${q.content.days}天${q.content.exclusions ? `；不含：${q.content.exclusions}` : ''}`,
          attach: [],
          ...at(q.updatedAt),
        });
      if (p.drawings.length)
        deliveries.push({
          n: 2,
          conts: p.drawingsck ? '施工图（客户已确认）' : '施工图（客户未确认）',
          attach: files(p.drawings),
          ...at(p.drawingsdate ?? p.updatedAt),
        });
      if (p.reportedAt)
        deliveries.push({
          n: 3,
          conts: `完工报告${p.teardown ? '（含撤展）' : ''}：${p.reportconts}`,
          attach: files([...p.reportpics, ...p.reports]),
          ...at(p.reportedAt),
        });
      const orbits = await repo.orbitsOf(tx, id);
      return {
        deliveries,
        orbits: orbits.map((o) => ({
          action: o.action,
          name: projectActionNames[o.action as keyof typeof projectActionNames] ?? o.action,
          actor: o.actor,
          note: o.note,
          ...at(o.createdAt),
        })),
      };
    },

    // ------------------------------------------------------------ reviews and contacts

    /**
     * The project as the reviews module sees it (decision 024): completed once accepted (`reportck` 1: by
     * the client, automatically or by a complaint's release); on time when the completion report came
     * before the opening day (a report that includes teardown comes after the show: not counted).
     */
    async reviewSubject(tx: Tx, id: number, lock: boolean) {
      const p = await repo.findProject(tx, id, lock);
      if (!p) return undefined;
      return {
        id: p.id,
        title: p.title,
        link: itemLinks.project(p.id),
        completed: p.reportck === 1,
        completedAt: p.reportck === 1 ? p.reportdate : null,
        client: p.memberId,
        provider: p.factoryId,
        visible: p.checked === ReviewState.approved,
        onTime: p.reportedAt && !p.teardown ? chinaParts(p.reportedAt).date < p.sdate : null,
      };
    },

    /** `winnerInfo`: the other side's contacts, for the client and the chosen factory. */
    winner: (m: Member, id: number) =>
      db.transaction(async (tx) => {
        const p = await repo.findProject(tx, id);
        if (!p || (p.memberId !== m.id && p.factoryId !== m.id)) throw notFound();
        if (!p.factoryId) throw new AppError('forbidden', '选定工厂后才能查看对方联系方式');
        return (await memberContact(tx, p.memberId === m.id ? p.factoryId : p.memberId))!;
      }),

    // ------------------------------------------------------------ job handlers (projects-module.ts)

    async payReminder(tx: Tx, t: PayReminder) {
      const p = await current(tx, t, S.signed);
      if (!p) return false;
      const owed = (await stagesOf(tx, p.id)).filter(
        (st) => st.holdAt === 'movein' && st.state === StageState.planned,
      );
      if (!owed.length) return false;
      await tell(
        tx,
        p.memberId,
        p,
        `${t.days}天后进场，请托管款项`,
        `${p.indate}进场搭建，请在此之前托管${paidText(owed)}（共 ¥${yuanText(sum(owed))}）。`,
      );
      if (t.days === 1)
        await tell(
          tx,
          p.factoryId!,
          p,
          '客户尚未托管进场款',
          `明天（${p.indate}）进场，客户尚未托管${paidText(owed)}，平台已提醒客户。`,
        );
      return true;
    },

    /**
     * The move-in date (China 00:00 of `indate`): signed → building and the 'movein' stages paid when
     * held. Not held: the build still starts (the show will not wait), the factory is warned and the client
     * told; a later hold pays the stage on at once (decision 035).
     */
    async moveIn(tx: Tx, t: ProjectTimer) {
      const p = await current(tx, t, S.signed);
      if (!p) return false;
      await move(tx, p, 'start', 'system', null);
      const paid = await release(tx, p, ['movein']);
      const owed = (await stagesOf(tx, p.id)).filter(
        (st) => st.holdAt === 'movein' && st.state === StageState.planned,
      );
      if (owed.length) {
        await tell(
          tx,
          p.factoryId!,
          p,
          '进场款未托管',
          `今天进场，客户尚未托管${paidText(owed)}。请自行决定是否进场，托管后款项将直接支付给您。`,
        );
        await tell(tx, p.memberId, p, '进场款未托管', `今天进场，您尚未托管${paidText(owed)}，请尽快托管。`);
      } else if (!paid.length) {
        await tell(tx, p.factoryId!, p, '今日进场搭建', '今天是进场日，请按时进场搭建。');
      }
      return true;
    },

    async autoAccept(tx: Tx, t: ProjectTimer) {
      const p = await current(tx, t, S.reported);
      if (!p) return false;
      await accept(tx, p, 'system', null);
      const why = `展会结束${AUTO_ACCEPT_DAYS}天未处理，已自动验收`;
      await tell(tx, p.memberId, p, '项目已自动验收', `${why}，尾款已支付给工厂。`);
      await tell(tx, p.factoryId!, p, '项目已自动验收', `${why}。`);
      return true;
    },

    async finish(tx: Tx, t: ProjectTimer) {
      const p = await current(tx, t, S.accepted);
      if (!p) return false;
      await move(tx, p, 'finish', 'system', null);
      return true;
    },

    /** 报馆 deadline, opening, teardown: a reminder to the factory while the project is still before it. */
    async dateReminder(tx: Tx, t: DateReminder) {
      const p = await repo.findProject(tx, t.project, true);
      if (!p) return false;
      const live: Record<DateKey, ProjectState[]> = {
        bgdate: [S.signed],
        sdate: [S.signed, S.building],
        outdate: [S.building, S.reported, S.accepted],
      };
      if (!live[t.key].includes(p.status)) return false;
      const words: Record<DateKey, [string, string]> = {
        bgdate: ['明天报馆截止', `报馆截止日为${p.bgdate}，请在截止前完成报馆，逾期可能产生加急费用。`],
        sdate: ['明天开展', `${p.sdate}开展，请确保展台今天完工，并提交完工照片和报告。`],
        outdate: ['今天撤展', `今天（${p.outdate}）撤展，请按场馆要求按时撤展。`],
      };
      const [title, conts] = words[t.key];
      await tell(tx, p.factoryId!, p, title, conts);
      if (t.key === 'sdate')
        await tell(tx, p.memberId, p, title, `${p.sdate}开展，工厂完工后会提交完工报告。`);
      return true;
    },
  };
}

export type ProjectBuild = ReturnType<typeof createProjectBuild>;
