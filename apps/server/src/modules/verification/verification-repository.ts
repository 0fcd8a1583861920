import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { businessAuths, members, personAuths } from '../../db/schema.ts';

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
      and(eq(personAuths.idcard, idcard), eq(personAuths.checked, 1), ne(personAuths.memberId, memberId)),
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
    .values({ ...a, checked: 0 })
    .onConflictDoUpdate({
      target: personAuths.memberId,
      set: {
        name: a.name,
        idcard: a.idcard,
        cardfrt: a.cardfrt,
        cardrvs: a.cardrvs,
        checked: 0,
        reason: '',
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function setPersonauth(
  tx: Tx,
  memberId: number,
  state: number,
  approved?: { name: string; idcard: string },
) {
  await tx
    .update(members)
    .set({ personauth: state, ...(approved ?? {}), updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

const queueColumns = {
  id: personAuths.id,
  memberId: personAuths.memberId,
  cardno: members.cardno,
  mobile: members.mobile,
  name: personAuths.name,
  idcard: personAuths.idcard,
  cardfrt: personAuths.cardfrt,
  cardrvs: personAuths.cardrvs,
  checked: personAuths.checked,
  reason: personAuths.reason,
  updatedAt: personAuths.updatedAt,
};

export async function listPersonAuths(tx: Tx, o: { checked: number; offset: number; limit: number }) {
  const where = eq(personAuths.checked, o.checked);
  const [rows, [total]] = await Promise.all([
    tx
      .select(queueColumns)
      .from(personAuths)
      .innerJoin(members, eq(members.id, personAuths.memberId))
      .where(where)
      // oldest pending first; decided ones newest first
      .orderBy(o.checked === 0 ? personAuths.updatedAt : desc(personAuths.updatedAt))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(personAuths).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPersonAuthById(tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx
    .select(queueColumns)
    .from(personAuths)
    .innerJoin(members, eq(members.id, personAuths.memberId))
    .where(eq(personAuths.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: personAuths }) : await q;
  return row ?? null;
}

export async function decidePersonAuth(
  tx: Tx,
  id: number,
  d: { checked: 1 | 2; reason: string; reviewedBy: number },
) {
  await tx
    .update(personAuths)
    .set({ checked: d.checked, reason: d.reason, reviewedBy: d.reviewedBy, reviewedAt: sql`now()` })
    .where(eq(personAuths.id, id));
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
        eq(businessAuths.checked, 1),
        ne(businessAuths.memberId, memberId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function upsertBusinessAuth(tx: Tx, memberId: number, fields: BusinessAuthFields) {
  const [row] = await tx
    .insert(businessAuths)
    .values({ ...fields, memberId, checked: 0 })
    .onConflictDoUpdate({
      target: businessAuths.memberId,
      set: {
        ...fields,
        checked: 0,
        reason: '',
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** On approval the member's `company` becomes the verified business name. */
export async function setBusinsauth(tx: Tx, memberId: number, state: number, approved?: { company: string }) {
  await tx
    .update(members)
    .set({ businsauth: state, ...(approved ?? {}), updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

const businessQueueColumns = {
  row: businessAuths,
  cardno: members.cardno,
  /** The account's login mobile; `row.mobile` is the contact person's. */
  accountMobile: members.mobile,
};

export async function listBusinessAuths(tx: Tx, o: { checked: number; offset: number; limit: number }) {
  const where = eq(businessAuths.checked, o.checked);
  const [rows, [total]] = await Promise.all([
    tx
      .select(businessQueueColumns)
      .from(businessAuths)
      .innerJoin(members, eq(members.id, businessAuths.memberId))
      .where(where)
      .orderBy(o.checked === 0 ? businessAuths.updatedAt : desc(businessAuths.updatedAt))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(businessAuths).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBusinessAuthById(tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx
    .select(businessQueueColumns)
    .from(businessAuths)
    .innerJoin(members, eq(members.id, businessAuths.memberId))
    .where(eq(businessAuths.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: businessAuths }) : await q;
  return row ?? null;
}

export async function decideBusinessAuth(
  tx: Tx,
  id: number,
  d: { checked: 1 | 2; reason: string; reviewedBy: number },
) {
  await tx
    .update(businessAuths)
    .set({ checked: d.checked, reason: d.reason, reviewedBy: d.reviewedBy, reviewedAt: sql`now()` })
    .where(eq(businessAuths.id, id));
}
