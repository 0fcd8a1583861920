import type { Machine } from '../../lib/state-machine.ts';

/**
 * What a viewer may do on a deal now, and the 下一步 sentence (decision 043). A deal type lists its steps:
 * each action a member takes (a transition of its table, or an action that leaves the state, such as
 * uploading drawings), who takes it, its Chinese label, when it is offered, its deadline, whether it moves
 * money, and the two sentences of the 下一步: what the side that takes it is asked to do (`todo`), and
 * what the other side reads meanwhile (`waiting`). The server sends each viewer its `actions` and `next`;
 * the web renders them and keeps no copy.
 */

/** An action offered to the viewer, as the wire carries it. */
export interface OfferedAction {
  name: string;
  label: string;
  /** When it must be taken by: an ISO instant or a `YYYY-MM-DD` China date; '' for no deadline. */
  due: string;
  /** Whether taking it holds, releases or refunds money. */
  money: boolean;
}

export interface Step<C, R extends string> {
  /** The action's name: the transition's (`pay`), or the action's own (`drawings`). */
  action: string;
  /** Who takes it. */
  by: readonly R[];
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

    /** The viewer's `actions` and `next`. */
    view(c: C, role: R): { actions: OfferedAction[]; next: string } {
      const mine = def.steps.filter((s) => offered(s, c, role));
      const actions = mine.map((s) => ({
        name: s.action,
        label: typeof s.label === 'function' ? s.label(c, role) : s.label,
        due: s.due?.(c) ?? '',
        money: s.money ?? false,
      }));
      const first = (texts: (string | undefined)[]) => texts.find((t) => t) ?? '';
      let next = first(mine.map((s) => s.todo?.(c, role)));
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
