import {
  createCipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { chinaParts } from '../../lib/china-time.ts';

/**
 * A local stand-in for WeChat Pay's APIv3 (docs/domains/wechat-pay.md), for tests and for development
 * without keys. It speaks the protocol on the wire, independently of the server's client code (its own
 * signing, verifying and encryption, from the published documentation):
 * - `POST /v3/pay/transactions/{native,h5,jsapi}` and `GET /v3/pay/transactions/out-trade-no/{no}?mchid=`:
 *   the request's `WECHATPAY2-SHA256-RSA2048` signature is checked with the merchant's public key (401
 *   `SIGN_ERROR` otherwise); answers are signed with the fake WeChat Pay's private key
 *   (`Wechatpay-Timestamp/Nonce/Signature/Serial`);
 * - `pay(no)`: the order becomes `SUCCESS` and the notify WeChat Pay would POST is returned — JSON with the
 *   transaction encrypted AEAD_AES_256_GCM with the APIv3 key, signed over `timestamp\nnonce\nbody\n`.
 * `code_url` and `h5_url` point at `payPage` (the server's simulator page in dev mode).
 */

export interface FakeTrade {
  appid: string;
  mchid: string;
  out_trade_no: string;
  trade_type: 'NATIVE' | 'MWEB' | 'JSAPI';
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
  total: number;
  notify_url: string;
  openid?: string;
}

/** What a prepay request may carry (checked field by field, nothing trusted). */
interface PrepayBody {
  appid?: unknown;
  mchid?: unknown;
  description?: unknown;
  out_trade_no?: unknown;
  notify_url?: unknown;
  amount?: { total?: unknown; currency?: unknown };
  payer?: { openid?: unknown };
  scene_info?: { payer_client_ip?: unknown; h5_info?: { type?: unknown } };
}

export interface FakeRequest {
  method: string;
  /** Path and query (an absolute URL is reduced to them). */
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}
export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface FakeNotify {
  headers: Record<string, string>;
  body: string;
}

export interface WechatpayFakeOptions {
  mchid: string;
  appid: string;
  /** The merchant's certificate serial and public key: requests must be signed with its private key. */
  merchantSerial: string;
  merchantPublicKey: string;
  /** The fake WeChat Pay's key pair (PEM) and its id, `PUB_KEY_ID_…`. */
  platformPrivateKey: string;
  platformKeyId: string;
  apiV3Key: string;
  /** Where `code_url` and `h5_url` lead: `?orders=<out_trade_no>` is appended. */
  payPage: string;
  now?: () => Date;
}

const rfc3339 = (d: Date) => {
  const { date, time } = chinaParts(d);
  return `${date}T${time}+08:00`;
};

export function createWechatpayFake(o: WechatpayFakeOptions) {
  const merchantKey: KeyObject = createPublicKey(o.merchantPublicKey);
  const platformKey: KeyObject = createPrivateKey(o.platformPrivateKey);
  const clock = o.now ?? (() => new Date());
  const trades = new Map<string, FakeTrade>();
  let forge = false;
  const state = { badRequests: 0, requests: [] as string[] };

  function sign(text: string) {
    return createSign('RSA-SHA256').update(text, 'utf8').sign(platformKey, 'base64');
  }

  /** Headers WeChat Pay puts on a signed answer or notify. */
  function signed(body: string): Record<string, string> {
    const timestamp = String(Math.floor(clock().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    let signature = sign(`${timestamp}\n${nonce}\n${body}\n`);
    if (forge) {
      forge = false;
      signature = sign(`${timestamp}\n${nonce}\n${body} \n`);
    }
    return {
      'content-type': 'application/json',
      'request-id': randomBytes(12).toString('hex'),
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': o.platformKeyId,
    };
  }

  const answer = (status: number, payload?: unknown): FakeResponse => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    return { status, headers: signed(body), body };
  };
  const fail = (status: number, code: string, message: string) => answer(status, { code, message });

  function authentic(req: FakeRequest, pathAndQuery: string): boolean {
    const header = req.headers.authorization ?? '';
    const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
    if (!header.startsWith(prefix)) return false;
    const f = new Map([...header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (f.get('mchid') !== o.mchid || f.get('serial_no') !== o.merchantSerial) return false;
    const ts = Number(f.get('timestamp'));
    if (!Number.isFinite(ts) || Math.abs(clock().getTime() / 1000 - ts) > 300) return false;
    const text = `${req.method.toUpperCase()}\n${pathAndQuery}\n${f.get('timestamp')}\n${f.get('nonce_str')}\n${req.body}\n`;
    try {
      return createVerify('RSA-SHA256')
        .update(text, 'utf8')
        .verify(merchantKey, f.get('signature') ?? '', 'base64');
    } catch {
      return false;
    }
  }

  function prepay(kind: 'native' | 'h5' | 'jsapi', body: PrepayBody): FakeResponse {
    if (body.appid !== o.appid || body.mchid !== o.mchid)
      return fail(400, 'PARAM_ERROR', 'appid或mchid不匹配');
    const no = body.out_trade_no;
    const total = body.amount?.total;
    if (typeof no !== 'string' || !/^[A-Za-z0-9_*|-]{6,32}$/.test(no))
      return fail(400, 'PARAM_ERROR', 'out_trade_no');
    if (
      typeof total !== 'number' ||
      !Number.isInteger(total) ||
      total <= 0 ||
      body.amount?.currency !== 'CNY'
    ) {
      return fail(400, 'PARAM_ERROR', 'amount');
    }
    if (typeof body.notify_url !== 'string' || !body.description) return fail(400, 'PARAM_ERROR', '缺少参数');
    if (kind === 'jsapi' && !body.payer?.openid) return fail(400, 'PARAM_ERROR', '缺少openid');
    if (kind === 'h5' && (!body.scene_info?.payer_client_ip || !body.scene_info?.h5_info?.type)) {
      return fail(400, 'PARAM_ERROR', '缺少scene_info');
    }
    const tradeType = kind === 'native' ? 'NATIVE' : kind === 'h5' ? 'MWEB' : 'JSAPI';
    const had = trades.get(no);
    if (had && (had.total !== total || had.trade_state !== 'NOTPAY')) {
      return fail(400, had.trade_state === 'SUCCESS' ? 'ORDERPAID' : 'INVALID_REQUEST', '订单号重复');
    }
    trades.set(no, {
      appid: o.appid,
      mchid: o.mchid,
      out_trade_no: no,
      trade_type: tradeType,
      trade_state: 'NOTPAY',
      total,
      notify_url: body.notify_url,
      openid: typeof body.payer?.openid === 'string' ? body.payer.openid : undefined,
    });
    const page = `${o.payPage}?orders=${encodeURIComponent(no)}`;
    if (kind === 'native') return answer(200, { code_url: page });
    if (kind === 'h5') return answer(200, { h5_url: `${page}&h5=1` });
    return answer(200, { prepay_id: `wx${randomBytes(14).toString('hex')}` });
  }

  /** A transaction as WeChat Pay shows it (query answers and notifies). */
  function describe(t: FakeTrade) {
    return {
      appid: t.appid,
      mchid: t.mchid,
      out_trade_no: t.out_trade_no,
      transaction_id: t.transaction_id,
      trade_type: t.trade_type,
      trade_state: t.trade_state,
      trade_state_desc: t.trade_state === 'SUCCESS' ? '支付成功' : '未支付',
      bank_type: 'OTHERS',
      attach: '',
      success_time: t.success_time,
      payer: { openid: t.openid ?? `o${randomBytes(13).toString('hex')}` },
      amount: { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  return {
    trades,
    get badRequests() {
      return state.badRequests;
    },
    /** Every request, as `METHOD path`. */
    requests: state.requests,
    /** The next answer or notify carries a signature that does not match it. */
    forgeNext() {
      forge = true;
    },

    /** Answers one API request. */
    async handle(req: FakeRequest): Promise<FakeResponse> {
      const url = new URL(req.url, 'http://fake.invalid');
      const pathAndQuery = url.pathname + url.search;
      state.requests.push(`${req.method} ${url.pathname}`);
      if (!authentic(req, pathAndQuery)) {
        state.badRequests++;
        return fail(401, 'SIGN_ERROR', '签名错误');
      }
      const create = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(url.pathname);
      if (req.method === 'POST' && create) {
        let body: PrepayBody;
        try {
          body = JSON.parse(req.body);
        } catch {
          return fail(400, 'PARAM_ERROR', 'JSON');
        }
        return prepay(create[1] as 'native' | 'h5' | 'jsapi', body);
      }
      const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && query) {
        if (url.searchParams.get('mchid') !== o.mchid) return fail(400, 'PARAM_ERROR', 'mchid');
        const t = trades.get(decodeURIComponent(query[1] as string));
        if (!t) return fail(404, 'ORDER_NOT_EXIST', '订单不存在');
        return answer(200, describe(t));
      }
      return fail(404, 'NOT_FOUND', '无此接口');
    },

    /** The buyer pays: the trade becomes SUCCESS; the notify WeChat Pay would send is returned. */
    pay(outTradeNo: string): FakeNotify {
      const t = trades.get(outTradeNo);
      if (!t) throw new Error(`wechatpay fake: no trade ${outTradeNo}`);
      if (t.trade_state !== 'SUCCESS') {
        t.trade_state = 'SUCCESS';
        t.transaction_id = `42000${chinaParts(clock()).date.replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e4)).padStart(4, '0')}`;
        t.success_time = rfc3339(clock());
      }
      return this.notify(describe(t));
    },

    /**
     * A notify for any transaction content (tests change fields to forge one): encrypted with `apiV3Key`
     * (default the right one), signed by the fake WeChat Pay.
     */
    notify(
      transaction: Record<string, unknown>,
      opts: { apiV3Key?: string; eventType?: string } = {},
    ): FakeNotify {
      const nonce = randomBytes(6).toString('hex');
      const cipher = createCipheriv(
        'aes-256-gcm',
        Buffer.from(opts.apiV3Key ?? o.apiV3Key, 'utf8'),
        Buffer.from(nonce, 'utf8'),
      );
      cipher.setAAD(Buffer.from('transaction', 'utf8'));
      const ciphertext = Buffer.concat([
        cipher.update(JSON.stringify(transaction), 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]).toString('base64');
      const body = JSON.stringify({
        id: randomBytes(18).toString('hex'),
        create_time: rfc3339(clock()),
        resource_type: 'encrypt-resource',
        event_type: opts.eventType ?? 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext,
          associated_data: 'transaction',
          nonce,
        },
      });
      return { headers: signed(body), body };
    },
  };
}

export type WechatpayFake = ReturnType<typeof createWechatpayFake>;
