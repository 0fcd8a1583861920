import type { DealFunds } from '@hz/contract/common/deal';
import { companyRoles, type MemberCallName, rolesAllow } from '@hz/contract/company-roles';
import { type StaffRole, staffRoleNames } from '@hz/contract/staff';
import { viewerRoles } from '../../lib/acting.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { Machine } from '../../lib/state-machine.ts';
import { commissionOf } from '../wallet/wallet-service.ts';

/**
 * What a viewer may do on a deal now, and the 下一步 sentence (decision 043). A deal type lists its steps:
 * each action a member takes (a transition of its table, or an action that leaves the state, such as
 * uploading drawings), who takes it, its Chinese label, when it is offered, its deadline, whether it moves
 * money, and the two sentences of the 下一步: what the side that takes it is asked to do (`todo`), and
 * what the other side reads meanwhile (`waiting`). The server sends each viewer its `actions` and `next`;
 * the web renders them and keeps no copy. Each step names the call that takes it, and a company's staff
 * member is offered only the steps whose calls their roles allow in the company role table (decision 056).
 */

/** An action offered to the viewer, as the wire carries it. */
export interface OfferedAction {
  name: string;
  label: string;
  /** When it must be taken by: an ISO instant or a `YYYY-MM-DD` China date; '' for no deadline. */
  due: string;
  /** Whether taking it holds, releases or refunds money. */
  money: boolean;
  funds: DealFunds | null;
}

/** The money a step moves, as its deal knows it: the kind, the amount (fen) and to whom. */
export interface StepFunds {
  kind: DealFunds['kind'];
  amount: number;
  /** The receiving side, or the viewer themself. */
  to: 'client' | 'provider' | 'self';
}

/** What the money of a view is stated with: the fee rate and the parties' names, when known. */
export interface FundsTerms {
  bps: number;
  names?: { client?: string; provider?: string };
}

/** `1000` basis points as read: `10%`; `1250` → `12.5%`. */
export const rateText = (bps: number) => `${bps / 100}%`;

/**
 * A step's money with the platform's fee at `terms.bps` (the wallet's own rule, `commissionOf`), in yuan;
 * `words` name the sides (发布方, 设计师).
 */
export function fundsOf(
  f: StepFunds,
  terms: FundsTerms,
  words: { client: string; provider: string },
): DealFunds {
  const bps = terms.bps;
  const fee = f.kind === 'refund' ? 0 : commissionOf(f.amount, bps);
  const name = f.to === 'self' ? '' : terms.names?.[f.to];
  return {
    kind: f.kind,
    amount: fenToYuan(f.amount),
    to: f.to === 'self' ? '您' : name ? `${words[f.to]} ${name}` : words[f.to],
    fee: fenToYuan(fee),
    rate: rateText(f.kind === 'refund' ? 0 : bps),
    net: fenToYuan(f.amount - fee),
  };
}

export interface Step<C, R extends string> {
  /** The action's name: the transition's (`pay`), or the action's own (`drawings`). */
  action: string;
  /** Who takes it. */
  by: readonly R[];
  /**
   * The member call that takes it (per role where the sides' calls differ): its need in the company role
   * table decides whether a staff member is offered it.
   */
  call: MemberCallName | ((role: R) => MemberCallName);
  label: string | ((c: C, role: R) => string);
  /**
   * Offered now, beyond the state (the transition table's rows are checked first for a transition):
   * money still to hold, rounds left, a file uploaded, …
   */
  when?: (c: C, role: R) => boolean;
  /** For an action that is not a transition: the states it is offered in. */
  states?: readonly string[];
  due?: (c: C) => string;
  money?: boolean;
  /** The money it moves or agrees to, now (none when nothing is left to move). */
  funds?: (c: C, role: R) => StepFunds | null;
  /** The 下一步 of the side that takes it, when it is the first such step offered to them. */
  todo?: (c: C, role: R) => string;
  /** The 下一步 of the other side while this step is offered. */
  waiting?: (c: C, role: R) => string;
}

export interface StepsDef<C, R extends string> {
  machine: Machine<string, string, string>;
  /** The deal's state in the context. */
  state(c: C): string;
  steps: readonly Step<C, R>[];
  /** The actor of the transition table a viewer's role acts as (default: the same name). */
  actor?(role: R): string;
  /** Whether the role reads the other side's `waiting` (a party of the deal in its state). */
  party(c: C, role: R): boolean;
  /** The 下一步 when no step of either side says one (under review, completed, closed, disputed …). */
  idle(c: C, role: R): string;
  /** How the money's receivers are named: 发布方, 设计师 / 工厂. */
  sides?: { client: string; provider: string };
}

/** Builds a deal type's steps; a step naming a transition of the table must be offered by its actor. */
export function defineSteps<C, R extends string>(def: StepsDef<C, R>) {
  const actor = def.actor ?? ((role: R) => role);
  for (const s of def.steps)
    if (!s.states)
      for (const by of s.by)
        if (!def.machine.edge(s.action, actor(by)))
          throw new Error(
            `steps: ${s.action} by ${by} is not in the ${def.machine.name} table and names no states`,
          );

  function offered(s: Step<C, R>, c: C, role: R): boolean {
    if (!s.by.includes(role)) return false;
    const state = def.state(c);
    const inState = s.states
      ? s.states.includes(state)
      : def.machine.edge(s.action, actor(role))!.from.includes(state);
    return inState && (s.when?.(c, role) ?? true);
  }

  return {
    steps: def.steps,

    /**
     * The viewer's `actions` and `next`; `terms` state the money (the fee rate, the parties' names).
     * `held`: a company staff member's roles (default: those of the staff member the call acts as, if
     * any); steps their roles do not allow are not offered, and a 下一步 that is such a step's says who
     * in the company takes it.
     */
    view(
      c: C,
      role: R,
      terms: FundsTerms = { bps: 0 },
      held: readonly StaffRole[] | null = viewerRoles(),
    ): { actions: OfferedAction[]; next: string } {
      const mine = def.steps.filter((s) => offered(s, c, role));
      const missing = (s: Step<C, R>) => (held ? missingRoles(held, stepCall(s, role)) : []);
      const actions = mine
        .filter((s) => missing(s).length === 0)
        .map((s) => {
          const funds = s.funds?.(c, role);
          return {
            name: s.action,
            label: typeof s.label === 'function' ? s.label(c, role) : s.label,
            due: s.due?.(c) ?? '',
            money: s.money ?? false,
            funds: funds ? fundsOf(funds, terms, def.sides ?? { client: '发布方', provider: '对方' }) : null,
          };
        });
      const first = (texts: (string | undefined)[]) => texts.find((t) => t) ?? '';
      let next = first(
        mine.map((s) => {
          const todo = s.todo?.(c, role);
          const lack = todo ? missing(s) : [];
          return lack.length
            ? `${todo}（需由公司${lack.map((r) => `「${staffRoleNames[r]}」`).join('和')}操作）`
            : todo;
        }),
      );
      if (!next && def.party(c, role))
        next = first(
          def.steps
            .filter((s) => s.waiting && !s.by.includes(role) && s.by.some((r) => offered(s, c, r)))
            .map((s) => s.waiting?.(c, role)),
        );
      return { actions, next: next || def.idle(c, role) };
    },
  };
}

/** The call that takes step `s` for `role`. */
export function stepCall<C, R extends string>(s: Step<C, R>, role: R): MemberCallName {
  return typeof s.call === 'function' ? s.call(role) : s.call;
}

/** The roles of a call's need in the company role table that `held` lacks (none: it is allowed). */
export function missingRoles(held: readonly StaffRole[], call: MemberCallName): StaffRole[] {
  const need = companyRoles[call];
  if (rolesAllow(held, need)) return [];
  return (need as readonly StaffRole[]).filter((r) => !held.includes(r));
}
