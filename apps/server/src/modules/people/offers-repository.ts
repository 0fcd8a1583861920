import { ReviewState } from '@hz/contract/common/states';
import type { ServiceType } from '@hz/contract/services';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  firstRow,
  insertForReview,
  markFirstPublished,
  pageOf,
  type Paging,
  resubmit,
} from '../../lib/rows.ts';
import { ownerColumns } from './profiles-repository.ts';
import { members } from '../../db/schema/members.ts';
import { profiles, services } from '../../db/schema/people.ts';

/**
 * Fixed-price services (table `services`, content kind `service`). "Offers" in the code, so that the
 * module's files do not read `services-service.ts`.
 */
export type OfferFields = Pick<
  typeof services.$inferInsert,
  | 'type'
  | 'title'
  | 'areaMin'
  | 'areaMax'
  | 'price'
  | 'negotiable'
  | 'days'
  | 'includes'
  | 'excludes'
  | 'cover'
  | 'pics'
>;

const ownerProfile = and(
  eq(profiles.memberId, services.memberId),
  sql`${profiles.kind} = CASE ${services.type} WHEN 'design' THEN 'designer' ELSE 'factory' END`,
);

const columns = {
  id: services.id,
  memberId: services.memberId,
  type: services.type,
  title: services.title,
  areaMin: services.areaMin,
  areaMax: services.areaMax,
  price: services.price,
  negotiable: services.negotiable,
  days: services.days,
  includes: services.includes,
  excludes: services.excludes,
  cover: services.cover,
  pics: services.pics,
  checked: services.checked,
  reason: services.reason,
  publishedAt: services.publishedAt,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
  ...ownerColumns,
};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(services)
    .innerJoin(members, eq(members.id, services.memberId))
    .leftJoin(profiles, ownerProfile);

export const findOffer = (tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) =>
  firstRow(base(tx).where(eq(services.id, id)).limit(1), services, opts);

export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

export const insertOffer = (tx: Tx, memberId: number, f: OfferFields) =>
  insertForReview(tx, services, { ...f, memberId });

/** An edit: back to review (hidden until approved again). */
export const updateOffer = (tx: Tx, id: number, f: OfferFields) => resubmit(tx, services, id, f);

export async function deleteOffer(tx: Tx, id: number) {
  await tx.delete(services).where(eq(services.id, id));
}

export const markOfferPublished = (tx: Tx, id: number) => markFirstPublished(tx, services, id);

const paged = (tx: Tx, where: SQL | undefined, order: SQL[], o: Paging) =>
  pageOf(
    tx,
    base(tx)
      .where(where)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset),
    services,
    where,
  );

/** A member's approved services of these types (those whose profile is public), newest first. */
export const listPublicOffers = (tx: Tx, memberId: number, types: readonly ServiceType[], o: Paging) =>
  paged(
    tx,
    and(
      eq(services.memberId, memberId),
      eq(services.checked, ReviewState.approved),
      inArray(services.type, [...types]),
    ),
    [desc(services.publishedAt), desc(services.id)],
    o,
  );

/** A member's own services, every state, last changed first. */
export const listOwnOffers = (tx: Tx, memberId: number, o: Paging) =>
  paged(tx, eq(services.memberId, memberId), [desc(services.updatedAt), desc(services.id)], o);
