import { StageState } from '@hz/contract/common/states';
import type { PaymentPlan, StageOut } from '@hz/contract/projects';
import type { Transaction as Tx } from '../../db/client.ts';
import type { StageHoldAt, StageReleaseOn } from '../../db/schema/projects.ts';
import { chinaStamp } from '../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../lib/money.ts';
import type { PostedEntry } from '../wallet/wallet-ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import * as repo from './projects-contract-repository.ts';

/**
 * A build project's payment plan in escrow (decision 033). The contract's plan becomes one row per stage
 * in the signing transaction; each stage is held from the client's coins and later paid to the factory
 * (minus the commission) or given back, always in the caller's transaction, with the ledger posting that
 * moves the money. Callers hold the project's row lock and decide *when* (the deal's table); this file
 * only knows *how much* and *which stages*. The parties are told by the caller's event, not here.
 */

/** The project fields the stages need: who pays, who is paid, the awarded price, the order number. */
export interface StageProject {
  id: number;
  orders: string;
  memberId: number;
  factoryId: number | null;
  price: number;
}

export type StageRow = repo.StageRow;

/**
 * The plan's amounts in fen: each stage's percentage of the price rounded down, the last stage taking the
 * remainder, so that the stages always add up to the price exactly.
 */
export function stageAmounts(price: number, plan: PaymentPlan): number[] {
  const amounts = plan.map((st) => Math.floor((price * st.percent) / 100));
  amounts[amounts.length - 1] = price - amounts.slice(0, -1).reduce((a, b) => a + b, 0);
  return amounts;
}

export const stageOutOf = (r: StageRow): StageOut => ({
  seq: r.seq,
  key: r.key,
  name: r.name,
  percent: r.percent,
  amount: fenToYuan(r.amount),
  holdAt: r.holdAt,
  releaseOn: r.releaseOn,
  state: r.state,
  heldAt: chinaStamp(r.heldAt),
  settledAt: chinaStamp(r.settledAt),
});

/** A project's stages, first to last (none before signing). */
export const stagesOf = repo.stagesOf;

/** The stages still to hold before move-in (进场款, 尾款 by the default plan). */
export const unheldMovein = (stages: readonly StageRow[]) =>
  stages.filter((st) => st.holdAt === 'movein' && st.state === StageState.planned);

/** `进场款 ¥1,000.00、尾款 ¥2,000.00`. */
export const stagesText = (rows: readonly { name: string; amount: number }[]) =>
  rows.map((r) => `${r.name} ${moneyText(r.amount)}`).join('、');

export const sumOf = (rows: readonly { amount: number }[]) => rows.reduce((a, r) => a + r.amount, 0);

export function createProjectStages(deps: { wallet: WalletService }) {
  const { wallet } = deps;
  const key = (p: StageProject, st: StageRow, what: string) => `project:${p.orders}:stage:${st.seq}:${what}`;

  /** Settles every held stage that `pick` selects with `post`; what was settled. */
  async function settle(
    tx: Tx,
    p: StageProject,
    pick: (st: StageRow) => boolean,
    to: StageState,
    post: (st: StageRow) => Promise<{ entries: PostedEntry[] }>,
    sink?: PostedEntry[],
  ) {
    const done: StageRow[] = [];
    for (const st of await repo.stagesOf(tx, p.id)) {
      if (st.state !== StageState.held || !pick(st)) continue;
      const r = await post(st);
      sink?.push(...r.entries);
      if (await repo.markStage(tx, st.id, StageState.held, to)) done.push(st);
    }
    return done;
  }

  const factoryOf = (p: StageProject, what: string) => {
    if (!p.factoryId) throw new Error(`project ${p.id}: ${what} without a factory`);
    return p.factoryId;
  };

  return {
    /** The stages of a project, first to last (none before signing). */
    list: repo.stagesOf,

    /** Writes the signed contract's plan as the project's stages; a second call for a project is an error. */
    async create(tx: Tx, p: StageProject, plan: PaymentPlan) {
      const amounts = stageAmounts(p.price, plan);
      await repo.insertStages(
        tx,
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
      return repo.stagesOf(tx, p.id);
    },

    /**
     * Holds every planned stage due `holdAt` from the client's coins. Refused with `insufficient_balance`
     * when they are not there: the caller's transaction, and with it its state change, rolls back.
     */
    async hold(tx: Tx, p: StageProject, holdAt: StageHoldAt) {
      const held: StageRow[] = [];
      for (const st of await repo.stagesOf(tx, p.id)) {
        if (st.holdAt !== holdAt || st.state !== StageState.planned) continue;
        await wallet.hold(
          {
            key: key(p, st, 'hold'),
            ref: p.orders,
            payer: p.memberId,
            payee: p.factoryId ?? undefined,
            amount: st.amount,
            memo: `${st.name}托管`,
          },
          tx,
        );
        // a concurrent hold of the same stage posted nothing twice (the posting's key) and marks nothing here
        if (await repo.markStage(tx, st.id, StageState.planned, StageState.held)) held.push(st);
      }
      return held;
    },

    /**
     * Pays every held stage released by `releaseOn` to the factory, minus the commission. The caller makes
     * sure no complaint is open on the project (no release while one is).
     */
    release(tx: Tx, p: StageProject, releaseOn: StageReleaseOn, sink?: PostedEntry[]) {
      const payee = factoryOf(p, 'release');
      return settle(
        tx,
        p,
        (st) => st.releaseOn === releaseOn,
        StageState.released,
        (st) =>
          wallet.release(
            {
              key: key(p, st, 'release'),
              ref: p.orders,
              payer: p.memberId,
              payee,
              amount: st.amount,
              memo: `${st.name}结算`,
            },
            tx,
          ),
        sink,
      );
    },

    /** Gives every held stage back to the client (a complaint decided for them). */
    refund: (tx: Tx, p: StageProject, sink?: PostedEntry[]) =>
      settle(
        tx,
        p,
        () => true,
        StageState.refunded,
        (st) =>
          wallet.refund(
            {
              key: key(p, st, 'refund'),
              ref: p.orders,
              payer: p.memberId,
              payee: p.factoryId ?? undefined,
              amount: st.amount,
              memo: `${st.name}退回`,
            },
            tx,
          ),
        sink,
      ),

    /**
     * Divides every held stage by a complaint's decision (decision 035): `percent` % of each to the
     * factory (minus the commission on that part), the rest back to the client.
     */
    split(tx: Tx, p: StageProject, percent: number, sink?: PostedEntry[]) {
      const payee = factoryOf(p, 'split');
      return settle(
        tx,
        p,
        () => true,
        StageState.split,
        (st) =>
          wallet.split(
            {
              key: key(p, st, 'split'),
              ref: p.orders,
              payer: p.memberId,
              payee,
              amount: st.amount,
              payeeShare: Math.floor((st.amount * percent) / 100),
              memo: `${st.name}按裁决分配`,
            },
            tx,
          ),
        sink,
      );
    },
  };
}

export type ProjectStages = ReturnType<typeof createProjectStages>;
