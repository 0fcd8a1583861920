import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startWechatFake, type WechatFake } from '../../../../test/fakes/wechat-fake.ts';
import { createWechatClient, type WechatClientOptions, WechatApiError } from './wechat-client.ts';

const APPID = 'wx1234567890abcdef';
const SECRET = 'wechat-app-secret-for-tests';

async function startRawServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function errorOf(promise: Promise<unknown>): Promise<WechatApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WechatApiError);
  return err as WechatApiError;
}

describe('authorizeUrl', () => {
  it('builds the QR-connect URL with an encoded redirect, scope snsapi_login, state and #wechat_redirect', () => {
    const client = createWechatClient({ appid: APPID, secret: SECRET });
    const redirect = 'https://hz.example.com/api/auth/wechat/callback?next=/me&x=a b';
    const url = client.authorizeUrl('st/ate+1', redirect);
    expect(url).toBe(
      `https://open.weixin.qq.com/connect/qrconnect?appid=${APPID}` +
        '&redirect_uri=https%3A%2F%2Fhz.example.com%2Fapi%2Fauth%2Fwechat%2Fcallback%3Fnext%3D%2Fme%26x%3Da%20b' +
        '&response_type=code&scope=snsapi_login&state=st%2Fate%2B1#wechat_redirect',
    );
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect([...parsed.searchParams.keys()]).toEqual([
      'appid',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
    ]);
    expect(parsed.searchParams.get('redirect_uri')).toBe(redirect);
    expect(parsed.searchParams.get('state')).toBe('st/ate+1');
    expect(parsed.hash).toBe('#wechat_redirect');
  });

  it('honours authorizeBase', () => {
    const client = createWechatClient({ appid: APPID, secret: SECRET, authorizeBase: 'http://127.0.0.1:9/' });
    expect(client.authorizeUrl('s', 'https://x.test/cb')).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/connect\/qrconnect\?/,
    );
  });
});

describe('fetchUser against the local fake', () => {
  let fake: WechatFake | undefined;
  let raw: Server | undefined;

  afterEach(async () => {
    await fake?.close();
    fake = undefined;
    if (raw) {
      const server = raw;
      raw = undefined;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  const client = (overrides: Partial<WechatClientOptions> = {}) =>
    createWechatClient({ appid: APPID, secret: SECRET, apiBase: fake?.url, timeoutMs: 2000, ...overrides });

  it('happy path with unionid in the token response', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({
      openid: 'o-openid-1',
      unionid: 'u-union-1',
      nickname: '张三',
      headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132',
    });
    expect(await client().fetchUser(code)).toEqual({
      unionid: 'u-union-1',
      openid: 'o-openid-1',
      nickname: '张三',
      headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132',
    });
  });

  it('unionid absent from the token response: taken from userinfo', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-2', unionid: 'u-union-2' }, { unionidInToken: false });
    const user = await client().fetchUser(code);
    expect(user.unionid).toBe('u-union-2');
    expect(user.openid).toBe('o-openid-2');
  });

  it('no unionid anywhere: the user has none', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-3', nickname: 'Li', headimgurl: '' });
    const user = await client().fetchUser(code);
    expect(user).toEqual({ openid: 'o-openid-3', nickname: 'Li', headimgurl: '' });
    expect('unionid' in user).toBe(false);
  });

  it('a reused code: WechatApiError 40163', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-4' });
    await client().fetchUser(code);
    const err = await errorOf(client().fetchUser(code));
    expect(err.errcode).toBe(40163);
    expect(err.message).toMatch(/code been used/);
  });

  it('an unknown code: WechatApiError 40029', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    expect((await errorOf(client().fetchUser('not-a-code'))).errcode).toBe(40029);
  });

  it('a wrong secret: WechatApiError 40125, and the secret is not in the message', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-5' });
    const err = await errorOf(client({ secret: 'wrong-secret' }).fetchUser(code));
    expect(err.errcode).toBe(40125);
    expect(err.message).not.toContain('wrong-secret');
    // The code was not consumed by the failed exchange.
    expect((await client().fetchUser(code)).openid).toBe('o-openid-5');
  });

  it('a wrong appid: WechatApiError 40013', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-6' });
    expect((await errorOf(client({ appid: 'wx-other' }).fetchUser(code))).errcode).toBe(40013);
  });

  it('failNext on the token exchange', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-7' });
    fake.failNext(-1, 'system error');
    const err = await errorOf(client().fetchUser(code));
    expect(err.errcode).toBe(-1);
    expect(err.message).toMatch(/system error/);
    fake.failNext(45011, 'api minute-quota reach limit');
    expect((await errorOf(client().fetchUser(code))).errcode).toBe(45011);
    // Only the next request fails: the code is still good.
    expect((await client().fetchUser(code)).openid).toBe('o-openid-7');
  });

  it('an error from userinfo after a good token exchange', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-8' });
    // failNext hits the very next request (the token exchange), so put a proxy in front of the fake
    // that lets the exchange through and answers userinfo with WeChat's 40001.
    const upstreamUrl = fake.url;
    const proxy = await startRawServer(async (req, res) => {
      const body = req.url?.startsWith('/sns/userinfo')
        ? JSON.stringify({
            errcode: 40001,
            errmsg: 'invalid credential, access_token is invalid or not latest',
          })
        : await (await fetch(`${upstreamUrl}${req.url}`)).text();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(body);
    });
    raw = proxy.server;
    const err = await errorOf(client({ apiBase: proxy.url }).fetchUser(code));
    expect(err.errcode).toBe(40001);
  });

  it('the fake checks userinfo: unknown access_token 40001, other openid 40003', async () => {
    fake = await startWechatFake({ appid: APPID, secret: SECRET });
    const code = fake.issueCode({ openid: 'o-openid-9' });
    const tokenUrl = `${fake.url}/sns/oauth2/access_token?appid=${APPID}&secret=${SECRET}&code=${code}&grant_type=authorization_code`;
    const tokenRes = (await (await fetch(tokenUrl)).json()) as { access_token: string; openid: string };
    expect(tokenRes.openid).toBe('o-openid-9');
    const info = async (accessToken: string, openid: string) =>
      (await (
        await fetch(`${fake!.url}/sns/userinfo?access_token=${accessToken}&openid=${openid}&lang=zh_CN`)
      ).json()) as { errcode?: number; openid?: string };
    expect((await info('bogus', 'o-openid-9')).errcode).toBe(40001);
    expect((await info(tokenRes.access_token, 'o-other')).errcode).toBe(40003);
    expect((await info(tokenRes.access_token, 'o-openid-9')).openid).toBe('o-openid-9');
  });

  it('a server that never answers: WechatApiError -1 within timeoutMs', async () => {
    const hanging = await startRawServer(() => {
      // never answers
    });
    raw = hanging.server;
    const started = Date.now();
    const err = await errorOf(client({ apiBase: hanging.url, timeoutMs: 300 }).fetchUser('any'));
    const elapsed = Date.now() - started;
    expect(err.errcode).toBe(-1);
    expect(err.message).toMatch(/timed out after 300 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
  });

  it('non-2xx and non-JSON answers: WechatApiError -1', async () => {
    const bad = await startRawServer((req, res) => {
      if (req.url?.includes('code=html')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>maintenance</html>');
      } else {
        res.writeHead(503);
        res.end();
      }
    });
    raw = bad.server;
    const notJson = await errorOf(client({ apiBase: bad.url }).fetchUser('html'));
    expect(notJson.errcode).toBe(-1);
    expect(notJson.message).toMatch(/non-JSON/);
    const unavailable = await errorOf(client({ apiBase: bad.url }).fetchUser('x'));
    expect(unavailable.errcode).toBe(-1);
    expect(unavailable.message).toMatch(/HTTP 503/);
  });
});
