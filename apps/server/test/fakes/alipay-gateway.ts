import { createSign, createVerify, generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alipay's open-platform gateway (`openapi.alipay.com/gateway.do`), RSA2 in
 * public-key mode, with its own "Alipay" key pair:
 * - `alipay.trade.query`: checks the request's signature with the application's public key like Alipay,
 *   and answers `{"alipay_trade_query_response":{…},"sign":"…"}` signed over the exact JSON text of the
 *   response object; a trade it was not told about is `40004 ACQ.TRADE_NOT_EXIST`.
 * - `notify(...)`: the asynchronous notify Alipay would POST, signed like Alipay (every field but `sign`
 *   and `sign_type`, sorted, `k=v&…`, SHA256withRSA).
 * It is written from Alipay's documentation, independently of the server's code.
 */

export interface FakeTrade {
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';
  total_amount: string;
  trade_no?: string;
}

export interface AlipayGatewayFake {
  /** The gateway URL for ALIPAY_GATEWAY. */
  url: string;
  appId: string;
  sellerId: string;
  /** The fake Alipay's public key: SPKI PEM and the bare base64 Alipay's console shows. */
  alipayPublicKeyPem: string;
  alipayPublicKeyBase64: string;
  /** What `alipay.trade.query` answers for an `out_trade_no`; undefined: the trade does not exist. */
  setTrade(outTradeNo: string, trade: FakeTrade | undefined): void;
  /** `out_trade_no` of every trade query received, in order. */
  queries: string[];
  /** Requests refused because their signature did not verify with the application's public key. */
  badRequests: number;
  /** The next answer carries a signature that does not match it (a forged or altered response). */
  forgeNext(): void;
  /** A complete asynchronous notify as Alipay sends it, signed; `overrides` change fields before signing. */
  notify(
    o: { out_trade_no: string; total_amount: string; trade_status?: string },
    overrides?: Record<string, string>,
  ): Record<string, string>;
  /** Signs `fields` as Alipay signs a notify (sets `sign`). */
  sign(fields: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

/** `yyyy-MM-dd HH:mm:ss`, China time. */
function chinaTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function alipayKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/** The base64 body of a PEM, as Alipay's console shows keys. */
export const bareBase64 = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

export async function startAlipayGatewayFake(opts: {
  appId: string;
  sellerId: string;
  /** The application's public key (PEM), to check request signatures. */
  appPublicKey: string;
}): Promise<AlipayGatewayFake> {
  const keys = alipayKeyPair();
  const trades = new Map<string, FakeTrade>();
  const queries: string[] = [];
  let forgeNext = false;
  let badRequests = 0;

  const signText = (text: string) =>
    createSign('RSA-SHA256').update(text, 'utf8').sign(keys.privateKey, 'base64');

  function signNotify(fields: Record<string, string>) {
    const content = Object.keys(fields)
      .filter((k) => k !== 'sign' && k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    return { ...fields, sign: signText(content) };
  }

  function requestSignatureOk(params: Map<string, string>): boolean {
    const sign = params.get('sign');
    if (!sign) return false;
    const content = [...params.keys()]
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params.get(k)}`)
      .join('&');
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(opts.appPublicKey, sign, 'base64');
  }

  function query(params: Map<string, string>): Record<string, unknown> {
    if (params.get('app_id') !== opts.appId) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-app-id',
        sub_msg: '无效的AppID参数',
      };
    }
    if (!requestSignatureOk(params)) {
      badRequests += 1;
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配',
      };
    }
    let biz: { out_trade_no?: string };
    try {
      biz = JSON.parse(params.get('biz_content') ?? '{}');
    } catch {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-parameter',
        sub_msg: '参数无效',
      };
    }
    const outTradeNo = biz.out_trade_no ?? '';
    queries.push(outTradeNo);
    const trade = trades.get(outTradeNo);
    if (!trade) {
      return {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.TRADE_NOT_EXIST',
        sub_msg: '交易不存在',
        buyer_pay_amount: '0.00',
        invoice_amount: '0.00',
        out_trade_no: outTradeNo,
        point_amount: '0.00',
        receipt_amount: '0.00',
      };
    }
    const paid = trade.trade_status === 'TRADE_SUCCESS' || trade.trade_status === 'TRADE_FINISHED';
    return {
      code: '10000',
      msg: 'Success',
      buyer_logon_id: '138******00',
      buyer_pay_amount: paid ? trade.total_amount : '0.00',
      buyer_user_id: '2088102177846880',
      invoice_amount: paid ? trade.total_amount : '0.00',
      out_trade_no: outTradeNo,
      point_amount: '0.00',
      receipt_amount: paid ? trade.total_amount : '0.00',
      ...(paid ? { send_pay_date: chinaTime(new Date()) } : {}),
      total_amount: trade.total_amount,
      trade_no:
        trade.trade_no ?? `${chinaTime(new Date()).slice(0, 10).replaceAll('-', '')}22001${digits(15)}`,
      trade_status: trade.trade_status,
    };
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(res: ServerResponse, method: string, inner: Record<string, unknown>) {
    const innerText = JSON.stringify(inner);
    let sign = signText(innerText);
    if (forgeNext) {
      forgeNext = false;
      sign = signText(`${innerText} `);
    }
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(`{"${method.replaceAll('.', '_')}_response":${innerText},"sign":"${sign}"}`);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      if (url.pathname !== '/gateway.do' || req.method !== 'POST') {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<html><body>404 Not Found</body></html>');
        return;
      }
      const params = new Map<string, string>(url.searchParams);
      for (const [k, v] of new URLSearchParams(await readBody(req))) params.set(k, v);
      const method = params.get('method') ?? '';
      if (method !== 'alipay.trade.query') {
        send(res, method || 'error', {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'isv.invalid-method',
          sub_msg: '不存在的方法名',
        });
        return;
      }
      send(res, method, query(params));
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    appId: opts.appId,
    sellerId: opts.sellerId,
    alipayPublicKeyPem: keys.publicKey,
    alipayPublicKeyBase64: bareBase64(keys.publicKey),
    setTrade(outTradeNo, trade) {
      if (trade) trades.set(outTradeNo, trade);
      else trades.delete(outTradeNo);
    },
    queries,
    get badRequests() {
      return badRequests;
    },
    forgeNext() {
      forgeNext = true;
    },
    notify(o, overrides = {}) {
      const now = new Date();
      const status = o.trade_status ?? 'TRADE_SUCCESS';
      const paid = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';
      const fields: Record<string, string> = {
        notify_time: chinaTime(now),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: opts.appId,
        auth_app_id: opts.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: `${chinaTime(now).slice(0, 10).replaceAll('-', '')}22001${digits(15)}`,
        out_trade_no: o.out_trade_no,
        buyer_id: '2088102177846880',
        buyer_logon_id: '138******00',
        seller_id: opts.sellerId,
        seller_email: 'merchant@example.com',
        trade_status: status,
        total_amount: o.total_amount,
        receipt_amount: paid ? o.total_amount : '0.00',
        invoice_amount: paid ? o.total_amount : '0.00',
        buyer_pay_amount: paid ? o.total_amount : '0.00',
        point_amount: '0.00',
        subject: '会展通余额充值',
        gmt_create: chinaTime(new Date(now.getTime() - 60_000)),
        ...(paid ? { gmt_payment: chinaTime(now) } : {}),
        fund_bill_list: JSON.stringify([{ amount: o.total_amount, fundChannel: 'ALIPAYACCOUNT' }]),
        ...overrides,
      };
      return signNotify(fields);
    },
    sign: signNotify,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
