import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pageOf } from '../../lib/rows.ts';
import { messages } from '../../db/schema/messages.ts';

export type MessageRow = typeof messages.$inferSelect;
export const TIPCENTER_CHANNEL = 'tipcenter';

/**
 * The conversations announced live on the member's streams: a task's (`talk`, decision 025) and a
 * consultation's (`consult`, decision 051). The stream writes `event: <topic>` with the object's id.
 */
export const streamTopics = { talk: 'task', consult: 'thread' } as const;
export type StreamTopic = keyof typeof streamTopics;

/** Announces a conversation's news (`<member>:<topic>:<id>`) to one of its parties (delivered on commit). */
export async function notifyTopic(tx: Tx, memberId: number, topic: StreamTopic, id: number) {
  await tx.execute(sql`SELECT pg_notify(${TIPCENTER_CHANNEL}, ${`${memberId}:${topic}:${id}`})`);
}

/** Whether the member has an unread message of this kind, title and link (a reminder not to repeat). */
export async function hasUnread(tx: Tx, memberId: number, m: { kind: string; title: string; link: string }) {
  const [r] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.memberId, memberId),
        isNull(messages.readAt),
        eq(messages.kind, m.kind),
        eq(messages.title, m.title),
        eq(messages.link, m.link),
      ),
    )
    .limit(1);
  return r !== undefined;
}

/** Inserts a message and announces it: the NOTIFY is delivered when the transaction commits. */
export async function insertMessage(
  tx: Tx,
  m: { memberId: number; kind: string; title: string; conts: string; link: string },
) {
  await tx.insert(messages).values(m);
  await tx.execute(sql`SELECT pg_notify(${TIPCENTER_CHANNEL}, ${String(m.memberId)})`);
}

const readFilter = (unread: boolean | undefined) =>
  unread === undefined ? undefined : unread ? isNull(messages.readAt) : isNotNull(messages.readAt);

export async function listMessages(
  tx: Tx,
  memberId: number,
  o: { offset: number; limit: number; unread?: boolean },
) {
  const where = and(eq(messages.memberId, memberId), readFilter(o.unread));
  const rows = tx
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(o.limit)
    .offset(o.offset);
  return pageOf(tx, rows, messages, where);
}

export async function countUnread(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.memberId, memberId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's messages read or unread: the given ids, or all. Returns how many changed. */
export async function setRead(
  tx: Tx,
  memberId: number,
  ids: number[] | 'all',
  read: boolean,
): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ readAt: read ? sql`now()` : null })
    .where(
      and(
        eq(messages.memberId, memberId),
        ids === 'all' ? undefined : inArray(messages.id, ids),
        read ? isNull(messages.readAt) : isNotNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  if (rows.length) await tx.execute(sql`SELECT pg_notify(${TIPCENTER_CHANNEL}, ${String(memberId)})`);
  return rows.length;
}

export async function deleteMessages(tx: Tx, memberId: number, ids: number[]): Promise<number> {
  const rows = await tx
    .delete(messages)
    .where(and(eq(messages.memberId, memberId), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  if (rows.length) await tx.execute(sql`SELECT pg_notify(${TIPCENTER_CHANNEL}, ${String(memberId)})`);
  return rows.length;
}

/** Marks the member's unread messages pointing at `link` read (the conversation they tell of was read). */
export async function setReadByLink(tx: Tx, memberId: number, link: string): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.memberId, memberId), eq(messages.link, link), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (rows.length) await tx.execute(sql`SELECT pg_notify(${TIPCENTER_CHANNEL}, ${String(memberId)})`);
  return rows.length;
}
