/**
 * WeChat Open Platform "website application" login (网站应用微信登录, QR connect, scope `snsapi_login`).
 *
 * WeChat answers API errors with HTTP 200 and `{errcode, errmsg}` (40029 invalid code, 40163 code been
 * used, 40001 invalid credential, 40125 invalid appsecret, ...): those become `WechatApiError` with that
 * `errcode`. Transport failures, timeouts, non-2xx answers and non-JSON bodies become `WechatApiError`
 * with errcode -1. Error messages never contain the app secret or access tokens.
 */

export interface WechatUser {
  unionid?: string;
  openid: string;
  nickname: string;
  headimgurl: string;
}

export class WechatApiError extends Error {
  constructor(
    message: string,
    readonly errcode: number,
  ) {
    super(message);
    this.name = 'WechatApiError';
  }
}

export interface WechatClient {
  /** https://open.weixin.qq.com/connect/qrconnect?appid=..&redirect_uri=<encoded>&response_type=code&scope=snsapi_login&state=..#wechat_redirect */
  authorizeUrl(state: string, redirectUri: string): string;
  /** code → GET {apiBase}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code → then GET {apiBase}/sns/userinfo?access_token&openid&lang=zh_CN; unionid taken from the token response first, else userinfo. */
  fetchUser(code: string): Promise<WechatUser>;
}

export interface WechatClientOptions {
  appid: string;
  secret: string;
  /** Default `https://api.weixin.qq.com`. */
  apiBase?: string;
  /** Default `https://open.weixin.qq.com`. */
  authorizeBase?: string;
  /** Per request; default 5000 ms. */
  timeoutMs?: number;
}

/** errcode of failures that are not WeChat's answer (network, timeout, HTTP status, unparsable body). */
export const WECHAT_TRANSPORT_ERRCODE = -1;

const DEFAULT_TIMEOUT_MS = 5000;

type Json = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function createWechatClient(opts: WechatClientOptions): WechatClient {
  const apiBase = (opts.apiBase ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  const authorizeBase = (opts.authorizeBase ?? 'https://open.weixin.qq.com').replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** GET `{apiBase}{path}?{query}` and return the JSON object, or throw WechatApiError. */
  async function call(path: string, query: Record<string, string>): Promise<Json> {
    const url = `${apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let status: number;
    let text: string;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new WechatApiError(`WeChat ${path} timed out after ${timeoutMs} ms`, WECHAT_TRANSPORT_ERRCODE);
      }
      const cause =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : '';
      throw new WechatApiError(
        `WeChat ${path} request failed: ${cause || String(err)}`,
        WECHAT_TRANSPORT_ERRCODE,
      );
    }
    if (status < 200 || status > 299) {
      throw new WechatApiError(`WeChat ${path} answered HTTP ${status}`, WECHAT_TRANSPORT_ERRCODE);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      throw new WechatApiError(
        `WeChat ${path} answered a non-JSON body: ${text.slice(0, 200)}`,
        WECHAT_TRANSPORT_ERRCODE,
      );
    }
    const body = json as Json;
    const errcode = typeof body.errcode === 'number' ? body.errcode : Number(body.errcode ?? 0);
    if (errcode !== 0) {
      const errmsg = typeof body.errmsg === 'string' ? body.errmsg : '';
      throw new WechatApiError(
        `WeChat ${path} error ${errcode}: ${errmsg}`,
        Number.isFinite(errcode) ? errcode : WECHAT_TRANSPORT_ERRCODE,
      );
    }
    return body;
  }

  return {
    authorizeUrl(state, redirectUri) {
      // WeChat checks this link strictly, parameter order included.
      return (
        `${authorizeBase}/connect/qrconnect?appid=${encodeURIComponent(opts.appid)}` +
        `&redirect_uri=${encodeURIComponent(redirectUri)}` +
        `&response_type=code&scope=snsapi_login&state=${encodeURIComponent(state)}#wechat_redirect`
      );
    },

    async fetchUser(code) {
      const token = await call('/sns/oauth2/access_token', {
        appid: opts.appid,
        secret: opts.secret,
        code,
        grant_type: 'authorization_code',
      });
      const accessToken = str(token.access_token);
      const openid = str(token.openid);
      if (!accessToken || !openid) {
        throw new WechatApiError(
          'WeChat /sns/oauth2/access_token answered without access_token or openid',
          WECHAT_TRANSPORT_ERRCODE,
        );
      }
      const info = await call('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
      const infoOpenid = str(info.openid);
      if (infoOpenid !== undefined && infoOpenid !== openid) {
        throw new WechatApiError(
          'WeChat /sns/userinfo answered for another openid',
          WECHAT_TRANSPORT_ERRCODE,
        );
      }
      const unionid = str(token.unionid) ?? str(info.unionid);
      return {
        ...(unionid === undefined ? {} : { unionid }),
        openid,
        nickname: typeof info.nickname === 'string' ? info.nickname : '',
        headimgurl: typeof info.headimgurl === 'string' ? info.headimgurl : '',
      };
    },
  };
}
