import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventDeliveries, events } from '../../db/schema/events.ts';

/** The outbox (tables `events`, `event_deliveries`): SQL only. */

export type EventRow = typeof events.$inferSelect;

export async function insertEvent(
  tx: Tx,
  e: { name: string; objectKind: string; objectId: number; actorId: number | null; data: object },
) {
  const [r] = await tx.insert(events).values(e).returning({ id: events.id });
  return r!.id;
}

/** The event, locked against a concurrent delivery of it. */
export async function lockEvent(tx: Tx, id: number): Promise<EventRow | undefined> {
  const [r] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return r;
}

export async function markDelivered(tx: Tx, id: number) {
  await tx.update(events).set({ deliveredAt: sql`now()` }).where(eq(events.id, id));
}

/** Claims one delivery; false when it was made already (by an earlier attempt or another process). */
export async function claimDelivery(tx: Tx, d: { eventId: number; memberId: number; channel: string }) {
  const r = await tx
    .insert(eventDeliveries)
    .values(d)
    .onConflictDoNothing()
    .returning({ id: eventDeliveries.eventId });
  return r.length > 0;
}

/** An object's events, oldest first (tests and the console). */
export function eventsOf(tx: Tx, objectKind: string, objectId: number) {
  return tx
    .select()
    .from(events)
    .where(sql`${events.objectKind} = ${objectKind} AND ${events.objectId} = ${objectId}`)
    .orderBy(events.id);
}
