import { boothSizes } from '@hz/contract/gallery';
import { and, asc, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { boothPhotos, listings, members } from '../../db/schema.ts';

/** A photo with its uploader's member number and what the gallery shows of its exhibition. */
const columns = {
  id: boothPhotos.id,
  memberId: boothPhotos.memberId,
  cardno: members.cardno,
  listingId: boothPhotos.listingId,
  image: boothPhotos.image,
  title: boothPhotos.title,
  areas: boothPhotos.areas,
  style: boothPhotos.style,
  openSides: boothPhotos.openSides,
  checked: boothPhotos.checked,
  reason: boothPhotos.reason,
  createdAt: boothPhotos.createdAt,
  updatedAt: boothPhotos.updatedAt,
  expoTitle: listings.title,
  expoCity: listings.city,
  expoSdate: listings.sdate,
  expoEdate: listings.edate,
  expoChecked: listings.checked,
};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(boothPhotos)
    .innerJoin(members, eq(members.id, boothPhotos.memberId))
    .innerJoin(listings, eq(listings.id, boothPhotos.listingId));

export async function findPhoto(tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = base(tx).where(eq(boothPhotos.id, id)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: boothPhotos }) : await q;
  return row ?? null;
}

export type PhotoView = NonNullable<Awaited<ReturnType<typeof findPhoto>>>;

/** An exhibition (kind `huizhan`) a photo may be added to, or null. */
export async function findExhibition(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: listings.id, title: listings.title, sdate: listings.sdate, checked: listings.checked })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.kind, 'huizhan')))
    .limit(1);
  return row ?? null;
}

/** Serialises one member's uploads (the pending limit is a count, then an insert). */
export async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

export async function countPending(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(boothPhotos)
    .where(and(eq(boothPhotos.memberId, memberId), eq(boothPhotos.checked, 0)));
  return row?.n ?? 0;
}

export async function insertPhoto(
  tx: Tx,
  p: {
    memberId: number;
    listingId: number;
    image: string;
    title: string;
    areas: number;
    style: string;
    openSides: number;
  },
) {
  const [row] = await tx
    .insert(boothPhotos)
    .values({ ...p, checked: 0 })
    .returning({ id: boothPhotos.id });
  return row!.id;
}

export async function decidePhoto(
  tx: Tx,
  id: number,
  d: { checked: 1 | 2; reason: string; reviewedBy: number },
) {
  await tx
    .update(boothPhotos)
    .set({ checked: d.checked, reason: d.reason, reviewedBy: d.reviewedBy, reviewedAt: sql`now()` })
    .where(eq(boothPhotos.id, id));
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PictureQuery {
  listingId?: number;
  /** Each must be in the photo's or the exhibition's title. */
  terms: string[];
  size: string;
  style: string;
  openSides: number;
  offset: number;
  limit: number;
}

/** Approved photos of approved exhibitions, newest first. */
export async function searchPhotos(tx: Tx, q: PictureQuery) {
  const conds: Array<SQL | undefined> = [eq(boothPhotos.checked, 1), eq(listings.checked, 1)];
  if (q.listingId !== undefined) conds.push(eq(boothPhotos.listingId, q.listingId));
  for (const t of q.terms)
    conds.push(or(ilike(boothPhotos.title, likeTerm(t)), ilike(listings.title, likeTerm(t))));
  const size = boothSizes.find((s) => s.value === q.size);
  if (size) {
    conds.push(gt(boothPhotos.areas, size.min));
    if (size.max !== null) conds.push(lte(boothPhotos.areas, size.max));
  }
  if (q.style) conds.push(eq(boothPhotos.style, q.style));
  if (q.openSides) conds.push(eq(boothPhotos.openSides, q.openSides));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    base(tx)
      .where(where)
      .orderBy(desc(boothPhotos.createdAt), desc(boothPhotos.id))
      .limit(q.limit)
      .offset(q.offset),
    tx
      .select({ n: count() })
      .from(boothPhotos)
      .innerJoin(listings, eq(listings.id, boothPhotos.listingId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

async function paged(tx: Tx, where: SQL | undefined, order: SQL[], o: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    base(tx)
      .where(where)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(boothPhotos).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The member's own photos, every state, newest change first. */
export function listOwn(tx: Tx, memberId: number, o: { offset: number; limit: number }) {
  return paged(
    tx,
    eq(boothPhotos.memberId, memberId),
    [desc(boothPhotos.updatedAt), desc(boothPhotos.id)],
    o,
  );
}

/** The moderation queue: oldest pending first; decided ones newest decision first. */
export function listQueue(tx: Tx, checked: number, o: { offset: number; limit: number }) {
  const order =
    checked === 0
      ? [asc(boothPhotos.updatedAt), asc(boothPhotos.id)]
      : [desc(boothPhotos.reviewedAt), desc(boothPhotos.id)];
  return paged(tx, eq(boothPhotos.checked, checked), order, o);
}
