import { paycodeTooSimple } from '@hz/contract/wallet';
import type { Db } from '../../db/client.ts';
import { staffActing } from '../../lib/acting.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { hashSecret, verifySecret } from '../auth/password.ts';
import { commitThenThrow, type SmsCodeService } from '../auth/sms-code-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import * as repo from './paycode-repository.ts';

/** 5 wrong pay passwords in a row lock paying for an hour (DESIGN §5 Wallet). */
export const PAYCODE_LIMITS = { maxFails: 5, lockMs: 60 * 60_000 } as const;

const lockedError = (until: Date) => {
  const { date, time } = chinaParts(until);
  return new AppError('pay_locked', `支付密码错误次数过多，支付功能已锁定至 ${date} ${time.slice(0, 5)}`, {
    lockedUntil: until.toISOString(),
  });
};

/**
 * The pay password: set with an SMS code of type `paycode`, checked before every payment out of the
 * wallet. One member's checks run one at a time in this process (each reads the lock, checks argon2,
 * then records the outcome atomically), so a burst of guesses cannot outrun the lockout: with P server
 * processes at most 5 + P − 1 guesses are ever checked. Honest payments sent at once simply queue.
 */
/** Whose pay password a payment out of `accountId` needs: the staff member's acting for it, or its own. */
const payerOf = (accountId: number) => staffActing(accountId)?.id ?? accountId;

export function createPaycodeService(deps: { db: Db; codes: SmsCodeService; messages: MessagesService }) {
  const { db, codes, messages } = deps;
  const queues = new Map<number, Promise<unknown>>();

  function serial<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    const prev = queues.get(memberId) ?? Promise.resolve();
    const run = prev.then(work, work);
    const tail = run.catch(() => {});
    queues.set(memberId, tail);
    void tail.then(() => {
      if (queues.get(memberId) === tail) queues.delete(memberId);
    });
    return run;
  }

  return {
    async setPayment(member: { id: number; mobile: string }, b: { paycode: string; code: string }) {
      if (paycodeTooSimple(b.paycode)) {
        const msg = '支付密码过于简单，请勿使用相同或连续的数字';
        throw new AppError('invalid_params', msg, { fields: { paycode: msg } });
      }
      const paycodeHash = await hashSecret(b.paycode);
      await commitThenThrow(db, async (tx) => {
        const check = await codes.check(tx, member.mobile, 'paycode', b.code, true);
        if (!check.ok) return check;
        await repo.setPaycode(tx, member.id, paycodeHash);
        const { date, time } = chinaParts(new Date());
        await messages.send(tx, member.id, {
          kind: 'security',
          title: '支付密码已设置',
          conts: `您的支付密码已于 ${date} ${time} 设置。如非本人操作，请立即重新设置支付密码并联系客服。`,
          link: '/personCenter/securitySetting',
        });
        return null;
      });
      return { ispaycode: true as const };
    },

    /** When paying is locked, until when; null otherwise. */
    async lockedUntil(memberId: number): Promise<Date | null> {
      const until = await repo.paycodeLockEnd(db, payerOf(memberId));
      return until && until.getTime() > Date.now() ? until : null;
    },

    /**
     * Throws `pay_password_unset`, `pay_locked` or `pay_password_wrong` (with the tries left). A staff
     * member paying for their company gives their own pay password (decision 056).
     */
    verify(accountId: number, paycode: string): Promise<void> {
      const memberId = payerOf(accountId);
      return serial(memberId, async () => {
        const m = await repo.paycodeState(db, memberId);
        if (!m?.hash) throw new AppError('pay_password_unset', '请先设置支付密码');
        if (m.until && m.until.getTime() > Date.now()) throw lockedError(m.until);
        if (await verifySecret(m.hash, paycode)) {
          if (m.fails > 0 || m.until) await repo.clearPaycodeFails(db, memberId);
          return;
        }
        // an expired lock starts a fresh count; the increment is atomic across processes
        const lockAt = new Date(Date.now() + PAYCODE_LIMITS.lockMs);
        const after = await repo.countPaycodeFail(db, memberId, {
          maxFails: PAYCODE_LIMITS.maxFails,
          lockAt,
        });
        if (after?.until) throw lockedError(after.until);
        const left = PAYCODE_LIMITS.maxFails - (after?.fails ?? 0);
        const msg = `支付密码错误，还可尝试${left}次`;
        throw new AppError('pay_password_wrong', msg, { fields: { paycode: msg }, left });
      });
    },
  };
}

export type PaycodeService = ReturnType<typeof createPaycodeService>;
