import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDbKind } from '../../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { messages } from '../../db/schema/messages.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet.ts';
import { createMessagesService } from '../messages/messages-service.ts';
import { withRetry } from '../../lib/retry.ts';
import { post, postInTx } from './wallet-ledger.ts';
import { createWalletService, type WalletService } from './wallet-service.ts';

let database: Database;
let wallet: WalletService;
beforeAll(async () => {
  database = await freshDatabase();
  const msgs = createMessagesService({ db: database.db });
  wallet = createWalletService({ db: database.db, messages: msgs, commissionBps: 1000 });
});
afterAll(() => database.close());

let seq = 0;
/** A member row with unique values (the ledger needs only the row; registering through HTTP is slower). */
async function newMember() {
  seq += 1;
  const [row] = await database.db
    .insert(members)
    .values({ cardno: String(10_000_000 + seq), mobile: `137${String(seq).padStart(8, '0')}` })
    .returning({ id: members.id });
  return row!.id;
}
const key = (what: string) => `${what}:${seq}:${Math.random().toString(36).slice(2)}`;

/** The code of the error a promise rejects with, or 'ok'. */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? (err as Error).message;
  }
}

async function coinsOf(memberId: number) {
  const [row] = await database.db
    .select({
      coins: members.coins,
      invitcoins: members.invitcoins,
      dsnr: members.invitcoinsDsnr,
      bsns: members.invitcoinsBsns,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row!;
}

async function ledgerSize() {
  const [t] = await database.db.select({ n: count() }).from(ledgerTransactions);
  const [e] = await database.db.select({ n: count() }).from(ledgerEntries);
  const accounts = await database.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .orderBy(ledgerAccounts.id);
  return { transactions: t!.n, entries: e!.n, accounts };
}

async function entriesOfKey(k: string) {
  return database.db
    .select({
      kind: ledgerAccounts.kind,
      memberId: ledgerAccounts.memberId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.key, k))
    .orderBy(ledgerEntries.id);
}

async function messagesOf(memberId: number) {
  return database.db
    .select({ kind: messages.kind, title: messages.title, conts: messages.conts })
    .from(messages)
    .where(eq(messages.memberId, memberId))
    .orderBy(messages.id);
}

describe('ledger postings', () => {
  it('a top-up credits the member, records balanced entries with balance after, and sets coins', async () => {
    const m = await newMember();
    const k = key('topup');
    const r = await wallet.topUp({ member: m, amount: 12_345, key: k, ref: 'R20250101001' });
    expect(r.replayed).toBe(false);
    await wallet.topUp({ member: m, amount: 55, key: key('topup') });

    const entries = await entriesOfKey(k);
    expect(entries).toEqual([
      { kind: 'alipay_clearing', memberId: null, amount: -12_345, balanceAfter: expect.any(Number) },
      { kind: 'member_available', memberId: m, amount: 12_345, balanceAfter: 12_345 },
    ]);
    expect(await wallet.balances(m)).toEqual({ available: 12_400, escrow: 0, withdrawing: 0 });
    expect((await coinsOf(m)).coins).toBe(12_400);
    expect(await wallet.audit()).toEqual([]);
  });

  it('the same top-up key posted 20 times at once credits once; the same key with another amount is a conflict', async () => {
    const m = await newMember();
    const k = key('topup');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => wallet.topUp({ member: m, amount: 5_000, key: k, ref: 'R1' })),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.every((r) => r.entries.length === 2)).toBe(true);
    const [{ n }] = (await database.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, k))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await entriesOfKey(k)).toHaveLength(2);
    expect((await coinsOf(m)).coins).toBe(5_000);

    expect(await outcome(wallet.topUp({ member: m, amount: 5_001, key: k, ref: 'R1' }))).toBe('conflict');
    expect(await outcome(wallet.topUp({ member: m, amount: 5_000, key: k, ref: 'R2' }))).toBe('conflict');
    expect(await outcome(wallet.withdrawStart({ member: m, amount: 5_000, key: k, ref: 'R1' }))).toBe(
      'conflict',
    );
    expect(await wallet.balances(m)).toEqual({ available: 5_000, escrow: 0, withdrawing: 0 });
    expect(await wallet.audit()).toEqual([]);
  });

  it('50 concurrent withdrawals against a balance that covers 10 succeed exactly 10 times', async () => {
    const m = await newMember();
    await wallet.topUp({ member: m, amount: 10 * 1_000, key: key('topup') });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        outcome(wallet.withdrawStart({ member: m, amount: 1_000, key: key(`withdraw:${i}`) })),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'insufficient_balance')).toHaveLength(40);
    expect(await wallet.balances(m)).toEqual({ available: 0, escrow: 0, withdrawing: 10_000 });
    expect((await coinsOf(m)).coins).toBe(0);
    const inFlight = await database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.memberId, m), eq(ledgerAccounts.kind, 'withdrawals_in_flight')));
    expect(inFlight).toEqual(Array.from({ length: 10 }, () => ({ amount: 1_000 })));
    expect(await wallet.audit()).toEqual([]);
  });

  it('an unbalanced posting is refused and writes nothing; so is one the database itself sees unbalanced', async () => {
    const m = await newMember();
    const before = await ledgerSize();
    const k = key('topup');
    await expect(
      post(database.db, {
        key: k,
        kind: 'topup',
        lines: [
          { account: { kind: 'alipay_clearing' }, amount: -100 },
          { account: { kind: 'member_available', memberId: m }, amount: 99 },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      post(database.db, {
        key: k,
        kind: 'topup',
        lines: [{ account: { kind: 'member_available', memberId: m }, amount: 100 }],
      }),
    ).rejects.toThrow(/two lines/);
    expect(await ledgerSize()).toEqual(before);

    // the deferred trigger of migration 0007 refuses what bypasses the code
    const [clearing] = await database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'alipay_clearing'));
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransactions)
          .values({ key: key('raw'), kind: 'topup', fingerprint: 'x' })
          .returning();
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: t!.id, accountId: clearing!.id, amount: 7, balanceAfter: 7 });
      }),
    ).rejects.toThrow();
    expect(await ledgerSize()).toEqual(before);
  });

  it('entries and transactions cannot be changed or deleted', async () => {
    const m = await newMember();
    const k = key('topup');
    await wallet.topUp({ member: m, amount: 300, key: k });
    const before = await entriesOfKey(k);
    for (const stmt of [
      sql`UPDATE ledger_entries SET amount = amount + 1`,
      sql`DELETE FROM ledger_entries`,
      sql`UPDATE ledger_transactions SET memo = 'changed'`,
      sql`DELETE FROM ledger_transactions`,
      sql`TRUNCATE ledger_entries`,
    ]) {
      await expect(database.db.execute(stmt)).rejects.toThrow();
    }
    expect(await entriesOfKey(k)).toEqual(before);
  });

  it('a database failure in the middle of a posting leaves no partial entries and no balance change', async () => {
    const m = await newMember();
    await wallet.topUp({ member: m, amount: 1_000, key: key('topup') });
    // fails while writing members.coins: after the key, the entries and the account balances are written
    await database.db.execute(
      sql.raw(`CREATE FUNCTION test_fail_posting() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'injected failure'; END; $$`),
    );
    await database.db.execute(
      sql.raw(`CREATE TRIGGER test_fail_coins BEFORE UPDATE OF coins ON members
        FOR EACH ROW WHEN (NEW.id = ${m}) EXECUTE FUNCTION test_fail_posting()`),
    );
    const before = await ledgerSize();
    const k = key('topup');
    try {
      expect(await outcome(wallet.topUp({ member: m, amount: 700, key: k }))).toMatch(
        /injected failure|Failed query/,
      );
      expect(await outcome(wallet.withdrawStart({ member: m, amount: 400, key: key('w') }))).toMatch(
        /injected failure|Failed query/,
      );
      expect(await ledgerSize()).toEqual(before);
      expect(await entriesOfKey(k)).toEqual([]);
      expect((await coinsOf(m)).coins).toBe(1_000);
    } finally {
      await database.db.execute(sql.raw('DROP TRIGGER test_fail_coins ON members'));
    }
    // the key was not used up: the same posting goes through once the fault is gone
    const r = await wallet.topUp({ member: m, amount: 700, key: k });
    expect(r.replayed).toBe(false);
    expect((await coinsOf(m)).coins).toBe(1_700);

    // and while writing the account balances, right after the entries
    await database.db.execute(
      sql.raw(`CREATE TRIGGER test_fail_balance BEFORE UPDATE OF balance ON ledger_accounts
        FOR EACH ROW WHEN (NEW.member_id = ${m} AND NEW.kind = 'member_escrow') EXECUTE FUNCTION test_fail_posting()`),
    );
    const before2 = await ledgerSize();
    try {
      expect(await outcome(wallet.hold({ payer: m, amount: 500, key: key('hold') }))).toMatch(
        /injected failure|Failed query/,
      );
      expect(await ledgerSize()).toEqual(before2);
      expect(await wallet.balances(m)).toEqual({ available: 1_700, escrow: 0, withdrawing: 0 });
    } finally {
      await database.db.execute(sql.raw('DROP TRIGGER test_fail_balance ON ledger_accounts'));
    }
    expect(await wallet.audit()).toEqual([]);
  });

  it("inside the caller's transaction: the caller's failure undoes the posting; a refused posting leaves nothing behind", async () => {
    const m = await newMember();
    await wallet.topUp({ member: m, amount: 2_000, key: key('topup') });
    const before = await ledgerSize();
    await expect(
      database.db.transaction(async (tx) => {
        await wallet.hold({ payer: m, amount: 1_500, key: key('hold') }, tx);
        throw new Error('task update failed');
      }),
    ).rejects.toThrow('task update failed');
    expect(await ledgerSize()).toEqual(before);

    // the caller catches the refusal and commits its other work: the refused key stays free
    const k = key('hold');
    await database.db.transaction(async (tx) => {
      expect(await outcome(wallet.hold({ payer: m, amount: 5_000, key: k }, tx))).toBe(
        'insufficient_balance',
      );
      await wallet.hold({ payer: m, amount: 600, key: key('hold') }, tx);
    });
    expect(await wallet.balances(m)).toEqual({ available: 1_400, escrow: 600, withdrawing: 0 });
    await wallet.topUp({ member: m, amount: 10_000, key: key('topup') });
    expect((await wallet.hold({ payer: m, amount: 5_000, key: k })).replayed).toBe(false);
    expect(await wallet.audit()).toEqual([]);
  });

  it('the audit reports a member whose coins differ from the ledger', async () => {
    const m = await newMember();
    await wallet.topUp({ member: m, amount: 100, key: key('topup') });
    await database.db.update(members).set({ coins: 101 }).where(eq(members.id, m));
    expect(await wallet.audit()).toEqual([`member ${m} coins 101 but available 100`]);
    await database.db.update(members).set({ coins: 100 }).where(eq(members.id, m));
    expect(await wallet.audit()).toEqual([]);
  });
});

describe('escrow', () => {
  it('hold → release: escrow to the payee minus 10 % commission; both sides are told once', async () => {
    const [client, designer] = [await newMember(), await newMember()];
    await wallet.topUp({ member: client, amount: 100_000, key: key('topup') });
    const notice = { subject: '设计任务 T20250101001', link: '/personCenter/task/1' };
    const hk = key('hold:task');
    await wallet.hold({
      payer: client,
      payee: designer,
      amount: 30_000,
      key: hk,
      ref: 'T20250101001',
      notice,
    });
    const again = await wallet.hold({
      payer: client,
      payee: designer,
      amount: 30_000,
      key: hk,
      ref: 'T20250101001',
      notice,
    });
    expect(again.replayed).toBe(true);
    expect(await wallet.balances(client)).toEqual({ available: 70_000, escrow: 30_000, withdrawing: 0 });
    expect((await coinsOf(client)).coins).toBe(70_000);

    const rk = key('release:task');
    const r = await wallet.release({
      payer: client,
      payee: designer,
      amount: 30_000,
      key: rk,
      ref: 'T20250101001',
      notice,
    });
    expect(r.entries.map((e) => [e.kind, e.memberId, e.amount])).toEqual([
      ['member_escrow', client, -30_000],
      ['member_available', designer, 27_000],
      ['platform_revenue', null, 3_000],
    ]);
    await wallet.release({
      payer: client,
      payee: designer,
      amount: 30_000,
      key: rk,
      ref: 'T20250101001',
      notice,
    });
    expect(await wallet.balances(client)).toEqual({ available: 70_000, escrow: 0, withdrawing: 0 });
    expect(await wallet.balances(designer)).toEqual({ available: 27_000, escrow: 0, withdrawing: 0 });
    expect((await coinsOf(designer)).coins).toBe(27_000);

    expect(await messagesOf(client)).toEqual([
      {
        kind: 'wallet',
        title: '款项已托管',
        conts: '设计任务 T20250101001的 ¥300.00 已从余额转入平台托管。',
      },
      {
        kind: 'wallet',
        title: '托管款项已支付',
        conts: '设计任务 T20250101001的 ¥300.00 已从托管支付给对方。',
      },
    ]);
    expect(await messagesOf(designer)).toEqual([
      {
        kind: 'wallet',
        title: '对方已托管款项',
        conts: '设计任务 T20250101001的 ¥300.00 已由对方托管到平台，验收后支付给您。',
      },
      {
        kind: 'wallet',
        title: '收到托管款项',
        conts: '设计任务 T20250101001的 ¥300.00 已结算到您的余额：平台服务费 ¥30.00，实得 ¥270.00。',
      },
    ]);
    expect(await wallet.audit()).toEqual([]);
  });

  it('hold → refund returns the escrow; a hold or release beyond the balance is refused without a message', async () => {
    const [client, factory] = [await newMember(), await newMember()];
    await wallet.topUp({ member: client, amount: 5_000, key: key('topup') });
    expect(
      await outcome(wallet.hold({ payer: client, payee: factory, amount: 5_001, key: key('hold') })),
    ).toBe('insufficient_balance');
    await wallet.hold({
      payer: client,
      payee: factory,
      amount: 4_000,
      key: key('hold'),
      notice: { subject: '搭建项目 P1' },
    });
    expect(
      await outcome(
        wallet.release({ payer: client, payee: factory, amount: 4_001, commission: 0, key: key('release') }),
      ),
    ).toBe('insufficient_balance');
    await wallet.refund({
      payer: client,
      payee: factory,
      amount: 4_000,
      key: key('refund'),
      notice: { subject: '搭建项目 P1' },
    });
    expect(await outcome(wallet.refund({ payer: client, amount: 1, key: key('refund') }))).toBe(
      'insufficient_balance',
    );
    expect(await wallet.balances(client)).toEqual({ available: 5_000, escrow: 0, withdrawing: 0 });
    expect((await messagesOf(client)).map((x) => x.title)).toEqual(['款项已托管', '托管款项已退回']);
    expect((await messagesOf(factory)).map((x) => x.title)).toEqual(['对方已托管款项', '托管款项已退回对方']);
    expect(await outcome(wallet.hold({ payer: client, amount: 0, key: key('hold') }))).toBe('invalid_params');
  });
});

describe('withdrawals and invite rewards', () => {
  it('a withdrawal is paid out or rejected from what is in flight, and no more', async () => {
    const m = await newMember();
    await wallet.topUp({ member: m, amount: 9_000, key: key('topup') });
    await wallet.withdrawStart({ member: m, amount: 3_000, key: key('withdraw') });
    await wallet.withdrawStart({ member: m, amount: 2_000, key: key('withdraw') });
    expect(await wallet.balances(m)).toEqual({ available: 4_000, escrow: 0, withdrawing: 5_000 });
    await wallet.withdrawPaid({ member: m, amount: 3_000, key: key('withdraw_paid'), ref: 'ALI123' });
    await wallet.withdrawReject({ member: m, amount: 2_000, key: key('withdraw_reject') });
    expect(await outcome(wallet.withdrawPaid({ member: m, amount: 1, key: key('withdraw_paid') }))).toBe(
      'insufficient_balance',
    );
    expect(await wallet.balances(m)).toEqual({ available: 6_000, escrow: 0, withdrawing: 0 });
    expect((await coinsOf(m)).coins).toBe(6_000);
    expect(await wallet.audit()).toEqual([]);
  });

  it('an invite reward credits coins and the invite totals once per key', async () => {
    const [inviter, a, b] = [await newMember(), await newMember(), await newMember()];
    await wallet.inviteReward({
      member: inviter,
      invitee: a,
      as: 'designer',
      amount: 500,
      key: `invite:${a}`,
    });
    await wallet.inviteReward({
      member: inviter,
      invitee: a,
      as: 'designer',
      amount: 500,
      key: `invite:${a}`,
    });
    await wallet.inviteReward({
      member: inviter,
      invitee: b,
      as: 'business',
      amount: 800,
      key: `invite:${b}`,
    });
    expect(
      await outcome(
        wallet.inviteReward({ member: inviter, invitee: b, as: 'designer', amount: 800, key: `invite:${b}` }),
      ),
    ).toBe('conflict');
    expect(await coinsOf(inviter)).toEqual({ coins: 1_300, invitcoins: 1_300, dsnr: 500, bsns: 800 });
    expect(await wallet.audit()).toEqual([]);
  });
});

describe('reading the ledger', () => {
  it("lists a member's lines newest first with type, balance after, counterpart and China dates; filters", async () => {
    const [client, designer] = [await newMember(), await newMember()];
    await wallet.topUp({ member: client, amount: 10_000, key: key('topup'), ref: 'R9' });
    await wallet.hold({ payer: client, amount: 6_000, key: key('hold'), ref: 'T9' });
    await wallet.release({ payer: client, payee: designer, amount: 6_000, key: key('release'), ref: 'T9' });
    await wallet.withdrawStart({ member: client, amount: 1_000, key: key('withdraw') });

    // one line per movement, with the member's own running balances (issue 27)
    const all = await wallet.lines(client, { page: 1, pageSize: 20 });
    expect(all.total).toBe(4);
    const row = (l: (typeof all.listItem)[number]) => [
      l.type,
      l.account,
      l.amount,
      l.balanceAfter,
      l.held,
      l.heldAfter,
      l.withdrawing,
      l.counterpart,
    ];
    expect(all.listItem.map(row)).toEqual([
      ['withdraw', 'available', -1_000, 3_000, 0, 0, 1_000, 'withdrawals_in_flight'],
      ['release', 'escrow', 0, 4_000, -6_000, 0, 0, 'member_available'],
      ['hold', 'available', -6_000, 4_000, 6_000, 6_000, 0, 'member_escrow'],
      ['topup', 'available', 10_000, 10_000, 0, 0, 0, 'alipay_clearing'],
    ]);
    expect(all.listItem[1]).toMatchObject({ counterpartMemberId: designer, orderRef: 'T9', settle: null });
    const [first] = all.listItem;
    expect(first!.dates).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${first!.dates}T${first!.times}+08:00`).getTime()).toBe(
      Math.floor(new Date(first!.created).getTime() / 1000) * 1000,
    );

    const page2 = await wallet.lines(client, { page: 2, pageSize: 2 });
    expect(page2.listItem.map((l) => l.type)).toEqual(['hold', 'topup']);
    expect(page2.total).toBe(4);
    const holds = await wallet.lines(client, { page: 1, pageSize: 20, type: ['hold', 'release'] });
    expect(holds.total).toBe(2);
    const today = first!.dates;
    expect((await wallet.lines(client, { page: 1, pageSize: 20, sdate: today, edate: today })).total).toBe(4);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await wallet.lines(client, { page: 1, pageSize: 20, sdate: tomorrow })).total).toBe(0);
    expect((await wallet.lines(client, { page: 1, pageSize: 20, edate: yesterday })).total).toBe(0);

    // the designer's settlement: gross, the platform's fee and the net credited
    const theirs = await wallet.lines(designer, { page: 1, pageSize: 20 });
    expect(
      theirs.listItem.map((l) => [l.type, l.amount, l.counterpart, l.counterpartMemberId, l.settle]),
    ).toEqual([['release', 5_400, 'member_escrow', client, { gross: 6_000, fee: 600, net: 5_400 }]]);
    expect(await wallet.balances(await newMember())).toEqual({ available: 0, escrow: 0, withdrawing: 0 });
    const [{ n }] = (await database.db
      .select({ n: count() })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, designer), eq(ledgerAccounts.kind, 'member_available')))) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });
});

describe('postInTx', () => {
  it('is idempotent inside a caller transaction too', async () => {
    const m = await newMember();
    const k = key('topup');
    const p = {
      key: k,
      kind: 'topup' as const,
      lines: [
        { account: { kind: 'alipay_clearing' as const }, amount: -42 },
        { account: { kind: 'member_available' as const, memberId: m }, amount: 42 },
      ],
    };
    const [a, b] = await database.db.transaction(async (tx) => [
      await postInTx(tx, p),
      await postInTx(tx, p),
    ]);
    expect([a!.replayed, b!.replayed]).toEqual([false, true]);
    expect((await coinsOf(m)).coins).toBe(42);
  });
});

describe('withRetry', () => {
  // PGlite runs one transaction at a time, so two cannot deadlock there
  it.skipIf(testDbKind === 'pglite')(
    'a transaction that loses a deadlock is run again and succeeds',
    async () => {
      const ids = (
        await database.db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(isNull(ledgerAccounts.memberId))
      ).map((r) => r.id);
      const [a, b] = ids as [number, number];
      let attempts = 0;
      let arrived = 0;
      let open = () => {};
      const bothLocked = new Promise<void>((resolve) => {
        open = resolve;
      });
      const lockBoth = (first: number, second: number) =>
        withRetry(() =>
          database.db.transaction(async (tx) => {
            attempts += 1;
            await tx.execute(sql`SELECT 1 FROM ledger_accounts WHERE id = ${first} FOR UPDATE`);
            if (attempts <= 2) {
              arrived += 1;
              if (arrived === 2) open();
              await bothLocked;
            }
            await tx.execute(sql`SELECT 1 FROM ledger_accounts WHERE id = ${second} FOR UPDATE`);
          }),
        );
      await Promise.all([lockBoth(a, b), lockBoth(b, a)]);
      expect(attempts).toBe(3);
    },
  );
});
