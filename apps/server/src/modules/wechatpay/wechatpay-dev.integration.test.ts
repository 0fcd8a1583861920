import { createPublicKey, createVerify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, agent, createTestApp, registerMember, type TestApp } from '../../../test/test-app.ts';
import { DEV_APPID } from './wechatpay-dev.ts';

/**
 * WeChat Pay dev mode (no WECHATPAY_*): keys made under DATA_DIR, the fake in process behind the real
 * client, the fake's pay page, and its signed, encrypted notify through the real notify handler.
 */

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-wechatpay-dev-'));
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
const open = (a: Agent, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, cookie: cookie(a) } });
const submit = (a: Agent, orders: string, origin = ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/WechatPay/devPay',
    payload: new URLSearchParams({ orders }).toString(),
    headers: { host: HOST, origin, cookie: cookie(a), 'content-type': 'application/x-www-form-urlencoded' },
  });

async function credits(memberId: number, orders: string) {
  const [m] = await t.database.query<{ coins: number }>('SELECT coins FROM members WHERE id = $1', [
    memberId,
  ]);
  const [l] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE key = $1',
    [`topup:${orders}`],
  );
  return { coins: Number(m!.coins), credits: l!.n };
}

describe('WeChat Pay dev mode', () => {
  it('offers WeChat Pay, keeps its keys under DATA_DIR, and pays a Native order through the fake page', async () => {
    const m = await member();
    expect((await m.a.post('/api/WechatPay/options', {})).body.data).toEqual({ available: true });
    const r = await m.a.post<{ orders: string; codeUrl: string }>('/api/WechatPay/getPayLink', {
      amount: 88,
      tradeType: 'native',
    });
    expect(r.body.errCode).toBe('success');
    const { orders, codeUrl } = r.body.data!;
    expect(codeUrl).toBe(`/api/WechatPay/devPay?orders=${orders}`);
    for (const f of ['merchant-private.pem', 'platform-private.pem', 'apiv3.key']) {
      expect(fs.statSync(path.join(dataDir, 'wechatpay-dev', f)).mode & 0o777).toBe(0o600);
    }

    const page = await open(m.a, codeUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('微信支付（开发模拟）');
    expect(page.body).toContain('¥88.00');
    expect(page.body).not.toContain('<script');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    // someone else's order is not found; logged out → 401
    const stranger = await member();
    expect((await open(stranger.a, codeUrl)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: codeUrl })).statusCode).toBe(401);
    // a form from another site is refused
    expect((await submit(m.a, orders, 'https://evil.example')).statusCode).toBe(403);
    expect(await credits(m.id, orders)).toEqual({ coins: 0, credits: 0 });

    const paid = await submit(m.a, orders);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/personCenter/charging?orders=${orders}`);
    expect(await credits(m.id, orders)).toEqual({ coins: 8800, credits: 1 });
    // a second submit: the order is paid
    expect((await submit(m.a, orders)).statusCode).toBe(409);
    expect(await credits(m.id, orders)).toEqual({ coins: 8800, credits: 1 });
    const info = await m.a.post<{ status: string }>('/api/WechatPay/orderInfo', { orders });
    expect(info.body.data?.status).toBe('paid');
  });

  it('JSAPI without a bound account pays as a made-up WeChat user, signed with the dev merchant key', async () => {
    const m = await member();
    const r = await m.a.post<{ jsapi: Record<string, string> }>('/api/WechatPay/getPayLink', {
      amount: 1,
      tradeType: 'jsapi',
    });
    expect(r.body.errCode).toBe('success');
    const p = r.body.data!.jsapi;
    expect(p.appId).toBe(DEV_APPID);
    const key = createPublicKey(
      fs.readFileSync(path.join(dataDir, 'wechatpay-dev', 'merchant-public.pem'), 'utf8'),
    );
    const ok = createVerify('RSA-SHA256')
      .update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`)
      .verify(key, p.paySign!, 'base64');
    expect(ok).toBe(true);
  });

  it('an H5 order links to the fake page and back to the result page', async () => {
    const m = await member();
    const r = await m.a.post<{ orders: string; h5Url: string }>('/api/WechatPay/getPayLink', {
      amount: 2,
      tradeType: 'h5',
    });
    const { orders, h5Url } = r.body.data!;
    expect(h5Url).toBe(
      `/api/WechatPay/devPay?orders=${orders}&h5=1&redirect_url=${encodeURIComponent(`/personCenter/charging?orders=${orders}`)}`,
    );
  });
});
