import { StageState } from '@hz/contract/common/states';
import type { PaymentPlan, StageOut } from '@hz/contract/projects';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { projectStages, type StageHoldAt, type StageReleaseOn } from '../../db/schema/projects.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { PostedEntry } from '../wallet/wallet-ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';

/**
 * A build project's payment plan in escrow (decision 033). The contract's plan becomes one row per stage
 * in the signing transaction; each stage is held from the client's coins and later paid to the factory
 * (minus the commission) or given back, always in the caller's transaction, with the ledger posting that
 * moves the money. Callers hold the project's row lock and decide *when* (the state machine's rows); this
 * file only knows *how much* and *which stages*.
 */

/** The project fields the stages need: who pays, who is paid, the awarded price, the order number. */
export interface StageProject {
  id: number;
  orders: string;
  title: string;
  memberId: number;
  factoryId: number | null;
  price: number;
}

type StageRow = typeof projectStages.$inferSelect;

/**
 * The plan's amounts in fen: each stage's percentage of the price rounded down, the last stage taking the
 * remainder, so that the stages always add up to the price exactly.
 */
export function stageAmounts(price: number, plan: PaymentPlan): number[] {
  const amounts = plan.map((st) => Math.floor((price * st.percent) / 100));
  amounts[amounts.length - 1] = price - amounts.slice(0, -1).reduce((a, b) => a + b, 0);
  return amounts;
}

const at = (d: Date | null) => {
  if (!d) return '';
  const p = chinaParts(d);
  return `${p.date} ${p.time}`;
};

export const stageOutOf = (r: StageRow): StageOut => ({
  seq: r.seq,
  key: r.key,
  name: r.name,
  percent: r.percent,
  amount: fenToYuan(r.amount),
  holdAt: r.holdAt,
  releaseOn: r.releaseOn,
  state: r.state,
  heldAt: at(r.heldAt),
  settledAt: at(r.settledAt),
});

/** A project's stages, first to last (none before signing); `db` or a transaction. */
export const stagesOf = (tx: Tx | Db, projectId: number) =>
  tx
    .select()
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.seq));

export function createProjectStages(deps: { wallet: WalletService }) {
  const { wallet } = deps;
  const link = (p: StageProject) => `/workDetail?id=${p.id}`;
  const notice = (p: StageProject, st: StageRow) => ({
    subject: `项目“${p.title}”的${st.name}`,
    link: link(p),
  });
  const key = (p: StageProject, st: StageRow, what: string) => `project:${p.orders}:stage:${st.seq}:${what}`;

  const list = stagesOf;

  const mark = (tx: Tx, st: StageRow, from: StageState, to: StageState) =>
    tx
      .update(projectStages)
      .set(to === StageState.held ? { state: to, heldAt: sql`now()` } : { state: to, settledAt: sql`now()` })
      .where(and(eq(projectStages.id, st.id), eq(projectStages.state, from)))
      .returning({ id: projectStages.id });

  return {
    /** The stages of a project, first to last (none before signing). */
    list,

    /** Writes the signed contract's plan as the project's stages; a second call for a project is an error. */
    async create(tx: Tx, p: StageProject, plan: PaymentPlan) {
      const amounts = stageAmounts(p.price, plan);
      await tx.insert(projectStages).values(
        plan.map((st, i) => ({
          projectId: p.id,
          seq: i + 1,
          key: st.key,
          name: st.name,
          percent: st.percent,
          amount: amounts[i]!,
          holdAt: st.holdAt,
          releaseOn: st.releaseOn,
        })),
      );
      return list(tx, p.id);
    },

    /**
     * Holds every planned stage due `holdAt` from the client's coins. Refused with `insufficient_balance`
     * when they are not there: the caller's transaction, and with it its state change, rolls back.
     */
    async hold(tx: Tx, p: StageProject, holdAt: StageHoldAt) {
      const held: StageRow[] = [];
      for (const st of await list(tx, p.id)) {
        if (st.holdAt !== holdAt || st.state !== StageState.planned) continue;
        await wallet.hold(
          {
            key: key(p, st, 'hold'),
            ref: p.orders,
            payer: p.memberId,
            payee: p.factoryId ?? undefined,
            amount: st.amount,
            memo: `${st.name}托管`,
            notice: notice(p, st),
          },
          tx,
        );
        // a concurrent hold of the same stage posted nothing twice (the posting's key) and marks nothing here
        if ((await mark(tx, st, StageState.planned, StageState.held)).length) held.push(st);
      }
      return held;
    },

    /**
     * Pays every held stage released by `releaseOn` to the factory, minus the commission. The caller makes
     * sure no complaint is open on the project (no release while one is).
     */
    async release(tx: Tx, p: StageProject, releaseOn: StageReleaseOn, sink?: PostedEntry[]) {
      if (!p.factoryId) throw new Error(`project ${p.id}: release without a factory`);
      const paid: StageRow[] = [];
      for (const st of await list(tx, p.id)) {
        if (st.releaseOn !== releaseOn || st.state !== StageState.held) continue;
        const r = await wallet.release(
          {
            key: key(p, st, 'release'),
            ref: p.orders,
            payer: p.memberId,
            payee: p.factoryId,
            amount: st.amount,
            memo: `${st.name}结算`,
            notice: notice(p, st),
          },
          tx,
        );
        sink?.push(...r.entries);
        if ((await mark(tx, st, StageState.held, StageState.released)).length) paid.push(st);
      }
      return paid;
    },

    /** Gives every held stage back to the client (a cancelled contract, or a complaint decided for them). */
    async refund(tx: Tx, p: StageProject, sink?: PostedEntry[]) {
      const back: StageRow[] = [];
      for (const st of await list(tx, p.id)) {
        if (st.state !== StageState.held) continue;
        const r = await wallet.refund(
          {
            key: key(p, st, 'refund'),
            ref: p.orders,
            payer: p.memberId,
            payee: p.factoryId ?? undefined,
            amount: st.amount,
            memo: `${st.name}退回`,
            notice: notice(p, st),
          },
          tx,
        );
        sink?.push(...r.entries);
        if ((await mark(tx, st, StageState.held, StageState.refunded)).length) back.push(st);
      }
      return back;
    },

    /**
     * Divides every held stage by a complaint's decision (decision 035): `percent` % of each to the
     * factory (minus the commission on that part), the rest back to the client.
     */
    async split(tx: Tx, p: StageProject, percent: number, sink?: PostedEntry[]) {
      if (!p.factoryId) throw new Error(`project ${p.id}: split without a factory`);
      const done: StageRow[] = [];
      for (const st of await list(tx, p.id)) {
        if (st.state !== StageState.held) continue;
        const r = await wallet.split(
          {
            key: key(p, st, 'split'),
            ref: p.orders,
            payer: p.memberId,
            payee: p.factoryId,
            amount: st.amount,
            payeeShare: Math.floor((st.amount * percent) / 100),
            memo: `${st.name}按裁决分配`,
            notice: notice(p, st),
          },
          tx,
        );
        sink?.push(...r.entries);
        if ((await mark(tx, st, StageState.held, StageState.split)).length) done.push(st);
      }
      return done;
    },
  };
}

export type ProjectStages = ReturnType<typeof createProjectStages>;
