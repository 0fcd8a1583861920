import type { StaffRole } from '@hz/contract/staff';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { members } from './members.ts';

/**
 * Company staff (issue 33, decision 056). A company is a business-verified member's account
 * (`company_id`, a member id); a staff row makes another member act for it within `roles`. The company's
 * own account has no row: it is always 管理员. The primary key on `member_id` is the rule that a member
 * belongs to at most one company. Removing a member deletes the row; the session lookup joins this table
 * on every request, so access ends with the next request.
 */
export const companyStaff = pgTable(
  'company_staff',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The name the company knows them by (张三), shown on timelines as 张三（报价）. */
    name: text('name').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    addedBy: bigint('added_by', { mode: 'number' }).references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId] }),
    index('company_staff_company_idx').on(t.companyId, t.createdAt),
    check('company_staff_not_self', sql`${t.memberId} <> ${t.companyId}`),
    check('company_staff_roles', sql`cardinality(${t.roles}) > 0`),
  ],
);

/**
 * An invitation by SMS: the link carries a random token; only its keyed hash is stored. Open until
 * accepted, revoked or `expires_at`.
 */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: serialId(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The inviter as the invitation names them (张三（管理员）, or the company). */
    invitedByName: text('invited_by_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: bigint('accepted_by', { mode: 'number' }).references(() => members.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invites_token_idx').on(t.tokenHash),
    index('company_invites_company_idx').on(t.companyId, t.id),
  ],
);
