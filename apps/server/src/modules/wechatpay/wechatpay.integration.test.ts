import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatpayGateway, type WechatpayGateway } from '../../../test/fakes/wechatpay-gateway.ts';
import { type Agent, agent, createTestApp, registerMember, type TestApp } from '../../../test/test-app.ts';
import { createWalletService } from '../wallet/wallet-service.ts';
import { auditWholeLedger } from '../wallet/wallet-audit.ts';

/**
 * WeChat Pay top-up in production mode: the app's own APIv3 client against the local fake behind an HTTP
 * server (test/fakes/wechatpay-gateway.ts); every key is made at test time. Beside Alipay's notify tests:
 * forged, replayed twenty times, another merchant, a changed amount — nothing or exactly one credit.
 */

const PUBLIC_URL = 'http://localhost';

let gw: WechatpayGateway;
let other: WechatpayGateway;
let t: TestApp;

beforeAll(async () => {
  gw = await startWechatpayGateway();
  // another merchant with its own WeChat Pay keys: its notifies must not credit here
  other = await startWechatpayGateway({ mchid: '1900009999', appid: 'wx9999999999999999' });
  t = await createTestApp({
    env: {
      ...gw.env,
      PUBLIC_URL,
      // the service account is the payment's appid: a bound follower's openid pays by JSAPI
      WECHAT_MP_APPID: gw.appid,
      WECHAT_MP_SECRET: 'test-mp-secret',
      WECHAT_MP_TOKEN: 'test-mp-token',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
  await other?.close();
});

interface PayLink {
  orders: string;
  amount: number;
  tradeType: string;
  expireAt: string;
  codeUrl: string;
  h5Url: string;
  jsapi: null | Record<string, string>;
}

async function member() {
  const a = agent(t.app);
  const { mobile } = await registerMember(a);
  const [row] = await t.database.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
  return { a, id: Number(row!.id) };
}

async function payLink(a: Agent, tradeType = 'native', amount: number | string = 12.3) {
  const r = await a.post<PayLink>('/api/WechatPay/getPayLink', { amount, tradeType });
  expect(r.body.errCode, r.body.errMsg).toBe('success');
  return r.body.data!;
}

async function notify(n: { headers: Record<string, string>; body: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/WechatPay/notify',
    payload: n.body,
    headers: { ...n.headers, 'content-type': 'application/json' },
  });
  return { status: res.statusCode, json: res.json() as { code: string; message: string } };
}

async function state(memberId: number, orders: string) {
  const [m] = await t.database.query<{ coins: number }>('SELECT coins FROM members WHERE id = $1', [
    memberId,
  ]);
  const [o] = await t.database.query<{
    status: string;
    trade_no: string;
    channel: string;
    trade_type: string;
  }>('SELECT status, trade_no, channel, trade_type FROM recharge_orders WHERE orders = $1', [orders]);
  const [l] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE key = $1',
    [`topup:${orders}`],
  );
  return { coins: Number(m!.coins), ...o!, credits: l!.n };
}

/** The transaction WeChat Pay would report paid for an order (tests change fields to forge one). */
function paidTransaction(orders: string, total: number, over: Record<string, unknown> = {}) {
  return {
    appid: gw.appid,
    mchid: gw.mchid,
    out_trade_no: orders,
    transaction_id: '4200000000202612060000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-12-06T16:00:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    ...over,
  };
}

describe('WeChat Pay prepay (production mode against the fake)', () => {
  it('Native: a signed request, the code_url, an order of channel wechatpay', async () => {
    const m = await member();
    const before = gw.fake.badRequests;
    const link = await payLink(m.a, 'native', '12.30');
    expect(link.orders).toMatch(/^W\d{8}\d{10}$/);
    expect(link.amount).toBe(12.3);
    expect(link.codeUrl).toContain(`orders=${link.orders}`);
    expect(link.h5Url).toBe('');
    expect(link.jsapi).toBeNull();
    expect(gw.fake.badRequests).toBe(before);
    const trade = gw.fake.trades.get(link.orders)!;
    expect(trade).toMatchObject({
      total: 1230,
      trade_type: 'NATIVE',
      notify_url: `${PUBLIC_URL}/api/WechatPay/notify`,
    });
    expect(await state(m.id, link.orders)).toMatchObject({
      status: 'pending',
      channel: 'wechatpay',
      trade_type: 'NATIVE',
    });
  });

  it('H5: the h5_url returns to the result page', async () => {
    const m = await member();
    const link = await payLink(m.a, 'h5');
    expect(link.h5Url).toContain(
      `&redirect_url=${encodeURIComponent(`${PUBLIC_URL}/personCenter/charging?orders=${link.orders}`)}`,
    );
    expect(gw.fake.trades.get(link.orders)?.trade_type).toBe('MWEB');
  });

  it('JSAPI: needs the bound openid; paySign verifies with the merchant key', async () => {
    const m = await member();
    const refused = await m.a.post('/api/WechatPay/getPayLink', { amount: 5, tradeType: 'jsapi' });
    expect(refused.body.errCode).toBe('wechatpay_not_bound');
    await t.database.query('INSERT INTO wechat_binds (member_id, openid) VALUES ($1, $2)', [
      m.id,
      `oBound${m.id}`,
    ]);
    const link = await payLink(m.a, 'jsapi', 5);
    expect(gw.fake.trades.get(link.orders)?.openid).toBe(`oBound${m.id}`);
    const p = link.jsapi!;
    expect(p.appId).toBe(gw.appid);
    expect(p.package).toMatch(/^prepay_id=wx/);
    const ok = createVerify('RSA-SHA256')
      .update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`)
      .verify(createPublicKey(gw.env.WECHATPAY_PRIVATE_KEY!), p.paySign!, 'base64');
    expect(ok).toBe(true);
  });

  it('the contract refuses a bad trade type; options say WeChat Pay is available', async () => {
    const m = await member();
    const bad = await m.a.post('/api/WechatPay/getPayLink', { amount: 5, tradeType: 'app' });
    expect(bad.body.errCode).toBe('invalid_params');
    const options = await m.a.post<{ available: boolean }>('/api/WechatPay/options', {});
    expect(options.body.data).toEqual({ available: true });
  });
});

describe('WeChat Pay notify', () => {
  it('an authentic notify credits once and answers SUCCESS', async () => {
    const m = await member();
    const link = await payLink(m.a);
    const r = await notify(gw.fake.pay(link.orders));
    expect(r).toEqual({ status: 200, json: { code: 'SUCCESS', message: '成功' } });
    const s = await state(m.id, link.orders);
    expect(s).toMatchObject({ status: 'paid', coins: 1230, credits: 1 });
    expect(s.trade_no).toMatch(/^42000/);
    const info = await m.a.post<{ status: string; coins: number }>('/api/WechatPay/orderInfo', {
      orders: link.orders,
    });
    expect(info.body.data).toMatchObject({ status: 'paid', coins: 12.3 });
    const [msg] = await t.database.query<{ conts: string }>(
      "SELECT conts FROM messages WHERE member_id = $1 AND title = '充值成功'",
      [m.id],
    );
    expect(msg?.conts).toContain('微信支付');
  });

  it('the same notify replayed twenty times at once credits exactly once', async () => {
    const m = await member();
    const link = await payLink(m.a);
    const n = gw.fake.pay(link.orders);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(n)));
    expect(answers.every((a) => a.status === 200 && a.json.code === 'SUCCESS')).toBe(true);
    expect(await state(m.id, link.orders)).toMatchObject({ status: 'paid', coins: 1230, credits: 1 });
    // and twenty more, one after another
    for (let i = 0; i < 20; i++) expect((await notify(n)).json.code).toBe('SUCCESS');
    expect(await state(m.id, link.orders)).toMatchObject({ coins: 1230, credits: 1 });
  });

  it('forged, altered, stale, wrongly encrypted or another WeChat Pay key: FAIL, nothing credited', async () => {
    const m = await member();
    const link = await payLink(m.a);
    const tx = paidTransaction(link.orders, 1230);
    gw.fake.forgeNext();
    const forged = gw.fake.notify(tx);
    const good = gw.fake.notify(tx);
    const cases = [
      forged,
      // the body changed after signing
      { headers: good.headers, body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      // unsigned
      { headers: { ...good.headers, 'wechatpay-signature': '' }, body: good.body },
      // a key id that is not WeChat Pay's
      { headers: { ...good.headers, 'wechatpay-serial': 'PUB_KEY_ID_SOMEONE_ELSE' }, body: good.body },
      // an old message: the timestamp is signed, so it cannot be moved either
      {
        headers: { ...good.headers, 'wechatpay-timestamp': String(Math.floor(Date.now() / 1000) - 3600) },
        body: good.body,
      },
      // encrypted with another APIv3 key
      gw.fake.notify(tx, { apiV3Key: 'x'.repeat(32) }),
      // signed by another WeChat Pay key (the other merchant's fake), with the header naming ours
      (() => {
        const n = other.fake.notify(tx, { apiV3Key: gw.apiV3Key });
        return {
          headers: { ...n.headers, 'wechatpay-serial': gw.env.WECHATPAY_PUBLIC_KEY_ID! },
          body: n.body,
        };
      })(),
      // not JSON
      { headers: good.headers, body: 'not json' },
    ];
    for (const c of cases) {
      const r = await notify(c);
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('FAIL');
    }
    expect(await state(m.id, link.orders)).toMatchObject({ status: 'pending', coins: 0, credits: 0 });
    // the authentic one still credits
    expect((await notify(good)).json.code).toBe('SUCCESS');
    expect(await state(m.id, link.orders)).toMatchObject({ status: 'paid', coins: 1230, credits: 1 });
  });

  it('another merchant, another appid, a changed amount or an unknown order: FAIL, nothing credited', async () => {
    const m = await member();
    const link = await payLink(m.a);
    const alipay = await m.a.post<{ orders: string }>('/api/Alipay/getPayLink', { amount: 12.3 });
    const cases = [
      paidTransaction(link.orders, 1230, { mchid: other.mchid }),
      paidTransaction(link.orders, 1230, { appid: other.appid }),
      paidTransaction(link.orders, 1, { amount: { total: 1, payer_total: 1, currency: 'CNY' } }),
      paidTransaction(link.orders, 123_000),
      paidTransaction(link.orders, 1230, { amount: { total: '1230', currency: 'CNY' } }),
      paidTransaction(link.orders, 1230, { transaction_id: '' }),
      paidTransaction('W202612060000000000', 1230),
      // an Alipay order cannot be paid through WeChat Pay
      paidTransaction(alipay.body.data!.orders, 1230),
    ];
    for (const tx of cases) {
      const r = await notify(gw.fake.notify(tx));
      expect(r, JSON.stringify(tx)).toEqual({ status: 400, json: { code: 'FAIL', message: '失败' } });
    }
    // the other merchant's own notify (its keys, its merchant id) for our order
    const foreign = other.fake.notify(paidTransaction(link.orders, 1230, { mchid: other.mchid }));
    expect((await notify(foreign)).status).toBe(400);
    expect(await state(m.id, link.orders)).toMatchObject({ status: 'pending', coins: 0, credits: 0 });
    expect(await state(m.id, alipay.body.data!.orders)).toMatchObject({ status: 'pending', credits: 0 });
  });

  it('an authentic notify of an unpaid state changes nothing and answers SUCCESS', async () => {
    const m = await member();
    const link = await payLink(m.a);
    const r = await notify(gw.fake.notify(paidTransaction(link.orders, 1230, { trade_state: 'NOTPAY' })));
    expect(r.json.code).toBe('SUCCESS');
    expect(await state(m.id, link.orders)).toMatchObject({ status: 'pending', credits: 0 });
  });
});

describe('WeChat Pay order query and sweep', () => {
  async function age(orders: string, secondsAgo: number) {
    await t.database.query(
      `UPDATE recharge_orders SET created_at = now() - make_interval(secs => $2),
         updated_at = now() - make_interval(secs => $2) WHERE orders = $1`,
      [orders, secondsAgo],
    );
  }

  it('orderInfo asks WeChat Pay about a pending order and credits a paid one (no notify)', async () => {
    const m = await member();
    const link = await payLink(m.a);
    gw.fake.pay(link.orders); // the notify is lost
    await age(link.orders, 60);
    const info = await m.a.post<{ status: string }>('/api/WechatPay/orderInfo', { orders: link.orders });
    expect(info.body.data?.status).toBe('paid');
    expect(await state(m.id, link.orders)).toMatchObject({ coins: 1230, credits: 1 });
    // a late notify afterwards changes nothing
    expect((await notify(gw.fake.pay(link.orders))).json.code).toBe('SUCCESS');
    expect(await state(m.id, link.orders)).toMatchObject({ coins: 1230, credits: 1 });
  });

  it('a forged query answer changes nothing; another member reads not_found', async () => {
    const m = await member();
    const link = await payLink(m.a);
    gw.fake.pay(link.orders);
    await age(link.orders, 60);
    gw.fake.forgeNext();
    const info = await m.a.post<{ status: string }>('/api/WechatPay/orderInfo', { orders: link.orders });
    expect(info.body.data?.status).toBe('pending');
    expect(await state(m.id, link.orders)).toMatchObject({ coins: 0, credits: 0 });
    const stranger = await member();
    const r = await stranger.a.post('/api/WechatPay/orderInfo', { orders: link.orders });
    expect(r.body.errCode).toBe('not_found');
    // Alipay's call does not read WeChat Pay's orders
    expect((await m.a.post('/api/Alipay/orderInfo', { orders: link.orders })).body.errCode).toBe('not_found');
  });

  it('the sweep credits a paid order and closes an expired unpaid one', async () => {
    const m = await member();
    const paid = await payLink(m.a);
    const unpaid = await payLink(m.a);
    gw.fake.pay(paid.orders);
    for (const o of [paid.orders, unpaid.orders]) {
      await age(o, 3600);
      await t.database.query(
        "UPDATE recharge_orders SET expire_at = now() - interval '1 minute' WHERE orders = $1",
        [o],
      );
    }
    await t.app.wechatpay.sweep();
    expect(await state(m.id, paid.orders)).toMatchObject({ status: 'paid', credits: 1 });
    expect(await state(m.id, unpaid.orders)).toMatchObject({ status: 'closed', credits: 0 });
    // a notify arriving after the close still credits (the buyer paid at the last second)
    expect((await notify(gw.fake.pay(unpaid.orders))).json.code).toBe('SUCCESS');
    expect(await state(m.id, unpaid.orders)).toMatchObject({ status: 'paid', credits: 1 });
  });

  it('the ledger audit is clean afterwards, and WeChat Pay top-ups sit on their own clearing account', async () => {
    expect(await createWalletService({ db: t.database.db }).audit()).toEqual([]);
    expect((await auditWholeLedger(t.database.db)).problems).toEqual([]);
    const [row] = await t.database.query<{ balance: number }>(
      "SELECT balance FROM ledger_accounts WHERE kind = 'wechatpay_clearing'",
    );
    const [sum] = await t.database.query<{ total: number }>(
      "SELECT coalesce(sum(amount), 0)::bigint AS total FROM recharge_orders WHERE channel = 'wechatpay' AND status = 'paid'",
    );
    expect(Number(row!.balance)).toBe(-Number(sum!.total));
    expect(Number(sum!.total)).toBeGreaterThan(0);
  });
});
