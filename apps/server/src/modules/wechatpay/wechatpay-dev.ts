import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chinaParts } from '../../lib/china-time.ts';
import { moneyText } from '../../lib/money.ts';
import { storedKeyPair } from '../alipay/alipay-keys.ts';
import { createWechatpayClient, RECHARGE_DESCRIPTION, type WechatpayClient } from './wechatpay-client.ts';
import { createWechatpayFake, type FakeNotify, type WechatpayFake } from './wechatpay-fake.ts';
import type { OrderRow } from '../topup/topup-service.ts';

/**
 * WeChat Pay dev mode (no WECHATPAY_*; never in production): the local fake (wechatpay-fake.ts) plays
 * WeChat Pay in process, with keys made once under `DATA_DIR/wechatpay-dev/` — the merchant's key pair,
 * the fake WeChat Pay's key pair and an APIv3 key. The server's client is the production one, talking to
 * the fake instead of api.mch.weixin.qq.com: prepay, query and the notify's signature and decryption run
 * exactly the production code. These are development keys, not secrets: nothing real accepts them.
 */

export const DEV_MCHID = '1900000000';
export const DEV_APPID = 'wx00000000devfake0';
export const DEV_SERIAL = 'DEVFAKE0000000000000000000000000000000000';
export const DEV_PUBLIC_KEY_ID = 'PUB_KEY_ID_DEVFAKE';

export interface DevWechatpay {
  client(): Promise<WechatpayClient>;
  fake(): Promise<WechatpayFake>;
  /** The buyer pays the order at the fake: the notify WeChat Pay would send. */
  pay(orders: string): Promise<FakeNotify>;
}

/** A 32-character APIv3 key kept in `dir/apiv3.key` (0600), made the first time. */
async function storedApiV3Key(dir: string): Promise<string> {
  const file = path.join(dir, 'apiv3.key');
  try {
    const key = (await fs.readFile(file, 'utf8')).trim();
    if (key.length === 32) return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(16).toString('hex');
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, key, { mode: 0o600 });
  await fs.rename(temp, file);
  return key;
}

export function createDevWechatpay(o: { dataDir: string; publicUrl: string | undefined }): DevWechatpay {
  const dir = path.join(o.dataDir, 'wechatpay-dev');
  const base = o.publicUrl ?? '';
  let loaded: Promise<{ client: WechatpayClient; fake: WechatpayFake }> | undefined;

  function load() {
    loaded ??= (async () => {
      const merchant = await storedKeyPair(dir, 'merchant');
      const platform = await storedKeyPair(dir, 'platform');
      const apiV3Key = await storedApiV3Key(dir);
      const fake = createWechatpayFake({
        mchid: DEV_MCHID,
        appid: DEV_APPID,
        merchantSerial: DEV_SERIAL,
        merchantPublicKey: merchant.publicKey,
        platformPrivateKey: platform.privateKey,
        platformKeyId: DEV_PUBLIC_KEY_ID,
        apiV3Key,
        payPage: `${base}/api/WechatPay/devPay`,
      });
      const client = createWechatpayClient(
        {
          mchid: DEV_MCHID,
          appid: DEV_APPID,
          serialNo: DEV_SERIAL,
          privateKey: merchant.privateKey,
          apiV3Key,
          publicKey: platform.publicKey,
          publicKeyId: DEV_PUBLIC_KEY_ID,
          baseUrl: 'http://wechatpay-dev.invalid',
        },
        { mode: 'dev', transport: (req) => fake.handle(req) },
      );
      return { client, fake };
    })().catch((err: unknown) => {
      loaded = undefined;
      throw err;
    });
    return loaded;
  }

  return {
    client: async () => (await load()).client,
    fake: async () => (await load()).fake,
    async pay(orders) {
      return (await load()).fake.pay(orders);
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
main{max-width:440px;margin:48px auto;padding:28px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
@media(max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box;padding:24px 16px}}
h1{margin:0 0 4px;font-size:20px;color:#07803f}
.note{margin:0 0 24px;color:#8a8f99;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 28px}
dt{color:#8a8f99}dd{margin:0;word-break:break-all}
.amount{font-size:26px;font-weight:600;color:#1f2329}
.actions{display:flex;gap:16px;align-items:center}
button{padding:10px 32px;border:0;border-radius:6px;background:#07803f;color:#fff;font-size:16px;cursor:pointer}
a{color:#576b95}`;

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

const wechatTime = (d: Date) => {
  const { date, time } = chinaParts(d);
  return `${date} ${time}`;
};

/** The simulated WeChat Pay cashier for a pending order: its number and amount, 确认支付 and 取消. */
export function cashierPage(order: Pick<OrderRow, 'orders' | 'amount' | 'expireAt' | 'tradeType'>): string {
  const orders = escapeHtml(order.orders);
  return page(
    '微信支付（开发模拟）',
    `<h1>微信支付（开发模拟）</h1>
<p class="note">开发模式：不会真实扣款。确认后模拟微信支付向服务器发送已签名、已加密的支付结果通知。</p>
<dl>
<dt>商品</dt><dd>${escapeHtml(RECHARGE_DESCRIPTION)}</dd>
<dt>订单号</dt><dd>${orders}</dd>
<dt>方式</dt><dd>${escapeHtml(order.tradeType)}</dd>
<dt>金额</dt><dd class="amount">${moneyText(order.amount)}</dd>
<dt>有效期至</dt><dd>${escapeHtml(wechatTime(order.expireAt))}</dd>
</dl>
<form method="post" action="/api/WechatPay/devPay" class="actions">
<input type="hidden" name="orders" value="${orders}">
<button type="submit">确认支付</button>
<a href="${escapeHtml(chargingPath(order.orders))}">取消</a>
</form>`,
  );
}

/** An order the fake cannot pay: already paid, closed or expired, or not the caller's. */
export function noticePage(title: string, text: string, back: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">返回</a></p>`,
  );
}
