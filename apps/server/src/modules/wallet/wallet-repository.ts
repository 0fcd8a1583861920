import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { CashState, RechargeState } from '@hz/contract/common/states';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet.ts';

/** Accounts that belong to one member; the others are the platform's, one of each. */
export const memberAccountKinds = ['member_available', 'member_escrow', 'withdrawals_in_flight'] as const;
export const systemAccountKinds = [
  'platform_revenue',
  'alipay_clearing',
  'wechatpay_clearing',
  'invite_rewards_expense',
] as const;
export type MemberAccountKind = (typeof memberAccountKinds)[number];
export type SystemAccountKind = (typeof systemAccountKinds)[number];
export type AccountKind = MemberAccountKind | SystemAccountKind;

export interface AccountKey {
  kind: AccountKind;
  memberId: number | null;
}
export interface AccountRow extends AccountKey {
  id: number;
  balance: number;
}
export type TransactionRow = typeof ledgerTransactions.$inferSelect;

const accountColumns = {
  id: ledgerAccounts.id,
  kind: ledgerAccounts.kind,
  memberId: ledgerAccounts.memberId,
  balance: ledgerAccounts.balance,
};
const asAccount = (r: { id: number; kind: string; memberId: number | null; balance: number }) =>
  ({ ...r, kind: r.kind as AccountKind }) satisfies AccountRow;

const matchKey = (k: AccountKey) =>
  and(
    eq(ledgerAccounts.kind, k.kind),
    k.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, k.memberId),
  );

/** Finds and locks the accounts in id order (the one lock order of every posting). */
export async function lockAccounts(tx: Tx, keys: AccountKey[]): Promise<AccountRow[]> {
  const rows = await tx
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(or(...keys.map(matchKey)))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return rows.map(asAccount);
}

/**
 * Creates the member accounts that do not exist yet (system accounts exist from migration 0007). Rows
 * are inserted in a fixed order so that two postings creating the same accounts cannot deadlock.
 */
export async function createAccounts(tx: Tx, keys: AccountKey[]) {
  const sorted = [...keys].sort(
    (a, b) => (a.memberId ?? 0) - (b.memberId ?? 0) || a.kind.localeCompare(b.kind),
  );
  await tx
    .insert(ledgerAccounts)
    .values(sorted.map((k) => ({ kind: k.kind, memberId: k.memberId })))
    .onConflictDoNothing();
}

/**
 * Claims the idempotency key. Null when the key is taken: by a committed posting, or by a concurrent
 * one, in which case this waits for it to commit (PostgreSQL's ON CONFLICT on a unique index).
 */
export async function insertTransaction(
  tx: Tx,
  t: { key: string; kind: string; fingerprint: string; memo: string; orderRef: string },
): Promise<TransactionRow | null> {
  const [row] = await tx.insert(ledgerTransactions).values(t).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findTransactionByKey(tx: Tx, key: string): Promise<TransactionRow | null> {
  const [row] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key)).limit(1);
  return row ?? null;
}

/**
 * Writes a posting's entries, the accounts' new cached balances and the members' `coins` in one
 * statement (one round trip); the accounts must be locked already.
 */
export async function writeEntries(
  tx: Tx,
  transactionId: number,
  entries: Array<{ accountId: number; amount: number; balanceAfter: number }>,
  coins: Array<{ memberId: number; coins: number }>,
) {
  const entryRows = sql.join(
    entries.map(
      (e) =>
        sql`(${transactionId}::bigint, ${e.accountId}::bigint, ${e.amount}::bigint, ${e.balanceAfter}::bigint)`,
    ),
    sql`, `,
  );
  const balances = sql.join(
    entries.map((e) => sql`(${e.accountId}::bigint, ${e.balanceAfter}::bigint)`),
    sql`, `,
  );
  const members = coins.length
    ? sql`UPDATE members SET coins = v.coins
            FROM (VALUES ${sql.join(
              coins.map((c) => sql`(${c.memberId}::bigint, ${c.coins}::bigint)`),
              sql`, `,
            )}) AS v(id, coins)
           WHERE members.id = v.id`
    : sql`SELECT 1`;
  await tx.execute(sql`
    WITH entries AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ${entryRows}
    ), accounts AS (
      UPDATE ledger_accounts SET balance = v.balance FROM (VALUES ${balances}) AS v(id, balance)
       WHERE ledger_accounts.id = v.id
    )
    ${members}`);
}

/** Invite rewards earned: the total and the part for designer or business invitees. */
export async function addInviteCoins(tx: Tx, memberId: number, amount: number, as: 'designer' | 'business') {
  await tx
    .update(members)
    .set({
      invitcoins: sql`${members.invitcoins} + ${amount}`,
      ...(as === 'designer'
        ? { invitcoinsDsnr: sql`${members.invitcoinsDsnr} + ${amount}` }
        : { invitcoinsBsns: sql`${members.invitcoinsBsns} + ${amount}` }),
    })
    .where(eq(members.id, memberId));
}

/** The entries of the given transactions with their accounts, in the order they were written. */
export async function entriesOf(tx: Tx, transactionIds: number[]) {
  if (transactionIds.length === 0) return [];
  const rows = await tx
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      accountId: ledgerEntries.accountId,
      kind: ledgerAccounts.kind,
      memberId: ledgerAccounts.memberId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerEntries.transactionId, transactionIds))
    .orderBy(ledgerEntries.id);
  return rows.map((r) => ({ ...r, kind: r.kind as AccountKind }));
}

export async function memberBalances(tx: Tx, memberId: number) {
  const rows = await tx
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return rows as Array<{ kind: MemberAccountKind; balance: number }>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A page of the member's bills, newest first: one row per posting that touched the member's accounts,
 * with the signed change of each of them (fen) and the balances after it; a balance the posting left
 * alone is the one it found (the account's last entry before the posting's).
 */
export async function listMemberBills(
  tx: Tx,
  memberId: number,
  o: { offset: number; limit: number; types?: string[]; from?: Date; to?: Date },
) {
  const accounts = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), inArray(ledgerAccounts.kind, [...memberAccountKinds])));
  if (accounts.length === 0) return { rows: [], total: 0 };
  const idOf = (kind: MemberAccountKind) => accounts.find((a) => a.kind === kind)?.id ?? 0;
  const [available, escrow, inFlight] = memberAccountKinds.map(idOf) as [number, number, number];
  const ids = sql.join(
    accounts.map((a) => sql`${a.id}::bigint`),
    sql`, `,
  );
  const filters = sql.join(
    [
      sql`TRUE`,
      o.types
        ? sql`t.kind IN (${sql.join(
            o.types.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql`TRUE`,
      o.from ? sql`m.created_at >= ${o.from.toISOString()}::timestamptz` : sql`TRUE`,
      o.to ? sql`m.created_at < ${o.to.toISOString()}::timestamptz` : sql`TRUE`,
    ],
    sql` AND `,
  );
  // the balance an account had just before entry `before` (0 when it had none)
  const balanceBefore = (account: number) =>
    sql`coalesce((SELECT e2.balance_after FROM ledger_entries e2
                   WHERE e2.account_id = ${account}::bigint AND e2.id < m.last_id
                   ORDER BY e2.id DESC LIMIT 1), 0)`;
  const mine = sql`
    WITH m AS (
      SELECT e.transaction_id, max(e.id) AS last_id, min(e.created_at) AS created_at,
             coalesce(sum(e.amount) FILTER (WHERE e.account_id = ${available}::bigint), 0) AS available,
             max(e.balance_after) FILTER (WHERE e.account_id = ${available}::bigint) AS available_after,
             coalesce(sum(e.amount) FILTER (WHERE e.account_id = ${escrow}::bigint), 0) AS escrow,
             max(e.balance_after) FILTER (WHERE e.account_id = ${escrow}::bigint) AS escrow_after,
             coalesce(sum(e.amount) FILTER (WHERE e.account_id = ${inFlight}::bigint), 0) AS withdrawing
        FROM ledger_entries e
       WHERE e.account_id IN (${ids})
       GROUP BY e.transaction_id
    )`;
  const [page, count] = await Promise.all([
    tx.execute(sql`${mine}
      SELECT m.transaction_id, m.created_at, m.available, m.escrow, m.withdrawing,
             coalesce(m.available_after, ${balanceBefore(available)}) AS available_after,
             coalesce(m.escrow_after, ${balanceBefore(escrow)}) AS escrow_after,
             t.kind, t.memo, t.order_ref
        FROM m JOIN ledger_transactions t ON t.id = m.transaction_id
       WHERE ${filters}
       ORDER BY m.last_id DESC
       LIMIT ${o.limit} OFFSET ${o.offset}`),
    tx.execute(sql`${mine}
      SELECT count(*)::bigint AS n FROM m JOIN ledger_transactions t ON t.id = m.transaction_id
       WHERE ${filters}`),
  ]);
  type Row = Record<string, string | number | Date | null>;
  const n = (v: unknown) => Number(v ?? 0);
  return {
    rows: rowsOf<Row>(page).map((r) => ({
      transactionId: n(r.transaction_id),
      createdAt: new Date(r.created_at as string | Date),
      type: String(r.kind),
      memo: String(r.memo),
      orderRef: String(r.order_ref),
      available: n(r.available),
      availableAfter: n(r.available_after),
      escrow: n(r.escrow),
      escrowAfter: n(r.escrow_after),
      withdrawing: n(r.withdrawing),
    })),
    total: n(rowsOf<Row>(count)[0]?.n),
  };
}

/** The member's own money held in escrow, by order reference (fen, orders still holding some). */
export async function heldByPayer(tx: Tx, memberId: number) {
  const result = await tx.execute(sql`
    SELECT t.order_ref, sum(e.amount)::bigint AS amount
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_escrow' AND a.member_id = ${memberId}
      JOIN ledger_transactions t ON t.id = e.transaction_id
     GROUP BY t.order_ref HAVING sum(e.amount) > 0
     ORDER BY min(e.id)`);
  return rowsOf<{ order_ref: string; amount: string }>(result).map((r) => ({
    orderRef: r.order_ref,
    amount: Number(r.amount),
  }));
}

/** What other members still hold in escrow under the given order references (fen, by reference). */
export async function heldForRefs(tx: Tx, refs: string[], memberId: number) {
  if (refs.length === 0) return [];
  const result = await tx.execute(sql`
    SELECT t.order_ref, sum(e.amount)::bigint AS amount
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_escrow' AND a.member_id <> ${memberId}
     WHERE t.order_ref IN (${sql.join(
       refs.map((r) => sql`${r}`),
       sql`, `,
     )})
     GROUP BY t.order_ref HAVING sum(e.amount) > 0
     ORDER BY min(e.id)`);
  return rowsOf<{ order_ref: string; amount: string }>(result).map((r) => ({
    orderRef: r.order_ref,
    amount: Number(r.amount),
  }));
}

/**
 * Every way the ledger could be inconsistent, as one line of text each; empty when it is sound. Checks
 * that each transaction and all entries sum to zero, that every transaction has entries, that each
 * account's cached balance equals the sum of its entries and its last `balance_after`, that each entry's
 * `balance_after` follows from the one before, that no account that may not go negative is, and that
 * every member's `coins` and invite-reward columns equal what the ledger says.
 */
export async function auditLedger(tx: Tx): Promise<string[]> {
  const result = await tx.execute(sql`
    WITH sums AS (
      SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id
    ), last AS (
      SELECT DISTINCT ON (account_id) account_id, balance_after FROM ledger_entries ORDER BY account_id, id DESC
    ), chain AS (
      SELECT id, amount, balance_after,
             lag(balance_after, 1, 0::bigint) OVER (PARTITION BY account_id ORDER BY id) AS before
        FROM ledger_entries
    ), rewards AS (
      SELECT a.member_id,
             sum(e.amount) AS total,
             sum(e.amount) FILTER (WHERE t.order_ref LIKE 'designer:%') AS designer,
             sum(e.amount) FILTER (WHERE t.order_ref LIKE 'business:%') AS business
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE t.kind = 'invite_reward' AND a.kind = 'member_available'
       GROUP BY a.member_id
    )
    SELECT 'entries sum to ' || sum(amount) AS problem FROM ledger_entries HAVING sum(amount) <> 0
    UNION ALL
    SELECT 'transaction ' || transaction_id || ' sums to ' || sum(amount)
      FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0
    UNION ALL
    SELECT 'transaction ' || t.id || ' has no entries' FROM ledger_transactions t
     WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)
    UNION ALL
    SELECT 'account ' || a.id || ' balance ' || a.balance || ' but its entries sum to ' || coalesce(s.total, 0)
      FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id WHERE a.balance <> coalesce(s.total, 0)
    UNION ALL
    SELECT 'account ' || a.id || ' balance ' || a.balance || ' but last balance_after ' || l.balance_after
      FROM ledger_accounts a JOIN last l ON l.account_id = a.id WHERE a.balance <> l.balance_after
    UNION ALL
    SELECT 'entry ' || id || ' balance_after ' || balance_after || ' is not ' || before || ' + ' || amount
      FROM chain WHERE balance_after <> before + amount
    UNION ALL
    SELECT 'account ' || id || ' (' || kind || ') is negative: ' || balance FROM ledger_accounts
     WHERE balance < 0 AND kind NOT IN ('alipay_clearing', 'wechatpay_clearing', 'invite_rewards_expense')
    UNION ALL
    SELECT 'member ' || m.id || ' coins ' || m.coins || ' but available ' || coalesce(a.balance, 0)
      FROM members m
      LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'member_available'
     WHERE m.coins <> coalesce(a.balance, 0)
    UNION ALL
    SELECT 'member ' || m.id || ' invitcoins ' || m.invitcoins || '/' || m.invitcoins_dsnr || '/'
           || m.invitcoins_bsns || ' but rewards ' || coalesce(r.total, 0) || '/'
           || coalesce(r.designer, 0) || '/' || coalesce(r.business, 0)
      FROM members m LEFT JOIN rewards r ON r.member_id = m.id
     WHERE m.invitcoins <> coalesce(r.total, 0)
        OR m.invitcoins_dsnr <> coalesce(r.designer, 0)
        OR m.invitcoins_bsns <> coalesce(r.business, 0)
  `);
  return (result as unknown as { rows: Array<{ problem: string }> }).rows.map((r) => r.problem);
}

/**
 * What the ledger's records outside the ledger say it must hold, checked against it (the operators'
 * audit, `wallet-audit.ts`; not part of `auditLedger`, which tests run after each case on ledgers they
 * post to directly): every top-up is one paid recharge order of the same member and amount, every paid
 * order has one top-up, and each member's withdrawals in flight are the member's waiting requests.
 */
export async function crossCheckLedger(tx: Tx): Promise<string[]> {
  const result = await tx.execute(sql`
    -- a top-up is booked on its channel's clearing account: alipay_clearing or wechatpay_clearing
    WITH topups AS (
      SELECT t.id, t.order_ref, a.member_id, e.amount
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_available'
       WHERE t.kind = 'topup'
    ), waiting AS (
      SELECT member_id, sum(amount) AS total FROM cash_requests WHERE checked = ${CashState.waiting}
       GROUP BY member_id
    )
    SELECT 'top-up ' || p.id || ' (order ' || p.order_ref || ') has no paid recharge order' AS problem
      FROM topups p LEFT JOIN recharge_orders r ON r.orders = p.order_ref AND r.status = ${RechargeState.paid}
     WHERE r.id IS NULL
    UNION ALL
    SELECT 'top-up ' || p.id || ' credits member ' || p.member_id || ' ' || p.amount || ' but order '
           || r.orders || ' is member ' || r.member_id || ' ' || r.amount
      FROM topups p JOIN recharge_orders r ON r.orders = p.order_ref
     WHERE p.amount <> r.amount OR p.member_id <> r.member_id
    UNION ALL
    SELECT 'top-up ' || t.id || ' (order ' || r.orders || ', ' || r.channel || ') is booked on ' || a.kind
      FROM ledger_transactions t
      JOIN recharge_orders r ON r.orders = t.order_ref
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind IN ('alipay_clearing', 'wechatpay_clearing')
     WHERE t.kind = 'topup' AND a.kind <> r.channel || '_clearing'    UNION ALL
    SELECT 'paid recharge order ' || r.orders || ' has ' || count(p.id) || ' top-ups'
      FROM recharge_orders r LEFT JOIN topups p ON p.order_ref = r.orders
     WHERE r.status = ${RechargeState.paid}
     GROUP BY r.orders HAVING count(p.id) <> 1
    UNION ALL
    SELECT 'member ' || coalesce(a.member_id, w.member_id) || ' withdrawals in flight '
           || coalesce(a.balance, 0) || ' but waiting withdrawal requests sum to ' || coalesce(w.total, 0)
      FROM (SELECT member_id, balance FROM ledger_accounts WHERE kind = 'withdrawals_in_flight') a
      FULL JOIN waiting w ON w.member_id = a.member_id
     WHERE coalesce(a.balance, 0) <> coalesce(w.total, 0)
  `);
  return (result as unknown as { rows: Array<{ problem: string }> }).rows.map((r) => r.problem);
}

/** The ledger's size and the balances of each kind of account, in fen. */
export async function ledgerTotals(tx: Tx) {
  const result = await tx.execute(sql`
    SELECT (SELECT count(*) FROM ledger_accounts)::bigint AS accounts,
           (SELECT count(*) FROM ledger_transactions)::bigint AS transactions,
           (SELECT count(*) FROM ledger_entries)::bigint AS entries,
           (SELECT coalesce(sum(amount), 0) FROM ledger_entries)::bigint AS net,
           (SELECT count(*) FROM recharge_orders WHERE status = ${RechargeState.paid})::bigint AS paid_orders,
           (SELECT count(*) FROM cash_requests WHERE checked = ${CashState.waiting})::bigint AS waiting_cash
  `);
  const kinds = await tx
    .select({ kind: ledgerAccounts.kind, balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.kind);
  const row = (result as unknown as { rows: Array<Record<string, string | number>> }).rows[0]!;
  const n = (k: string) => Number(row[k]);
  return {
    accounts: n('accounts'),
    transactions: n('transactions'),
    entries: n('entries'),
    net: n('net'),
    paidOrders: n('paid_orders'),
    waitingCash: n('waiting_cash'),
    balances: Object.fromEntries(kinds.map((k) => [k.kind, Number(k.balance)])) as Partial<
      Record<AccountKind, number>
    >,
  };
}

/** The transaction `tx` reads one snapshot and writes nothing (its first statement). */
export async function readOnlySnapshot(tx: Tx) {
  await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
}
