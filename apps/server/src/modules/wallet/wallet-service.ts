import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import {
  type AccountRef,
  type AfterPosting,
  type LedgerTx,
  type Posting,
  type PostResult,
  post,
  postInTx,
  type TransactionKind,
} from './wallet-ledger.ts';
import { moneyText } from '../../lib/money.ts';
import { auditWholeLedger } from './wallet-audit.ts';
import { type BillQuery, type BillSubjectSource, createWalletBills } from './wallet-bills.ts';
import * as repo from './wallet-repository.ts';
import type { MemberAccountKind } from './wallet-repository.ts';

/** The platform's commission on `amount` at `bps` basis points, rounded down to whole fen. */
export function commissionOf(amount: number, bps: number): number {
  return Number((BigInt(amount) * BigInt(bps)) / 10_000n);
}

function requireAmount(amount: number, field = 'amount') {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError('invalid_params', '金额必须大于零', { fields: { [field]: '金额必须大于零' } });
  }
}

/** What an escrow movement is about, for the messages to both sides. */
export interface EscrowNotice {
  /** e.g. `设计任务 T20250101001`; the messages read "<subject>的 ¥12.30 …". */
  subject: string;
  link?: string;
}

interface Movement {
  /** Idempotency key: docs/domains/wallet.md lists the formats. */
  key: string;
  /** The order or object the movement belongs to, shown in the bills. */
  ref?: string;
  memo?: string;
}

/** A movement of a payer's escrow, with the other side told when given. */
type EscrowMove = Movement & { payer: number; amount: number; payee?: number; notice?: EscrowNotice };

/**
 * The coin wallet (DESIGN §5 Wallet) on the ledger: escrow, top-up, withdrawal and invite-reward
 * postings, and the reads behind the balance and the bills. Each movement is one transaction — its own,
 * or the caller's when `tx` is given (then under a savepoint) — and idempotent by its key. Amounts are
 * integer fen.
 */
export function createWalletService(deps: {
  db: Db;
  /** Escrow movements message both sides when given. */
  messages?: MessagesService;
  /** Platform commission on a release, in basis points (1000 = 10 %), until it comes from settings. */
  commissionBps?: number;
}) {
  const { db, messages } = deps;
  const subjectSources: BillSubjectSource[] = [];
  const bills = createWalletBills(db, subjectSources);
  const commissionBps = deps.commissionBps ?? 0;
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000) {
    throw new Error(`commissionBps must be an integer 0–10000, got ${commissionBps}`);
  }

  const run = (p: Posting, tx?: LedgerTx, then?: AfterPosting): Promise<PostResult> =>
    tx ? postInTx(tx, p, then) : post(db, p, then);

  /** A posting of `amount` from one account to another (`m.memo`, or this kind's `memo`). */
  const move = async (
    m: Movement & { amount: number },
    kind: TransactionKind,
    memo: string,
    [from, to]: [from: AccountRef, to: AccountRef],
    tx?: LedgerTx,
    then?: AfterPosting,
  ) => {
    requireAmount(m.amount);
    const lines = [
      { account: from, amount: -m.amount },
      { account: to, amount: m.amount },
    ];
    return run({ key: m.key, kind, memo: m.memo ?? memo, orderRef: m.ref, lines }, tx, then);
  };

  /**
   * After an escrow movement: a wallet message to each party given (`title`, text), about `n` — only when
   * the caller gives the notice `n`: a deal (a task, a project) tells its parties itself, once, from its
   * own event after commit (decision 043).
   */
  const tell = (
    n: EscrowNotice | undefined,
    ...to: Array<[memberId: number | undefined, title: string, conts: string]>
  ): AfterPosting | undefined =>
    messages &&
    n &&
    (async (tx) => {
      const link = n?.link ?? '/personCenter/trade';
      for (const [memberId, title, conts] of to)
        if (memberId !== undefined) await messages.send(tx, memberId, { kind: 'wallet', link, title, conts });
    });

  /** "<subject>的 ¥12.30": what an escrow message is about. */
  const sumOf = (n: EscrowNotice | undefined, amount: number) =>
    `${n?.subject ?? '订单'}的 ${moneyText(amount)}`;

  /**
   * A movement between two of the payer's own accounts (`hold`, `refund`), with a message to the payer
   * and one to the other side: each a title and what happened to "<subject>的 ¥amount".
   */
  const withinPayer = async (
    m: EscrowMove,
    kind: TransactionKind,
    memo: string,
    accounts: [from: AccountRef, to: AccountRef],
    tx: LedgerTx | undefined,
    say: Record<'payer' | 'payee', [title: string, what: string]>,
  ) => {
    requireAmount(m.amount);
    const text = sumOf(m.notice, m.amount);
    const note = (who: 'payer' | 'payee') => [m[who], say[who][0], `${text} ${say[who][1]}`] as const;
    return move(m, kind, memo, accounts, tx, tell(m.notice, [...note('payer')], [...note('payee')]));
  };

  const available = (memberId: number) => ({ kind: 'member_available', memberId }) as const;
  const escrow = (memberId: number) => ({ kind: 'member_escrow', memberId }) as const;
  const inFlight = (memberId: number) => ({ kind: 'withdrawals_in_flight', memberId }) as const;
  const revenue = { kind: 'platform_revenue' } as const;

  return {
    /** The fee rate of a release, for the deals to state before money moves (issue 27 point 2). */
    commissionBps,
    /** Alipay (or WeChat Pay) clearing → member available: a paid recharge order. */
    topUp: (m: Movement & { member: number; amount: number; via?: 'alipay' | 'wechatpay' }, tx?: LedgerTx) =>
      m.via === 'wechatpay'
        ? move(m, 'topup', '微信支付充值', [{ kind: 'wechatpay_clearing' }, available(m.member)], tx)
        : move(m, 'topup', '支付宝充值', [{ kind: 'alipay_clearing' }, available(m.member)], tx),

    /** Payer's available → payer's escrow: a task fee or project prepayment held until acceptance. */
    hold: (m: EscrowMove, tx?: LedgerTx) =>
      withinPayer(m, 'hold', '托管', [available(m.payer), escrow(m.payer)], tx, {
        payer: ['款项已托管', '已从余额转入平台托管。'],
        payee: ['对方已托管款项', '已由对方托管到平台，验收后支付给您。'],
      }),

    /**
     * Payer's escrow → payee's available, minus the platform commission (`commission` fen, or the
     * service's rate) → platform revenue.
     */
    async release(
      m: Movement & {
        payer: number;
        payee: number;
        amount: number;
        commission?: number;
        notice?: EscrowNotice;
      },
      tx?: LedgerTx,
    ) {
      requireAmount(m.amount);
      const commission = m.commission ?? commissionOf(m.amount, commissionBps);
      if (!Number.isSafeInteger(commission) || commission < 0 || commission > m.amount) {
        throw new Error(`release: commission ${commission} out of range for ${m.amount}`);
      }
      const net = m.amount - commission;
      const text = sumOf(m.notice, m.amount);
      const lines: Posting['lines'] = [{ account: escrow(m.payer), amount: -m.amount }];
      if (net > 0) lines.push({ account: available(m.payee), amount: net });
      if (commission > 0) lines.push({ account: revenue, amount: commission });
      return run(
        { key: m.key, kind: 'release', memo: m.memo ?? '托管结算', orderRef: m.ref, lines },
        tx,
        tell(
          m.notice,
          [m.payer, '托管款项已支付', `${text} 已从托管支付给对方。`],
          [
            m.payee,
            '收到托管款项',
            `${text} 已结算到您的余额：平台服务费 ${moneyText(commission)}，实得 ${moneyText(net)}。`,
          ],
        ),
      );
    },

    /** Payer's escrow → payer's available: cancelled, or a complaint decided for the payer. */
    refund: (m: EscrowMove, tx?: LedgerTx) =>
      withinPayer(m, 'refund', '托管退回', [escrow(m.payer), available(m.payer)], tx, {
        payer: ['托管款项已退回', '已退回您的余额。'],
        payee: ['托管款项已退回对方', '已退回给对方。'],
      }),

    /**
     * Payer's escrow split by an operator's decision (a complaint): `payeeShare` fen of `amount` go to the
     * payee minus the commission on that part (`commission` fen, or the service's rate on the share,
     * rounded down), the rest back to the payer's available coins. One posting, idempotent by its key;
     * `payeeShare` is 1 … amount − 1 (all or nothing is a release or a refund).
     */
    async split(
      m: Movement & {
        payer: number;
        payee: number;
        amount: number;
        payeeShare: number;
        commission?: number;
        notice?: EscrowNotice;
      },
      tx?: LedgerTx,
    ) {
      requireAmount(m.amount);
      if (!Number.isSafeInteger(m.payeeShare) || m.payeeShare <= 0 || m.payeeShare >= m.amount) {
        throw new Error(`split: share ${m.payeeShare} out of range for ${m.amount}`);
      }
      const commission = m.commission ?? commissionOf(m.payeeShare, commissionBps);
      if (!Number.isSafeInteger(commission) || commission < 0 || commission > m.payeeShare) {
        throw new Error(`split: commission ${commission} out of range for ${m.payeeShare}`);
      }
      const net = m.payeeShare - commission;
      const back = m.amount - m.payeeShare;
      const lines: Posting['lines'] = [
        { account: escrow(m.payer), amount: -m.amount },
        { account: available(m.payer), amount: back },
      ];
      if (net > 0) lines.push({ account: available(m.payee), amount: net });
      if (commission > 0) lines.push({ account: revenue, amount: commission });
      const text = m.notice?.subject ?? '订单';
      return run(
        { key: m.key, kind: 'split', memo: m.memo ?? '托管分配', orderRef: m.ref, lines },
        tx,
        tell(
          m.notice,
          [
            m.payer,
            '托管款项已按比例分配',
            `${text}的托管款项 ${moneyText(m.amount)} 已按裁决分配：${moneyText(back)} 退回您的余额，${moneyText(m.payeeShare)} 支付给对方。`,
          ],
          [
            m.payee,
            '收到按比例分配的款项',
            `${text}的托管款项按裁决分配给您 ${moneyText(m.payeeShare)}：平台服务费 ${moneyText(commission)}，实得 ${moneyText(net)} 已计入您的余额。`,
          ],
        ),
      );
    },

    /** Member's available → member's withdrawals in flight: a withdrawal request. */
    withdrawStart: (m: Movement & { member: number; amount: number }, tx?: LedgerTx) =>
      move(m, 'withdraw', '提现申请', [available(m.member), inFlight(m.member)], tx),

    /** Member's withdrawals in flight → Alipay clearing: an operator paid the withdrawal out. */
    withdrawPaid: (m: Movement & { member: number; amount: number }, tx?: LedgerTx) =>
      move(m, 'withdraw_paid', '提现已打款', [inFlight(m.member), { kind: 'alipay_clearing' }], tx),

    /** Member's withdrawals in flight → member's available: an operator rejected the withdrawal. */
    withdrawReject: (m: Movement & { member: number; amount: number }, tx?: LedgerTx) =>
      move(m, 'withdraw_reject', '提现被拒，退回余额', [inFlight(m.member), available(m.member)], tx),

    /**
     * Invite rewards expense → inviter's available, for an invitee's approved verification; also adds to
     * the inviter's `invitcoins` and `invitcoins_dsnr` or `invitcoins_bsns`. The order reference is
     * `<as>:<invitee>`, from which those columns can be recomputed.
     */
    inviteReward: (
      m: Omit<Movement, 'ref'> & {
        member: number;
        amount: number;
        invitee: number;
        as: 'designer' | 'business';
      },
      tx?: LedgerTx,
    ) =>
      move(
        { ...m, ref: `${m.as}:${m.invitee}` },
        'invite_reward',
        m.as === 'designer' ? '邀请设计师奖励' : '邀请企业奖励',
        [{ kind: 'invite_rewards_expense' }, available(m.member)],
        tx,
        (t) => repo.addInviteCoins(t, m.member, m.amount, m.as),
      ),

    /**
     * Buyer's available → seller's available (their share) and platform revenue (the rest): a direct
     * purchase such as a paid 3D model's download. Refuses with `insufficient_balance` when the buyer's
     * available balance is short; `sellerShare` is in fen, 0 … amount.
     */
    async purchase(
      m: Movement & {
        buyer: number;
        seller: number;
        amount: number;
        sellerShare: number;
        notice?: EscrowNotice;
      },
      tx?: LedgerTx,
    ) {
      requireAmount(m.amount);
      if (!Number.isSafeInteger(m.sellerShare) || m.sellerShare < 0 || m.sellerShare > m.amount) {
        throw new Error(`purchase: share ${m.sellerShare} out of range for ${m.amount}`);
      }
      const fee = m.amount - m.sellerShare;
      const lines: Posting['lines'] = [{ account: available(m.buyer), amount: -m.amount }];
      if (m.sellerShare > 0) lines.push({ account: available(m.seller), amount: m.sellerShare });
      if (fee > 0) lines.push({ account: revenue, amount: fee });
      const text = sumOf(m.notice, m.amount);
      return run(
        { key: m.key, kind: 'purchase', memo: m.memo ?? '购买', orderRef: m.ref, lines },
        tx,
        tell(
          m.notice,
          [m.buyer, '购买成功', `${text} 已从您的余额支付。`],
          [
            m.seller,
            '收到销售收入',
            `${text} 已售出：平台服务费 ${moneyText(fee)}，实得 ${moneyText(m.sellerShare)} 已计入您的余额。`,
          ],
        ),
      );
    },

    /** Whether a posting with this key exists (for once-only movements whose content may differ). */
    async posted(key: string, tx?: LedgerTx): Promise<boolean> {
      return Boolean(await repo.findTransactionByKey(tx ?? db, key));
    },

    /** Inconsistencies of the whole ledger (`auditLedger`); empty when it is sound. */
    audit: () => repo.auditLedger(db),

    /** The operators' audit: `auditLedger`, the cross-checks and the totals, in one snapshot. */
    ledgerAudit: () => auditWholeLedger(db),

    /** The member's balances in fen. */
    async balances(memberId: number) {
      const rows = await repo.memberBalances(db, memberId);
      const of = (kind: MemberAccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0;
      return {
        available: of('member_available'),
        escrow: of('member_escrow'),
        withdrawing: of('withdrawals_in_flight'),
      };
    },

    /** A page of the member's bill lines, newest first (`wallet-bills.ts`). */
    lines: (memberId: number, q: BillQuery) => bills.lines(memberId, q),

    /** 托管中 by order: the member's money held, and what others hold to pay the member (待结算). */
    escrow: (memberId: number) => bills.escrow(memberId),

    /** A domain whose orders move money tells the bills what they are about (tasks, projects, models). */
    registerSubjects(source: BillSubjectSource) {
      subjectSources.push(source);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
