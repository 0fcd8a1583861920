import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for `api.weixin.qq.com`, website-app login: `/sns/oauth2/access_token` and
 * `/sns/userinfo`. Like WeChat it answers API errors with HTTP 200 and `{errcode, errmsg}` (errmsg ending
 * in `, rid: ...`), and serves its JSON as `text/plain`.
 */

export interface WechatFakeOptions {
  appid: string;
  secret: string;
}

export interface WechatFakeUser {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

export interface WechatIssueOptions {
  /**
   * Whether the token response carries the unionid (WeChat includes it when the app belongs to an Open
   * Platform account). Default true; when false the unionid is only in `/sns/userinfo`.
   */
  unionidInToken?: boolean;
}

export interface WechatFake {
  url: string;
  /** A fresh single-use authorization code for this user, as WeChat would append to the redirect. */
  issueCode(user: WechatFakeUser, options?: WechatIssueOptions): string;
  /** The next request, whichever endpoint, answers `{errcode, errmsg}`. */
  failNext(errcode: number, errmsg: string): void;
  close(): Promise<void>;
}

interface IssuedCode {
  user: WechatFakeUser;
  unionidInToken: boolean;
  used: boolean;
}

class WechatFault {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {}
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

export async function startWechatFake(opts: WechatFakeOptions): Promise<WechatFake> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, WechatFakeUser>();
  const failures: WechatFault[] = [];

  function send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(JSON.stringify(body));
  }

  function accessToken(q: URLSearchParams): Record<string, unknown> {
    if (q.get('appid') !== opts.appid) throw new WechatFault(40013, 'invalid appid');
    if (!q.get('secret')) throw new WechatFault(41004, 'appsecret missing');
    if (q.get('secret') !== opts.secret) throw new WechatFault(40125, 'invalid appsecret');
    if (q.get('grant_type') !== 'authorization_code') throw new WechatFault(40002, 'invalid grant_type');
    const code = q.get('code');
    if (!code) throw new WechatFault(41008, 'missing code');
    const issued = codes.get(code);
    if (!issued) throw new WechatFault(40029, 'invalid code');
    if (issued.used) throw new WechatFault(40163, 'code been used');
    issued.used = true;

    const access = token(48);
    accessTokens.set(access, issued.user);
    return {
      access_token: access,
      expires_in: 7200,
      refresh_token: token(48),
      openid: issued.user.openid,
      scope: 'snsapi_login',
      ...(issued.unionidInToken && issued.user.unionid ? { unionid: issued.user.unionid } : {}),
    };
  }

  function userinfo(q: URLSearchParams): Record<string, unknown> {
    const access = q.get('access_token');
    if (!access) throw new WechatFault(41001, 'access_token missing');
    const user = accessTokens.get(access);
    if (!user) throw new WechatFault(40001, 'invalid credential, access_token is invalid or not latest');
    const openid = q.get('openid');
    if (!openid) throw new WechatFault(41009, 'missing openid');
    if (openid !== user.openid) throw new WechatFault(40003, 'invalid openid');
    const lang = q.get('lang');
    if (lang !== null && !['zh_CN', 'zh_TW', 'en'].includes(lang))
      throw new WechatFault(40005, 'invalid lang');
    return {
      openid: user.openid,
      nickname: user.nickname ?? '微信用户',
      sex: 0,
      language: '',
      city: '',
      province: '',
      country: '',
      headimgurl: user.headimgurl ?? '',
      privilege: [],
      ...(user.unionid ? { unionid: user.unionid } : {}),
    };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const route =
      url.pathname === '/sns/oauth2/access_token'
        ? accessToken
        : url.pathname === '/sns/userinfo'
          ? userinfo
          : undefined;
    if (!route || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>404 Not Found</body></html>');
      return;
    }
    const rid = randomBytes(12).toString('hex');
    try {
      const failure = failures.shift();
      if (failure) throw failure;
      send(res, 200, route(url.searchParams));
    } catch (err) {
      if (err instanceof WechatFault) {
        send(res, 200, { errcode: err.errcode, errmsg: `${err.errmsg}, rid: ${rid}` });
      } else {
        send(res, 200, { errcode: -1, errmsg: `system error, rid: ${rid}` });
      }
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    issueCode(user, options = {}) {
      const code = token(24);
      codes.set(code, { user: { ...user }, unionidInToken: options.unionidInToken ?? true, used: false });
      return code;
    },
    failNext(errcode, errmsg) {
      failures.push(new WechatFault(errcode, errmsg));
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
