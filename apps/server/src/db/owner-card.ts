import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { members } from './schema/members.ts';
import { profiles } from './schema/people.ts';

/**
 * The one name a member goes by wherever the site names them (issue 27 point 12): their published
 * profile's name (a designer's or a factory's, as on their page and their applicant card), else the
 * company, else the nickname, else the real name, else 会员. `m` is `members` or an alias of it. Deals'
 * legal documents (the contract) name the company or the real name instead: they bind that party.
 */
export function displayName(m: {
  id: AnyPgColumn;
  company: AnyPgColumn;
  nickname: AnyPgColumn;
  name: AnyPgColumn;
}) {
  // qualified by hand: in a one-table select Drizzle writes a column unqualified, which inside the
  // subquery would name the profile's own id
  const id = sql`${sql.identifier(getTableName(m.id.table))}.${sql.identifier(m.id.name)}`;
  return sql<string>`coalesce((SELECT nullif(p.name, '') FROM profiles p WHERE p.member_id = ${id} AND p.published_at IS NOT NULL ORDER BY p.kind LIMIT 1), nullif(${m.company}, ''), nullif(${m.nickname}, ''), nullif(${m.name}, ''), '会员')`;
}

/**
 * The columns of a member's card as deals show it beside what they did (an application, a quotation, an
 * invitation; `ownerCard` in people-views.ts turns them into the wire's card): their number, their
 * verification, and their name, logo, city and reputation from their published profile of one kind. The
 * name is `displayName`'s, the profile of that kind first. Select with `leftJoin(profiles, profileOf(<member column>, kind))`.
 */
export const ownerCardColumns = {
  cardno: members.cardno,
  personauth: members.personauth,
  businsauth: members.businsauth,
  ownerName: sql<string>`coalesce(nullif(${profiles.name}, ''), ${displayName(members)})`,
  ownerLogo: sql<string>`coalesce(${profiles.logo}, '')`,
  ownerCity: sql<string>`coalesce(${profiles.city}, '')`,
  ownerReputation: sql<number>`coalesce(${profiles.reputation}, 0)`,
};

/** What `ownerCardColumns` reads (the reputation made a number: PostgreSQL returns it as text). */
export interface OwnerCardRow {
  cardno: string;
  personauth: number;
  businsauth: number;
  ownerName: string;
  ownerLogo: string;
  ownerCity: string;
  ownerReputation: number;
}

/** The join condition of the member's profile of `kind` (designer, factory). */
export const profileOf = (member: AnyPgColumn, kind: 'designer' | 'factory'): SQL | undefined =>
  and(eq(profiles.memberId, member), eq(profiles.kind, kind));

/** A row read with `ownerCardColumns`, its reputation a number. */
export const withOwnerCard = <T extends { ownerReputation: unknown }>(r: T) => ({
  ...r,
  ownerReputation: Number(r.ownerReputation),
});
