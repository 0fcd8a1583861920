import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the WeChat service account API (`api.weixin.qq.com`, 公众号): `/cgi-bin/token`
 * (client credential), `/cgi-bin/qrcode/create` (QR_STR_SCENE) and `/cgi-bin/message/template/send`.
 * Like WeChat it answers errors with HTTP 200 and `{errcode, errmsg}`: 40013 invalid appid, 40125 invalid
 * appsecret, 40001 invalid credential (an unknown or expired token), 40003 invalid openid, 43004 require
 * subscribe (the user does not follow the account), 40037 invalid template_id.
 */

export interface WechatMpFake {
  url: string;
  /** Users following the account (template messages reach only them). */
  follow(openid: string): void;
  unfollow(openid: string): void;
  /** Template messages accepted, in order. */
  sent: { openid: string; templateId: string; url: string; data: Record<string, { value: string }> }[];
  /** The scene of a QR code by its content (`url` of qrcode/create). */
  sceneOf(qrUrl: string): string | undefined;
  /** Tokens handed out so far; `expireTokens()` makes all of them invalid (40001). */
  tokensIssued(): number;
  expireTokens(): void;
  /** The next API request answers this error. */
  failNext(errcode: number, errmsg: string): void;
  /** The next API request gets no answer: held for `ms`, then its connection dropped. */
  stallNext(ms: number): void;
  close(): Promise<void>;
}

const rand = (n: number) => randomBytes(n).toString('base64url');

export async function startWechatMpFake(o: {
  appid: string;
  secret: string;
  templates: string[];
}): Promise<WechatMpFake> {
  const tokens = new Set<string>();
  let issued = 0;
  const followers = new Set<string>();
  const scenes = new Map<string, string>();
  const sent: WechatMpFake['sent'] = [];
  const failures: { errcode: number; errmsg: string }[] = [];
  const stalls: number[] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c: Buffer) => {
        s += c.toString('utf8');
      });
      req.on('end', () => resolve(s));
    });

  const server = createServer(async (req, res: ServerResponse) => {
    const stall = stalls.shift();
    if (stall !== undefined) {
      setTimeout(() => req.socket.destroy(), stall).unref();
      return;
    }
    const u = new URL(req.url ?? '/', 'http://fake.invalid');
    const q = u.searchParams;
    const body = req.method === 'POST' ? await readBody(req) : '';
    const reply = (r: object) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r));
    };
    const fail = (errcode: number, errmsg: string) => reply({ errcode, errmsg: `${errmsg} rid: ${rand(6)}` });
    const f = failures.shift();
    if (f) return fail(f.errcode, f.errmsg);
    if (u.pathname === '/cgi-bin/token') {
      if (q.get('grant_type') !== 'client_credential') return fail(40002, 'invalid grant_type');
      if (q.get('appid') !== o.appid) return fail(40013, 'invalid appid');
      if (q.get('secret') !== o.secret) return fail(40125, 'invalid appsecret');
      const t = rand(32);
      tokens.add(t);
      issued += 1;
      return reply({ access_token: t, expires_in: 7200 });
    }
    if (!tokens.has(q.get('access_token') ?? '')) return fail(40001, 'invalid credential');
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return fail(47001, 'data format error');
    }
    if (u.pathname === '/cgi-bin/qrcode/create') {
      const scene = (json.action_info as { scene?: { scene_str?: string } } | undefined)?.scene?.scene_str;
      if (json.action_name !== 'QR_STR_SCENE' || !scene || scene.length > 64)
        return fail(40053, 'invalid action info');
      const ticket = rand(24);
      const url = `http://weixin.qq.com/q/${ticket}`;
      scenes.set(url, scene);
      return reply({ ticket, expire_seconds: json.expire_seconds ?? 60, url });
    }
    if (u.pathname === '/cgi-bin/message/template/send') {
      const openid = String(json.touser ?? '');
      const templateId = String(json.template_id ?? '');
      if (!/^[\w-]{6,64}$/.test(openid)) return fail(40003, 'invalid openid');
      if (!followers.has(openid)) return fail(43004, 'require subscribe');
      if (!o.templates.includes(templateId)) return fail(40037, 'invalid template_id');
      sent.push({
        openid,
        templateId,
        url: String(json.url ?? ''),
        data: json.data as Record<string, { value: string }>,
      });
      return reply({ errcode: 0, errmsg: 'ok', msgid: Date.now() * 10 + sent.length });
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    follow: (id) => followers.add(id),
    unfollow: (id) => followers.delete(id),
    sent,
    sceneOf: (url) => scenes.get(url),
    tokensIssued: () => issued,
    expireTokens: () => tokens.clear(),
    failNext: (errcode, errmsg) => failures.push({ errcode, errmsg }),
    stallNext: (ms) => stalls.push(ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A callback as WeChat posts it to the account's server URL: the signed query and the XML event (a
 * follow by scanning a parametric code: `subscribe` with `qrscene_<scene>`; a scan by a follower:
 * `SCAN` with `<scene>`; `unsubscribe`).
 */
export function wechatCallback(
  token: string,
  e: { openid: string; event: 'subscribe' | 'SCAN' | 'unsubscribe'; scene?: string },
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = String(Math.floor(Math.random() * 1e9));
  const signature = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
  const key = e.scene ? (e.event === 'subscribe' ? `qrscene_${e.scene}` : e.scene) : '';
  const payload =
    `<xml><ToUserName><![CDATA[gh_fake]]></ToUserName><FromUserName><![CDATA[${e.openid}]]></FromUserName>` +
    `<CreateTime>${timestamp}</CreateTime><MsgType><![CDATA[event]]></MsgType>` +
    `<Event><![CDATA[${e.event}]]></Event><EventKey><![CDATA[${key}]]></EventKey></xml>`;
  return { query: { signature, timestamp, nonce }, payload };
}
