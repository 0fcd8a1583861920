import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { CashState, VerifyState } from '@hz/contract/common/states';
import type { cashAccount } from '@hz/contract/wallet';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaDayStart, chinaParts } from '../../lib/china-time.ts';
import { maskMiddle } from '../../lib/mask.ts';
import { fenToYuan, moneyText, yuanText } from '../../lib/money.ts';
import { defineMachine } from '../../lib/state-machine.ts';
import { dbNow, transition } from '../../lib/state-transition.ts';
import { sentence } from '../../lib/sentence.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import * as repo from './cash-repository.ts';

type CashAccount = z.output<typeof cashAccount>;

/**
 * A company's only withdrawal account (issue 33 point 3, decision 056): the bank account of its approved
 * business verification, in the company's name; null for a member who is not a company.
 */
async function companyBank(
  db: Db,
  m: { id: number; businsauth: number; company: string },
): Promise<{ bank: string; no: string; holder: string } | null> {
  if (m.businsauth !== VerifyState.approved) return null;
  const a = await repo.businessBank(db, m.id);
  if (!a?.bkorder) return null;
  return { bank: a.bkname, no: a.bkorder.replace(/[\s-]/g, ''), holder: m.company || a.btitle };
}

/** The name a withdrawal account must be in: the verified real name, else the verified business name. */
export function holderOf(m: { personauth: number; name: string; businsauth: number; company: string }) {
  if (m.personauth === VerifyState.approved && m.name) return m.name;
  if (m.businsauth === VerifyState.approved && m.company) return m.company;
  return '';
}

/** A withdrawal waits for an operator, who pays it out or rejects it, once. */
export const cashMachine = defineMachine(
  'cash',
  [
    { from: [CashState.waiting], action: 'pay', actor: 'operator', to: CashState.paid },
    { from: [CashState.waiting], action: 'reject', actor: 'operator', to: CashState.rejected },
  ] as const,
  { conflict: '该提现申请已处理，请刷新后查看' },
);

/** `C` + China date + 8 random digits: a withdrawal's order number. */
const newOrders = () =>
  `C${chinaParts(new Date()).date.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * Withdrawals (DESIGN §5 Wallet): the member asks with the pay password, the coins move to withdrawals
 * in flight at once; an operator pays out by hand and marks the request paid (with the transfer
 * reference) or rejects it (the coins return). The member is messaged either way.
 */
export function createCashService(deps: {
  db: Db;
  wallet: WalletService;
  paycodes: PaycodeService;
  notify: Notify;
  audit: AuditService;
  settings: Config['wallet'];
}) {
  const { db, wallet, paycodes, notify, audit, settings } = deps;

  const item = (r: repo.CashRow, full: boolean) => {
    const { date, time } = chinaParts(r.createdAt);
    return {
      id: r.id,
      orders: r.orders,
      amount: fenToYuan(r.amount),
      type: r.type as 'alipay' | 'bank',
      bank: r.bank,
      no: full ? r.no : maskMiddle(r.no),
      holder: r.holder,
      checked: r.checked,
      ref: r.ref,
      reason: r.reason,
      dates: date,
      times: time,
    };
  };
  const adminItem = (r: { row: repo.CashRow; cardno: string; mobile: string }) => ({
    ...item(r.row, true),
    cardno: r.cardno,
    mobile: r.mobile,
  });

  return {
    /** A company's only withdrawal account, or null (decision 056). */
    companyBank: (m: { id: number; businsauth: number; company: string }) => companyBank(db, m),

    /** Fen the member may still request today (China day). */
    async todayLeft(memberId: number) {
      const used = await repo.requestedSince(db, memberId, chinaDayStart(new Date()));
      return Math.max(0, settings.cashDailyMaxFen - used);
    },

    async postNew(
      member: { id: number; personauth: number; name: string; businsauth: number; company: string },
      b: { amount: number; paycode: string; account: CashAccount },
    ) {
      // a company's money goes to its verified bank account only, whoever of its staff asks
      const company = await companyBank(db, member);
      if (company && (b.account.type !== 'bank' || b.account.no !== company.no)) {
        const msg = `公司账户只能提现到企业认证的对公账户（${company.bank} 尾号${company.no.slice(-4)}）`;
        throw new AppError('invalid_params', msg, { fields: { no: msg } });
      }
      const holder = company?.holder ?? holderOf(member);
      if (!holder) throw new AppError('not_verified', '提现需先完成实名认证或企业认证');
      if (b.amount < settings.cashMinFen) {
        const msg = `单笔提现不能少于${yuanText(settings.cashMinFen)}元`;
        throw new AppError('limit_exceeded', msg, { fields: { amount: msg } });
      }
      await paycodes.verify(member.id, b.paycode);
      const row = await db.transaction(async (tx) => {
        await repo.lockMemberCash(tx, member.id);
        const used = await repo.requestedSince(tx, member.id, chinaDayStart(new Date()));
        if (used + b.amount > settings.cashDailyMaxFen) {
          const left = Math.max(0, settings.cashDailyMaxFen - used);
          const msg = `超出每日提现上限${yuanText(settings.cashDailyMaxFen)}元，今日还可提现${yuanText(left)}元`;
          throw new AppError('limit_exceeded', msg, { fields: { amount: msg } });
        }
        const r = await repo.insertCash(tx, {
          orders: newOrders(),
          memberId: member.id,
          amount: b.amount,
          type: b.account.type,
          bank: company ? company.bank : b.account.type === 'bank' ? b.account.bank : '',
          no: b.account.no,
          holder,
        });
        // refused with insufficient_balance when the coins are not there: the request is rolled back too
        await wallet.withdrawStart(
          { member: member.id, amount: b.amount, key: `cash:${r.orders}`, ref: r.orders, memo: '提现申请' },
          tx,
        );
        return r;
      });
      return item(row, false);
    },

    async list(memberId: number, q: { page: number; pageSize: number }) {
      const { rows, total } = await repo.listOwnCash(db, memberId, {
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map((r) => item(r, false)), total, page: q.page, pageSize: q.pageSize };
    },

    /** Requests waiting for an operator (the console's menu and tab). */
    pendingCount: () => repo.countWaiting(db),

    async queue(q: { checked: CashState; page: number; pageSize: number }) {
      const { rows, total } = await repo.listCashQueue(db, {
        checked: q.checked,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(adminItem), total, page: q.page, pageSize: q.pageSize };
    },

    /** One transaction: the decision, the ledger movement, the audit entry and the member's message. */
    async review(operatorId: number, b: { id: number; pass: boolean; ref: string; reason: string }) {
      return db.transaction(async (tx) => {
        const action = b.pass ? 'pay' : 'reject';
        const { from, to } = await transition(
          tx,
          cashMachine,
          repo.cashStates,
          {
            action,
            actor: 'operator',
            actorId: operatorId,
            kind: 'cash',
            id: b.id,
            set: {
              ref: b.pass ? b.ref : '',
              reason: b.pass ? '' : b.reason,
              reviewedBy: operatorId,
              reviewedAt: dbNow,
            },
            note: b.pass ? b.ref : b.reason,
          },
          {
            notFound: () => new AppError('not_found', '提现申请不存在'),
            conflict: () => new AppError('state_conflict', '该提现申请已处理，请刷新后查看'),
          },
        );
        const found = (await repo.findCash(tx, b.id))!;
        const r = found.row;
        const move = { member: r.memberId, amount: r.amount, ref: r.orders };
        if (b.pass)
          await wallet.withdrawPaid({ ...move, key: `cash-paid:${r.orders}`, memo: '提现到账' }, tx);
        else await wallet.withdrawReject({ ...move, key: `cash-reject:${r.orders}`, memo: '提现退回' }, tx);
        await audit.record(tx, {
          actorId: operatorId,
          action: b.pass ? 'cash.paid' : 'cash.reject',
          targetKind: 'member',
          targetId: r.memberId,
          reason: b.pass ? `流水号 ${b.ref}` : b.reason,
          before: { orders: r.orders, amount: fenToYuan(r.amount), checked: from },
          after: { checked: to, ...(b.pass ? { ref: b.ref } : {}) },
        });
        const account = r.type === 'bank' ? `${r.bank} ${maskMiddle(r.no)}` : `支付宝 ${maskMiddle(r.no)}`;
        await notify(tx, 'cash.decided', {
          to: r.memberId,
          kind: 'wallet',
          title: b.pass ? '提现已到账' : '提现申请未通过',
          conts: b.pass
            ? `您申请的提现 ${moneyText(r.amount)}（${r.orders}）已打款至 ${account}，流水号 ${b.ref}。`
            : `您申请的提现 ${moneyText(r.amount)}（${r.orders}）未通过，原因：${sentence(b.reason)}款项已退回余额。`,
          link: '/personCenter/caseOut',
        });
        return adminItem(found);
      });
    },
  };
}

export type CashService = ReturnType<typeof createCashService>;
