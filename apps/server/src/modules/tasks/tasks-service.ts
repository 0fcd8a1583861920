import { randomInt } from 'node:crypto';
import { itemLinks } from '@hz/contract/common/links';
import {
  ApplyState,
  ReviewState,
  TaskState as S,
  type TaskState,
  VerifyState,
} from '@hz/contract/common/states';
import {
  MAX_TASK_FEE_FEN,
  MAX_TASK_INVITES,
  MIN_TASK_FEE_FEN,
  TALK_PAGE,
  TALK_PER_MINUTE,
  TASK_TIMERS,
  type TalkItem,
  type TaskInfo,
  type TaskItem,
  type TaskPubBody,
  type applyBody,
  type applyItem,
  type deliverBody,
  type inviteBody,
  type orderServiceBody,
  type refuseOrderBody,
  type reviseBody,
  type selectBody,
  type talkListBody,
  type talkSendBody,
  type taskHallBody,
} from '@hz/contract/tasks';
import type { z } from '@hz/contract/common/zod';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { orbitsOut } from '../../lib/timeline.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan, yuanText } from '../../lib/money.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { dbNow, transition } from '../../lib/state-transition.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { ServiceTerms } from '../people/offers-service.ts';
import { ownerCard } from '../people/people-views.ts';
import { hasPublicProfile, memberContact } from '../people/profiles-service.ts';
import { fileUrl, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { type TaskAction, type TaskActor, taskActionNames, taskMachine } from './tasks-machine.ts';
import * as repo from './tasks-repository.ts';
import { taskSearch } from './tasks-search.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const TASK_JOBS = {
  confirmLapse: 'tasks.confirmLapse',
  payLapse: 'tasks.payLapse',
  autoAccept: 'tasks.autoAccept',
  acceptReminder: 'tasks.acceptReminder',
} as const;

/** A timer's payload: the task and the `rev` it was set for (void once the task moved on). */
export interface TaskTimer {
  task: number;
  rev: number;
}

/** `T` + China date + 8 random digits: a task's order number. */
const newOrders = () =>
  `T${chinaParts(new Date()).date.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const chinaToday = () => chinaParts(new Date()).date;

const notFound = () => new AppError('not_found', '任务不存在或未通过审核');
const conflict = () => new AppError('state_conflict', '任务状态已变化，请刷新后重试');
const fieldError = (field: string, msg: string) =>
  new AppError('invalid_params', msg, { fields: { [field]: msg } });

type Viewer = { id: number; isadmin: boolean } | null;
type ApplyItem = z.infer<typeof applyItem>;
type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;

const FILE_PURPOSES = ['document', 'listing', 'model'] as const;

/** States in which the parties read their conversation, and in which they may still write. */
const TALK_READ: readonly TaskState[] = [
  S.confirmed,
  S.ongoing,
  S.delivered,
  S.disputed,
  S.completed,
  S.closed,
];
const TALK_WRITE: readonly TaskState[] = [S.confirmed, S.ongoing, S.delivered, S.disputed];

/**
 * Design tasks (issue 13; docs/domains/tasks.md; decision 021). Every state change is one transaction
 * that locks the task row, moves it through `taskMachine` with `transition()` (guarded update and the
 * `orbits` timeline row), and in the same transaction posts the ledger movement, enqueues or voids the
 * timers and messages the side that must act.
 */
export function createTasksService(deps: {
  db: Db;
  messages: MessagesService;
  wallet: WalletService;
  paycodes: PaycodeService;
  jobs: JobsService;
  pendingRoom: PendingRoom;
  /** A task was completed (accepted, automatically or by a decision): the reviews module's hook. */
  completed?: (tx: Tx, taskId: number) => Promise<void>;
  /** The shared limiter: conversation messages per member per minute. */
  limiter?: Limiter;
  /** A design service's terms (the people module), for ordering one. */
  serviceTerms?: (tx: Tx, id: number) => Promise<ServiceTerms | null>;
}) {
  const { db, messages, wallet, paycodes, jobs, pendingRoom, limiter, serviceTerms } = deps;
  const completed = deps.completed ?? (async () => {});

  const link = (id: number) => itemLinks.task(id);
  const subject = (t: repo.TaskRow) => `设计任务 ${t.orders}`;
  const tell = (tx: Tx, memberId: number, t: repo.TaskRow, title: string, conts: string) =>
    messages.send(tx, memberId, { kind: 'task', title, conts: `「${t.title}」${conts}`, link: link(t.id) });

  /** One transition of the table, on a task locked by the caller; bumps `rev` (voiding older timers). */
  async function move(
    tx: Tx,
    t: repo.TaskRow,
    action: TaskAction,
    actor: TaskActor,
    actorId: number | null,
    o: { set?: Record<string, unknown>; note?: string } = {},
  ) {
    const r = await transition(
      tx,
      taskMachine,
      repo.taskStates,
      {
        action,
        actor,
        actorId,
        kind: 'task',
        id: t.id,
        set: { ...repo.bumpRev, ...o.set },
        guard: repo.revIs(t.rev),
        note: o.note,
      },
      { notFound, conflict },
    );
    return { ...r, rev: t.rev + 1 };
  }

  const timer = (tx: Tx, name: string, t: { id: number }, rev: number, delayMs: number) =>
    jobs.enqueue(tx, {
      name,
      payload: { task: t.id, rev } satisfies TaskTimer,
      delayMs,
      key: `task:${t.id}:${name}:${rev}`,
    });

  /** The task locked for the action; not found for no such task. */
  async function locked(tx: Tx, id: number) {
    const t = await repo.findTask(tx, id, true);
    if (!t) throw notFound();
    return t;
  }

  /** Public: approved, and not ordered from a service (a private deal between two members, decision 025). */
  const visible = (t: repo.TaskRow) => t.checked === ReviewState.approved && t.serviceId === null;

  /** The client's check: another member is refused (`forbidden` on a public task, else `not_found`). */
  function requireClient(t: repo.TaskRow, m: { id: number }) {
    if (t.memberId === m.id) return;
    if (!visible(t)) throw notFound();
    throw new AppError('forbidden', '只有任务发布者可以进行此操作');
  }

  function requireDesigner(t: repo.TaskRow, m: { id: number }) {
    if (t.designerId === m.id) return;
    if (!visible(t) && t.memberId !== m.id) throw notFound();
    throw new AppError('forbidden', '只有选定的设计师可以进行此操作');
  }

  async function checkFiles(tx: Tx, memberId: number, ids: readonly string[], field: string) {
    for (const id of ids) await requireOwnFile(tx, memberId, id, { purposes: FILE_PURPOSES, field });
  }

  /**
   * A proposal's works (decision 029): each the applicant's own design work, approved now; refused with
   * the work named otherwise. Duplicates collapse, the order is kept.
   */
  async function checkWorks(tx: Tx, memberId: number, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const rows = new Map((await repo.worksByIds(tx, unique)).map((w) => [w.id, w]));
    for (const id of unique) {
      const w = rows.get(id);
      if (!w || w.memberId !== memberId || w.kind !== 'work')
        throw fieldError('works', '只能选择您自己发布的设计作品');
      if (w.checked !== ReviewState.approved)
        throw fieldError('works', `作品「${w.title}」尚未通过审核，不能用于报名方案`);
    }
    return unique;
  }

  function checkTaskBody(b: TaskPubBody) {
    const today = chinaToday();
    if (b.sdate < today) throw fieldError('sdate', '展会开始日期不能早于今天');
    if (b.deadline < today) throw fieldError('deadline', '设计截止日期不能早于今天');
    const conts = sanitizeRichText(b.conts);
    if (plainText(conts).length < 10) throw fieldError('conts', '需求描述至少10个字');
    return {
      title: b.title,
      sizes: b.sizes,
      opens: b.opens,
      layer: b.layer,
      style: b.style,
      sdate: b.sdate,
      edate: b.edate,
      deadline: b.deadline,
      tips: b.tips,
      cost: b.cost,
      conts,
      attach: [...new Set(b.attach)],
      types: [...new Set(b.types)],
      rounds: b.rounds,
      searchText: taskSearch.vector({
        title: b.title,
        style: b.style,
        types: b.types,
        tips: b.tips,
        text: plainText(conts),
      }),
    } satisfies repo.TaskFields;
  }

  const item = (t: repo.TaskRow): TaskItem => {
    const { date, time } = chinaParts(t.createdAt);
    return {
      id: t.id,
      orders: t.orders,
      title: t.title,
      sizes: t.sizes,
      opens: t.opens,
      layer: t.layer,
      style: t.style,
      sdate: t.sdate,
      edate: t.edate,
      deadline: t.deadline,
      cost: fenToYuan(t.cost),
      fee: fenToYuan(t.fee),
      types: t.types,
      status: t.status,
      checked: t.checked,
      applied: t.applied,
      due: t.dueAt ? t.dueAt.toISOString() : '',
      dates: date,
      times: time,
    };
  };

  const files = (ids: readonly string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));

  async function info(tx: Tx, t: repo.TaskRow, viewer: Viewer): Promise<TaskInfo> {
    const isClient = viewer?.id === t.memberId;
    const isDesigner = viewer !== null && viewer.id === t.designerId;
    const party = isClient || isDesigner || viewer?.isadmin === true;
    const myApply = viewer && !isClient ? await repo.myApplyOf(tx, t.id, viewer.id) : null;
    if (!visible(t) && !party) throw notFound();
    const invited = viewer && !isClient ? await repo.isInvited(tx, t.id, viewer.id) : false;
    const designerRow = t.designerId && party ? await repo.designerCardOf(tx, t.designerId) : undefined;
    const [deliveries, orbits] = party
      ? await Promise.all([repo.deliveriesOf(tx, t.id), repo.orbitsOf(tx, t.id)])
      : [[], []];
    return {
      ...item(t),
      // the fee agreed is the parties' business
      fee: party ? fenToYuan(t.fee) : 0,
      tips: t.tips,
      conts: t.conts,
      attach: files(t.attach),
      rounds: t.rounds,
      roundsUsed: t.roundsUsed,
      reason: t.checked === ReviewState.rejected && party ? t.reason : '',
      role: isClient ? 'client' : isDesigner ? 'designer' : myApply ? 'applicant' : 'visitor',
      cancelBy: party ? t.cancelBy : '',
      designer: designerRow ? ownerCard('designer', designerRow) : null,
      myApply,
      invited,
      service: t.serviceId ?? 0,
      deliveries: deliveries
        .map((d) => ({ n: d.n, conts: d.conts, attach: files(d.attach), ...chinaParts(d.createdAt) }))
        .map(({ date, time, ...d }) => ({ ...d, dates: date, times: time })),
      orbits: orbitsOut(orbits, taskActionNames),
    };
  }

  const reread = async (tx: Tx, id: number, viewer: Viewer) =>
    info(tx, (await repo.findTask(tx, id))!, viewer);

  type WorkMap = Awaited<ReturnType<typeof repo.proposalWorksOf>>;
  const applyOut = (a: repo.ApplyRow, workMap: WorkMap, invited = false): ApplyItem => {
    const { date, time } = chinaParts(a.createdAt);
    return {
      id: a.id,
      task: a.taskId,
      designer: ownerCard('designer', a),
      conts: a.conts,
      attach: files(a.attach),
      fee: fenToYuan(a.fee),
      ddate: a.ddate,
      status: a.status,
      // the works named, in the designer's order, while each is still their approved work
      works: a.works.flatMap((id) => {
        const w = workMap.get(id);
        return w && w.memberId === a.memberId
          ? [{ id: w.id, title: w.title, thumb: thumbUrl(w.cover), link: itemLinks.work(w.id) }]
          : [];
      }),
      invited,
      dates: date,
      times: time,
    };
  };

  const talkOut = (r: repo.TalkRow, viewerId: number): TalkItem => {
    const { date, time } = chinaParts(r.createdAt);
    return {
      id: r.id,
      who: r.who as TalkItem['who'],
      mine: r.memberId === viewerId,
      conts: r.conts,
      attach: r.attach.map((f) => ({ id: f.id, url: fileUrl(f.id), name: f.name, kind: f.kind })),
      created: r.createdAt.toISOString(),
      dates: date,
      times: time,
    };
  };

  /** The viewer's side in the conversation; refused before `confirmed` and to anyone else. */
  function talker(t: repo.TaskRow, m: { id: number }): 'client' | 'designer' {
    const role = t.memberId === m.id ? 'client' : t.designerId === m.id ? 'designer' : null;
    if (!role) {
      if (!visible(t)) throw notFound();
      throw new AppError('forbidden', '只有任务双方可以查看和发送沟通消息');
    }
    if (!t.designerId || !TALK_READ.includes(t.status))
      throw new AppError('state_conflict', '设计师确认接单后才能开始沟通');
    return role;
  }

  const paging = (b: { page: number; pageSize: number }) => ({
    offset: (b.page - 1) * b.pageSize,
    limit: b.pageSize,
  });
  const listOut = <T>(
    r: { rows: T[]; total: number },
    b: { page: number; pageSize: number },
    f: (x: T) => TaskItem,
  ) => ({
    listItem: r.rows.map(f),
    total: r.total,
    page: b.page,
    pageSize: b.pageSize,
  });

  /** Back to choosing: the selection is void and the selected application declined. */
  const unselect = { designerId: null, applyId: null, fee: 0, dueAt: null };

  /** The timers' handlers: each is a no-op unless the task is still where the timer was set. */
  async function onTimer(tx: Tx, p: TaskTimer, state: TaskState, action: TaskAction) {
    const now = await repo.lockState(tx, p.task);
    if (!now || now.status !== state || now.rev !== p.rev) return false;
    const t = (await repo.findTask(tx, p.task))!;
    if (action === 'payLapse' && t.serviceId !== null) {
      // an ordered service has no hall to return to: the order closes (decision 025)
      await move(tx, t, 'orderLapse', 'system', null, { set: { dueAt: null } });
      if (t.applyId) await repo.setApplyStatus(tx, t.id, t.applyId, ApplyState.declined);
      const why = '未在72小时内托管设计费，订单已关闭';
      await tell(tx, t.memberId, t, '订单已关闭', `${why}，如仍需要可重新下单。`);
      if (t.designerId) await tell(tx, t.designerId, t, '订单已关闭', `客户${why}。`);
    } else if (action === 'confirmLapse' || action === 'payLapse') {
      await move(tx, t, action, 'system', null, { set: unselect });
      if (t.applyId) await repo.setApplyStatus(tx, t.id, t.applyId, ApplyState.declined);
      const why = action === 'confirmLapse' ? '设计师未在48小时内确认' : '未在72小时内托管设计费';
      await tell(tx, t.memberId, t, '选定已失效', `${why}，任务已回到招募中，您可以重新选择设计师。`);
      if (t.designerId) await tell(tx, t.designerId, t, '选定已失效', `${why}，本次选定已失效。`);
    } else if (action === 'autoAccept') {
      await move(tx, t, 'autoAccept', 'system', null, { set: { completedAt: dbNow, dueAt: null } });
      await releaseFee(tx, t);
      await completed(tx, t.id);
      await tell(
        tx,
        t.memberId,
        t,
        '任务已自动验收',
        '交付后7天内未处理，已自动验收，设计费已支付给设计师。',
      );
      await tell(
        tx,
        t.designerId!,
        t,
        '任务已自动验收',
        '客户7天内未处理，已自动验收，设计费已结算到您的余额。',
      );
    }
    return true;
  }

  const releaseFee = (tx: Tx, t: repo.TaskRow) =>
    wallet.release(
      {
        key: `task:${t.orders}:release`,
        ref: t.orders,
        payer: t.memberId,
        payee: t.designerId!,
        amount: t.fee,
        memo: '设计费结算',
        notice: { subject: subject(t), link: link(t.id) },
      },
      tx,
    );

  return {
    async publish(member: Member, b: TaskPubBody) {
      if (member.personauth !== VerifyState.approved && member.businsauth !== VerifyState.approved)
        throw new AppError('not_verified', '发布设计任务需先完成实名认证或企业认证');
      const f = checkTaskBody(b);
      return db.transaction(async (tx) => {
        await checkFiles(tx, member.id, f.attach, 'attach');
        await pendingRoom(tx, 'task', member.id);
        const id = await repo.insertTask(tx, member.id, newOrders(), f);
        await repo.addOrbit(tx, {
          taskId: id,
          action: 'publish',
          actor: 'client',
          actorId: member.id,
          state: S.open,
        });
        return reread(tx, id, { id: member.id, isadmin: false });
      });
    },

    async edit(member: Member, b: TaskPubBody & { id: number }) {
      const f = checkTaskBody(b);
      return db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        requireClient(t, member);
        await checkFiles(tx, member.id, f.attach, 'attach');
        const wasSelecting = t.status === S.selecting;
        await move(tx, t, 'edit', 'client', member.id, { set: unselect });
        await repo.updateTaskFields(tx, t.id, f);
        if (wasSelecting && t.applyId && t.designerId) {
          await repo.setApplyStatus(tx, t.id, t.applyId, ApplyState.applied);
          await tell(
            tx,
            t.designerId,
            t,
            '需求已修改',
            '客户修改了需求，本次选定已取消，任务重新审核后继续招募。',
          );
        }
        return reread(tx, t.id, { id: member.id, isadmin: false });
      });
    },

    info: (id: number, viewer: Viewer) =>
      db.transaction(async (tx) => {
        const t = await repo.findTask(tx, id);
        if (!t) throw notFound();
        return info(tx, t, viewer);
      }),

    async list(member: Member, b: { status?: TaskState; page: number; pageSize: number }) {
      const r = await repo.listClientTasks(db, member.id, b.status ? [b.status] : undefined, paging(b));
      return listOut(r, b, item);
    },

    async ongoing(member: Member, b: { page: number; pageSize: number }) {
      const r = await repo.listClientTasks(
        db,
        member.id,
        [S.confirmed, S.ongoing, S.delivered, S.disputed],
        paging(b),
      );
      return listOut(r, b, item);
    },

    close: (member: Member, id: number) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, id);
        requireClient(t, member);
        await move(tx, t, 'close', 'client', member.id, { set: { dueAt: null } });
        await repo.setApplyStatus(tx, t.id, null, ApplyState.declined);
        if (t.designerId) await tell(tx, t.designerId, t, '任务已关闭', '客户已关闭该任务。');
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    async hall(b: z.infer<typeof taskHallBody>) {
      const { kw, ...filters } = b;
      const r = await repo.listHall(db, { ...filters, keyword: taskSearch.parse(kw), ...paging(b) });
      return listOut(r, b, item);
    },

    async apply(member: Member, b: z.infer<typeof applyBody>) {
      if (member.personauth !== VerifyState.approved)
        throw new AppError('not_verified', '报名设计任务需先通过实名认证');
      return db.transaction(async (tx) => {
        if (!(await hasPublicProfile(tx, member.id, 'designer')))
          throw new AppError('not_verified', '请先开通设计师资料并通过审核，再报名设计任务');
        const t = await locked(tx, b.id);
        if (!visible(t) && t.memberId !== member.id) throw notFound();
        if (t.memberId === member.id) throw new AppError('forbidden', '不能报名自己发布的任务');
        if (!visible(t) || t.status !== S.open) throw new AppError('state_conflict', '该任务已不在招募中');
        if (b.ddate < chinaToday()) throw fieldError('ddate', '交付日期不能早于今天');
        if (b.ddate > t.sdate) throw fieldError('ddate', '交付日期不能晚于展会开始日期');
        const attach = [...new Set(b.attach)];
        await checkFiles(tx, member.id, attach, 'attach');
        const works = await checkWorks(tx, member.id, b.works);
        const id = await repo.insertApply(tx, {
          taskId: t.id,
          memberId: member.id,
          conts: b.conts,
          attach,
          fee: b.fee,
          ddate: b.ddate,
          works,
        });
        if (!id) throw new AppError('conflict', '您已报名该任务，请勿重复报名');
        await tell(
          tx,
          t.memberId,
          t,
          '有设计师报名',
          `有设计师报名了您的任务，报价 ¥${yuanText(b.fee)}，请查看并选择设计师。`,
        );
        const a = (await repo.findApply(tx, id))!;
        return applyOut(a, await repo.proposalWorksOf(tx, [a]), await repo.isInvited(tx, t.id, member.id));
      });
    },

    async designerTasks(member: Member, b: { status?: TaskState; page: number; pageSize: number }) {
      const r = await repo.listDesignerTasks(db, member.id, b.status, paging(b));
      return {
        listItem: r.rows.map((x) => ({
          ...item(x),
          fee: x.designerId === member.id ? fenToYuan(x.fee) : 0,
          apply: x.apply,
          applyStatus: x.applyStatus,
        })),
        total: r.total,
        page: b.page,
        pageSize: b.pageSize,
      };
    },

    applicants: (member: Member, id: number) =>
      db.transaction(async (tx) => {
        const t = await repo.findTask(tx, id);
        if (!t) throw notFound();
        requireClient(t, member);
        const invites = await repo.invitesOf(tx, t.id);
        const invitedIds = new Set(invites.map((i) => i.designerId));
        const applies = await repo.appliesOf(tx, t.id);
        const workMap = await repo.proposalWorksOf(tx, applies);
        return {
          listItem: applies.map((a) => applyOut(a, workMap, invitedIds.has(a.memberId))),
          invites: invites.map((i) => {
            const { date, time } = chinaParts(i.createdAt);
            return { designer: ownerCard('designer', i), apply: i.apply, dates: date, times: time };
          }),
        };
      }),

    showDoc: (member: Member, applyId: number) =>
      db.transaction(async (tx) => {
        const a = await repo.findApply(tx, applyId);
        const t = a && (await repo.findTask(tx, a.taskId));
        if (!a || !t || (a.memberId !== member.id && t.memberId !== member.id))
          throw new AppError('not_found', '报名方案不存在');
        return applyOut(a, await repo.proposalWorksOf(tx, [a]), await repo.isInvited(tx, t.id, a.memberId));
      }),

    select: (member: Member, b: z.infer<typeof selectBody>) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        requireClient(t, member);
        const a = await repo.findApply(tx, b.apply);
        if (!a || a.taskId !== t.id || a.status !== ApplyState.applied)
          throw new AppError('not_found', '该设计师的报名不存在或已失效');
        const { rev } = await move(tx, t, 'select', 'client', member.id, {
          set: {
            designerId: a.memberId,
            applyId: a.id,
            fee: a.fee,
            dueAt: repo.timerFrom(TASK_TIMERS.confirmHours * HOUR),
          },
          note: `报价 ¥${yuanText(a.fee)}`,
        });
        await repo.setApplyStatus(tx, t.id, a.id, ApplyState.selected);
        await timer(tx, TASK_JOBS.confirmLapse, t, rev, TASK_TIMERS.confirmHours * HOUR);
        await tell(
          tx,
          a.memberId,
          t,
          '您被选为设计师',
          `客户选择了您的方案（报价 ¥${yuanText(a.fee)}），请在48小时内确认接单。`,
        );
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    confirm: (member: Member, b: { id: number; agree: boolean }) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        requireDesigner(t, member);
        if (b.agree) {
          const { rev } = await move(tx, t, 'confirm', 'designer', member.id, {
            set: { dueAt: repo.timerFrom(TASK_TIMERS.payHours * HOUR) },
          });
          await timer(tx, TASK_JOBS.payLapse, t, rev, TASK_TIMERS.payHours * HOUR);
          await tell(
            tx,
            t.memberId,
            t,
            '设计师已确认接单',
            `设计师已确认接单，请在72小时内托管设计费 ¥${yuanText(t.fee)}。`,
          );
        } else {
          await move(tx, t, 'decline', 'designer', member.id, { set: unselect });
          await repo.setApplyStatus(tx, t.id, t.applyId!, ApplyState.declined);
          await tell(
            tx,
            t.memberId,
            t,
            '设计师谢绝了选定',
            '设计师谢绝了本次选定，任务已回到招募中，请重新选择设计师。',
          );
        }
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    async pay(member: Member, b: { id: number; paycode: string }) {
      const first = await repo.findTask(db, b.id);
      if (!first) throw notFound();
      requireClient(first, member);
      if (first.status !== S.confirmed) throw conflict();
      await paycodes.verify(member.id, b.paycode);
      return db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        await move(tx, t, 'pay', 'client', member.id, { set: { paidAt: dbNow, dueAt: null } });
        // refused with insufficient_balance when the coins are not there: the transition rolls back too
        await wallet.hold(
          {
            key: `task:${t.orders}:hold`,
            ref: t.orders,
            payer: t.memberId,
            payee: t.designerId!,
            amount: t.fee,
            memo: '设计费托管',
            notice: { subject: subject(t), link: link(t.id) },
          },
          tx,
        );
        await tell(
          tx,
          t.designerId!,
          t,
          '设计费已托管，请开始设计',
          `客户已托管设计费，请在 ${t.deadline} 前提交设计成果。`,
        );
        for (const o of await repo.othersOf(tx, t.id, t.applyId!))
          await tell(
            tx,
            o.memberId,
            t,
            '任务已由其他设计师承接',
            '感谢您的报名！该任务已由其他设计师承接，期待您在其他任务中大展身手。',
          );
        await repo.declineOthers(tx, t.id, t.applyId!);
        return reread(tx, t.id, { id: member.id, isadmin: false });
      });
    },

    winner: (member: Member, id: number) =>
      db.transaction(async (tx) => {
        const t = await repo.findTask(tx, id);
        if (!t || (t.memberId !== member.id && t.designerId !== member.id))
          throw new AppError('not_found', '任务不存在');
        const revealed = [S.confirmed, S.ongoing, S.delivered, S.completed, S.disputed].includes(
          t.status as never,
        );
        if (!revealed || !t.designerId)
          throw new AppError('forbidden', '设计师确认接单后才能查看对方联系方式');
        const c = await memberContact(tx, t.memberId === member.id ? t.designerId : t.memberId);
        return c!;
      }),

    deliver: (member: Member, b: z.infer<typeof deliverBody>) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        requireDesigner(t, member);
        const attach = [...new Set(b.attach)];
        await checkFiles(tx, member.id, attach, 'attach');
        const { rev } = await move(tx, t, 'deliver', 'designer', member.id, {
          set: { deliveredAt: dbNow, dueAt: repo.timerFrom(TASK_TIMERS.acceptDays * DAY), cancelBy: '' },
        });
        const n = await repo.insertDelivery(tx, {
          taskId: t.id,
          memberId: member.id,
          conts: b.conts,
          attach,
        });
        await timer(tx, TASK_JOBS.autoAccept, t, rev, TASK_TIMERS.acceptDays * DAY);
        await timer(tx, TASK_JOBS.acceptReminder, t, rev, TASK_TIMERS.remindDay * DAY);
        await tell(
          tx,
          t.memberId,
          t,
          '设计师已交付',
          `设计师提交了第${n}版设计成果，请在7天内验收或要求修改，逾期将自动验收。`,
        );
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    accept: (member: Member, id: number) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, id);
        requireClient(t, member);
        await move(tx, t, 'accept', 'client', member.id, { set: { completedAt: dbNow, dueAt: null } });
        await releaseFee(tx, t);
        await completed(tx, t.id);
        await tell(
          tx,
          t.designerId!,
          t,
          '客户已验收',
          '客户已验收您的设计成果，设计费已结算到您的余额，设计的使用权归客户所有。',
        );
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    revise: (member: Member, b: z.infer<typeof reviseBody>) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        requireClient(t, member);
        if (t.status === S.delivered && t.roundsUsed >= t.rounds)
          throw new AppError('limit_exceeded', `包含的${t.rounds}次修改已用完，请验收或发起投诉`);
        await move(tx, t, 'revise', 'client', member.id, {
          set: { roundsUsed: t.roundsUsed + 1, dueAt: null },
          note: b.conts,
        });
        await tell(
          tx,
          t.designerId!,
          t,
          '客户要求修改',
          `客户要求修改（第${t.roundsUsed + 1}次，共${t.rounds}次）：${b.conts}`,
        );
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    cancel: (member: Member, id: number) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, id);
        const role: TaskActor | null =
          t.memberId === member.id ? 'client' : t.designerId === member.id ? 'designer' : null;
        if (!role) {
          if (!visible(t)) throw notFound();
          throw new AppError('forbidden', '只有任务双方可以协商取消');
        }
        if (t.status !== S.ongoing)
          throw new AppError('state_conflict', '只有设计进行中、交付前的任务可以协商取消');
        const other = role === 'client' ? t.designerId! : t.memberId;
        if (t.cancelBy === '' || t.cancelBy === role) {
          if (t.cancelBy === '') {
            await repo.proposeCancel(tx, t.id, role);
            await repo.addOrbit(tx, {
              taskId: t.id,
              action: 'proposeCancel',
              actor: role,
              actorId: member.id,
              state: S.ongoing,
            });
            await tell(
              tx,
              other,
              t,
              '对方提出协商取消',
              '对方提出取消该任务，同意后托管的设计费将退回客户。',
            );
          }
          return reread(tx, t.id, { id: member.id, isadmin: false });
        }
        await move(tx, t, 'cancel', role, member.id, { set: { dueAt: null } });
        await wallet.refund(
          {
            key: `task:${t.orders}:refund`,
            ref: t.orders,
            payer: t.memberId,
            payee: t.designerId!,
            amount: t.fee,
            memo: '协商取消退款',
            notice: { subject: subject(t), link: link(t.id) },
          },
          tx,
        );
        await tell(tx, other, t, '任务已协商取消', '双方已同意取消该任务，托管的设计费已退回客户。');
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    /** The conversation (decision 025): the latest messages, or those after `after`. */
    talkList: (member: Member, b: z.infer<typeof talkListBody>) =>
      db.transaction(async (tx) => {
        const t = await repo.findTask(tx, b.id);
        if (!t) throw notFound();
        const role = talker(t, member);
        const rows = await repo.talksOf(tx, t.id, { after: b.after, limit: TALK_PAGE });
        const other = await memberContact(tx, role === 'client' ? t.designerId! : t.memberId);
        return {
          listItem: rows.map((r) => talkOut(r, member.id)),
          open: TALK_WRITE.includes(t.status),
          role,
          other: other?.name ?? '',
        };
      }),

    /**
     * A message to the other side (text and/or files the sender owns), announced live on both sides'
     * message streams (`event: talk`); the other side also gets one unread message per conversation.
     */
    async talkSend(member: Member, b: z.infer<typeof talkSendBody>) {
      if (limiter) {
        const often = await limiter.hit(`talk:${member.id}`, TALK_PER_MINUTE, 60_000);
        if (often?.refused === 'often')
          throw rateLimited('发送过于频繁，请稍后再试', often.retryAfterMs / 1000);
      }
      return db.transaction(async (tx) => {
        // a share lock: a message is never written after the task completed or closed in between
        const t = await repo.findTask(tx, b.id, 'share');
        if (!t) throw notFound();
        const role = talker(t, member);
        if (!TALK_WRITE.includes(t.status))
          throw new AppError('state_conflict', '任务已完成或关闭，沟通记录只能查看');
        const attach = [];
        for (const id of new Set(b.attach)) {
          const f = await requireOwnFile(tx, member.id, id, { purposes: FILE_PURPOSES, field: 'attach' });
          attach.push({ id: f.id, name: f.name, kind: f.kind });
        }
        const row = await repo.insertTalk(tx, {
          taskId: t.id,
          memberId: member.id,
          who: role,
          conts: b.conts,
          attach,
        });
        const other = role === 'client' ? t.designerId! : t.memberId;
        await messages.talk(tx, other, t.id);
        await messages.talk(tx, member.id, t.id);
        await messages.sendUnlessUnread(tx, other, {
          kind: 'task',
          title: '新的沟通消息',
          conts: `「${t.title}」${role === 'client' ? '客户' : '设计师'}给您发来了新消息，请及时查看回复。`,
          link: link(t.id),
        });
        return talkOut(row, member.id);
      });
    },

    /** Invites a verified designer to the client's own approved open task (decision 025). */
    invite: (member: Member, b: z.infer<typeof inviteBody>) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        requireClient(t, member);
        if (!visible(t) || t.status !== S.open)
          throw new AppError('state_conflict', '只能邀请设计师参与审核通过、招募中的任务');
        const d = await repo.designerByCardno(tx, b.cardno);
        if (!d) throw new AppError('not_found', '设计师不存在', { fields: { cardno: '设计师不存在' } });
        if (d.id === member.id) throw new AppError('forbidden', '不能邀请自己参与自己的任务');
        if (d.personauth !== VerifyState.approved || !d.published)
          throw new AppError('not_verified', '该设计师尚未通过实名认证或设计师资料审核，暂不能邀请');
        if (await repo.myApplyOf(tx, t.id, d.id)) throw new AppError('conflict', '该设计师已报名此任务');
        const n = await repo.countInvites(tx, t.id);
        if (n >= MAX_TASK_INVITES)
          throw new AppError('limit_exceeded', `每个任务最多邀请${MAX_TASK_INVITES}位设计师`);
        if (!(await repo.insertInvite(tx, t.id, d.id)))
          throw new AppError('conflict', '已邀请过该设计师，请等待对方报名');
        await repo.addOrbit(tx, {
          taskId: t.id,
          action: 'invite',
          actor: 'client',
          actorId: member.id,
          state: S.open,
          note: d.name,
        });
        await tell(
          tx,
          d.id,
          t,
          '客户邀请您参与设计任务',
          `客户邀请您报名该任务（设计费 ¥${yuanText(t.cost)}，${t.sizes}㎡），查看需求后即可报名。`,
        );
        return { id: t.id, cardno: b.cardno, invites: n + 1 };
      }),

    /**
     * Orders a designer's approved design service (decision 025): a private task already `confirmed`
     * with that designer at the service's price; the client pays it into escrow within 72 hours.
     */
    async order(member: Member, b: z.infer<typeof orderServiceBody>) {
      if (!serviceTerms) throw new AppError('not_found', '服务不存在或未通过审核');
      if (member.personauth !== VerifyState.approved && member.businsauth !== VerifyState.approved)
        throw new AppError('not_verified', '购买设计服务需先完成实名认证或企业认证');
      const { id: serviceId, ...fields } = b;
      return db.transaction(async (tx) => {
        const s = await serviceTerms(tx, serviceId);
        if (s?.memberId === member.id) throw new AppError('forbidden', '不能购买自己发布的服务');
        if (!s?.isPublic) throw new AppError('not_found', '服务不存在或未通过审核');
        if (s.type !== 'design') throw new AppError('state_conflict', '这里只能购买设计服务');
        if (s.negotiable)
          throw new AppError('state_conflict', '该服务价格面议，请发布设计任务后邀请该设计师报名');
        if (s.price < MIN_TASK_FEE_FEN || s.price > MAX_TASK_FEE_FEN)
          throw new AppError(
            'state_conflict',
            `设计服务价格需在 ¥${yuanText(MIN_TASK_FEE_FEN)} 至 ¥${yuanText(MAX_TASK_FEE_FEN)} 之间才能直接下单`,
          );
        if (!s.personVerified) throw new AppError('state_conflict', '该设计师暂不能接单');
        const f = checkTaskBody({ ...fields, cost: s.price });
        const ddate = chinaParts(new Date(Date.now() + s.days * DAY)).date;
        if (ddate > f.deadline)
          throw fieldError('deadline', `该服务交付周期为${s.days}天，设计截止日期不能早于 ${ddate}`);
        await checkFiles(tx, member.id, f.attach, 'attach');
        const payMs = TASK_TIMERS.payHours * HOUR;
        const id = await repo.insertOrderedTask(tx, {
          memberId: member.id,
          orders: newOrders(),
          fields: f,
          designerId: s.memberId,
          fee: s.price,
          serviceId: s.id,
          payMs,
          apply: { conts: `按设计服务「${s.title}」下单，${s.days}天交付。`, ddate },
        });
        await repo.addOrbit(tx, {
          taskId: id,
          action: 'order',
          actor: 'client',
          actorId: member.id,
          state: S.confirmed,
          note: `设计服务「${s.title}」 ¥${yuanText(s.price)}`,
        });
        const t = (await repo.findTask(tx, id))!;
        await timer(tx, TASK_JOBS.payLapse, t, t.rev, payMs);
        await tell(
          tx,
          s.memberId,
          t,
          '您的设计服务有新订单',
          `客户购买了您的设计服务「${s.title}」（¥${yuanText(s.price)}），客户托管设计费后即可开始设计。`,
        );
        await tell(
          tx,
          member.id,
          t,
          '请托管设计费',
          `您已下单设计服务「${s.title}」，请在72小时内托管设计费 ¥${yuanText(s.price)}，逾期订单将关闭。`,
        );
        return reread(tx, id, { id: member.id, isadmin: false });
      });
    },

    /**
     * The designer refuses an order of their design service (decision 029): `confirmed → closed` before
     * the client pays. Nothing is held in `confirmed` (the hold is the `pay` transition, which takes the
     * same row lock), so there is nothing to refund; a paid order is refused with `state_conflict` and
     * ends by agreement (`taskCancel`) or a complaint instead. A task of the hall was confirmed by its
     * designer and cannot be refused as an order.
     */
    refuseOrder: (member: Member, b: z.infer<typeof refuseOrderBody>) =>
      db.transaction(async (tx) => {
        const t = await locked(tx, b.id);
        requireDesigner(t, member);
        if (t.serviceId === null)
          throw new AppError('state_conflict', '只有设计服务订单可以拒绝，已接单的任务请与客户协商取消');
        await move(tx, t, 'refuseOrder', 'designer', member.id, { set: { dueAt: null }, note: b.reason });
        if (t.applyId) await repo.setApplyStatus(tx, t.id, t.applyId, ApplyState.declined);
        await tell(
          tx,
          t.memberId,
          t,
          '设计师无法承接您的订单',
          `设计师拒绝了该订单${b.reason ? `（原因：${b.reason}）` : ''}，订单已关闭，未产生任何费用。您可以发布设计任务，或选择其他设计师的服务。`,
        );
        return reread(tx, t.id, { id: member.id, isadmin: false });
      }),

    /**
     * Complaints (modules/complaints, `tasks-complaints.ts` registers the kind): the task as a complaint
     * sees it, locked when asked. A complaint may open while the fee is in escrow and the task not
     * completed (`ongoing`, `delivered`).
     */
    async complaintDeal(tx: Tx, id: number, lock: boolean) {
      const t = await repo.findTask(tx, id, lock);
      if (!t) return undefined;
      const why =
        t.status === S.ongoing || t.status === S.delivered
          ? null
          : t.status === S.completed
            ? '任务已完成，不能再发起投诉'
            : t.status === S.disputed
              ? '该任务正在投诉处理中'
              : t.status === S.closed
                ? '任务已关闭，不能发起投诉'
                : '任务尚未托管设计费，不能发起投诉';
      return {
        id: t.id,
        orders: t.orders,
        title: t.title,
        link: link(t.id),
        state: t.status,
        visible: visible(t),
        clientId: t.memberId,
        providerId: t.designerId,
        amount: t.fee,
        refusal: why,
      };
    },

    /** `ongoing`/`delivered` → `disputed`, by the complaining side, in the complaint's transaction. */
    async complaintOpen(tx: Tx, id: number, by: { memberId: number; side: 'client' | 'provider' }) {
      const t = await locked(tx, id);
      await move(tx, t, 'complain', by.side === 'client' ? 'client' : 'designer', by.memberId, {
        set: { ...repo.pauseTimer, cancelBy: '' },
      });
    },

    /**
     * An operator's decision on the disputed task (decision 023): release (→ completed, the fee to the
     * designer minus the commission), refund (→ closed, the fee back to the client; no right to use the
     * design), or split (→ completed, `percent` % of the fee to the designer minus the commission on that
     * part, the rest back to the client). The paused timer is dropped: every outcome ends the task.
     * Returns what each side got, in fen.
     */
    async complaintDecide(
      tx: Tx,
      id: number,
      d: { outcome: 'release' | 'refund' | 'split'; percent: number; operatorId: number; reason: string },
    ) {
      const t = await locked(tx, id);
      const end = { dueAt: null, pausedMs: null };
      const notice = { subject: subject(t), link: link(t.id) };
      const move3 = { ref: t.orders, payer: t.memberId, payee: t.designerId!, amount: t.fee, notice };
      let r: Awaited<ReturnType<typeof wallet.release>>;
      if (d.outcome === 'release') {
        await move(tx, t, 'decideRelease', 'operator', d.operatorId, {
          set: { ...end, completedAt: dbNow },
          note: d.reason,
        });
        r = await releaseFee(tx, t);
        await completed(tx, t.id);
      } else if (d.outcome === 'refund') {
        await move(tx, t, 'decideRefund', 'operator', d.operatorId, { set: end, note: d.reason });
        r = await wallet.refund({ ...move3, key: `task:${t.orders}:refund`, memo: '投诉裁决退款' }, tx);
      } else {
        await move(tx, t, 'decideSplit', 'operator', d.operatorId, {
          set: { ...end, completedAt: dbNow },
          note: `设计师得 ${d.percent}%，${d.reason}`,
        });
        r = await wallet.split(
          {
            ...move3,
            key: `task:${t.orders}:split`,
            payeeShare: Math.floor((t.fee * d.percent) / 100),
            memo: '投诉裁决分配',
          },
          tx,
        );
        await completed(tx, t.id);
      }
      const sum = (f: (e: (typeof r.entries)[number]) => boolean) =>
        r.entries.filter(f).reduce((a, e) => a + e.amount, 0);
      return {
        providerGets: sum((e) => e.kind === 'member_available' && e.memberId === t.designerId),
        clientGets: sum((e) => e.kind === 'member_available' && e.memberId === t.memberId),
        commission: sum((e) => e.kind === 'platform_revenue'),
      };
    },

    /** The task's conversation as a complaint attaches it (every message, oldest first; decision 025). */
    async complaintConversation(tx: Tx, id: number) {
      const rows = await repo.talksOf(tx, id, { limit: 10_000 });
      return rows.map((r) => {
        const { date, time } = chinaParts(r.createdAt);
        return {
          side: r.who === 'client' ? ('client' as const) : ('provider' as const),
          name: r.who === 'client' ? '客户' : '设计师',
          conts: r.conts,
          attach: files(r.attach.map((f) => f.id)),
          dates: date,
          times: time,
        };
      });
    },

    /** What a complaint attaches automatically: every delivery and the timeline. */
    async complaintEvidence(tx: Tx, id: number) {
      const [deliveries, orbits] = await Promise.all([repo.deliveriesOf(tx, id), repo.orbitsOf(tx, id)]);
      const at = (d: Date) => {
        const { date, time } = chinaParts(d);
        return { dates: date, times: time };
      };
      return {
        deliveries: deliveries.map((d) => ({
          n: d.n,
          conts: d.conts,
          attach: files(d.attach),
          ...at(d.createdAt),
        })),
        orbits: orbits.map((o) => ({
          action: o.action,
          name: taskActionNames[o.action as keyof typeof taskActionNames] ?? o.action,
          actor: o.actor,
          note: o.note,
          ...at(o.createdAt),
        })),
      };
    },

    /** Job handlers (tasks-module.ts). */
    confirmLapse: (tx: Tx, p: TaskTimer) => onTimer(tx, p, S.selecting, 'confirmLapse'),
    payLapse: (tx: Tx, p: TaskTimer) => onTimer(tx, p, S.confirmed, 'payLapse'),
    /** The task as the reviews module sees it (decision 024): parties, completion, on-time delivery. */
    async reviewSubject(tx: Tx, id: number, lock: boolean) {
      const t = await repo.findTask(tx, id, lock);
      if (!t) return undefined;
      const first = t.completedAt ? await repo.firstDeliveryAt(tx, t.id) : null;
      return {
        id: t.id,
        title: t.title,
        link: link(t.id),
        completed: t.status === S.completed,
        completedAt: t.completedAt,
        client: t.memberId,
        provider: t.designerId,
        visible: visible(t),
        // on time: the first delivery's China date on or before the design deadline
        onTime: first ? chinaParts(first).date <= t.deadline : null,
      };
    },
    autoAccept: (tx: Tx, p: TaskTimer) => onTimer(tx, p, S.delivered, 'autoAccept'),
    async acceptReminder(tx: Tx, p: TaskTimer) {
      const now = await repo.lockState(tx, p.task);
      if (!now || now.status !== S.delivered || now.rev !== p.rev) return false;
      const t = (await repo.findTask(tx, p.task))!;
      await tell(tx, t.memberId, t, '请尽快验收', '设计成果已交付5天，2天后将自动验收，如需修改请尽快提出。');
      return true;
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
