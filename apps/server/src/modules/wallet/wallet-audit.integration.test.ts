import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CashState } from '@hz/contract/common/states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { freshDatabase, testDbKind } from '../../../test/test-db.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { prepare } from '../../server-start.ts';
import { createWalletService } from './wallet-service.ts';

/*
 * The ledger audit outside the code (issue 29): the console's 账本核对 and `npm run audit:ledger` — clean on
 * the demo data with money moved through the real calls, and naming each planted imbalance.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);
let t: TestApp;
let dataDir = '';
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-ledger-audit-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await prepare(t.config, t.database, () => {});
}, 300_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Audit = {
  clean: boolean;
  problems: string[];
  total: number;
  paidOrders: number;
  waitingCash: number;
  balances: Array<{ kind: string; label: string; amount: number }>;
};

/** The demo client tops up through the local Alipay simulator: a paid order and its one top-up. */
async function topUpDemoClient(yuan: number) {
  const a = agent(t.app);
  await a.post('/api/User/login', { mobile: '13800000001', password: 'Huizhan@2026', autologin: 0 });
  const link = await a.post<{ orders: string }>('/api/Alipay/getPayLink', { amount: yuan });
  expect(link.body.errCode).toBe('success');
  const cookie = [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/Alipay/devPay',
    payload: new URLSearchParams({ orders: link.body.data!.orders }).toString(),
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  expect(paid.statusCode).toBeLessThan(400);
}

describe('the ledger audit in the console (Admin/ledgerAudit)', () => {
  it('is clean on the demo data with a real top-up and a withdrawal in flight; operators only', async () => {
    await topUpDemoClient(100);
    const [client] = await t.database.query<{ id: string }>(
      "SELECT id FROM members WHERE mobile = '13800000001'",
    );
    const memberId = Number(client!.id);
    const wallet = createWalletService({ db: t.database.db });
    await t.database.db.transaction(async (tx) => {
      await wallet.withdrawStart({ member: memberId, amount: 3000, key: 'cash:CAUDIT1', ref: 'CAUDIT1' }, tx);
    });
    await t.database.query(
      `INSERT INTO cash_requests (orders, member_id, amount, type, no, holder, checked)
       VALUES ('CAUDIT1', $1, 3000, 'alipay', 'lin@example.com', '王明', $2)`,
      [memberId, CashState.waiting],
    );

    const op = await operatorAgent(t);
    const r = await op.post<Audit>('/api/Admin/ledgerAudit', {});
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    expect(r.body.data).toMatchObject({ clean: true, problems: [], total: 0, paidOrders: 1, waitingCash: 1 });
    expect(r.body.data!.balances).toEqual(
      expect.arrayContaining([
        { kind: 'member_available', label: '会员可用余额', amount: expect.any(Number) },
        { kind: 'withdrawals_in_flight', label: '提现处理中', amount: 30 },
        { kind: 'alipay_clearing', label: '支付宝清算', amount: -100 },
      ]),
    );
    // a member is refused, a visitor must log in
    const demo = agent(t.app);
    await demo.post('/api/User/login', { mobile: '13800000002', password: 'Huizhan@2026', autologin: 0 });
    expect((await demo.post('/api/Admin/ledgerAudit', {})).body.errCode).toBe('forbidden');
    expect((await agent(t.app).post('/api/Admin/ledgerAudit', {})).body.errCode).toBe('not_logged_in');
  });

  it('names each planted imbalance', async () => {
    const op = await operatorAgent(t);
    const [acct] = await t.database.query<{ id: string; member_id: string }>(
      "SELECT id, member_id FROM ledger_accounts WHERE kind = 'member_available' AND balance > 0 LIMIT 1",
    );
    // coins made out of nothing: a balance changed beside its entries
    await t.database.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [acct!.id]);
    // a top-up with no paid order behind it, and a withdrawal request the ledger never moved
    const wallet = createWalletService({ db: t.database.db });
    await wallet.topUp({ member: Number(acct!.member_id), amount: 500, key: 'topup:FORGED', ref: 'FORGED' });
    // a WeChat Pay order credited as if Alipay had been paid
    await t.database.query(
      `INSERT INTO recharge_orders (orders, member_id, amount, status, expire_at, channel, trade_type)
       VALUES ('WAUDIT', $1, 300, 'paid', now(), 'wechatpay', 'NATIVE')`,
      [acct!.member_id],
    );
    await wallet.topUp({ member: Number(acct!.member_id), amount: 300, key: 'topup:WAUDIT', ref: 'WAUDIT' });
    await t.database.query(
      `INSERT INTO cash_requests (orders, member_id, amount, type, no, holder, checked)
       VALUES ('CAUDIT2', $1, 700, 'alipay', 'lin@example.com', '王明', $2)`,
      [acct!.member_id, CashState.waiting],
    );
    const r = await op.post<Audit>('/api/Admin/ledgerAudit', {});
    expect(r.body.data!.clean).toBe(false);
    const text = r.body.data!.problems.join('\n');
    expect(text).toMatch(new RegExp(`account ${acct!.id} balance \\d+ but its entries sum to \\d+`));
    expect(text).toMatch(/top-up \d+ \(order FORGED\) has no paid recharge order/);
    expect(text).toMatch(/top-up \d+ \(order WAUDIT, wechatpay\) is booked on alipay_clearing/);
    expect(text).toMatch(
      new RegExp(
        `member ${acct!.member_id} withdrawals in flight \\d+ but waiting withdrawal requests sum to \\d+`,
      ),
    );
    expect(r.body.data!.total).toBe(r.body.data!.problems.length);
  });
});

/**
 * A database another process can open: a folder (PGlite, closed while the command runs: one process per
 * folder) or a database on the server (PostgreSQL).
 */
async function databaseForCli(): Promise<{
  db: Database;
  env: Record<string, string>;
  pause: () => Promise<void>;
  resume: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (testDbKind === 'postgres') {
    const db = await freshDatabase();
    return {
      db,
      env: { DATABASE_URL: db.url! },
      pause: async () => {},
      resume: async () => db,
      drop: db.close,
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-ledger-cli-'));
  let db: Database = await openDatabase({ dataDir: dir });
  return {
    db,
    env: { DATA_DIR: dir },
    pause: () => db.close(),
    resume: async () => {
      db = await openDatabase({ dataDir: dir });
      return db;
    },
    drop: async () => {
      await db.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('npm run audit:ledger', () => {
  const audit = (env: Record<string, string>) =>
    run('npm', ['run', '--silent', 'audit:ledger'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        DATA_DIR: os.tmpdir(),
        ...env,
      },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    );

  it('prints a clean audit and exits 0; exits 1 naming a planted imbalance', async () => {
    const target = await databaseForCli();
    try {
      const { db } = target;
      const wallet = createWalletService({ db: db.db });
      // a paid order and its top-up, as the Alipay notify makes them
      const [m] = await db.query<{ id: string }>(
        `INSERT INTO members (mobile, cardno, password_hash, usertype) VALUES ('13912340099', '90000001', 'x', 1)
         RETURNING id`,
      );
      await db.query(
        `INSERT INTO recharge_orders (orders, member_id, amount, status, expire_at, paid_at)
         VALUES ('RAUDIT1', $1, 12300, 'paid', now(), now())`,
        [m!.id],
      );
      await wallet.topUp({ member: Number(m!.id), amount: 12300, key: 'topup:RAUDIT1', ref: 'RAUDIT1' });
      await target.pause();

      const clean = await audit(target.env);
      expect(clean.code, clean.err).toBe(0);
      expect(clean.out).toMatch(/^ledger audit \S+: clean$/m);
      expect(clean.out).toMatch(/\d+ accounts, 1 transactions, 2 entries; entries sum to 0 fen/);
      expect(clean.out).toMatch(/Alipay clearing\s+-¥123\.00/);
      expect(clean.out).toMatch(/members available\s+¥123\.00/);
      expect(clean.out).toMatch(/1 paid recharge orders/);

      const again = await target.resume();
      await again.query("UPDATE members SET coins = coins + 100 WHERE mobile = '13912340099'");
      await target.pause();
      const broken = await audit(target.env);
      expect(broken.code).toBe(1);
      expect(broken.err).toMatch(/: 1 problem\(s\)/);
      expect(broken.err).toMatch(new RegExp(`PROBLEM member ${m!.id} coins 12400 but available 12300`));
    } finally {
      await target.drop();
    }
  }, 120_000);
});
