import { DepositState, ReviewState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import {
  type DepositItem,
  type DepositKind,
  depositKinds,
  type depositUpdateBody,
} from '@hz/contract/projects';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { VenueFee } from '../../db/schema/projects.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { yuanText } from '../../lib/money.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import * as repo from './projects-repository.ts';
import { projectTeller } from './projects-messages.ts';

/**
 * The venue deposits of a signed build project (施工押金, 清洁押金; decision 038): which the awarded
 * quotation lists and who pays each, and what that payer recorded — paid, then returned in full, in part or
 * withheld. The money goes to the venue outside the platform: nothing here touches the wallet or the
 * ledger. After teardown a job reminds the payer while a deposit is not recorded as settled.
 */

export const DEPOSIT_JOB = 'projects.depositReminder';
/** Days after teardown (撤展) of the first reminder, and between reminders. */
export const DEPOSIT_REMIND_DAYS = 30;
/** Most reminders per project (about half a year after teardown). */
export const DEPOSIT_REMINDERS = 6;

export interface DepositReminder {
  project: number;
  /** Which reminder this is (1 for the first). */
  n: number;
}

const DAY = 86_400_000;
const notFound = () => new AppError('not_found', '项目不存在或未通过审核');
const stateError = (msg: string) => new AppError('state_conflict', msg);
const fieldError = (field: string, msg: string) =>
  new AppError('invalid_params', msg, { fields: { [field]: msg } });
const sideName = { client: '客户', factory: '工厂' } as const;

type Member = Pick<SessionMember, 'id'>;
type Row = repo.ProjectRow;

const isDeposit = (f: VenueFee): f is VenueFee & { kind: DepositKind } =>
  (depositKinds as readonly string[]).includes(f.kind);

/** The first reminder: 09:00 China time, 30 days after the teardown date. */
export const depositReminderAt = (outdate: string) =>
  new Date(new Date(`${outdate}T09:00:00+08:00`).getTime() + DEPOSIT_REMIND_DAYS * DAY);

/** Enqueues the first reminder (the signing transaction, through `scheduleSigned`). */
export const scheduleDepositReminder = (
  jobs: Pick<JobsService, 'enqueue'>,
  tx: Tx,
  p: Pick<Row, 'id' | 'outdate'>,
) =>
  jobs.enqueue(tx, {
    name: DEPOSIT_JOB,
    payload: { project: p.id, n: 1 } satisfies DepositReminder,
    runAt: depositReminderAt(p.outdate),
    key: `project:${p.id}:deposit:1`,
  });

export function createProjectDeposits(deps: { db: Db; messages: MessagesService; jobs: JobsService }) {
  const { db, messages, jobs } = deps;

  const tell = projectTeller(messages);

  /** The viewer's side; a stranger gets `not_found` on a hidden project, `forbidden` on a public one. */
  function sideOf(p: Row, m: Member): 'client' | 'factory' {
    if (p.memberId === m.id) return 'client';
    if (p.factoryId !== null && p.factoryId === m.id) return 'factory';
    if (p.checked !== ReviewState.approved) throw notFound();
    throw new AppError('forbidden', '只有项目双方可以查看押金记录');
  }

  /** The deposits of the awarded quotation (kind, payer, quoted amount in fen). */
  async function feesOf(tx: Tx, p: Row) {
    if (!p.quoteId) return [];
    const q = await repo.findQuote(tx, p.quoteId);
    return (q?.content.fees ?? []).filter(isDeposit);
  }

  async function view(
    tx: Tx,
    p: Row,
    side: 'client' | 'factory',
    known?: Awaited<ReturnType<typeof feesOf>>,
  ) {
    const fees = known ?? (await feesOf(tx, p));
    const rows = new Map((await repo.depositsOf(tx, p.id)).map((r) => [r.kind, r]));
    const listItem: DepositItem[] = fees.map((f) => {
      const r = rows.get(f.kind);
      const at = r ? chinaParts(r.updatedAt) : undefined;
      return {
        kind: f.kind,
        payer: f.payer,
        quoted: f.amount / 100,
        state: r?.state ?? DepositState.unpaid,
        amount: (r?.amount ?? 0) / 100,
        paydate: r?.paydate ?? '',
        back: (r?.back ?? 0) / 100,
        backdate: r?.backdate ?? '',
        reason: r?.reason ?? '',
        mine: f.payer === side,
        dates: at?.date ?? '',
        times: at?.time ?? '',
      };
    });
    return { listItem, open: p.contctck === 1 };
  }

  const signedOnly = (p: Row) => {
    if (p.contctck !== 1) throw stateError('双方签约后才能记录场馆押金');
  };

  return {
    /** `depositList`: the two sides, once signed. */
    list: (m: Member, id: number) =>
      db.transaction(async (tx) => {
        const p = await repo.findProject(tx, id);
        if (!p) throw notFound();
        const side = sideOf(p, m);
        signedOnly(p);
        return view(tx, p, side);
      }),

    /**
     * `depositUpdate`: the payer records a deposit. unpaid → paid; paid → paid (corrected), returned,
     * partial, withheld; partial or withheld → returned or partial (the venue paid back more later);
     * returned is final. Dates not after today, the return not before the payment.
     */
    update: (m: Member, b: z.infer<typeof depositUpdateBody>) =>
      db.transaction(async (tx) => {
        const p = await repo.findProject(tx, b.id, true);
        if (!p) throw notFound();
        const side = sideOf(p, m);
        signedOnly(p);
        const fees = await feesOf(tx, p);
        const fee = fees.find((f) => f.kind === b.kind);
        if (!fee) throw fieldError('kind', `中标报价中没有${b.kind}`);
        if (fee.payer !== side)
          throw new AppError(
            'forbidden',
            `${b.kind}由${sideName[fee.payer]}缴纳，只能由${sideName[fee.payer]}记录`,
          );
        const today = chinaParts(new Date()).date;
        const row = (await repo.depositsOf(tx, p.id)).find((r) => r.kind === b.kind);
        const was = row?.state ?? DepositState.unpaid;
        let amount: number;
        let paydate: string;
        let back = 0;
        let backdate: string | null = null;
        if (b.state === DepositState.paid) {
          if (was !== DepositState.unpaid && was !== DepositState.paid)
            throw stateError('押金已记录退还情况，不能再修改缴纳信息');
          amount = b.amount!;
          paydate = b.paydate!;
          if (paydate > today) throw fieldError('paydate', '缴纳日期不能晚于今天');
        } else {
          if (!row) throw stateError('请先记录押金的缴纳');
          if (was === DepositState.returned) throw stateError('押金已全额退还，不能再修改');
          if (b.state === DepositState.withheld && was !== DepositState.paid)
            throw stateError('押金已有退还记录，不能再改为被扣留');
          amount = row.amount;
          paydate = row.paydate;
          backdate = b.backdate!;
          if (backdate > today) throw fieldError('backdate', '日期不能晚于今天');
          if (backdate < paydate) throw fieldError('backdate', '退还日期不能早于缴纳日期');
          if (b.state === DepositState.returned) back = amount;
          else if (b.state === DepositState.partial) {
            back = b.back;
            if (back >= amount) throw fieldError('back', `部分退还的金额应小于缴纳金额 ¥${yuanText(amount)}`);
            if (was === DepositState.partial && back < row.back)
              throw fieldError('back', `退还金额不能少于已记录的 ¥${yuanText(row.back)}`);
          }
        }
        await repo.saveDeposit(tx, {
          projectId: p.id,
          kind: b.kind,
          payer: fee.payer,
          memberId: m.id,
          state: b.state,
          amount,
          paydate,
          back,
          backdate,
          reason: b.state === DepositState.paid ? '' : b.reason,
        });
        const what =
          b.state === DepositState.paid
            ? `已缴纳 ¥${yuanText(amount)}（${paydate}）`
            : b.state === DepositState.returned
              ? `已全额退还 ¥${yuanText(amount)}（${backdate}）`
              : b.state === DepositState.partial
                ? `部分退还 ¥${yuanText(back)}，扣留 ¥${yuanText(amount - back)}（${backdate}）`
                : `被扣留 ¥${yuanText(amount)}（${backdate}）`;
        const why = b.state === DepositState.paid || !b.reason ? '' : `，说明：${b.reason}`;
        await repo.addOrbit(tx, {
          projectId: p.id,
          action: 'deposit',
          actor: side,
          actorId: m.id,
          state: p.status,
          note: `${b.kind}${what}`,
        });
        const other = side === 'client' ? p.factoryId : p.memberId;
        if (other)
          await tell(tx, other, p, `${sideName[side]}更新了${b.kind}记录`, `${b.kind}${what}${why}。`);
        return view(tx, p, side, fees);
      }),

    /**
     * The reminder after teardown (job `projects.depositReminder`): to each payer of a deposit recorded
     * paid and not yet settled — or never recorded, once the booth was built and accepted — then again
     * every 30 days, 6 times at most. Nothing to remind: the chain ends.
     */
    async remind(tx: Tx, t: DepositReminder) {
      const p = await repo.findProject(tx, t.project, true);
      if (p?.contctck !== 1) return false;
      const fees = await feesOf(tx, p);
      const rows = new Map((await repo.depositsOf(tx, p.id)).map((r) => [r.kind, r]));
      const due = fees.filter((f) => {
        const st = rows.get(f.kind)?.state ?? DepositState.unpaid;
        return st === DepositState.paid || (st === DepositState.unpaid && p.reportck === 1);
      });
      if (!due.length) return false;
      // a disputed project's deposits are still the venue's to return: the reminder goes on
      for (const payer of ['client', 'factory'] as const) {
        const mine = due.filter((f) => f.payer === payer).map((f) => f.kind);
        const to = payer === 'client' ? p.memberId : p.factoryId;
        if (!mine.length || !to) continue;
        await tell(
          tx,
          to,
          p,
          '请记录押金退还情况',
          `${p.outdate}已撤展，${mine.join('、')}尚未记录退还。请向场馆确认后在项目页记录：全额退还、部分退还或被扣留。`,
        );
      }
      if (t.n < DEPOSIT_REMINDERS)
        await jobs.enqueue(tx, {
          name: DEPOSIT_JOB,
          payload: { project: p.id, n: t.n + 1 } satisfies DepositReminder,
          delayMs: DEPOSIT_REMIND_DAYS * DAY,
          key: `project:${p.id}:deposit:${t.n + 1}`,
        });
      return true;
    },
  };
}

export type ProjectDeposits = ReturnType<typeof createProjectDeposits>;
