import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notLoggedIn } from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import { maskMiddle } from '../../lib/mask.ts';
import { defineCall } from '../../lib/route.ts';
import type { Sessions } from '../../plugins/session.ts';
import { personOf } from '../members/session-member.ts';
import type { AuthService } from './auth-service.ts';
import type { WechatService } from './wechat-service.ts';

export const WX_STATE_COOKIE = 'hz_wxs';
export const WX_TICKET_COOKIE = 'hz_wxt';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; wechat: WechatService; sessions: Sessions; publicUrl: string | undefined },
) {
  const { auth, wechat, sessions } = deps;
  const isHttps = (req: FastifyRequest) =>
    req.protocol === 'https' || Boolean(deps.publicUrl?.startsWith('https:'));
  /** The logged-in person: a staff member is themself here, not the company they act for (decision 056). */
  const person = async (req: FastifyRequest) => {
    const m = await req.member();
    return m ? personOf(m) : null;
  };
  const siteUrl = (req: FastifyRequest) => deps.publicUrl ?? `${req.protocol}://${req.host}`;
  // The SMS, login and WeChat limits count per client: an IPv4 address, or an IPv6 /64 (decision 019);
  // that key is what their tables' `ip` columns hold. They live in the database: shared by every process.

  defineCall(app, 'User/getCode', async (b, { req }) =>
    auth.getCode(
      b.mobile,
      b.type,
      clientKey(req.ip),
      // a staff member's codes go to their own mobile (decision 056)
      b.type === 'paycode' || b.type === 'contract' ? await person(req) : null,
    ),
  );

  defineCall(app, 'User/checkCode', async (b) => {
    await auth.checkCode(b.mobile, b.type, b.code);
    return null;
  });

  defineCall(app, 'User/regist', async (b, { req, reply }) => {
    const m = await auth.regist(b, clientKey(req.ip));
    await sessions.start(req, reply, m.id, false);
    return { cardno: m.cardno };
  });

  defineCall(app, 'User/login', async (b, { req, reply }) => {
    const m = await auth.login(b, clientKey(req.ip));
    await sessions.start(req, reply, m.id, b.autologin === 1);
    return { cardno: m.cardno };
  });

  defineCall(app, 'User/codeLogin', async (b, { req, reply }) => {
    const m = await auth.codeLogin(b, req.ip);
    await sessions.start(req, reply, m.id, b.autologin === 1);
    return { cardno: m.cardno };
  });

  defineCall(app, 'User/resetPwd', async (b, { req }) => {
    // every other session of the member ends in the same transaction as the change
    const keep = (await req.sessionId()) ?? undefined;
    if ('mobile' in b) {
      await auth.resetForgotten(b.mobile, b.code, b.password, clientKey(req.ip), keep);
      return null;
    }
    const member = await person(req);
    if (!member) throw notLoggedIn();
    await auth.changePassword(member, b.oldpwd, b.password, clientKey(req.ip), keep);
    return null;
  });

  defineCall(app, 'loginCheck', async (_b, { req }) => {
    const m = await req.member();
    return m
      ? {
          loginState: true,
          cardno: m.cardno,
          mobile: maskMiddle(personOf(m).mobile),
          nickname: m.nickname,
          userlogo: m.userlogo,
          isadmin: m.isadmin,
        }
      : { loginState: false };
  });

  defineCall(app, 'logout', async (_b, { req, reply }) => {
    await sessions.end(req, reply);
    return null;
  });

  // The WeChat state and bind ticket are also kept in httpOnly cookies: only the browser that started
  // the login can finish it.
  const wxCookie = (req: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    maxAge: 600,
    secure: isHttps(req),
  });

  defineCall(app, 'Wechat/login', async (b, { req, reply }) => {
    const r = await wechat.authorizeUrl(b.redirect, clientKey(req.ip), siteUrl(req));
    reply.setCookie(WX_STATE_COOKIE, r.state, wxCookie(req));
    return r;
  });

  defineCall(app, 'Wechat/wxLogin', async (b, { req, reply }) => {
    const r = await wechat.exchange(b.code, b.state, req.cookies[WX_STATE_COOKIE]);
    reply.clearCookie(WX_STATE_COOKIE, { path: '/' });
    if ('member' in r) {
      await sessions.start(req, reply, r.member.id, false);
      return { needBind: false as const, cardno: r.member.cardno, redirect: r.redirect || undefined };
    }
    reply.setCookie(WX_TICKET_COOKIE, r.ticket, wxCookie(req));
    return {
      needBind: true as const,
      ticket: r.ticket,
      nickname: r.nickname,
      headimgurl: r.headimgurl,
      redirect: r.redirect || undefined,
    };
  });

  defineCall(app, 'Wechat/bindMobile', async (b, { req, reply }) => {
    const r = await wechat.bindMobile(b.ticket, req.cookies[WX_TICKET_COOKIE], b.mobile, b.code, b.agree);
    reply.clearCookie(WX_TICKET_COOKIE, { path: '/' });
    await sessions.start(req, reply, r.memberId, false);
    return { cardno: r.cardno, created: r.created };
  });
}
