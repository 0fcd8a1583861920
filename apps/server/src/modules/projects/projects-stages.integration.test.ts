import { defaultPlan, paymentPlan } from '@hz/contract/projects';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wonProject } from '../../../test/projects.ts';
import { type Agent, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { createWalletService } from '../wallet/wallet-service.ts';
import { createProjectStages, type StageProject, stageAmounts } from './projects-stages.ts';

/**
 * The payment plan in escrow (decision 033): a signed contract's plan as stages, held from the client's
 * coins, paid to the factory minus the commission or given back — each in its caller's transaction, the
 * ledger audit clean after every test (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

let t: TestApp;
let op: Agent;
let wallet: ReturnType<typeof createWalletService>;
let stages: ReturnType<typeof createProjectStages>;

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorAgent(t);
  wallet = createWalletService({ db: t.database.db, commissionBps: 1000 });
  stages = createProjectStages({ wallet });
});
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

/** An awarded project (¥29,530) as the stages see it, its client holding `coins` fen. */
async function project(coins: number): Promise<StageProject> {
  const w = await wonProject(t, op);
  if (coins > 0) await wallet.topUp({ member: w.client.id, amount: coins, key: `stages-topup-${w.id}` });
  const [row] = await t.database.query<{ orders: string; title: string; price: string }>(
    'SELECT orders, title, price::text FROM projects WHERE id = $1',
    [w.id],
  );
  return {
    id: w.id,
    orders: row!.orders,
    memberId: w.client.id,
    factoryId: w.factory.id,
    price: Number(row!.price),
  };
}

const inTx = <T>(fn: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<T>) =>
  t.database.db.transaction(fn);

describe('the plan', () => {
  it('splits the price by percentages, the last stage taking the remainder', () => {
    expect(stageAmounts(2953000, defaultPlan(30))).toEqual([885900, 1181200, 885900]);
    // ¥100.01 in three thirds-ish: rounding down, the remainder on the last stage
    const odd = stageAmounts(10001, [
      { key: 'a', name: '甲', percent: 33, holdAt: 'sign', releaseOn: 'drawings' },
      { key: 'b', name: '乙', percent: 33, holdAt: 'movein', releaseOn: 'movein' },
      { key: 'c', name: '丙', percent: 34, holdAt: 'movein', releaseOn: 'accept' },
    ]);
    expect(odd).toEqual([3300, 3300, 3401]);
    expect(odd.reduce((a, b) => a + b)).toBe(10001);
  });

  it('refuses a plan that does not add up, holds nothing at signing, or pays nothing after acceptance', () => {
    const errs = (p: unknown) => paymentPlan.safeParse(p).error?.issues.map((i) => i.message) ?? [];
    expect(errs(defaultPlan(50))).toEqual([]);
    const plan = defaultPlan(30);
    expect(errs([{ ...plan[0], percent: 20 }, plan[1], plan[2]])).toContain(
      '各阶段付款比例之和须为100%（现为90%）',
    );
    expect(errs([plan[1], { ...plan[0], percent: 30 }, plan[2]])).toContain('第一笔款项须在签约时托管');
    expect(errs([plan[0], { ...plan[1], percent: 70 }])).toContain('付款计划须保留验收后支付的尾款');
    expect(errs([plan[0]])).toContain('付款计划至少两个阶段');
  });
});

describe('holding and paying the stages', () => {
  it('holds the signing stage, pays it on the drawings minus the commission, gives the rest back', async () => {
    const p = await project(50_000_00);
    const made = await inTx((tx) => stages.create(tx, p, defaultPlan(30)));
    expect(made.map((s) => [s.key, s.amount, s.state])).toEqual([
      ['prepay', 885900, 'planned'],
      ['movein', 1181200, 'planned'],
      ['final', 885900, 'planned'],
    ]);

    const held = await inTx((tx) => stages.hold(tx, p, 'sign'));
    expect(held.map((s) => s.key)).toEqual(['prepay']);
    expect(await wallet.balances(p.memberId)).toMatchObject({
      available: 50_000_00 - 885900,
      escrow: 885900,
    });
    // holding again holds nothing twice
    expect(await inTx((tx) => stages.hold(tx, p, 'sign'))).toEqual([]);

    const paid = await inTx((tx) => stages.release(tx, p, 'drawings'));
    expect(paid.map((s) => s.key)).toEqual(['prepay']);
    expect((await wallet.balances(p.factoryId!)).available).toBe(885900 - 88590);

    await inTx((tx) => stages.hold(tx, p, 'movein'));
    expect(await wallet.balances(p.memberId)).toMatchObject({ escrow: 1181200 + 885900 });
    const back = await inTx((tx) => stages.refund(tx, p));
    expect(back.map((s) => s.key)).toEqual(['movein', 'final']);
    expect(await wallet.balances(p.memberId)).toMatchObject({ available: 50_000_00 - 885900, escrow: 0 });

    const rows = await inTx((tx) => stages.list(tx, p.id));
    expect(rows.map((s) => s.state)).toEqual(['released', 'refunded', 'refunded']);
    expect(rows.every((s) => s.heldAt && s.settledAt)).toBe(true);
  });

  it('refuses a hold the client cannot pay, and its transaction writes nothing', async () => {
    const p = await project(5_000_00);
    await inTx((tx) => stages.create(tx, p, defaultPlan(30)));
    const err = await inTx((tx) => stages.hold(tx, p, 'sign')).catch((e: { code?: string }) => e);
    expect(err).toMatchObject({ code: 'insufficient_balance' });
    expect(await wallet.balances(p.memberId)).toMatchObject({ available: 5_000_00, escrow: 0 });
    const rows = await inTx((tx) => stages.list(tx, p.id));
    expect(rows.map((s) => s.state)).toEqual(['planned', 'planned', 'planned']);
  });

  it('a stage is never held twice, even by two holds at once', async () => {
    const p = await project(50_000_00);
    await inTx((tx) => stages.create(tx, p, defaultPlan(40)));
    const results = await Promise.allSettled([
      inTx((tx) => stages.hold(tx, p, 'sign')),
      inTx((tx) => stages.hold(tx, p, 'sign')),
    ]);
    const held = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    expect(held).toHaveLength(1);
    expect((await wallet.balances(p.memberId)).escrow).toBe(1181200);
  });
});
