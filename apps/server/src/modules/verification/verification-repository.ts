import { ReviewState, type VerifyState } from '@hz/contract/common/states';
import type { AuthKind } from '@hz/contract/verification';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { backToReview } from '../../lib/rows.ts';
import { members } from '../../db/schema/members.ts';
import { businessAuths, personAuths } from '../../db/schema/verification.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';

export type PersonAuthRow = typeof personAuths.$inferSelect;
export type BusinessAuthRow = typeof businessAuths.$inferSelect;
/** The member-supplied fields of a business request. */
export type BusinessAuthFields = Omit<
  typeof businessAuths.$inferInsert,
  'id' | 'memberId' | 'checked' | 'reason' | 'reviewedBy' | 'reviewedAt' | 'createdAt' | 'updatedAt'
>;

export async function findPersonAuth(tx: Tx, memberId: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx.select().from(personAuths).where(eq(personAuths.memberId, memberId)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Another member whose approved verification carries this ID number. */
export async function idcardTakenByOther(tx: Tx, idcard: string, memberId: number) {
  const rows = await tx
    .select({ id: personAuths.id })
    .from(personAuths)
    .where(
      and(
        eq(personAuths.idcard, idcard),
        eq(personAuths.checked, ReviewState.approved),
        ne(personAuths.memberId, memberId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Submits or resubmits: the request goes (back) to pending review. */
export async function upsertPersonAuth(
  tx: Tx,
  a: { memberId: number; name: string; idcard: string; cardfrt: string; cardrvs: string },
) {
  const [row] = await tx
    .insert(personAuths)
    .values({ ...a, checked: ReviewState.pending })
    .onConflictDoUpdate({
      target: personAuths.memberId,
      set: { name: a.name, idcard: a.idcard, cardfrt: a.cardfrt, cardrvs: a.cardrvs, ...backToReview() },
    })
    .returning();
  return row!;
}

// ---- business verification: the same life cycle on `business_auths` and `members.businsauth`

export async function findBusinessAuth(tx: Tx, memberId: number) {
  const [row] = await tx.select().from(businessAuths).where(eq(businessAuths.memberId, memberId)).limit(1);
  return row ?? null;
}

/** Another member whose approved business verification carries this credit code. */
export async function taxorderTakenByOther(tx: Tx, taxorder: string, memberId: number) {
  const rows = await tx
    .select({ id: businessAuths.id })
    .from(businessAuths)
    .where(
      and(
        eq(businessAuths.taxorder, taxorder),
        eq(businessAuths.checked, ReviewState.approved),
        ne(businessAuths.memberId, memberId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function upsertBusinessAuth(tx: Tx, memberId: number, fields: BusinessAuthFields) {
  const [row] = await tx
    .insert(businessAuths)
    .values({ ...fields, memberId, checked: ReviewState.pending })
    .onConflictDoUpdate({
      target: businessAuths.memberId,
      set: { ...fields, ...backToReview() },
    })
    .returning();
  return row!;
}

// ---- both kinds: one life cycle (lib/review.ts) on the request, mirrored on the member's flag

const tables = { person: personAuths, business: businessAuths } as const;
/** The member's flag each kind of request sets (`VerifyState`). */
export const memberFlag = { person: 'personauth', business: 'businsauth' } as const;

/** The rows the review machine moves for a kind of request. */
export const requestStates = (kind: AuthKind): StatefulTable => ({
  table: tables[kind],
  id: tables[kind].id,
  state: tables[kind].checked,
});

export type QueueRow<K extends AuthKind = AuthKind> = {
  row: K extends 'person' ? PersonAuthRow : BusinessAuthRow;
  cardno: string;
  /** The account's login mobile (a business request also has its contact person's, `row.mobile`). */
  accountMobile: string;
};

export async function listRequests<K extends AuthKind>(
  tx: Tx,
  kind: K,
  o: { checked: ReviewState; offset: number; limit: number },
) {
  const t = tables[kind] as typeof personAuths;
  const where = eq(t.checked, o.checked);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ row: t, cardno: members.cardno, accountMobile: members.mobile })
      .from(t)
      .innerJoin(members, eq(members.id, t.memberId))
      .where(where)
      // oldest pending first; decided ones newest first
      .orderBy(o.checked === ReviewState.pending ? asc(t.updatedAt) : desc(t.updatedAt))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(t).where(where),
  ]);
  return { rows: rows as unknown as QueueRow<K>[], total: total?.n ?? 0 };
}

export async function findRequestById<K extends AuthKind>(tx: Tx, kind: K, id: number) {
  const t = tables[kind] as typeof personAuths;
  const [row] = await tx
    .select({ row: t, cardno: members.cardno, accountMobile: members.mobile })
    .from(t)
    .innerJoin(members, eq(members.id, t.memberId))
    .where(eq(t.id, id))
    .limit(1);
  return (row as unknown as QueueRow<K> | undefined) ?? null;
}

/**
 * The member's flag for a kind of verification; on approval also the verified identity: the real name
 * and ID number (person), or the business name as `company` (business).
 */
export async function setMemberFlag(
  tx: Tx,
  kind: AuthKind,
  memberId: number,
  state: VerifyState,
  verified?: { name: string; idcard: string } | { company: string },
) {
  await tx
    .update(members)
    .set({ [memberFlag[kind]]: state, ...(verified ?? {}), updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Requests of a kind waiting for review (the console's pending counts). */
export async function countPending(tx: Tx, kind: AuthKind) {
  const t = tables[kind] as typeof personAuths;
  const [row] = await tx.select({ n: count() }).from(t).where(eq(t.checked, ReviewState.pending));
  return row?.n ?? 0;
}

/** Who invited a member (null when nobody did). */
export async function inviterOf(tx: Tx, memberId: number) {
  const [m] = await tx.select({ invitedBy: members.invitedBy }).from(members).where(eq(members.id, memberId));
  return m?.invitedBy ?? null;
}
