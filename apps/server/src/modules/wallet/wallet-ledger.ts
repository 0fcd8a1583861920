import { createHash } from 'node:crypto';
import type { Db, Transaction } from '../../db/client.ts';
import { withRetry } from '../../lib/retry.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './wallet-repository.ts';
import type { AccountKind, AccountRow, MemberAccountKind, SystemAccountKind } from './wallet-repository.ts';

/**
 * The double-entry ledger (docs/domains/wallet.md): every movement of coins is one posting of entries
 * that sum to zero, written in one database transaction under row locks of the accounts it touches,
 * idempotent by its key.
 */

export const transactionKinds = [
  'topup',
  'hold',
  'release',
  'refund',
  'withdraw',
  'withdraw_paid',
  'withdraw_reject',
  'invite_reward',
  'purchase',
  'split',
] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/** Accounts whose balance may go below zero: they mirror money outside the platform or its costs. */
export const mayGoNegative: ReadonlySet<AccountKind> = new Set<AccountKind>([
  'alipay_clearing',
  'wechatpay_clearing',
  'invite_rewards_expense',
]);

/** A transaction handle (not the database itself): a posting always runs inside one. */
export type LedgerTx = Transaction;

export type AccountRef = { kind: MemberAccountKind; memberId: number } | { kind: SystemAccountKind };

export interface PostingLine {
  account: AccountRef;
  /** Signed integer fen: positive adds to the account's balance. */
  amount: number;
}

export interface Posting {
  /** Idempotency key, e.g. `topup:<out_trade_no>`, `hold:task:<id>` (docs/domains/wallet.md). */
  key: string;
  kind: TransactionKind;
  lines: PostingLine[];
  memo?: string;
  orderRef?: string;
}

export interface PostedEntry {
  accountId: number;
  kind: AccountKind;
  memberId: number | null;
  amount: number;
  balanceAfter: number;
}

export interface PostResult {
  transactionId: number;
  key: string;
  kind: TransactionKind;
  memo: string;
  orderRef: string;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when the key had been posted before with the same content: nothing new was written. */
  replayed: boolean;
}

/** A business refusal (DESIGN §4, HTTP 200); `data.account` names the account that would go negative. */
export const insufficientBalance = (account: AccountKind) =>
  new AppError('insufficient_balance', '余额不足', { account });

const memberKinds: ReadonlySet<AccountKind> = new Set<AccountKind>(repo.memberAccountKinds);
const keyOf = (ref: AccountRef): repo.AccountKey => ({
  kind: ref.kind,
  memberId: 'memberId' in ref ? ref.memberId : null,
});
const sameKey = (a: repo.AccountKey, b: repo.AccountKey) => a.kind === b.kind && a.memberId === b.memberId;

/** Refuses a malformed posting: a bug in the calling code, never a user's mistake. */
function validate(p: Posting) {
  if (!p.key || p.key.length > 200) throw new Error(`ledger: invalid key ${JSON.stringify(p.key)}`);
  if (!transactionKinds.includes(p.kind)) throw new Error(`ledger: unknown kind ${p.kind}`);
  if (p.lines.length < 2) throw new Error('ledger: a posting needs at least two lines');
  let sum = 0n;
  const seen: repo.AccountKey[] = [];
  for (const line of p.lines) {
    const k = keyOf(line.account);
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new Error(`ledger: amount must be a non-zero integer of fen, got ${line.amount}`);
    }
    if (memberKinds.has(k.kind) !== (k.memberId !== null) || (k.memberId !== null && k.memberId <= 0)) {
      throw new Error(`ledger: account ${k.kind} with member ${k.memberId}`);
    }
    if (seen.some((s) => sameKey(s, k))) throw new Error(`ledger: account ${k.kind} appears twice`);
    seen.push(k);
    sum += BigInt(line.amount);
  }
  if (sum !== 0n) throw new Error(`ledger: posting ${p.key} does not balance (sum ${sum})`);
}

/** A hash of what the posting does, independent of the order of its lines. */
function fingerprintOf(p: Posting): string {
  const lines = p.lines
    .map((l) => ({ ...keyOf(l.account), amount: l.amount }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || (a.memberId ?? 0) - (b.memberId ?? 0))
    .map((l) => [l.kind, l.memberId, l.amount]);
  const content = JSON.stringify([p.kind, p.memo ?? '', p.orderRef ?? '', lines]);
  return createHash('sha256').update(content).digest('base64url');
}

async function resultOf(tx: LedgerTx, t: repo.TransactionRow, replayed: boolean): Promise<PostResult> {
  const entries = await repo.entriesOf(tx, [t.id]);
  return {
    transactionId: t.id,
    key: t.key,
    kind: t.kind as TransactionKind,
    memo: t.memo,
    orderRef: t.orderRef,
    createdAt: t.createdAt,
    entries: entries.map(({ accountId, kind, memberId, amount, balanceAfter }) => ({
      accountId,
      kind,
      memberId,
      amount,
      balanceAfter,
    })),
    replayed,
  };
}

/** Locks the posting's accounts in id order, creating the member accounts that do not exist yet. */
async function lockAccounts(tx: LedgerTx, keys: repo.AccountKey[]): Promise<AccountRow[]> {
  let locked = await repo.lockAccounts(tx, keys);
  if (locked.length < keys.length) {
    await repo.createAccounts(
      tx,
      keys.filter((k) => !locked.some((a) => sameKey(a, k))),
    );
    locked = await repo.lockAccounts(tx, keys);
  }
  return keys.map((k) => {
    const account = locked.find((a) => sameKey(a, k));
    if (!account) throw new Error(`ledger: account ${k.kind} of member ${k.memberId} is missing`);
    return account;
  });
}

/**
 * The posting itself, in an open transaction. The key is claimed first, so a concurrent duplicate waits
 * for this posting and then returns its result; the accounts are locked in id order; a balance that may
 * not go negative is refused with `insufficient_balance`; the entries, the cached balances and
 * `members.coins` are written before the transaction commits.
 */
async function write(tx: LedgerTx, p: Posting): Promise<PostResult> {
  validate(p);
  const memo = p.memo ?? '';
  const orderRef = p.orderRef ?? '';
  const fingerprint = fingerprintOf(p);
  const t = await repo.insertTransaction(tx, { key: p.key, kind: p.kind, fingerprint, memo, orderRef });
  if (!t) {
    const first = await repo.findTransactionByKey(tx, p.key);
    if (!first) throw new Error(`ledger: key ${p.key} is taken but its transaction is not visible`);
    if (first.fingerprint !== fingerprint) {
      throw new AppError('conflict', '该操作编号已用于另一笔不同的记账', { key: p.key });
    }
    return resultOf(tx, first, true);
  }

  const accounts = await lockAccounts(
    tx,
    p.lines.map((l) => keyOf(l.account)),
  );
  const entries: PostedEntry[] = p.lines.map((line, i) => {
    const account = accounts[i]!;
    const balanceAfter = account.balance + line.amount;
    if (!Number.isSafeInteger(balanceAfter)) throw new Error(`ledger: balance of ${account.id} overflows`);
    if (balanceAfter < 0 && !mayGoNegative.has(account.kind)) throw insufficientBalance(account.kind);
    return {
      accountId: account.id,
      kind: account.kind,
      memberId: account.memberId,
      amount: line.amount,
      balanceAfter,
    };
  });
  // a member's row is written only under the lock of their available account, so postings never wait
  // on each other in a cycle
  const coins = entries
    .filter((e) => e.kind === 'member_available')
    .map((e) => ({ memberId: e.memberId!, coins: e.balanceAfter }));
  await repo.writeEntries(tx, t.id, entries, coins);

  return {
    transactionId: t.id,
    key: t.key,
    kind: p.kind,
    memo,
    orderRef,
    createdAt: t.createdAt,
    entries,
    replayed: false,
  };
}

/** Work done in the posting's transaction after a new (not replayed) posting, e.g. sending messages. */
export type AfterPosting = (tx: LedgerTx, result: PostResult) => Promise<void>;

async function writeThen(tx: LedgerTx, p: Posting, then?: AfterPosting) {
  const result = await write(tx, p);
  if (!result.replayed && then) await then(tx, result);
  return result;
}

/** One posting (and `then`) in a transaction of its own, retried on serialization failures and deadlocks. */
export function post(db: Db, p: Posting, then?: AfterPosting): Promise<PostResult> {
  return withRetry(() => db.transaction((tx) => writeThen(tx, p, then)));
}

/**
 * One posting (and `then`) inside the caller's transaction, under a savepoint: if it fails, nothing of it
 * remains even when the caller goes on. Retrying the transaction is then the caller's job (`withRetry`).
 */
export function postInTx(tx: LedgerTx, p: Posting, then?: AfterPosting): Promise<PostResult> {
  return tx.transaction((sp) => writeThen(sp, p, then));
}
