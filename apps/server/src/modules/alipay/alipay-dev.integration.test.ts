import { createSign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayKeyPair } from '../../../test/fakes/alipay-gateway.ts';
import { type Agent, agent, createTestApp, registerMember, type TestApp } from '../../../test/test-app.ts';
import { DEV_APP_ID, DEV_SELLER_ID } from './alipay-dev.ts';

/**
 * Alipay dev mode (no ALIPAY_APP_ID): generated keys under DATA_DIR, the local simulator page, and its
 * signed notify through the real notify handler.
 */

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-alipay-dev-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function member() {
  const a = agent(t.app);
  const { mobile } = await registerMember(a);
  const [row] = await t.database.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
  return { a, id: Number(row!.id) };
}

const cookie = (a: Agent) => [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** A browser's GET of a page, with the agent's cookies. */
function open(a: Agent, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { host: HOST, cookie: cookie(a) } });
}

/** A browser's submit of the simulator's form from our own origin. */
function submit(a: Agent, orders: string, origin = ORIGIN) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Alipay/devPay',
    payload: new URLSearchParams({ orders }).toString(),
    headers: {
      host: HOST,
      origin,
      cookie: cookie(a),
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
}

async function state(memberId: number, orders: string) {
  const [m] = await t.database.query<{ coins: number }>('SELECT coins FROM members WHERE id = $1', [
    memberId,
  ]);
  const [o] = await t.database.query<{ status: string }>(
    'SELECT status FROM recharge_orders WHERE orders = $1',
    [orders],
  );
  const [l] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE key = $1',
    [`topup:${orders}`],
  );
  return { coins: Number(m!.coins), status: o!.status, credits: l!.n };
}

async function payLink(a: Agent, amount: number) {
  const r = await a.post<{ orders: string; payUrl: string; amount: number }>('/api/Alipay/getPayLink', {
    amount,
  });
  expect(r.body.errCode).toBe('success');
  return r.body.data!;
}

describe('Alipay dev mode', () => {
  it('the pay link opens the simulator; the keys are made once under DATA_DIR, readable by the owner only', async () => {
    const { a } = await member();
    const link = await payLink(a, 12.3);
    expect(link.payUrl).toBe(`/api/Alipay/devPay?orders=${link.orders}`);
    const dir = path.join(dataDir, 'alipay-dev');
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(['alipay-private.pem', 'alipay-public.pem', 'app-private.pem', 'app-public.pem']);
    for (const f of files) expect(fs.statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
    const before = fs.readFileSync(path.join(dir, 'alipay-private.pem'), 'utf8');
    await payLink(a, 1);
    expect(fs.readFileSync(path.join(dir, 'alipay-private.pem'), 'utf8')).toBe(before);
  });

  it('the simulator page shows the order to its owner, without scripts, with 确认支付 and 取消', async () => {
    const { a } = await member();
    const link = await payLink(a, 12.3);
    const page = await open(a, link.payUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // under the site's no-referrer a browser would post the form with `Origin: null` (refused)
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(link.orders);
    expect(page.body).toContain('¥12.30');
    expect(page.body).toMatch(/<button type="submit">确认支付<\/button>/);
    expect(page.body).toContain(`<form method="post" action="/api/Alipay/devPay"`);
    expect(page.body).toContain(`href="/personCenter/charging?orders=${link.orders}">取消</a>`);
    expect(page.body).not.toMatch(/<script|onclick|javascript:/i);

    const stranger = await member();
    expect((await open(stranger.a, link.payUrl)).statusCode).toBe(404);
    expect((await open(agent(t.app), link.payUrl)).statusCode).toBe(401);
  });

  it('确认支付 sends a signed notify through the real handler, credits once, and returns to the charging page', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 12.3);

    const stranger = await member();
    expect((await submit(stranger.a, link.orders)).statusCode).toBe(404);
    // a form posted from another site is refused before anything happens
    expect((await submit(a, link.orders, 'https://evil.example')).statusCode).toBe(403);
    expect(await state(id, link.orders)).toMatchObject({ status: 'pending', credits: 0 });

    const paid = await submit(a, link.orders);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/personCenter/charging?orders=${link.orders}`);
    expect(await state(id, link.orders)).toMatchObject({ status: 'paid', coins: 1230, credits: 1 });

    const info = await a.post<{ status: string; coins: number }>('/api/Alipay/orderInfo', {
      orders: link.orders,
    });
    expect(info.body.data).toMatchObject({ status: 'paid', coins: 12.3 });
    const [msg] = await t.database.query<{ title: string; link: string }>(
      "SELECT title, link FROM messages WHERE member_id = $1 AND kind = 'wallet'",
      [id],
    );
    expect(msg).toEqual({ title: '充值成功', link: '/personCenter/trade' });

    // paying again (a double click, the back button) shows that it is paid, and changes nothing
    const again = await submit(a, link.orders);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('已支付');
    expect((await open(a, link.payUrl)).statusCode).toBe(409);
    expect(await state(id, link.orders)).toMatchObject({ coins: 1230, credits: 1 });
  });

  it('refuses a notify not signed with the simulated Alipay key, and an expired order', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 7);
    const fields: Record<string, string> = {
      notify_type: 'trade_status_sync',
      app_id: DEV_APP_ID,
      seller_id: DEV_SELLER_ID,
      sign_type: 'RSA2',
      out_trade_no: link.orders,
      total_amount: '7.00',
      trade_status: 'TRADE_SUCCESS',
      trade_no: '2026112322001000000000000001',
    };
    const content = Object.keys(fields)
      .filter((k) => k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    fields.sign = createSign('RSA-SHA256').update(content).sign(alipayKeyPair().privateKey, 'base64');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Alipay/notify',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.body).toBe('failure');
    expect(await state(id, link.orders)).toMatchObject({ status: 'pending', credits: 0 });

    await t.database.query(
      "UPDATE recharge_orders SET expire_at = now() - interval '1 second' WHERE orders = $1",
      [link.orders],
    );
    const late = await submit(a, link.orders);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('已过期');
    // the return page's poll closes it (dev mode has no Alipay to ask)
    const info = await a.post<{ status: string }>('/api/Alipay/orderInfo', { orders: link.orders });
    expect(info.body.data!.status).toBe('closed');
    expect(await state(id, link.orders)).toMatchObject({ status: 'closed', coins: 0, credits: 0 });
  });
});
