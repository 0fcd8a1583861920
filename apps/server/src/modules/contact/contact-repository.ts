import { FeedbackState } from '@hz/contract/common/states';
import type { FeedbackKind } from '@hz/contract/contact';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { pageOf } from '../../lib/rows.ts';
import { feedback } from '../../db/schema/contact.ts';
import { members } from '../../db/schema/members.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';

/** Advisory lock classes: one sender's feedback is counted, then inserted, alone. */
const LOCK_IP = 1801;
const LOCK_MEMBER = 1802;

/**
 * Serialises one sender's feedback (the hourly limit is a count, then an insert): by client IP, then by
 * member, always in that order, until the transaction ends.
 */
export async function lockSender(tx: Tx, ip: string, memberId: number | null) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ip}))`);
  if (memberId !== null) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_MEMBER}, ${memberId}::int4)`);
  }
}

/** Feedback sent since `since` from the IP, and by the member (0 for a visitor). */
export async function countSince(tx: Tx, since: Date, ip: string, memberId: number | null) {
  const [[byIp], [byMember]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(feedback)
      .where(and(eq(feedback.ip, ip), gte(feedback.createdAt, since))),
    memberId === null
      ? Promise.resolve([{ n: 0 }])
      : tx
          .select({ n: count() })
          .from(feedback)
          .where(and(eq(feedback.memberId, memberId), gte(feedback.createdAt, since))),
  ]);
  return { ip: byIp?.n ?? 0, member: byMember?.n ?? 0 };
}

export async function insertFeedback(
  tx: Tx,
  f: { kind: FeedbackKind; content: string; contact: string; memberId: number | null; ip: string },
) {
  const [row] = await tx
    .insert(feedback)
    .values(f)
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  return row!;
}

const sender = alias(members, 'sender');
const handler = alias(members, 'handler');

const itemColumns = {
  id: feedback.id,
  kind: feedback.kind,
  content: feedback.content,
  contact: feedback.contact,
  memberId: feedback.memberId,
  cardno: sender.cardno,
  senderName: sender.name,
  senderNickname: sender.nickname,
  state: feedback.state,
  note: feedback.note,
  handlerName: handler.name,
  handlerNickname: handler.nickname,
  handledAt: feedback.handledAt,
  createdAt: feedback.createdAt,
};

const withPeople = (tx: Tx) =>
  tx
    .select(itemColumns)
    .from(feedback)
    .leftJoin(sender, eq(sender.id, feedback.memberId))
    .leftJoin(handler, eq(handler.id, feedback.handledBy));

/** One state's page: pending oldest first (the next to answer on top); handled newest first. */
export async function listFeedback(tx: Tx, o: { state: FeedbackState; offset: number; limit: number }) {
  const where = eq(feedback.state, o.state);
  // ids follow arrival (`created_at` is each transaction's start, which a waiting sender's may precede)
  const order =
    o.state === FeedbackState.pending ? [asc(feedback.id)] : [desc(feedback.handledAt), desc(feedback.id)];
  const rows = withPeople(tx)
    .where(where)
    .orderBy(...order)
    .limit(o.limit)
    .offset(o.offset);
  return pageOf(tx, rows, feedback, where);
}

export async function findFeedback(tx: Tx, id: number) {
  const [row] = await withPeople(tx).where(eq(feedback.id, id)).limit(1);
  return row ?? null;
}

export type FeedbackRow = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;

export async function countPending(tx: Tx) {
  const [row] = await tx
    .select({ n: count() })
    .from(feedback)
    .where(eq(feedback.state, FeedbackState.pending));
  return row?.n ?? 0;
}

/** The rows the feedback machine moves. */
export const feedbackStates: StatefulTable = { table: feedback, id: feedback.id, state: feedback.state };

/** The start of the feedback's text, and its sender, as scalar subqueries on an id (the audit log's objects). */
export const excerptOf = (id: AnyPgColumn) =>
  sql`(SELECT left(${feedback.content}, 40) FROM ${feedback} WHERE ${feedback.id} = ${id})`;
export const senderOf = (id: AnyPgColumn) =>
  sql`(SELECT ${feedback.memberId} FROM ${feedback} WHERE ${feedback.id} = ${id})`;
