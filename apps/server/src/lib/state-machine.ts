import { AppError } from './app-error.ts';

/**
 * Lifecycles as tables (STYLE habit 6). A stateful object (a withdrawal, a verification request, a piece
 * of moderated content, and next a design task or a build project) declares every allowed change as a
 * row `{from, action, actor → to}`; anything else is refused. The check is pure (`next`), and
 * `transition` applies it to the database as one guarded update (`… WHERE id = $1 AND state =
 * ANY($from)`) plus the object's timeline row (`state-transition.ts`), inside the caller's transaction — the same one that
 * writes the change's ledger posting, audit entry and messages.
 */
export interface Transition<S extends string | number, A extends string, R extends string> {
  from: readonly S[];
  action: A;
  /** Who may take the action: a role, not a member (the caller checks which member plays it). */
  actor: R;
  to: S;
}

export interface Machine<S extends string | number, A extends string, R extends string> {
  /** Names the machine in errors. */
  readonly name: string;
  readonly transitions: readonly Transition<S, A, R>[];
  /** The transition `actor` takes with `action` from `from`, or null when the table has none. */
  find(from: S, action: A, actor: R): Transition<S, A, R> | null;
  /**
   * The state after `action` by `actor` from `from`. Refuses with `forbidden` when the actor may never
   * take the action, and with `state_conflict` when the actor may, but not from this state.
   */
  next(from: S, action: A, actor: R): S;
  /** The states `actor` may take `action` from, and where it leads (unique per action and actor). */
  edge(action: A, actor: R): { from: readonly S[]; to: S } | null;
}

/** Chinese words for a refusal, per machine: what the object is called and what went wrong. */
export interface MachineWords {
  /** `该提现申请已处理，请刷新后查看`: the object is no longer in a state the action applies to. */
  conflict: string;
  /** The actor may never take this action. */
  forbidden?: string;
}

/**
 * Builds a machine from its table. Each (action, actor) pair leads to one state, so that applying it is
 * one update with a fixed target; a table that breaks this is a programming error, thrown at start-up.
 */
export function defineMachine<S extends string | number, A extends string, R extends string>(
  name: string,
  transitions: readonly Transition<S, A, R>[],
  words: MachineWords,
): Machine<S, A, R> {
  const edges = new Map<string, { from: S[]; to: S }>();
  for (const t of transitions) {
    const key = `${t.action}\u0000${t.actor}`;
    const e = edges.get(key);
    if (e && e.to !== t.to)
      throw new Error(`state machine ${name}: ${t.action} by ${t.actor} leads to both ${e.to} and ${t.to}`);
    if (e) e.from.push(...t.from.filter((s) => !e.from.includes(s)));
    else edges.set(key, { from: [...t.from], to: t.to });
  }
  const edge = (action: A, actor: R) => edges.get(`${action}\u0000${actor}`) ?? null;
  return {
    name,
    transitions,
    edge,
    find(from, action, actor) {
      return (
        transitions.find((t) => t.action === action && t.actor === actor && t.from.includes(from)) ?? null
      );
    },
    next(from, action, actor) {
      const e = edge(action, actor);
      if (!e) throw new AppError('forbidden', words.forbidden ?? '您无权进行此操作');
      if (!e.from.includes(from)) throw new AppError('state_conflict', words.conflict);
      return e.to;
    },
  };
}
