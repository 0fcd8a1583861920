import { billTypes, ledgerAccountLabels, ledgerAuditShown } from '@hz/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../env.ts';
import { fenToYuan } from '../../lib/money.ts';
import { defineCall } from '../../lib/route.ts';
import { type CashService, holderOf } from '../cash/cash-service.ts';
import type { AccountKind } from './wallet-repository.ts';
import type { PaycodeService } from './paycode-service.ts';
import type { WalletService } from './wallet-service.ts';

/** The other side of a bill line, in words. */
const counterpartNames: Record<AccountKind, string> = {
  member_available: '会员余额',
  member_escrow: '托管账户',
  withdrawals_in_flight: '提现处理中',
  platform_revenue: '平台服务费',
  alipay_clearing: '支付宝',
  wechatpay_clearing: '微信支付',
  invite_rewards_expense: '平台邀请奖励',
};

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; paycodes: PaycodeService; cash: CashService; settings: Config['wallet'] },
) {
  const { wallet, paycodes, cash, settings } = deps;

  defineCall(app, 'Member/walletInfo', async (_b, { member }) => {
    const [balances, escrow, lockedUntil, todayLeft] = await Promise.all([
      wallet.balances(member.id),
      wallet.escrow(member.id),
      paycodes.lockedUntil(member.id),
      cash.todayLeft(member.id),
    ]);
    const company = await cash.companyBank(member);
    return {
      cardno: member.cardno,
      coins: fenToYuan(balances.available),
      escrow: fenToYuan(balances.escrow),
      withdrawing: fenToYuan(balances.withdrawing),
      pending: fenToYuan(escrow.pending),
      invitcoins: fenToYuan(member.invitcoins),
      invitcoins_dsnr: fenToYuan(member.invitcoinsDsnr),
      invitcoins_bsns: fenToYuan(member.invitcoinsBsns),
      invitpples: member.invitpples,
      ispaycode: member.hasPaycode,
      paylockedUntil: lockedUntil?.toISOString() ?? '',
      holder: company?.holder ?? holderOf(member),
      companyBank: company && { bank: company.bank, no: company.no },
      cashMin: fenToYuan(settings.cashMinFen),
      cashDailyMax: fenToYuan(settings.cashDailyMaxFen),
      cashTodayLeft: fenToYuan(todayLeft),
      inviteDesigner: fenToYuan(settings.inviteDesignerFen),
      inviteBusiness: fenToYuan(settings.inviteBusinessFen),
    };
  });

  defineCall(app, 'Admin/ledgerAudit', async () => {
    const a = await wallet.ledgerAudit();
    return {
      clean: a.clean,
      problems: a.problems.slice(0, ledgerAuditShown),
      total: a.problems.length,
      accounts: a.totals.accounts,
      transactions: a.totals.transactions,
      entries: a.totals.entries,
      paidOrders: a.totals.paidOrders,
      waitingCash: a.totals.waitingCash,
      balances: (Object.keys(ledgerAccountLabels) as AccountKind[]).map((kind) => ({
        kind,
        label: ledgerAccountLabels[kind],
        amount: fenToYuan(a.totals.balances[kind] ?? 0),
      })),
      checkedAt: a.checkedAt.toISOString(),
    };
  });

  defineCall(app, 'Member/setPayment', (b, { member }) => paycodes.setPayment(member, b));

  defineCall(app, 'Bills/transaction', async (b, { member }) => {
    const page = await wallet.lines(member.id, b);
    return {
      ...page,
      listItem: page.listItem.map((l) => ({
        id: l.id,
        type: l.type,
        typeName: billTypes[l.type],
        account: l.account,
        amount: fenToYuan(l.amount),
        balance: fenToYuan(l.balanceAfter),
        held: fenToYuan(l.held),
        heldBalance: fenToYuan(l.heldAfter),
        withdrawing: fenToYuan(l.withdrawing),
        settle: l.settle && {
          gross: fenToYuan(l.settle.gross),
          fee: fenToYuan(l.settle.fee),
          net: fenToYuan(l.settle.net),
        },
        subject: l.subject,
        counterpart: l.counterpart ? counterpartNames[l.counterpart] : '',
        orders: l.orderRef,
        memo: l.memo,
        dates: l.dates,
        times: l.times,
      })),
    };
  });

  defineCall(app, 'Bills/escrow', async (_b, { member }) => {
    const e = await wallet.escrow(member.id);
    return {
      held: fenToYuan(e.held),
      pending: fenToYuan(e.pending),
      listItem: e.listItem.map((h) => ({ ...h, amount: fenToYuan(h.amount) })),
    };
  });
}
