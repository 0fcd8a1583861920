import type { SmsCodeType } from '@hz/contract/common/fields';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { chinaDayStart } from '../../lib/china-time.ts';
import { keyedHash, randomDigits, sameHash } from '../../lib/tokens.ts';
import * as repo from './sms-code-repository.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

/** DESIGN §5 Identity. */
export const SMS_LIMITS = {
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  gapMs: 60_000,
  perMobilePerDay: 10,
  perIpPerHour: 30,
} as const;

export type CheckResult = { ok: true } | { ok: false; error: AppError };

export function createSmsCodeService(deps: { db: Db; provider: SmsProvider; secret: string }) {
  const { db, provider, secret } = deps;
  const hashCode = (mobile: string, type: string, code: string) =>
    keyedHash(secret, `sms:${mobile}:${type}:${code}`);

  return {
    /**
     * Sends a new code within the send-rate limits; returns the wait before the next send. `refusal`,
     * asked once the client's per-IP budget is known to allow it, may refuse instead (a mobile that is
     * or is not registered): that answer tells the client something about the mobile, so it is recorded
     * as a disclosure and spends the budget like a send (DESIGN §5 Identity; docs/domains/identity.md).
     */
    async send(
      mobile: string,
      type: SmsCodeType,
      ip: string,
      refusal?: (tx: Tx) => Promise<AppError | null>,
    ): Promise<{ wait: number; devCode?: string }> {
      const code = randomDigits(6);
      const outcome = await db.transaction(async (tx) => {
        await repo.lockIp(tx, ip);
        const now = Date.now();
        const fromIp = await repo.sentFromIpSince(tx, ip, new Date(now - 3_600_000));
        if (fromIp.n >= SMS_LIMITS.perIpPerHour) {
          // the budget grows again when the oldest send of the hour leaves it
          const wait = ((fromIp.oldest?.getTime() ?? now) + 3_600_000 - now) / 1000;
          throw rateLimited('验证码发送过于频繁，请稍后再试', wait, undefined, 1);
        }
        const refused = refusal ? await refusal(tx) : null;
        if (refused) {
          await repo.insertDisclosure(tx, { mobile, ip });
          return { refused };
        }
        await repo.lockMobile(tx, mobile);
        const last = await repo.lastSentToMobile(tx, mobile);
        if (last && now - last.getTime() < SMS_LIMITS.gapMs) {
          const wait = Math.ceil((SMS_LIMITS.gapMs - (now - last.getTime())) / 1000);
          throw rateLimited(`发送过于频繁，请${wait}秒后再试`, wait, { wait }, 1);
        }
        const today = chinaDayStart(new Date(now)).getTime();
        if ((await repo.countSentToMobileSince(tx, mobile, new Date(today))) >= SMS_LIMITS.perMobilePerDay) {
          const untilTomorrow = (today + 86_400_000 - now) / 1000;
          throw rateLimited('该手机号今日验证码发送次数已达上限，请明天再试', untilTomorrow, undefined, 1);
        }
        await repo.retireLiveCodes(tx, mobile, type);
        const id = await repo.insertCode(tx, {
          mobile,
          type,
          ip,
          codeHash: hashCode(mobile, type, code),
          expiresAt: new Date(now + SMS_LIMITS.ttlMs),
        });
        return { id };
      });
      if ('refused' in outcome) throw outcome.refused;
      const { id } = outcome;
      try {
        await provider.send(mobile, code, type);
      } catch (err) {
        // it may still arrive late, so it keeps counting toward the send limits, but it no longer works
        await repo.consumeCode(db, id);
        throw Object.assign(new AppError('unavailable', '短信发送失败，请稍后重试'), { cause: err });
      }
      const wait = SMS_LIMITS.gapMs / 1000;
      return provider.returnsCode ? { wait, devCode: code } : { wait };
    },

    /**
     * Records, in the caller's transaction, that a client who proved a code was then told whether its
     * mobile is registered: it spends the client's per-IP budget like a send.
     */
    disclosed: (tx: Tx, mobile: string, ip: string) => repo.insertDisclosure(tx, { mobile, ip }),

    /**
     * Checks a code inside the caller's transaction. A wrong code counts a try (the fifth burns it);
     * the caller returns the failure from its transaction so that the count is committed.
     */
    async check(
      tx: Tx,
      mobile: string,
      type: SmsCodeType,
      code: string,
      consume: boolean,
    ): Promise<CheckResult> {
      await repo.lockMobile(tx, mobile);
      const row = await repo.latestLiveCode(tx, mobile, type);
      if (!row) return { ok: false, error: new AppError('code_invalid', '验证码错误或已失效，请重新获取') };
      if (row.expiresAt.getTime() <= Date.now()) {
        return { ok: false, error: new AppError('code_expired', '验证码已过期，请重新获取') };
      }
      if (!sameHash(row.codeHash, hashCode(mobile, type, code))) {
        const burn = row.tries + 1 >= SMS_LIMITS.maxWrongTries;
        await repo.recordWrongTry(tx, row.id, burn);
        return {
          ok: false,
          error: new AppError('code_invalid', burn ? '验证码错误次数过多，已失效，请重新获取' : '验证码错误'),
        };
      }
      if (consume) await repo.consumeCode(tx, row.id);
      return { ok: true };
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

/**
 * Runs `work` in a transaction and throws a refusal it returned after committing, so that what the
 * transaction recorded (a wrong try) stays.
 */
export async function commitThenThrow<T>(
  db: Db,
  work: (tx: Tx) => Promise<T | { ok: false; error: AppError }>,
): Promise<T> {
  const result = await db.transaction(work);
  if (result && typeof result === 'object' && 'ok' in result && result.ok === false) throw result.error;
  return result as T;
}
