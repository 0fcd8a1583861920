import { reviewStateValues } from '@hz/contract/common/states';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, serialId, updatedAt } from './columns.ts';
import { members } from './members.ts';

/** A member's person verification: one row per member, resubmitted in place (docs/domains/verification.md). */
export const personAuths = pgTable(
  'person_auths',
  {
    id: serialId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idcard: text('idcard').notNull(),
    cardfrt: text('cardfrt').notNull(),
    cardrvs: text('cardrvs').notNull(),
    // `checked`: ReviewState
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('person_auths_member_key').on(t.memberId),
    index('person_auths_queue_idx').on(t.checked, t.updatedAt),
    check('person_auths_checked_check', oneOf(t.checked, reviewStateValues)),
  ],
);

/**
 * A member's business verification: one row per member, resubmitted in place. Field names are the
 * seed's (docs/domains/verification.md explains each); `cardfrt`/`cardrvs`/`bcerts` are file ids.
 */
export const businessAuths = pgTable(
  'business_auths',
  {
    id: serialId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    tlphone: text('tlphone').notNull(),
    cardfrt: text('cardfrt').notNull(),
    cardrvs: text('cardrvs').notNull(),
    bstype: text('bstype').notNull(),
    btitle: text('btitle').notNull(),
    bcerts: text('bcerts').notNull(),
    bdate: text('bdate').notNull(),
    bprov: text('bprov').notNull(),
    bcity: text('bcity').notNull(),
    bstrt: text('bstrt').notNull(),
    receipt: text('receipt').notNull(),
    fultitle: text('fultitle').notNull(),
    taxorder: text('taxorder').notNull(),
    bkname: text('bkname').notNull(),
    bkorder: text('bkorder').notNull(),
    mprov: text('mprov').notNull(),
    mcity: text('mcity').notNull(),
    mstrt: text('mstrt').notNull(),
    maddr: text('maddr').notNull(),
    // `checked`: ReviewState
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_auths_member_key').on(t.memberId),
    index('business_auths_queue_idx').on(t.checked, t.updatedAt),
    check('business_auths_checked_check', oneOf(t.checked, reviewStateValues)),
    index('business_auths_taxorder_idx').on(t.taxorder),
  ],
);
