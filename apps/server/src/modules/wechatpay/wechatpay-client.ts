import type { KeyObject } from 'node:crypto';
import { chinaParts } from '../../lib/china-time.ts';
import {
  authorization,
  checkSigned,
  decryptResource,
  type EncryptedResource,
  jsapiParams,
  merchantKey,
  platformKey,
  type SignedHeaders,
  signedHeaders,
} from './wechatpay-crypto.ts';

/**
 * WeChat Pay APIv3 for top-ups, our own small client (decision 057): Native, H5 and JSAPI prepay, the
 * order query by `out_trade_no`, and the notify's check — every response's signature verified with WeChat
 * Pay's public key (public-key mode; `Wechatpay-Serial` must be its id).
 */

export interface WechatpaySettings {
  mchid: string;
  appid: string;
  /** The serial number of the merchant's API certificate. */
  serialNo: string;
  /** The merchant's API private key (apiclient_key.pem): PEM or bare base64. */
  privateKey: string;
  /** The APIv3 key: 32 characters. */
  apiV3Key: string;
  /** WeChat Pay's public key (PEM or bare base64) and its id (`PUB_KEY_ID_…`). */
  publicKey: string;
  publicKeyId: string;
  baseUrl: string;
}

export const RECHARGE_DESCRIPTION = '会展通余额充值';

/** `2026-12-06T16:20:00+08:00`: APIv3's RFC 3339 time, in China time. */
export function rfc3339China(d: Date): string {
  const { date, time } = chinaParts(d);
  return `${date}T${time}+08:00`;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Absolute URL. */
  url: string;
  headers: Record<string, string>;
  body: string;
}
export interface HttpResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}
/** How requests reach WeChat Pay: `fetch` in production, the local fake in process in dev mode. */
export type Transport = (req: HttpRequest) => Promise<HttpResponse>;

export function fetchTransport(timeoutMs = 5000): Transport {
  return async (req) => {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.method === 'GET' ? undefined : req.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      headers[k.toLowerCase()] = v;
    });
    return { status: res.status, headers, body: await res.text() };
  };
}

export class WechatpayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`wechatpay ${status} ${code}: ${message}`);
  }
}

export interface Prepay {
  orders: string;
  /** Fen. */
  amount: number;
  expireAt: Date;
  notifyUrl: string;
}

/** A transaction as WeChat Pay describes it (the query's answer, and a notify's decrypted resource). */
export interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_type?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

export type QueryResult = { found: true; trade: Transaction } | { found: false };

export interface WechatpayClient {
  mode: 'production' | 'dev';
  mchid: string;
  appid: string;
  native(p: Prepay): Promise<{ codeUrl: string }>;
  h5(p: Prepay & { clientIp: string }): Promise<{ h5Url: string }>;
  jsapi(p: Prepay & { openid: string }): Promise<{ prepayId: string }>;
  /** The signed parameters for `getBrandWCPayRequest`. */
  jsapiParams(prepayId: string): ReturnType<typeof jsapiParams>;
  /** WeChat Pay's view of an order; throws when it cannot be asked or its answer is not signed by it. */
  query(outTradeNo: string): Promise<QueryResult>;
  /**
   * A notify checked: signed by WeChat Pay over exactly `body`, recent, and its resource decrypted with the
   * APIv3 key. `refuse` names what failed.
   */
  openNotify(
    headers: SignedHeaders,
    body: string,
    now: Date,
  ): { refuse: string } | { eventType: string; trade: Transaction };
}

export function createWechatpayClient(
  s: WechatpaySettings,
  opts: { transport?: Transport; mode?: 'production' | 'dev'; now?: () => Date } = {},
): WechatpayClient {
  const privateKey: KeyObject = merchantKey(s.privateKey);
  const wxKey = { id: s.publicKeyId, publicKey: platformKey(s.publicKey) };
  const transport = opts.transport ?? fetchTransport();
  const clock = opts.now ?? (() => new Date());
  const base = s.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const res = await transport({
      method,
      url: base + pathAndQuery,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'huizhantong-wechatpay/1',
        authorization: authorization({
          mchid: s.mchid,
          serialNo: s.serialNo,
          privateKey,
          method,
          url: pathAndQuery,
          body,
        }),
      },
      body,
    });
    let json: Record<string, unknown> = {};
    try {
      json = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
    } catch {
      // an answer that is not JSON: reported below by status, or refused by the signature
    }
    if (res.status < 200 || res.status >= 300) {
      // error answers are read, not trusted: they only ever lead to "nothing changes" or a retry
      throw new WechatpayError(res.status, String(json.code ?? ''), String(json.message ?? res.body));
    }
    const why = checkSigned(
      signedHeaders((n) => res.headers[n]),
      res.body,
      wxKey,
      clock(),
    );
    if (why)
      throw new WechatpayError(res.status, 'BAD_SIGNATURE', `response not signed by WeChat Pay (${why})`);
    return json;
  }

  const order = (p: Prepay) => ({
    appid: s.appid,
    mchid: s.mchid,
    description: RECHARGE_DESCRIPTION,
    out_trade_no: p.orders,
    time_expire: rfc3339China(p.expireAt),
    notify_url: p.notifyUrl,
    amount: { total: p.amount, currency: 'CNY' },
  });
  const text = (v: unknown, what: string) => {
    if (typeof v !== 'string' || !v) throw new WechatpayError(200, 'BAD_ANSWER', `no ${what}`);
    return v;
  };

  return {
    mode: opts.mode ?? 'production',
    mchid: s.mchid,
    appid: s.appid,

    async native(p) {
      const r = await call('POST', '/v3/pay/transactions/native', order(p));
      return { codeUrl: text(r.code_url, 'code_url') };
    },

    async h5(p) {
      const r = await call('POST', '/v3/pay/transactions/h5', {
        ...order(p),
        scene_info: { payer_client_ip: p.clientIp, h5_info: { type: 'Wap' } },
      });
      return { h5Url: text(r.h5_url, 'h5_url') };
    },

    async jsapi(p) {
      const r = await call('POST', '/v3/pay/transactions/jsapi', {
        ...order(p),
        payer: { openid: p.openid },
      });
      return { prepayId: text(r.prepay_id, 'prepay_id') };
    },

    jsapiParams: (prepayId) => jsapiParams(s.appid, prepayId, privateKey, clock()),

    async query(outTradeNo) {
      try {
        const r = await call(
          'GET',
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(s.mchid)}`,
        );
        return { found: true, trade: r as Transaction };
      } catch (err) {
        if (err instanceof WechatpayError && err.status === 404 && err.code === 'ORDER_NOT_EXIST') {
          return { found: false };
        }
        throw err;
      }
    },

    openNotify(headers, body, now) {
      const why = checkSigned(headers, body, wxKey, now);
      if (why) return { refuse: why };
      let note: { event_type?: unknown; resource?: EncryptedResource };
      try {
        note = JSON.parse(body) as typeof note;
      } catch {
        return { refuse: 'json' };
      }
      if (!note.resource || typeof note.resource !== 'object') return { refuse: 'resource' };
      let plain: string;
      try {
        plain = decryptResource(note.resource, s.apiV3Key);
      } catch {
        return { refuse: 'decrypt' };
      }
      try {
        return { eventType: String(note.event_type ?? ''), trade: JSON.parse(plain) as Transaction };
      } catch {
        return { refuse: 'resource_json' };
      }
    },
  };
}
