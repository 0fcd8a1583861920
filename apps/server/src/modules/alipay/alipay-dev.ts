import { createSign, randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import { chinaParts } from '../../lib/china-time.ts';
import { moneyText, yuanText } from '../../lib/money.ts';
import { type AlipayClient, alipayTime, createAlipayClient, RECHARGE_SUBJECT } from './alipay-client.ts';
import { storedKeyPair } from './alipay-keys.ts';
import type { OrderRow } from '../topup/topup-service.ts';

/**
 * Alipay dev mode (DESIGN §4, no ALIPAY_APP_ID): two RSA key pairs made once under
 * `DATA_DIR/alipay-dev/` — the application's, and a simulated Alipay's — and a simulator that signs a
 * notify with the simulated Alipay's private key exactly as Alipay would, for the real notify handler to
 * verify with the simulated Alipay's public key.
 */

export const DEV_APP_ID = '2021000000000000';
export const DEV_SELLER_ID = '2088000000000000';

/** Alipay's signature of a notify: RSA-SHA256 over `k=v&…` of every field but `sign` and `sign_type`. */
export function signLikeAlipay(fields: Record<string, string>, alipayPrivateKey: string): string {
  const content = Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createSign('RSA-SHA256').update(content, 'utf8').sign(alipayPrivateKey, 'base64');
}

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

export interface DevAlipay {
  client(): Promise<AlipayClient>;
  /** The notify Alipay would send once the buyer paid `order`, signed. */
  paidNotify(
    order: Pick<OrderRow, 'orders' | 'amount' | 'createdAt'>,
    now: Date,
  ): Promise<Record<string, string>>;
}

export function createDevAlipay(o: { dataDir: string; publicUrl: string | undefined }): DevAlipay {
  const dir = path.join(o.dataDir, 'alipay-dev');
  const base = o.publicUrl ?? '';
  let keys: Promise<{ client: AlipayClient; alipayPrivateKey: string }> | undefined;

  function load() {
    keys ??= (async () => {
      const app = await storedKeyPair(dir, 'app');
      const alipay = await storedKeyPair(dir, 'alipay');
      const real = createAlipayClient({
        appId: DEV_APP_ID,
        privateKey: app.privateKey,
        alipayPublicKey: alipay.publicKey,
        gateway: 'http://alipay-dev.invalid/gateway.do',
        sellerId: DEV_SELLER_ID,
      });
      const client: AlipayClient = {
        mode: 'dev',
        appId: real.appId,
        sellerId: real.sellerId,
        verifyNotify: real.verifyNotify,
        pagePayUrl: (p) => `${base}/api/Alipay/devPay?orders=${encodeURIComponent(p.orders)}`,
      };
      return { client, alipayPrivateKey: alipay.privateKey };
    })().catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  }

  return {
    client: async () => (await load()).client,

    async paidNotify(order, now) {
      const { alipayPrivateKey } = await load();
      const amount = yuanText(order.amount);
      const fields: Record<string, string> = {
        notify_time: alipayTime(now),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: DEV_APP_ID,
        auth_app_id: DEV_APP_ID,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: `${chinaParts(now).date.replaceAll('-', '')}22001${digits(15)}`,
        out_trade_no: order.orders,
        buyer_id: `2088${digits(12)}`,
        buyer_logon_id: '138****0000',
        seller_id: DEV_SELLER_ID,
        seller_email: 'dev-seller@example.com',
        trade_status: 'TRADE_SUCCESS',
        total_amount: amount,
        receipt_amount: amount,
        invoice_amount: amount,
        buyer_pay_amount: amount,
        point_amount: '0.00',
        subject: RECHARGE_SUBJECT,
        gmt_create: alipayTime(order.createdAt),
        gmt_payment: alipayTime(now),
        fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      };
      fields.sign = signLikeAlipay(fields, alipayPrivateKey);
      return fields;
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
body{margin:0;background:#f5f7fa;font:15px/1.6 "PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;color:#1f2329}
main{max-width:440px;margin:64px auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{margin:0 0 4px;font-size:20px;color:#1677ff}
.note{margin:0 0 24px;color:#8a8f99;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 28px}
dt{color:#8a8f99}dd{margin:0}
.amount{font-size:26px;font-weight:600;color:#1f2329}
.actions{display:flex;gap:16px;align-items:center}
button{padding:10px 32px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:16px;cursor:pointer}
a{color:#1677ff}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export const chargingPath = (orders: string) => `/personCenter/charging?orders=${encodeURIComponent(orders)}`;

/** The simulated cashier for a pending order: its number and amount, 确认支付 and 取消. */
export function cashierPage(order: Pick<OrderRow, 'orders' | 'amount' | 'expireAt'>): string {
  const orders = escapeHtml(order.orders);
  return page(
    '支付宝收银台（开发模拟）',
    `<h1>支付宝收银台（开发模拟）</h1>
<p class="note">开发模式：不会真实扣款。确认后模拟支付宝向服务器发送已签名的支付结果通知。</p>
<dl>
<dt>商品</dt><dd>${escapeHtml(RECHARGE_SUBJECT)}</dd>
<dt>订单号</dt><dd>${orders}</dd>
<dt>金额</dt><dd class="amount">${moneyText(order.amount)}</dd>
<dt>有效期至</dt><dd>${escapeHtml(alipayTime(order.expireAt))}</dd>
</dl>
<form method="post" action="/api/Alipay/devPay" class="actions">
<input type="hidden" name="orders" value="${orders}">
<button type="submit">确认支付</button>
<a href="${escapeHtml(chargingPath(order.orders))}">取消</a>
</form>`,
  );
}

/** An order the simulator cannot pay: already paid, closed or expired, or not the caller's. */
export function noticePage(title: string, text: string, back: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">返回</a></p>`,
  );
}
