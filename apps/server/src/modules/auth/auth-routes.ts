import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notLoggedIn } from '../../lib/app-error.ts';
import { defineCall } from '../../lib/route.ts';
import type { Sessions } from '../../plugins/session.ts';
import type { AuthService } from './auth-service.ts';
import type { WechatService } from './wechat-service.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; wechat: WechatService; sessions: Sessions; publicUrl: string | undefined },
) {
  const { auth, wechat, sessions } = deps;
  const siteUrl = (req: FastifyRequest) => deps.publicUrl ?? `${req.protocol}://${req.host}`;

  defineCall(app, 'User/getCode', (b, { req }) => auth.getCode(b.mobile, b.type, req.ip));

  defineCall(app, 'User/checkCode', async (b) => {
    await auth.checkCode(b.mobile, b.type, b.code);
    return null;
  });

  defineCall(app, 'User/regist', async (b, { req, reply }) => {
    const m = await auth.regist(b);
    await sessions.start(req, reply, m.id, false);
    return { cardno: m.cardno };
  });

  defineCall(app, 'User/login', async (b, { req, reply }) => {
    const m = await auth.login(b, req.ip);
    await sessions.start(req, reply, m.id, b.autologin === 1);
    return { cardno: m.cardno };
  });

  defineCall(app, 'User/resetPwd', async (b, { req }) => {
    if ('mobile' in b) {
      const memberId = await auth.resetForgotten(b.mobile, b.code, b.password);
      await sessions.endOthers(req, memberId);
      return null;
    }
    const member = await req.member();
    if (!member) throw notLoggedIn();
    await auth.changePassword(member, b.oldpwd, b.password);
    await sessions.endOthers(req, member.id);
    return null;
  });

  defineCall(app, 'loginCheck', async (_b, { req }) => {
    const m = await req.member();
    return m
      ? {
          loginState: true,
          cardno: m.cardno,
          mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`,
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

  defineCall(app, 'Wechat/login', (b, { req }) => wechat.authorizeUrl(b.redirect, req.ip, siteUrl(req)));

  defineCall(app, 'Wechat/wxLogin', async (b, { req, reply }) => {
    const r = await wechat.exchange(b.code, b.state);
    if ('member' in r) {
      await sessions.start(req, reply, r.member.id, false);
      return { needBind: false as const, cardno: r.member.cardno, redirect: r.redirect || undefined };
    }
    return {
      needBind: true as const,
      ticket: r.ticket,
      nickname: r.nickname,
      headimgurl: r.headimgurl,
      redirect: r.redirect || undefined,
    };
  });

  defineCall(app, 'Wechat/bindMobile', async (b, { req, reply }) => {
    const r = await wechat.bindMobile(b.ticket, b.mobile, b.code);
    await sessions.start(req, reply, r.memberId, false);
    return { cardno: r.cardno, created: r.created };
  });
}
