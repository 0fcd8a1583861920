import type { Agree } from '@hz/contract/auth';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { keyedHash, randomToken, sameHash } from '../../lib/tokens.ts';
import * as repo from './auth-repository.ts';
import { agreedColumns } from './auth-service.ts';
import type { MemberRow } from '../members/session-member.ts';
import { commitThenThrow, type SmsCodeService } from './sms-code-service.ts';
import { type WechatClient, WechatApiError } from './wechat/wechat-client.ts';
import * as tokens from './wechat-repository.ts';

const STATE_TTL = 10 * 60_000;
const TICKET_TTL = 10 * 60_000;
const STATES_PER_IP_PER_10_MIN = 30;
const STATES_WINDOW_MS = 600_000;

/** Only a path on this site may be a post-login destination. */
export const safeRedirect = (r: string | undefined) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  r && /^\/(?![/\\])/.test(r) && !/[\u0000-\u001f\u007f]/.test(r) ? r.slice(0, 300) : '';

const notConfigured = () =>
  new AppError('wechat_not_configured', '微信登录暂未开通，请使用手机号登录', undefined, 1);
const ticketInvalid = () => new AppError('wechat_ticket_invalid', '微信授权已过期，请重新扫码登录');

/** WeChat website QR-connect login (DESIGN §5 Identity). */
export function createWechatService(deps: {
  db: Db;
  codes: SmsCodeService;
  secret: string;
  client: WechatClient | undefined;
}) {
  const { db, codes, secret, client } = deps;
  const idOf = (kind: string, token: string) => keyedHash(secret, `wechat-${kind}:${token}`);

  return {
    async authorizeUrl(redirect: string | undefined, ip: string, siteUrl: string) {
      if (!client) throw notConfigured();
      if (
        (await tokens.countStatesFromIpSince(db, ip, new Date(Date.now() - STATES_WINDOW_MS))) >=
        STATES_PER_IP_PER_10_MIN
      ) {
        throw rateLimited('操作过于频繁，请稍后再试', STATES_WINDOW_MS / 1000, undefined, 1);
      }
      const state = randomToken();
      await tokens.insertToken(db, {
        id: idOf('state', state),
        kind: 'state',
        ip,
        redirect: safeRedirect(redirect),
        expiresAt: new Date(Date.now() + STATE_TTL),
      });
      return { url: client.authorizeUrl(state, `${siteUrl}/login`), state };
    },

    /** A bound member is returned to log in; anyone else gets a ticket to bind a mobile. */
    async exchange(
      code: string,
      state: string,
      browserState: string | undefined,
    ): Promise<
      | { member: MemberRow; redirect: string }
      | { ticket: string; nickname: string; headimgurl: string; redirect: string }
    > {
      if (!client) throw notConfigured();
      // the state must come back to the browser that asked for it (no login CSRF, no bind hijack)
      if (!browserState || !sameHash(idOf('state', browserState), idOf('state', state))) {
        throw new AppError('wechat_state_invalid', '登录请求已失效，请在本浏览器重新扫码');
      }
      const st = await tokens.useToken(db, idOf('state', state), 'state');
      if (!st) throw new AppError('wechat_state_invalid', '登录请求已失效，请重新扫码');
      let user: Awaited<ReturnType<WechatClient['fetchUser']>>;
      try {
        user = await client.fetchUser(code);
      } catch (err) {
        if (err instanceof WechatApiError) {
          throw Object.assign(new AppError('wechat_error', '微信授权失败，请重新扫码'), { cause: err });
        }
        throw err;
      }
      const member = await repo.findMemberByWechat(db, user);
      if (member) {
        if (member.disabled) throw new AppError('account_disabled', '账号已被停用，如有疑问请联系客服');
        // bound before WeChat gave a unionid: record it now
        if (user.unionid && !member.wxUnionid) await repo.bindWechat(db, member.id, user);
        return { member, redirect: st.redirect };
      }
      const ticket = randomToken();
      await tokens.insertToken(db, {
        id: idOf('ticket', ticket),
        kind: 'ticket',
        redirect: st.redirect,
        unionid: user.unionid ?? null,
        openid: user.openid,
        nickname: user.nickname.slice(0, 60),
        headimgurl: user.headimgurl.slice(0, 500),
        expiresAt: new Date(Date.now() + TICKET_TTL),
      });
      return { ticket, nickname: user.nickname, headimgurl: user.headimgurl, redirect: st.redirect };
    },

    /** Binds the ticket's WeChat account to the mobile's member, or creates that member. */
    async bindMobile(
      ticket: string,
      browserTicket: string | undefined,
      mobile: string,
      code: string,
      agree: Agree | undefined,
    ): Promise<{ memberId: number; cardno: string; created: boolean }> {
      if (!client) throw notConfigured();
      if (!browserTicket || !sameHash(idOf('ticket', browserTicket), idOf('ticket', ticket)))
        throw ticketInvalid();
      return commitThenThrow(db, async (tx) => {
        const ticketId = idOf('ticket', ticket);
        const t = await tokens.findLiveToken(tx, ticketId, 'ticket');
        if (!t?.openid) return { ok: false as const, error: ticketInvalid() };
        const ids = { unionid: t.unionid ?? undefined, openid: t.openid };
        await repo.lockWechat(tx, ids.unionid ?? ids.openid);
        // the code first: whether a mobile is bound is told only to whoever holds it
        const check = await codes.check(tx, mobile, 'bind', code, true);
        if (!check.ok) return check;
        const existing = await repo.findMemberByMobile(tx, mobile);
        if (existing?.wxOpenid || (await repo.findMemberByWechat(tx, ids))) {
          return {
            ok: false as const,
            error: new AppError(
              'wechat_already_bound',
              '该手机号已绑定其他微信账号，请先用该手机号登录后解绑，或换一个手机号',
            ),
          };
        }
        if (existing) {
          if (existing.disabled)
            return {
              ok: false as const,
              error: new AppError('account_disabled', '账号已被停用，如有疑问请联系客服'),
            };
          await repo.bindWechat(tx, existing.id, ids);
          await tokens.markUsed(tx, ticketId);
          return { memberId: existing.id, cardno: existing.cardno, created: false };
        }
        if (!agree) {
          // thrown, not returned: nothing is kept, so the same code works once the box is ticked
          const msg = '该手机号尚未注册，将为您创建会员账号：请阅读并同意《用户服务协议》和《隐私政策》';
          throw new AppError('invalid_params', msg, { fields: { agree: msg } });
        }
        const created = await repo.insertMember(tx, {
          mobile,
          passwordHash: null,
          usertype: 1,
          nickname: t.nickname,
          userlogo: t.headimgurl,
          wxUnionid: ids.unionid ?? null,
          wxOpenid: ids.openid,
          ...agreedColumns(agree),
        });
        if (!created) throw new AppError('conflict', '该手机号刚刚被注册，请重试');
        await tokens.markUsed(tx, ticketId);
        return { memberId: created.id, cardno: created.cardno, created: true };
      });
    },
  };
}

export type WechatService = ReturnType<typeof createWechatService>;
