import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { AppError } from './app-error.ts';
import type { Machine } from './state-machine.ts';
import { writeTimeline } from './timeline.ts';

/** A table whose rows a machine moves: an `id` primary key and a state column. */
export interface StatefulTable {
  table: PgTable;
  id: PgColumn;
  state: PgColumn;
  /** Which rows of the table are this kind of object (a table may hold several kinds). */
  scope?: SQL;
}

export interface TransitionInput<A extends string, R extends string> {
  action: A;
  actor: R;
  /** The member acting; null for the system (a timer). */
  actorId: number | null;
  /** The object's kind in its timeline (`cash`, `personauth`, `huizhan`, …). */
  kind: string;
  id: number;
  /** Other columns the same update writes (property names of the table, as in drizzle's `set`). */
  set?: Record<string, unknown>;
  /** A further condition the row must meet (e.g. the version the actor has seen). */
  guard?: SQL;
  /** Shown in the timeline beside the change (a rejection's reason, a transfer reference). */
  note?: string;
}

/**
 * Applies one transition of `machine` to a row, in the caller's transaction: the guarded update moves it
 * only from a state the table allows (and when `guard` holds), then its timeline row is written. When no
 * row moves, says why: `not_found` (no such row), `state_conflict` (another state: a concurrent decision
 * got there first), or `guardFailed()` (the row is in an allowed state but the guard does not hold).
 */
export async function transition<S extends string | number, A extends string, R extends string>(
  tx: Tx,
  machine: Machine<S, A, R>,
  target: StatefulTable,
  input: TransitionInput<A, R>,
  errors: { notFound: () => AppError; conflict: () => AppError; guardFailed?: () => AppError },
): Promise<{ from: S; to: S }> {
  const e = machine.edge(input.action, input.actor);
  if (!e) throw new AppError('forbidden', '您无权进行此操作');
  const { table, id, state, scope } = target;
  // the state before, read under the row lock the update then holds
  const before = (
    await tx
      .select({ s: state })
      .from(table)
      .where(and(eq(id, input.id), scope))
      .for('update')
  )[0] as { s: S } | undefined;
  if (!before) throw errors.notFound();
  const moved = await tx
    .update(table)
    .set({ ...input.set, [columnKey(table, state)]: e.to })
    .where(and(eq(id, input.id), scope, inArray(state, e.from as S[]), input.guard))
    .returning({ id });
  if (moved.length === 0) {
    if (!e.from.includes(before.s)) throw errors.conflict();
    throw (errors.guardFailed ?? errors.conflict)();
  }
  await writeTimeline(tx, {
    kind: input.kind,
    id: input.id,
    action: input.action,
    actor: input.actor,
    actorId: input.actorId,
    from: String(before.s),
    to: String(e.to),
    note: input.note,
  });
  return { from: before.s, to: e.to };
}

/** The property name under which a table declares a column (drizzle's `set` takes property names). */
function columnKey(table: PgTable, column: PgColumn): string {
  for (const [key, value] of Object.entries(table)) if (value === column) return key;
  throw new Error(`column ${column.name} is not a column of its table`);
}

/** `now()` for a timestamp column set by a transition. */
export const dbNow = sql`now()`;
