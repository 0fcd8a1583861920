import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { timeline } from '../db/schema/timeline.ts';
import { actedAs } from './acting.ts';
import { chinaParts } from './china-time.ts';

/**
 * The timeline every lifecycle writes (decision 011): one row per step of an object, a state change
 * (`lib/state-transition.ts`) or an action that leaves the state as it is (publishing, a quotation).
 */
export interface TimelineRow {
  /** The object's kind (`task`, `project`, `cash`, …) and id. */
  kind: string;
  id: number;
  action: string;
  actor: string;
  /** The member acting; null for the system (a timer). */
  actorId: number | null;
  from: string;
  to: string;
  note?: string;
}

export async function writeTimeline(tx: Tx, r: TimelineRow) {
  // a company's staff member acting for the company: the row names them too (decision 056)
  const staff = actedAs(r.actorId);
  await tx.insert(timeline).values({
    actedBy: staff?.by ?? null,
    actedAs: staff?.as ?? null,
    objectKind: r.kind,
    objectId: r.id,
    action: r.action,
    actor: r.actor,
    actorId: r.actorId,
    fromState: r.from,
    toState: r.to,
    note: r.note ?? '',
  });
}

/** An action that is not a state change: the row's from and to are the object's state. */
export function noteOnTimeline(tx: Tx, r: Omit<TimelineRow, 'from' | 'to'> & { state: string }) {
  const { state, ...rest } = r;
  return writeTimeline(tx, { ...rest, from: state, to: state });
}

/** One object's timeline, oldest first. */
export function timelineOf(tx: Tx, kind: string, id: number) {
  return tx
    .select()
    .from(timeline)
    .where(and(eq(timeline.objectKind, kind), eq(timeline.objectId, id)))
    .orderBy(asc(timeline.id));
}

/** Timeline rows as the wire's `orbits`: each action named by `names`, with China's date and time. */
export function orbitsOut(rows: Array<typeof timeline.$inferSelect>, names: Record<string, string>) {
  return rows.map((o) => {
    const { date, time } = chinaParts(o.createdAt);
    return {
      action: o.action,
      name: names[o.action] ?? o.action,
      actor: o.actor,
      by: o.actedAs ?? '',
      from: o.fromState,
      to: o.toState,
      note: o.note,
      dates: date,
      times: time,
    };
  });
}
