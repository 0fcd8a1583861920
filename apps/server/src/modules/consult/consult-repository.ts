import { and, asc, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { displayName } from '../../db/owner-card.ts';
import {
  type ConsultFile,
  type ConsultFrom,
  consultMessages,
  consultReports,
  consultThreads,
} from '../../db/schema/consult.ts';
import { members } from '../../db/schema/members.ts';

/** Consultations (tables `consult_threads`, `consult_messages`, `consult_reports`): SQL only. */

export type ThreadRow = typeof consultThreads.$inferSelect;
export type MessageRow = typeof consultMessages.$inferSelect;

/** Serialises one asker's new threads, so the day's cap holds under concurrent opens (released at commit). */
export async function lockAsker(tx: Tx, memberId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`consult:${memberId}`}, 0))`);
}

/** Threads the member opened since `since` (the start of the China day). */
export async function countOpenedSince(tx: Tx, askerId: number, since: Date) {
  const [r] = await tx
    .select({ n: count() })
    .from(consultThreads)
    .where(
      and(eq(consultThreads.askerId, askerId), sql`${consultThreads.createdAt} >= ${since.toISOString()}`),
    );
  return r?.n ?? 0;
}

/** The pair's thread, whichever of the two opened it, locked for the change to come. */
export async function findPair(tx: Tx, a: number, b: number) {
  const [r] = await tx
    .select()
    .from(consultThreads)
    .where(
      sql`LEAST(${consultThreads.askerId}, ${consultThreads.ownerId}) = LEAST(${a}::bigint, ${b}::bigint)
        AND GREATEST(${consultThreads.askerId}, ${consultThreads.ownerId}) = GREATEST(${a}::bigint, ${b}::bigint)`,
    )
    .for('update');
  return r;
}

/** A new thread; undefined when the pair got one meanwhile (the unique pair index). */
export async function insertThread(
  tx: Tx,
  v: { askerId: number; ownerId: number; kind: 'designer' | 'factory'; context: ConsultFrom | null },
) {
  const [r] = await tx.insert(consultThreads).values(v).onConflictDoNothing().returning();
  return r;
}

export async function findThread(tx: Tx, id: number, lock = false) {
  const q = tx.select().from(consultThreads).where(eq(consultThreads.id, id));
  const [r] = lock ? await q.for('update') : await q;
  return r;
}

/** Whether `memberId` has messages after `readId` in the thread written by the other side. */
export async function hasUnreadFor(tx: Tx, threadId: number, memberId: number, readId: number) {
  const [r] = await tx
    .select({ id: consultMessages.id })
    .from(consultMessages)
    .where(
      and(
        eq(consultMessages.threadId, threadId),
        gt(consultMessages.id, readId),
        sql`${consultMessages.memberId} <> ${memberId}`,
      ),
    )
    .limit(1);
  return r !== undefined;
}

/**
 * Appends a message and moves the thread on: its latest message, the sender's read mark, and the owner's
 * first reply (the response time) when this is it.
 */
export async function appendMessage(
  tx: Tx,
  t: ThreadRow,
  v: { memberId: number; conts: string; attach: ConsultFile[]; context: ConsultFrom | null },
) {
  const [m] = await tx
    .insert(consultMessages)
    .values({ threadId: t.id, ...v })
    .returning();
  const byOwner = v.memberId === t.ownerId;
  await tx
    .update(consultThreads)
    .set({
      lastId: m!.id,
      lastAt: m!.createdAt,
      ...(byOwner ? { ownerRead: m!.id } : { askerRead: m!.id }),
      ...(byOwner && !t.firstReplyAt ? { firstReplyAt: m!.createdAt } : {}),
    })
    .where(eq(consultThreads.id, t.id));
  return m!;
}

export async function messagesOf(tx: Tx, threadId: number, o: { after?: number; limit: number }) {
  if (o.after !== undefined)
    return tx
      .select()
      .from(consultMessages)
      .where(and(eq(consultMessages.threadId, threadId), gt(consultMessages.id, o.after)))
      .orderBy(asc(consultMessages.id))
      .limit(o.limit);
  const rows = await tx
    .select()
    .from(consultMessages)
    .where(eq(consultMessages.threadId, threadId))
    .orderBy(desc(consultMessages.id))
    .limit(o.limit);
  return rows.reverse();
}

/** Marks the thread read up to its latest message for one side; whether anything changed. */
export async function markRead(tx: Tx, t: ThreadRow, side: 'asker' | 'owner') {
  const column = side === 'asker' ? consultThreads.askerRead : consultThreads.ownerRead;
  const rows = await tx
    .update(consultThreads)
    .set(side === 'asker' ? { askerRead: t.lastId } : { ownerRead: t.lastId })
    .where(and(eq(consultThreads.id, t.id), sql`${column} < ${t.lastId}`))
    .returning({ id: consultThreads.id });
  return rows.length > 0;
}

export async function setBlocked(tx: Tx, id: number, by: number | null) {
  await tx.update(consultThreads).set({ blockedBy: by }).where(eq(consultThreads.id, id));
}

/** A party's report; a second one from the same party replaces its reason and time. */
export async function upsertReport(tx: Tx, v: { threadId: number; reporterId: number; reason: string }) {
  await tx
    .insert(consultReports)
    .values(v)
    .onConflictDoUpdate({
      target: [consultReports.threadId, consultReports.reporterId],
      // a new report of the same thread by the same party opens it again
      set: {
        reason: v.reason,
        createdAt: sql`now()`,
        result: '',
        note: '',
        handlerId: null,
        handledAt: null,
      },
    });
}

export async function hasReported(tx: Tx, threadId: number, reporterId: number) {
  const [r] = await tx
    .select({ id: consultReports.id })
    .from(consultReports)
    .where(and(eq(consultReports.threadId, threadId), eq(consultReports.reporterId, reporterId)))
    .limit(1);
  return r !== undefined;
}

const other = alias(members, 'other');

/** The picture a member goes by: their published profile's logo (the kind asked first), else their own. */
const logoOf = (kind: SQL | string) =>
  // qualified by hand, as displayName does: in a one-table select Drizzle writes columns unqualified
  sql<string>`coalesce((SELECT nullif(p.logo, '') FROM profiles p WHERE p.member_id = "other"."id"
    AND p.published_at IS NOT NULL ORDER BY (p.kind = ${kind}) DESC, p.kind LIMIT 1), "other"."userlogo")`;

/** The member as a party of a thread: number, name (the one the site knows them by), logo. */
export async function partyOf(tx: Tx, memberId: number, kind = 'designer') {
  const [r] = await tx
    .select({ cardno: other.cardno, name: displayName(other), userlogo: logoOf(kind) })
    .from(other)
    .where(eq(other.id, memberId));
  return r;
}

/** The member's threads, latest first, with the other side and the member's unread count in each. */
export async function threadsOf(tx: Tx, memberId: number, o: { offset: number; limit: number }) {
  const mine = sql`(${consultThreads.askerId} = ${memberId} OR ${consultThreads.ownerId} = ${memberId})`;
  const rows = await tx
    .select({
      thread: consultThreads,
      otherCardno: other.cardno,
      otherName: displayName(other),
      otherLogo: logoOf(sql`${consultThreads.kind}`),
      lastConts: consultMessages.conts,
      lastFiles: sql<number>`coalesce(jsonb_array_length(${consultMessages.attach}), 0)`,
      lastBy: consultMessages.memberId,
      unread: sql<number>`(SELECT count(*) FROM consult_messages u WHERE u.thread_id = ${consultThreads.id}
        AND u.member_id <> ${memberId}
        AND u.id > CASE WHEN ${consultThreads.askerId} = ${memberId} THEN ${consultThreads.askerRead} ELSE ${consultThreads.ownerRead} END)`,
    })
    .from(consultThreads)
    .innerJoin(
      other,
      sql`${other.id} = CASE WHEN ${consultThreads.askerId} = ${memberId} THEN ${consultThreads.ownerId} ELSE ${consultThreads.askerId} END`,
    )
    .leftJoin(consultMessages, eq(consultMessages.id, consultThreads.lastId))
    .where(mine)
    .orderBy(desc(consultThreads.lastAt), desc(consultThreads.id))
    .limit(o.limit)
    .offset(o.offset);
  // written by hand: in a one-table select Drizzle writes columns unqualified, and inside the subquery
  // `id` would be the message's
  const totals = (await tx.execute(sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE EXISTS (
             SELECT 1 FROM consult_messages u
              WHERE u.thread_id = t.id AND u.member_id <> ${memberId}
                AND u.id > CASE WHEN t.asker_id = ${memberId} THEN t.asker_read ELSE t.owner_read END
           ))::int AS unread
      FROM consult_threads t
     WHERE t.asker_id = ${memberId} OR t.owner_id = ${memberId}`)) as unknown as {
    rows: Array<{ total: number | string; unread: number | string }>;
  };
  return {
    rows: rows.map((r) => ({ ...r, unread: Number(r.unread), lastFiles: Number(r.lastFiles) })),
    total: Number(totals.rows[0]?.total ?? 0),
    unread: Number(totals.rows[0]?.unread ?? 0),
  };
}

/**
 * The response time of the member's `kind` of profile (issue 28 point 6): over the threads opened with them
 * in the last `days` days, the median time from the thread's opening to their first reply — a thread not
 * answered yet counts with the time it has waited so far (a lower bound, so silence lengthens the median
 * instead of dropping out of it) — in minutes, and how many threads there were.
 */
export async function replyStats(tx: Tx, ownerId: number, kind: 'designer' | 'factory', days: number) {
  const r = (await tx.execute(sql`
    SELECT percentile_cont(0.5) WITHIN GROUP (
             ORDER BY extract(epoch FROM coalesce(first_reply_at, now()) - created_at) / 60
           ) AS minutes,
           count(*) AS threads
      FROM consult_threads
     WHERE owner_id = ${ownerId} AND kind = ${kind}
       AND created_at > now() - make_interval(days => ${days})`)) as unknown as {
    rows: Array<{ minutes: number | string | null; threads: number | string }>;
  };
  const row = r.rows[0];
  return {
    minutes: row?.minutes === null || row?.minutes === undefined ? null : Number(row.minutes),
    threads: Number(row?.threads ?? 0),
  };
}

const reporter = alias(members, 'reporter');

const handler = alias(members, 'handler');

/**
 * The console's reported threads: open ones oldest first (the queue, on `consult_reports_open_idx`),
 * handled ones latest handled first. `id` picks one report (after handling it).
 */
export async function reports(
  tx: Tx,
  o: { state: 'open' | 'handled'; offset: number; limit: number; id?: number },
) {
  const where = o.id
    ? eq(consultReports.id, o.id)
    : o.state === 'open'
      ? isNull(consultReports.handledAt)
      : isNotNull(consultReports.handledAt);
  const rows = await tx
    .select({
      id: consultReports.id,
      result: consultReports.result,
      note: consultReports.note,
      handledAt: consultReports.handledAt,
      handlerName: sql<string>`coalesce(nullif(${handler.name}, ''), ${handler.nickname}, '')`,
      threadId: consultReports.threadId,
      reason: consultReports.reason,
      createdAt: consultReports.createdAt,
      reporterId: consultReports.reporterId,
      reporterCardno: reporter.cardno,
      reporterName: displayName(reporter),
      askerId: consultThreads.askerId,
      ownerId: consultThreads.ownerId,
      context: consultThreads.context,
    })
    .from(consultReports)
    .innerJoin(reporter, eq(reporter.id, consultReports.reporterId))
    .innerJoin(consultThreads, eq(consultThreads.id, consultReports.threadId))
    .leftJoin(handler, eq(handler.id, consultReports.handlerId))
    .where(where)
    .orderBy(
      ...(o.state === 'open'
        ? [asc(consultReports.createdAt), asc(consultReports.id)]
        : [desc(consultReports.handledAt), desc(consultReports.id)]),
    )
    .limit(o.limit)
    .offset(o.offset);
  const [t] = await tx.select({ n: count() }).from(consultReports).where(where);
  return { rows, total: t?.n ?? 0 };
}

/** Records an operator's decision on an open report; false when it is gone or handled already. */
export async function handleReport(
  tx: Tx,
  v: { id: number; result: 'warned' | 'dismissed'; note: string; handlerId: number },
) {
  const r = await tx
    .update(consultReports)
    .set({ result: v.result, note: v.note, handlerId: v.handlerId, handledAt: sql`now()` })
    .where(and(eq(consultReports.id, v.id), isNull(consultReports.handledAt)))
    .returning({ id: consultReports.id });
  return r.length > 0;
}

/** A report with its thread's parties, locked (two operators handling it: one wins). */
export async function findReport(tx: Tx, id: number) {
  const [r] = await tx
    .select({
      id: consultReports.id,
      threadId: consultReports.threadId,
      reporterId: consultReports.reporterId,
      reason: consultReports.reason,
      handledAt: consultReports.handledAt,
      askerId: consultThreads.askerId,
      ownerId: consultThreads.ownerId,
    })
    .from(consultReports)
    .innerJoin(consultThreads, eq(consultThreads.id, consultReports.threadId))
    .where(eq(consultReports.id, id))
    .for('update', { of: consultReports });
  return r;
}
