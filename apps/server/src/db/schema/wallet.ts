import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, serialId, updatedAt } from './columns.ts';
import { cashStateValues, RechargeState, rechargeStateValues } from '@hz/contract/common/states';
import { memberRef, members } from './members.ts';

/**
 * Ledger accounts (docs/domains/wallet.md). Member accounts carry the member's id; the platform's system
 * accounts have none and exist once each (`NULLS NOT DISTINCT`; migration 0007 creates them). `balance`
 * is a cache of the sum of the account's entries, written under the account's row lock.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_kind_member_key').on(t.kind, t.memberId).nullsNotDistinct(),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} IN ('member_available', 'member_escrow', 'withdrawals_in_flight', 'platform_revenue', 'alipay_clearing', 'wechatpay_clearing', 'invite_rewards_expense')`,
    ),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.memberId} IS NOT NULL) = (${t.kind} IN ('member_available', 'member_escrow', 'withdrawals_in_flight'))`,
    ),
    check(
      'ledger_accounts_balance_check',
      sql`${t.balance} >= 0 OR ${t.kind} IN ('alipay_clearing', 'wechatpay_clearing', 'invite_rewards_expense')`,
    ),
  ],
);

/**
 * One posting: a set of entries that sum to zero. `key` makes every posting idempotent; `fingerprint` is
 * a hash of its content, to tell a repeat from a different posting under the same key. Insert-only: a
 * trigger (migration 0007) refuses UPDATE, DELETE and TRUNCATE.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serialId(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    memo: text('memo').notNull().default(''),
    orderRef: text('order_ref').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_key').on(t.key),
    index('ledger_transactions_order_ref_idx').on(t.orderRef),
  ],
);

/**
 * The lines of a posting: a signed amount in fen on one account and the account's balance after it.
 * Insert-only (trigger in migration 0007); a deferred constraint trigger checks that each transaction's
 * entries sum to zero at commit.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialId(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * A top-up through Alipay or WeChat Pay (`channel`): `orders` is the `out_trade_no` (`R…` Alipay, `W…`
 * WeChat Pay). pending → paid (credited once, by the notify or by a query) or → closed (expired unpaid).
 * Amounts in fen.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serialId(),
    orders: text('orders').notNull(),
    memberId: memberRef(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<RechargeState>().notNull().default(RechargeState.pending),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Alipay's `trade_no` or WeChat Pay's `transaction_id`, once paid. */
    tradeNo: text('trade_no').notNull().default(''),
    /** `alipay` or `wechatpay`: the only channel whose notify or query may settle the order. */
    channel: text('channel').notNull().default('alipay'),
    /** WeChat Pay's `trade_type` asked for (`NATIVE`, `MWEB`, `JSAPI`); '' for Alipay. */
    tradeType: text('trade_type').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recharge_orders_orders_key').on(t.orders),
    check('recharge_orders_channel_check', sql`${t.channel} IN ('alipay', 'wechatpay')`),
    index('recharge_orders_member_idx').on(t.memberId, t.createdAt),
    index('recharge_orders_pending_idx').on(t.status, t.expireAt),
    check('recharge_orders_status_check', oneOf(t.status, rechargeStateValues)),
    check('recharge_orders_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A withdrawal request (`CashState`): waiting for an operator, paid (with the transfer `ref`), or rejected. */
export const cashRequests = pgTable(
  'cash_requests',
  {
    id: serialId(),
    orders: text('orders').notNull(),
    memberId: memberRef(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `alipay` or `bank`. */
    type: text('type').notNull(),
    bank: text('bank').notNull().default(''),
    no: text('no').notNull(),
    holder: text('holder').notNull(),
    ...reviewColumns(),
    ref: text('ref').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cash_requests_orders_key').on(t.orders),
    index('cash_requests_member_idx').on(t.memberId, t.createdAt),
    index('cash_requests_queue_idx').on(t.checked, t.createdAt),
    check('cash_requests_amount_check', sql`${t.amount} > 0`),
    check('cash_requests_checked_check', oneOf(t.checked, cashStateValues)),
  ],
);
