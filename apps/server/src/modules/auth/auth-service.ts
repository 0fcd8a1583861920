import type { Agree, CodeLoginBody, LoginBody, RegistBody } from '@hz/contract/auth';
import type { SmsCodeType } from '@hz/contract/common/fields';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import * as repo from './auth-repository.ts';
import { hashSecret, passwordProblem, verifySecret } from './password.ts';
import { chinaParts } from '../../lib/china-time.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { deleteMemberSessions } from './session-repository.ts';
import { commitThenThrow, type SmsCodeService } from './sms-code-service.ts';

export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perMobile: 5, perIp: 50 } as const;

const mobileTaken = () => new AppError('mobile_taken', '该手机号已注册，请直接登录');
const mobileUnknown = () => new AppError('mobile_unknown', '该手机号尚未注册');
const accountDisabled = () => new AppError('account_disabled', '账号已被停用，如有疑问请联系客服');

/** The member's record of the agreement accepted at registration (decision 016). */
export const agreedColumns = (agree: Agree) => ({
  termsVersion: agree.terms,
  privacyVersion: agree.privacy,
  agreedAt: new Date(),
});

export function createAuthService(deps: { db: Db; codes: SmsCodeService; messages: MessagesService }) {
  const { db, codes, messages } = deps;

  /**
   * The lockout rule, safe under concurrency: under a lock on the mobile, count the failures and record
   * this attempt as a failure before the (slow) password check; a success then flips it. So requests in
   * flight at once each see the ones before them, and no more than 5 guesses are ever checked.
   */
  async function beginAttempt(mobile: string, ip: string): Promise<number> {
    const since = new Date(Date.now() - LOGIN_LIMITS.windowMs);
    return commitThenThrow(db, async (tx) => {
      await repo.lockLoginMobile(tx, mobile);
      if (
        (await repo.countFailedLogins(tx, { mobile }, since)) >= LOGIN_LIMITS.perMobile ||
        (await repo.countFailedLogins(tx, { ip }, since)) >= LOGIN_LIMITS.perIp
      ) {
        return {
          ok: false as const,
          // at most the window: the oldest failure counted leaves it sooner
          error: rateLimited('登录失败次数过多，请15分钟后再试', LOGIN_LIMITS.windowMs / 1000, undefined, 1),
        };
      }
      return repo.insertFailedAttempt(tx, { mobile, ip });
    });
  }

  /** The member is told of every password change, in the transaction that makes it. */
  /**
   * Ends the member's other sessions and tells them, in the caller's transaction: the message's push
   * (after commit) then finds those sessions already gone, so no ended session receives it.
   */
  const passwordChanged = async (tx: Tx, memberId: number, keepSessionId: string | undefined) => {
    await deleteMemberSessions(tx, memberId, keepSessionId);
    const { date, time } = chinaParts(new Date());
    return messages.send(tx, memberId, {
      kind: 'security',
      title: '登录密码已修改',
      conts: `您的登录密码已于 ${date} ${time} 修改，其他设备上的登录已退出。如非本人操作，请立即通过“忘记密码”重置密码并联系客服。`,
      link: '/personCenter/securitySetting',
    });
  };

  function assertStrong(password: string, mobile: string) {
    const problem = passwordProblem(password, [mobile, mobile.slice(-8), 'huizhan', 'zhanhui']);
    if (problem) throw new AppError('weak_password', problem, { fields: { password: problem } });
  }

  return {
    /**
     * `member` is the logged-in caller, if any: a `paycode` or `contract` code goes only to the caller's
     * own mobile.
     */
    async getCode(mobile: string, type: SmsCodeType, ip: string, member: { mobile: string } | null = null) {
      if (type === 'paycode' || type === 'contract') {
        if (!member) throw new AppError('not_logged_in', '请先登录');
        if (member.mobile !== mobile) {
          const msg = '请使用本账号绑定的手机号接收验证码';
          throw new AppError('forbidden', msg, { fields: { mobile: msg } });
        }
      }
      // a person registering must hear that the number is taken; the answer spends the IP's budget
      const registered =
        type === 'regist' || type === 'forget'
          ? async (tx: Tx) => {
              const exists = Boolean(await repo.findMemberByMobile(tx, mobile));
              if (type === 'regist' && exists) return mobileTaken();
              if (type === 'forget' && !exists) return mobileUnknown();
              return null;
            }
          : undefined;
      return codes.send(mobile, type, ip, registered);
    },

    async checkCode(mobile: string, type: SmsCodeType, code: string) {
      await commitThenThrow(db, async (tx) => {
        const r = await codes.check(tx, mobile, type, code, false);
        return r.ok ? null : r;
      });
    },

    /**
     * Creates the member; the caller starts the session. The code is checked before anything is said
     * about the mobile (a regist code is only sent for an unregistered one).
     */
    async regist(body: RegistBody, ip: string): Promise<{ id: number; cardno: string }> {
      assertStrong(body.password, body.mobile);
      const passwordHash = await hashSecret(body.password);
      return commitThenThrow(db, async (tx) => {
        const inviterId = body.invite ? await repo.findMemberIdByCardno(tx, body.invite) : null;
        if (body.invite && !inviterId) {
          const msg = '邀请码不存在，请核对或留空';
          return {
            ok: false as const,
            error: new AppError('invite_unknown', msg, { fields: { invite: msg } }),
          };
        }
        const check = await codes.check(tx, body.mobile, 'regist', body.code, true);
        if (!check.ok) return check;
        const created = await repo.insertMember(tx, {
          mobile: body.mobile,
          passwordHash,
          usertype: body.usertype,
          invitedBy: inviterId,
          ...agreedColumns(body.agree),
        });
        if (!created) {
          // registered since the code was sent
          await codes.disclosed(tx, body.mobile, ip);
          return { ok: false as const, error: mobileTaken() };
        }
        if (inviterId) await repo.addInvitee(tx, inviterId);
        return created;
      });
    },

    /** Checks the password under the lockout rule; returns the member to start a session for. */
    async login(body: LoginBody, ip: string) {
      const attempt = await beginAttempt(body.mobile, ip);
      const member = await repo.findMemberByMobile(db, body.mobile);
      const ok = await verifySecret(member?.passwordHash ?? null, body.password);
      if (!ok || !member) throw new AppError('wrong_credentials', '手机号或密码错误');
      await repo.markAttemptSucceeded(db, attempt);
      if (member.disabled) throw accountDisabled();
      return member;
    },

    /**
     * 短信验证码登录: a `login` code proves the mobile. The same lockout as a password (a wrong code is a
     * failed attempt, on top of the code's own 5 tries); nothing is said about the mobile before the code
     * is right (a `login` code is sent to any mobile), and a disabled member is told only after it.
     */
    async codeLogin(body: CodeLoginBody, ip: string) {
      const attempt = await beginAttempt(body.mobile, ip);
      const member = await commitThenThrow(db, async (tx) => {
        const check = await codes.check(tx, body.mobile, 'login', body.code, true);
        if (!check.ok) return check;
        const found = await repo.findMemberByMobile(tx, body.mobile);
        if (!found) {
          const msg = '该手机号尚未注册，请先注册';
          return {
            ok: false as const,
            error: new AppError('mobile_unknown', msg, { fields: { mobile: msg } }),
          };
        }
        await repo.markAttemptSucceeded(tx, attempt);
        return found;
      });
      if (member.disabled) throw accountDisabled();
      return member;
    },

    /**
     * Forgot password: the SMS code proves the mobile; every other session of the member ends. The code
     * is checked before anything is said about the mobile (a forget code is only sent for a member's).
     */
    async resetForgotten(mobile: string, code: string, password: string, ip: string, keepSessionId?: string) {
      assertStrong(password, mobile);
      const passwordHash = await hashSecret(password);
      return commitThenThrow(db, async (tx) => {
        const check = await codes.check(tx, mobile, 'forget', code, true);
        if (!check.ok) return check;
        const member = await repo.findMemberByMobile(tx, mobile);
        if (!member) {
          await codes.disclosed(tx, mobile, ip);
          return { ok: false as const, error: mobileUnknown() };
        }
        await repo.setPasswordHash(tx, member.id, passwordHash);
        await passwordChanged(tx, member.id, keepSessionId);
        return member.id;
      });
    },

    /** Change while logged in: the old password proves the member. */
    async changePassword(
      member: { id: number; mobile: string },
      oldpwd: string,
      password: string,
      ip: string,
      keepSessionId?: string,
    ) {
      const attempt = await beginAttempt(member.mobile, ip);
      const passwordHash = (await repo.findMemberByMobile(db, member.mobile))?.passwordHash ?? null;
      if (!(await verifySecret(passwordHash, oldpwd))) {
        const msg = passwordHash ? '原密码错误' : '账号尚未设置密码，请通过“忘记密码”设置';
        throw new AppError('wrong_credentials', msg, { fields: { oldpwd: msg } });
      }
      await repo.markAttemptSucceeded(db, attempt);
      assertStrong(password, member.mobile);
      const hashed = await hashSecret(password);
      await db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, member.id, hashed);
        await passwordChanged(tx, member.id, keepSessionId);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
