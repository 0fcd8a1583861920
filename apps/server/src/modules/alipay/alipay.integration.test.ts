import { createPrivateKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AlipayGatewayFake,
  alipayKeyPair,
  bareBase64,
  startAlipayGatewayFake,
} from '../../../test/fakes/alipay-gateway.ts';
import {
  type Agent,
  agent,
  createTestApp,
  jobWorkers,
  registerMember,
  type TestApp,
} from '../../../test/test-app.ts';
import { createWalletService } from '../wallet/wallet-service.ts';

/**
 * Alipay top-up in production mode: the app's real Alipay client (alipay-sdk) against a local fake
 * gateway with its own "Alipay" key pair; the application key pair is made here.
 */

const APP_ID = '2021004100000001';
const SELLER_ID = '2088102100000001';
const PUBLIC_URL = 'http://localhost';

const appKeys = alipayKeyPair();
/** PKCS#1, bare base64: what Alipay's key tool makes for non-Java languages. */
const appPkcs1Base64 = bareBase64(
  createPrivateKey(appKeys.privateKey).export({ format: 'pem', type: 'pkcs1' }) as string,
);

let fake: AlipayGatewayFake;
let t: TestApp;

const envFor = (privateKey: string, alipayPublicKey: string) => ({
  ALIPAY_APP_ID: APP_ID,
  ALIPAY_PRIVATE_KEY: privateKey,
  ALIPAY_PUBLIC_KEY: alipayPublicKey,
  ALIPAY_GATEWAY: fake.url,
  ALIPAY_SELLER_ID: SELLER_ID,
  PUBLIC_URL,
});

beforeAll(async () => {
  fake = await startAlipayGatewayFake({
    appId: APP_ID,
    sellerId: SELLER_ID,
    appPublicKey: appKeys.publicKey,
  });
  // keys as Alipay's console shows them: bare base64
  t = await createTestApp({ env: envFor(appPkcs1Base64, fake.alipayPublicKeyBase64) });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface PayLink {
  orders: string;
  amount: number;
  payUrl: string;
  expireAt: string;
}
interface OrderInfo {
  orders: string;
  amount: number;
  status: string;
  expireAt: string;
  paidAt: string;
  coins: number;
}

async function member(app = t) {
  const a = agent(app.app);
  const { mobile } = await registerMember(a);
  const [row] = await app.database.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [
    mobile,
  ]);
  return { a, id: Number(row!.id) };
}

async function payLink(a: Agent, amount: number | string = 12.3) {
  const r = await a.post<PayLink>('/api/Alipay/getPayLink', { amount });
  expect(r.body.errCode).toBe('success');
  return r.body.data!;
}

async function notify(fields: Record<string, string>, app = t) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/Alipay/notify',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  });
  return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
}

async function state(memberId: number, orders: string, app = t) {
  const [m] = await app.database.query<{ coins: number }>('SELECT coins FROM members WHERE id = $1', [
    memberId,
  ]);
  const [o] = await app.database.query<{ status: string; trade_no: string; paid_at: Date | null }>(
    'SELECT status, trade_no, paid_at FROM recharge_orders WHERE orders = $1',
    [orders],
  );
  const [l] = await app.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE key = $1',
    [`topup:${orders}`],
  );
  const msgs = await app.database.query<{ title: string; link: string; conts: string }>(
    "SELECT title, link, conts FROM messages WHERE member_id = $1 AND title = '充值成功'",
    [memberId],
  );
  return { coins: Number(m!.coins), status: o!.status, tradeNo: o!.trade_no, credits: l!.n, messages: msgs };
}

/** Makes the order look `secondsAgo` old to the query throttles (created and last asked). */
async function age(orders: string, secondsAgo: number, app = t) {
  await app.database.query(
    `UPDATE recharge_orders SET created_at = now() - make_interval(secs => $2),
       updated_at = now() - make_interval(secs => $2) WHERE orders = $1`,
    [orders, secondsAgo],
  );
}

async function expireIn(orders: string, seconds: number, app = t) {
  await app.database.query(
    'UPDATE recharge_orders SET expire_at = now() + make_interval(secs => $2) WHERE orders = $1',
    [orders, seconds],
  );
}

/** Verifies a request signature the way Alipay does: every parameter but `sign`, sorted, `k=v&…`. */
function verifiesWithAppKey(params: URLSearchParams, publicKey = appKeys.publicKey) {
  const content = [...params.keys()]
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params.get(k)}`)
    .join('&');
  return createVerify('RSA-SHA256')
    .update(content, 'utf8')
    .verify(publicKey, params.get('sign') ?? '', 'base64');
}

describe('Alipay/getPayLink', () => {
  it('creates a pending order and a page-pay URL signed with the application key', async () => {
    const { a, id } = await member();
    const before = Date.now();
    const link = await payLink(a, '12.30');
    expect(link.orders).toMatch(/^R\d{8}\d{10}$/);
    expect(link.amount).toBe(12.3);
    const expireAt = new Date(link.expireAt).getTime();
    expect(expireAt - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(expireAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const url = new URL(link.payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(fake.url);
    const p = url.searchParams;
    expect(p.get('method')).toBe('alipay.trade.page.pay');
    expect(p.get('app_id')).toBe(APP_ID);
    expect(p.get('sign_type')).toBe('RSA2');
    expect(p.get('charset')).toBe('utf-8');
    expect(p.get('notify_url')).toBe(`${PUBLIC_URL}/api/Alipay/notify`);
    expect(p.get('return_url')).toBe(`${PUBLIC_URL}/personCenter/charging?orders=${link.orders}`);
    // the timestamp is China time, whatever the machine's time zone
    const stamp = new Date(`${p.get('timestamp')!.replace(' ', 'T')}+08:00`).getTime();
    expect(Math.abs(stamp - Date.now())).toBeLessThan(60_000);
    expect(verifiesWithAppKey(p)).toBe(true);
    p.set('biz_content', p.get('biz_content')!.replace('12.30', '0.01'));
    expect(verifiesWithAppKey(p)).toBe(false);

    const biz = JSON.parse(new URL(link.payUrl).searchParams.get('biz_content')!);
    expect(biz).toEqual({
      out_trade_no: link.orders,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '12.30',
      subject: '会展通余额充值',
      time_expire: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(new Date(`${biz.time_expire.replace(' ', 'T')}+08:00`).getTime()).toBe(
      Math.floor(expireAt / 1000) * 1000,
    );

    const s = await state(id, link.orders);
    expect(s).toMatchObject({ status: 'pending', coins: 0, credits: 0 });
  });

  it('refuses a logged-out caller and bad amounts', async () => {
    expect((await agent(t.app).post('/api/Alipay/getPayLink', { amount: 10 })).status).toBe(401);
    const { a } = await member();
    for (const amount of [0, -1, 1.234, 'abc', 50_000.01]) {
      const r = await a.post('/api/Alipay/getPayLink', { amount });
      expect(r.status).toBe(400);
      expect(r.body.errCode).toBe('invalid_params');
    }
  });

  it('limits a member to 10 pending orders an hour', async () => {
    const { a } = await member();
    for (let i = 0; i < 10; i++) await payLink(a, 1);
    const r = await a.post('/api/Alipay/getPayLink', { amount: 1 });
    expect(r.status).toBe(429);
    expect(r.body.errCode).toBe('rate_limited');
    expect(r.headers['retry-after']).toBe('3600');
    // another member is not affected
    const other = await member();
    await payLink(other.a, 1);
  });
});

describe('POST /api/Alipay/notify', () => {
  it('credits a valid notify once, marks the order paid, messages the member and answers success', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 12.3);
    const fields = fake.notify({ out_trade_no: link.orders, total_amount: '12.30' });
    const r = await notify(fields);
    expect(r).toMatchObject({ status: 200, text: 'success' });
    expect(r.type).toMatch(/^text\/plain/);

    const s = await state(id, link.orders);
    expect(s).toMatchObject({ status: 'paid', coins: 1230, credits: 1, tradeNo: fields.trade_no });
    expect(s.messages).toEqual([
      { title: '充值成功', link: '/personCenter/trade', conts: expect.stringContaining('¥12.30') },
    ]);

    // Alipay repeats the notify for hours: each repeat answers success and changes nothing
    expect((await notify(fields)).text).toBe('success');
    expect((await notify(fake.notify({ out_trade_no: link.orders, total_amount: '12.30' }))).text).toBe(
      'success',
    );
    expect(await state(id, link.orders)).toMatchObject({ coins: 1230, credits: 1, tradeNo: fields.trade_no });

    const info = await a.post<OrderInfo>('/api/Alipay/orderInfo', { orders: link.orders });
    expect(info.body.data).toMatchObject({ orders: link.orders, status: 'paid', amount: 12.3, coins: 12.3 });
    expect(info.body.data!.paidAt).not.toBe('');
  });

  it('the same notify 20 times at once credits exactly once, and every answer is success', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 88.88);
    const fields = fake.notify({ out_trade_no: link.orders, total_amount: '88.88' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(fields)));
    expect(answers.map((r) => r.text)).toEqual(Array(20).fill('success'));
    const s = await state(id, link.orders);
    expect(s).toMatchObject({ status: 'paid', coins: 8888, credits: 1 });
    expect(s.messages).toHaveLength(1);
  });

  it('refuses forged, altered and mismatched notifies: failure, and nothing changes', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 50);
    const good = { out_trade_no: link.orders, total_amount: '50.00' };
    const other = alipayKeyPair();
    const forged = fake.notify(good);
    // signed by someone else's key
    const { createSign } = await import('node:crypto');
    forged.sign = createSign('RSA-SHA256').update('anything').sign(other.privateKey, 'base64');

    const cases: Array<[string, Record<string, string>]> = [
      ['forged signature', forged],
      ['altered after signing', { ...fake.notify({ ...good, total_amount: '0.01' }), total_amount: '50.00' }],
      ['no signature', (({ sign: _s, ...rest }) => rest)(fake.notify(good))],
      ['RSA (SHA-1) sign type', fake.notify(good, { sign_type: 'RSA' })],
      ['wrong total_amount', fake.notify({ ...good, total_amount: '5.00' })],
      ['total_amount with more decimals', fake.notify({ ...good, total_amount: '50.001' })],
      ['wrong app_id', fake.notify(good, { app_id: '2021009999999999' })],
      ['wrong seller_id', fake.notify(good, { seller_id: '2088999999999999' })],
      ['unknown out_trade_no', fake.notify({ ...good, out_trade_no: 'R202611230000000000' })],
      ['unknown trade_status', fake.notify({ ...good, trade_status: 'TRADE_PENDING' })],
    ];
    for (const [why, fields] of cases) {
      const r = await notify(fields);
      expect(r.text, why).toBe('failure');
    }
    expect(await state(id, link.orders)).toMatchObject({ status: 'pending', coins: 0, credits: 0 });
    const [ledger] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1',
      [id],
    );
    expect(ledger!.n).toBe(0);

    // a JSON body is not a notify
    const json = await t.app.inject({ method: 'POST', url: '/api/Alipay/notify', payload: good });
    expect(json.statusCode).toBe(415);
    // the real one still works afterwards
    expect((await notify(fake.notify(good))).text).toBe('success');
    expect(await state(id, link.orders)).toMatchObject({ status: 'paid', coins: 5000, credits: 1 });
  });

  it('WAIT_BUYER_PAY and TRADE_CLOSED notifies change nothing and answer success', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 20);
    for (const status of ['WAIT_BUYER_PAY', 'TRADE_CLOSED']) {
      const r = await notify(
        fake.notify({ out_trade_no: link.orders, total_amount: '20.00', trade_status: status }),
      );
      expect(r.text).toBe('success');
    }
    expect(await state(id, link.orders)).toMatchObject({ status: 'pending', coins: 0, credits: 0 });
  });

  it('refuses a body over the form limit and does not parse forms elsewhere', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/Alipay/notify',
      payload: `a=${'x'.repeat(20_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(big.statusCode).toBe(413);
    const { a } = await member();
    const form = await a.post('/api/Alipay/getPayLink', 'amount=10', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });
});

describe('trade query', () => {
  it('the sweep credits an order Alipay reports paid, closes expired unpaid ones, leaves the rest', async () => {
    const { a, id } = await member();
    const paid = await payLink(a, 30);
    const expiredUnknown = await payLink(a, 31);
    const expiredWaiting = await payLink(a, 32);
    const fresh = await payLink(a, 33);
    fake.setTrade(paid.orders, {
      trade_status: 'TRADE_SUCCESS',
      total_amount: '30.00',
      trade_no: 'T-PAID-1',
    });
    fake.setTrade(expiredWaiting.orders, { trade_status: 'WAIT_BUYER_PAY', total_amount: '32.00' });
    await expireIn(paid.orders, 60); // near expiry
    await expireIn(expiredUnknown.orders, -60);
    await expireIn(expiredWaiting.orders, -60);
    for (const o of [paid, expiredUnknown, expiredWaiting]) await age(o.orders, 60);

    const asked = fake.queries.length;
    await t.app.alipay.sweep();
    const queried = fake.queries.slice(asked);
    expect(queried).toEqual(
      expect.arrayContaining([paid.orders, expiredUnknown.orders, expiredWaiting.orders]),
    );
    expect(queried).not.toContain(fresh.orders);
    expect(fake.badRequests).toBe(0);

    expect(await state(id, paid.orders)).toMatchObject({ status: 'paid', tradeNo: 'T-PAID-1', credits: 1 });
    expect((await state(id, expiredUnknown.orders)).status).toBe('closed');
    expect((await state(id, expiredWaiting.orders)).status).toBe('closed');
    expect(await state(id, fresh.orders)).toMatchObject({ status: 'pending', coins: 3000 });

    // a round straight after asks nobody again (each order at most every 30 s)
    const again = fake.queries.length;
    await t.app.alipay.sweep();
    expect(fake.queries.length).toBe(again);

    // Alipay's notify for the paid order arrives later: nothing more
    expect((await notify(fake.notify({ out_trade_no: paid.orders, total_amount: '30.00' }))).text).toBe(
      'success',
    );
    // a buyer who paid at the last second: the notify for an order closed as expired still credits
    const late = fake.notify({ out_trade_no: expiredWaiting.orders, total_amount: '32.00' });
    expect((await notify(late)).text).toBe('success');
    expect(await state(id, expiredWaiting.orders)).toMatchObject({ status: 'paid', credits: 1, coins: 6200 });
  });

  it('the background sweep runs by itself (a recurring job) until it is stopped', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 3);
    fake.setTrade(link.orders, { trade_status: 'TRADE_SUCCESS', total_amount: '3.00' });
    await expireIn(link.orders, 30);
    await age(link.orders, 60);
    const sweepDue = () =>
      t.database.query(`UPDATE jobs SET run_at = now() WHERE name = 'alipay.sweep' AND state = 'queued'`);
    // the workers of a listening server: they schedule the next minute's round, whose time then comes
    const runner = jobWorkers(t);
    await runner.start();
    try {
      await sweepDue();
      await vi.waitFor(async () => expect((await state(id, link.orders)).status).toBe('paid'), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await runner.stop();
    }
    const due = await payLink(a, 4);
    await expireIn(due.orders, -1);
    await age(due.orders, 60);
    await sweepDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.queries).not.toContain(due.orders);
  });

  it('a forged or mismatched query answer changes nothing', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 40);
    fake.setTrade(link.orders, { trade_status: 'TRADE_SUCCESS', total_amount: '40.00' });
    fake.forgeNext();
    await t.app.alipay.check(link.orders);
    expect(await state(id, link.orders)).toMatchObject({ status: 'pending', credits: 0 });

    fake.setTrade(link.orders, { trade_status: 'TRADE_SUCCESS', total_amount: '0.40' });
    await t.app.alipay.check(link.orders);
    expect(await state(id, link.orders)).toMatchObject({ status: 'pending', credits: 0 });

    fake.setTrade(link.orders, { trade_status: 'TRADE_SUCCESS', total_amount: '40.00' });
    await t.app.alipay.check(link.orders);
    expect(await state(id, link.orders)).toMatchObject({ status: 'paid', credits: 1, coins: 4000 });
  });

  it('orderInfo asks Alipay about a pending order older than 10 s, at most once per 10 s', async () => {
    const { a, id } = await member();
    const link = await payLink(a, 66);
    const asked = () => fake.queries.filter((o) => o === link.orders).length;

    // a brand-new order is not asked about
    let info = await a.post<OrderInfo>('/api/Alipay/orderInfo', { orders: link.orders });
    expect(info.body.data).toMatchObject({ status: 'pending', amount: 66, coins: 0, paidAt: '' });
    expect(asked()).toBe(0);

    await age(link.orders, 11);
    fake.setTrade(link.orders, { trade_status: 'WAIT_BUYER_PAY', total_amount: '66.00' });
    info = await a.post<OrderInfo>('/api/Alipay/orderInfo', { orders: link.orders });
    expect(info.body.data!.status).toBe('pending');
    expect(asked()).toBe(1);
    // within 10 s: not again, however often the return page polls
    fake.setTrade(link.orders, { trade_status: 'TRADE_SUCCESS', total_amount: '66.00' });
    await a.post<OrderInfo>('/api/Alipay/orderInfo', { orders: link.orders });
    expect(asked()).toBe(1);

    await age(link.orders, 11);
    info = await a.post<OrderInfo>('/api/Alipay/orderInfo', { orders: link.orders });
    expect(asked()).toBe(2);
    expect(info.body.data).toMatchObject({ status: 'paid', coins: 66 });
    expect(await state(id, link.orders)).toMatchObject({ credits: 1, coins: 6600 });
  });

  it("orderInfo: another member's order and an unknown one are not_found", async () => {
    const owner = await member();
    const link = await payLink(owner.a, 5);
    const stranger = await member();
    for (const orders of [link.orders, 'R000000000000000000']) {
      const r = await stranger.a.post('/api/Alipay/orderInfo', { orders });
      expect(r.status).toBe(404);
      expect(r.body.errCode).toBe('not_found');
    }
    expect((await agent(t.app).post('/api/Alipay/orderInfo', { orders: link.orders })).status).toBe(401);
  });
});

describe('keys as PEM', () => {
  it('a PKCS#8 PEM application key and a PEM Alipay key sign, verify and query the same way', async () => {
    const pem = await createTestApp({ env: envFor(appKeys.privateKey, fake.alipayPublicKeyPem) });
    try {
      const { a, id } = await member(pem);
      const link = await payLink(a, 9.99);
      expect(verifiesWithAppKey(new URL(link.payUrl).searchParams)).toBe(true);
      const bad = fake.notify({ out_trade_no: link.orders, total_amount: '9.90' });
      expect((await notify(bad, pem)).text).toBe('failure');
      expect((await notify(fake.notify({ out_trade_no: link.orders, total_amount: '9.99' }), pem)).text).toBe(
        'success',
      );
      expect(await state(id, link.orders, pem)).toMatchObject({ status: 'paid', coins: 999, credits: 1 });

      const second = await payLink(a, 1);
      fake.setTrade(second.orders, { trade_status: 'TRADE_FINISHED', total_amount: '1.00' });
      await pem.app.alipay.check(second.orders);
      expect(await state(id, second.orders, pem)).toMatchObject({ status: 'paid', coins: 1099 });
      expect(fake.badRequests).toBe(0);
    } finally {
      await pem.close();
    }
  });
});

describe('the ledger afterwards', () => {
  it('is sound', async () => {
    expect(await createWalletService({ db: t.database.db }).audit()).toEqual([]);
  });
});
