import { ComplaintState } from '@hz/contract/common/states';
import { aliasedTable, and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { complaints, complaintStatements } from '../../db/schema/complaints.ts';
import { members } from '../../db/schema/members.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';

/** The rows `complaintMachine` moves (lib/state-transition.ts). */
export const complaintStates: StatefulTable = {
  table: complaints,
  id: complaints.id,
  state: complaints.status,
};

const client = aliasedTable(members, 'client');
const provider = aliasedTable(members, 'provider');
const nameOf = (m: typeof members) =>
  sql<string>`coalesce(nullif(${m.name}, ''), nullif(${m.nickname}, ''), '会员' || ${m.cardno})`;

const columns = {
  c: complaints,
  clientCardno: client.cardno,
  clientName: nameOf(client),
  providerCardno: provider.cardno,
  providerName: nameOf(provider),
  windowOpen: sql<boolean>`${complaints.closesAt} > now()`,
};

export type ComplaintRow = typeof complaints.$inferSelect & {
  clientCardno: string;
  clientName: string;
  providerCardno: string;
  providerName: string;
  windowOpen: boolean;
};

const joined = (tx: Tx) =>
  tx
    .select(columns)
    .from(complaints)
    .innerJoin(client, eq(client.id, complaints.clientId))
    .innerJoin(provider, eq(provider.id, complaints.providerId));

const flat = (
  r: { c: typeof complaints.$inferSelect } & Omit<ComplaintRow, keyof typeof complaints.$inferSelect>,
) => {
  const { c, ...rest } = r;
  return { ...c, ...rest } as ComplaintRow;
};

export async function findComplaint(tx: Tx, id: number): Promise<ComplaintRow | undefined> {
  const [r] = await joined(tx).where(eq(complaints.id, id));
  return r && flat(r);
}

/** The open complaint about a deal with its window's facts, if any (a disputed deal's 下一步). */
export async function openComplaintFacts(tx: Tx, kind: string, objectId: number) {
  const [r] = await tx
    .select({
      side: complaints.side,
      closesAt: complaints.closesAt,
      windowOpen: columns.windowOpen,
      clientDoneAt: complaints.clientDoneAt,
      providerDoneAt: complaints.providerDoneAt,
    })
    .from(complaints)
    .where(
      and(
        eq(complaints.kind, kind),
        eq(complaints.objectId, objectId),
        eq(complaints.status, ComplaintState.open),
      ),
    );
  return r;
}

/** A side ends its statements (a final statement or 放弃补充陈述); the first time counts. */
export async function setDone(tx: Tx, id: number, side: 'client' | 'provider') {
  const col = side === 'client' ? complaints.clientDoneAt : complaints.providerDoneAt;
  await tx
    .update(complaints)
    .set(
      side === 'client'
        ? { clientDoneAt: sql`coalesce(${col}, now())` }
        : { providerDoneAt: sql`coalesce(${col}, now())` },
    )
    .where(eq(complaints.id, id));
}

/** The open complaint about a deal, if any. */
export async function openComplaintOf(tx: Tx, kind: string, objectId: number) {
  const [r] = await tx
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        eq(complaints.kind, kind),
        eq(complaints.objectId, objectId),
        eq(complaints.status, ComplaintState.open),
      ),
    );
  return r?.id;
}

export async function insertComplaint(
  tx: Tx,
  v: Pick<
    typeof complaints.$inferInsert,
    | 'kind'
    | 'objectId'
    | 'orders'
    | 'title'
    | 'link'
    | 'memberId'
    | 'side'
    | 'clientId'
    | 'providerId'
    | 'amount'
  > & { windowMs: number },
) {
  const { windowMs, ...row } = v;
  const [r] = await tx
    .insert(complaints)
    .values({ ...row, closesAt: sql`now() + ${`${windowMs} milliseconds`}::interval` })
    .returning({ id: complaints.id });
  return r!.id;
}

export async function insertStatement(
  tx: Tx,
  v: { complaintId: number; memberId: number; side: string; conts: string; attach: string[] },
) {
  await tx.insert(complaintStatements).values(v);
}

export function statementsOf(tx: Tx, complaintId: number) {
  return tx
    .select({ s: complaintStatements, name: nameOf(members) })
    .from(complaintStatements)
    .innerJoin(members, eq(members.id, complaintStatements.memberId))
    .where(eq(complaintStatements.complaintId, complaintId))
    .orderBy(asc(complaintStatements.id));
}

/** The decision's columns, written by the same update as the state (`transition`'s `set`). */
export const decided = (d: { outcome: string; percent: number; reason: string; operatorId: number }) => ({
  outcome: d.outcome,
  percent: d.percent,
  reason: d.reason,
  decidedBy: d.operatorId,
  decidedAt: sql`now()`,
  updatedAt: sql`now()`,
});

export async function lockComplaint(tx: Tx, id: number) {
  await tx.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id)).for('update');
}

export async function setFigures(
  tx: Tx,
  id: number,
  f: { providerGets: number; clientGets: number; commission: number },
) {
  await tx.update(complaints).set(f).where(eq(complaints.id, id));
}

async function page(tx: Tx, where: SQL | undefined, o: { offset: number; limit: number }, newest: boolean) {
  const [rows, [total]] = await Promise.all([
    joined(tx)
      .where(where)
      .orderBy(newest ? desc(complaints.id) : asc(complaints.id))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(complaints).where(where),
  ]);
  return { rows: rows.map(flat), total: Number(total?.n ?? 0) };
}

/** A member's complaints, either side, newest first. */
export function listMine(
  tx: Tx,
  memberId: number,
  status: ComplaintState | undefined,
  o: { offset: number; limit: number },
) {
  return page(
    tx,
    and(
      or(eq(complaints.clientId, memberId), eq(complaints.providerId, memberId)),
      status ? eq(complaints.status, status) : undefined,
    ),
    o,
    true,
  );
}

/** The console's queue: open ones oldest first (the longest waiting on top), decided ones newest first. */
export function listQueue(tx: Tx, status: ComplaintState, o: { offset: number; limit: number }) {
  return page(tx, eq(complaints.status, status), o, status !== ComplaintState.open);
}

export async function countOpen(tx: Tx) {
  const [r] = await tx
    .select({ n: count() })
    .from(complaints)
    .where(eq(complaints.status, ComplaintState.open));
  return Number(r?.n ?? 0);
}

/** For the audit log: a complaint's title and the member who complained (scalar subqueries on its id). */
export const auditTitle = (id: AnyPgColumn) =>
  sql`(SELECT '投诉：' || ${complaints.title} FROM ${complaints} WHERE ${complaints.id} = ${id})`;
export const auditMember = (id: AnyPgColumn) =>
  sql`(SELECT ${complaints.memberId} FROM ${complaints} WHERE ${complaints.id} = ${id})`;

/**
 * The complaints about these deals where the member is a party, oldest first (a show plan lists them beside
 * its deals, issue 31): each deal by its complaints' `kind` and object id, or — a contest, whose complaints
 * are about one of its places (decision 063) — by the deal's page stored with them (`link`).
 */
export function complaintsOfDeals(
  tx: Tx,
  memberId: number,
  deals: ReadonlyArray<{ kind: string; id: number } | { kind: string; link: string }>,
) {
  if (deals.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: complaints.id,
      kind: complaints.kind,
      objectId: complaints.objectId,
      link: complaints.link,
      title: complaints.title,
      side: complaints.side,
      memberId: complaints.memberId,
      status: complaints.status,
      outcome: complaints.outcome,
      createdAt: complaints.createdAt,
    })
    .from(complaints)
    .where(
      and(
        or(
          ...deals.map((d) =>
            and(
              eq(complaints.kind, d.kind),
              'link' in d ? eq(complaints.link, d.link) : eq(complaints.objectId, d.id),
            ),
          ),
        ),
        or(eq(complaints.clientId, memberId), eq(complaints.providerId, memberId)),
      ),
    )
    .orderBy(asc(complaints.id));
}
