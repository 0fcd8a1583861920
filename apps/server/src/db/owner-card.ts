import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { members } from './schema/members.ts';
import { profiles } from './schema/people.ts';

/**
 * The columns of a member's card as deals show it beside what they did (an application, a quotation, an
 * invitation; `ownerCard` in people-views.ts turns them into the wire's card): their number, their
 * verification, and their name, logo, city and reputation from their published profile of one kind. The
 * name is the profile's, else the company's, else the member's own: one display name wherever a deal
 * names them. Select with `leftJoin(profiles, profileOf(<member column>, kind))`.
 */
export const ownerCardColumns = {
  cardno: members.cardno,
  personauth: members.personauth,
  businsauth: members.businsauth,
  ownerName: sql<string>`coalesce(nullif(${profiles.name}, ''), nullif(${members.company}, ''), ${members.name}, '')`,
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
