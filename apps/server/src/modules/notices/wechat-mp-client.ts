import { createHash, timingSafeEqual } from 'node:crypto';
import { WECHAT_TRANSPORT_ERRCODE, WechatApiError } from '../auth/wechat/wechat-client.ts';

/**
 * The WeChat service account (公众号/服务号) API the notices use (issue 28): the account's access token
 * (`/cgi-bin/token`, cached until shortly before it expires, fetched again once when WeChat says it is
 * no longer valid), parametric QR codes (`/cgi-bin/qrcode/create`, `QR_STR_SCENE`) and template messages
 * (`/cgi-bin/message/template/send`). Errors are `WechatApiError` as for the login client: WeChat's
 * `errcode`, or -1 for transport failures.
 */

export interface WechatMpClient {
  /** A temporary QR code whose scan tells the callback `scene`; WeChat's `url` is the code's content. */
  createQr(scene: string, expireSeconds: number): Promise<{ url: string; expires: number }>;
  /** Sends a template message; resolves with WeChat's `msgid`. */
  sendTemplate(m: {
    openid: string;
    templateId: string;
    url: string;
    data: Record<string, string>;
  }): Promise<string>;
}

export interface WechatMpOptions {
  appid: string;
  secret: string;
  /** Default `https://api.weixin.qq.com`. */
  apiBase?: string;
  timeoutMs?: number;
}

/** Token errors after which a fresh token is fetched once: invalid, expired, not the latest. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

type Json = Record<string, unknown>;

export function createWechatMpClient(opts: WechatMpOptions): WechatMpClient {
  const apiBase = (opts.apiBase ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 5000;
  let cached: { token: string; until: number } | undefined;

  async function call(path: string, query: Record<string, string>, body?: object): Promise<Json> {
    const url = `${apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let text: string;
    try {
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      text = await res.text();
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      throw new WechatApiError(`WeChat ${path} failed: ${msg}`, WECHAT_TRANSPORT_ERRCODE);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new WechatApiError(`WeChat ${path} answered a non-JSON body`, WECHAT_TRANSPORT_ERRCODE);
    }
    const r = (json && typeof json === 'object' ? json : {}) as Json;
    const errcode = Number(r.errcode ?? 0);
    if (errcode !== 0)
      throw new WechatApiError(`WeChat ${path} error ${errcode}: ${String(r.errmsg ?? '')}`, errcode);
    return r;
  }

  async function token(fresh: boolean): Promise<string> {
    if (!fresh && cached && cached.until > Date.now()) return cached.token;
    const r = await call('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: opts.appid,
      secret: opts.secret,
    });
    const t = typeof r.access_token === 'string' ? r.access_token : '';
    if (!t) throw new WechatApiError('WeChat /cgi-bin/token answered no token', WECHAT_TRANSPORT_ERRCODE);
    const seconds = Number(r.expires_in) || 7200;
    cached = { token: t, until: Date.now() + Math.max(60, seconds - 300) * 1000 };
    return t;
  }

  /** A call with the access token, retried once with a fresh token when WeChat says it is stale. */
  async function authorized(path: string, body: object): Promise<Json> {
    try {
      return await call(path, { access_token: await token(false) }, body);
    } catch (err) {
      if (!(err instanceof WechatApiError) || !STALE_TOKEN.has(err.errcode)) throw err;
      return call(path, { access_token: await token(true) }, body);
    }
  }

  return {
    async createQr(scene, expireSeconds) {
      const r = await authorized('/cgi-bin/qrcode/create', {
        expire_seconds: expireSeconds,
        action_name: 'QR_STR_SCENE',
        action_info: { scene: { scene_str: scene } },
      });
      if (typeof r.url !== 'string')
        throw new WechatApiError('WeChat /cgi-bin/qrcode/create answered no url', WECHAT_TRANSPORT_ERRCODE);
      return { url: r.url, expires: Number(r.expire_seconds) || expireSeconds };
    },
    async sendTemplate(m) {
      const r = await authorized('/cgi-bin/message/template/send', {
        touser: m.openid,
        template_id: m.templateId,
        url: m.url,
        data: Object.fromEntries(Object.entries(m.data).map(([k, value]) => [k, { value }])),
      });
      return String(r.msgid ?? '');
    },
  };
}

/**
 * WeChat's callback signature: sha1 of the token, timestamp and nonce sorted and joined. Compared in
 * constant time.
 */
export function wechatSignatureOk(
  token: string,
  q: { signature?: string; timestamp?: string; nonce?: string },
): boolean {
  if (!q.signature || !q.timestamp || !q.nonce) return false;
  const expected = createHash('sha1').update([token, q.timestamp, q.nonce].sort().join('')).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(q.signature.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The fields of a callback's XML (`<ToUserName><![CDATA[…]]></ToUserName>…`), flat. */
export function parseWechatXml(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(/<(\w+)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g))
    out[m[1]!] = m[2] ?? m[3] ?? '';
  return out;
}
