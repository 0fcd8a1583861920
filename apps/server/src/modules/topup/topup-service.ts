import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../lib/money.ts';
import { withRetry } from '../../lib/retry.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import * as repo from './topup-repository.ts';

/**
 * The top-up core (docs/domains/alipay.md, wechat-pay.md): what a recharge order is and how it is credited,
 * written once for every payment channel. A channel module (Alipay, WeChat Pay) speaks its provider's
 * protocol — the pay link, the notify's signature, the query — and hands the core what the provider said;
 * the core keeps the orders: creating them within the member's limit, crediting a paid one exactly once
 * (whichever of a notify or a query learns it first, in one transaction under the order's row lock, ledger
 * key `topup:<order number>`), closing expired unpaid ones, and the sweep of pending ones near expiry.
 */

/** How long an order can be paid. */
export const ORDER_TTL_MS = 15 * 60_000;
/** At most this many pending orders per member (of both channels) created within the last hour. */
export const PENDING_PER_HOUR = 10;
/** `orderInfo` asks the provider about a pending order at most this often (and not in its first seconds). */
export const QUERY_EVERY_MS = 10_000;
/** The sweep asks about pending orders this close to expiry (or past it) … */
export const SWEEP_AHEAD_MS = 2 * 60_000;
/** … at most this often per order, this many per round. */
export const SWEEP_EVERY_MS = 30_000;
export const SWEEP_BATCH = 50;
/** A round of the sweep runs every minute, as each channel's recurring job (`alipay.sweep`, …). */
export const SWEEP_INTERVAL_MS = 60_000;

export type { Channel, OrderRow } from './topup-repository.ts';

/** What a provider said of an order when asked. */
export type Answer =
  /** Paid, and the answer matches the order in everything the provider tells. */
  | { paid: { tradeNo: string; paidAt?: Date } }
  /** Nobody can pay it any more, or the provider does not know it: closed once it has expired. */
  | { unpaid: true }
  /** A failed query, an unsigned answer or one that does not match the order: nothing changes. */
  | { unknown: string };

export interface TopupChannel {
  channel: repo.Channel;
  /** The channel's Chinese name, in the member's 充值成功 message. */
  name: string;
  /** The order number's first letter (`R` Alipay, `W` WeChat Pay). */
  prefix: string;
  /**
   * Asks the provider about an order; null when there is nobody to ask (Alipay's dev simulator, which
   * refuses expired orders itself; WeChat Pay not configured).
   */
  asker(): Promise<((order: repo.OrderRow) => Promise<Answer>) | null>;
}

/** The prefix + China date + 10 random digits: the provider's `out_trade_no` (at most 32 characters). */
export function newOrderNumber(prefix: string, now: Date): string {
  const date = chinaParts(now).date.replaceAll('-', '');
  return `${prefix}${date}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

export const orderNotFound = () => new AppError('not_found', '充值订单不存在');

export function createTopupCore(deps: {
  db: Db;
  wallet: WalletService;
  messages: MessagesService;
  channel: TopupChannel;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, wallet, messages, log } = deps;
  const { channel, name } = deps.channel;
  const clock = deps.now ?? (() => new Date());

  /** The order if it is this channel's; null for none or the other channel's. */
  async function ours(orders: string) {
    const order = orders ? await repo.findOrder(db, orders) : null;
    return order?.channel === channel ? order : null;
  }

  /**
   * Marks the order paid and credits it, once: under the order's row lock, so of any number of notifies
   * and queries at once exactly one finds it unpaid. A `closed` order is paid too: it was closed here
   * because it expired unpaid, and the provider now says the buyer paid, so the money is the member's.
   */
  async function settle(orders: string, p: { tradeNo: string; paidAt: Date; via: 'notify' | 'query' }) {
    return withRetry(() =>
      db.transaction(async (tx) => {
        const order = await repo.findOrder(tx, orders, { forUpdate: true });
        if (!order) throw new Error(`recharge order ${orders} vanished`);
        if (order.status === 'paid') {
          if (order.tradeNo !== p.tradeNo) {
            log.warn(
              { out_trade_no: orders, trade_no: p.tradeNo, paid_trade_no: order.tradeNo },
              `${channel}: a second trade reported paid for an order already paid; check it by hand`,
            );
          }
          return 'already' as const;
        }
        if (order.status === 'closed') {
          log.info({ out_trade_no: orders, via: p.via }, `${channel}: an order closed as expired was paid`);
        }
        await repo.markPaid(tx, order.id, { tradeNo: p.tradeNo, paidAt: p.paidAt });
        await wallet.topUp(
          { member: order.memberId, amount: order.amount, key: `topup:${orders}`, ref: orders, via: channel },
          tx,
        );
        await messages.send(tx, order.memberId, {
          kind: 'wallet',
          title: '充值成功',
          conts: `您通过${name}充值的 ${moneyText(order.amount)} 已到账（订单号 ${orders}）。`,
          link: '/personCenter/trade',
        });
        log.info({ out_trade_no: orders, via: p.via, amount: order.amount }, `${channel}: recharge credited`);
        return 'credited' as const;
      }),
    );
  }

  /**
   * Asks the provider about a pending order: paid → credited like a notify; unpaid (or unknown to the
   * provider) and expired → closed. A failed or mismatched answer changes nothing.
   */
  async function check(orders: string): Promise<void> {
    const ask = await deps.channel.asker();
    const order = await ours(orders);
    if (!ask || !order || order.status === 'paid') return;
    let answer: Answer;
    try {
      answer = await ask(order);
    } catch (err) {
      answer = { unknown: (err as Error).message };
    }
    if ('unknown' in answer) {
      log.warn({ out_trade_no: orders, reason: answer.unknown }, `${channel}: query gave no answer`);
      return;
    }
    const now = clock();
    if ('paid' in answer) {
      await settle(orders, { tradeNo: answer.paid.tradeNo, paidAt: answer.paid.paidAt ?? now, via: 'query' });
    } else if (order.expireAt <= now) {
      await repo.closeIfExpired(db, orders, now);
    }
  }

  return {
    /** A new pending order of `amount` fen for the member, within their limit of pending orders. */
    async createOrder(memberId: number, amount: number, tradeType = '') {
      const now = clock();
      const expireAt = new Date(now.getTime() + ORDER_TTL_MS);
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId);
        const recent = await repo.countPendingSince(tx, memberId, new Date(now.getTime() - 3_600_000));
        if (recent >= PENDING_PER_HOUR) {
          // at most an hour: the oldest pending order counted leaves the window sooner
          throw rateLimited('未支付的充值订单过多，请稍后再试或先完成已有订单', 3600);
        }
        for (;;) {
          const row = await repo.insertOrder(tx, {
            orders: newOrderNumber(deps.channel.prefix, now),
            memberId,
            amount,
            channel,
            tradeType,
            expireAt,
            now,
          });
          if (row) return row;
        }
      });
    },

    /** This channel's order of that number, or null (a notify names it). */
    find: ours,

    /** The caller's own order as stored (the dev pages); null for anyone else's or the other channel's. */
    async ownOrder(memberId: number, orders: string) {
      const order = await ours(orders);
      return order?.memberId === memberId ? order : null;
    },

    /** The caller's own order; a pending one is first checked with the provider (at most every 10 s). */
    async orderInfo(memberId: number, orders: string) {
      let order = await ours(orders);
      if (order?.memberId !== memberId) throw orderNotFound();
      if (order.status === 'pending') {
        const now = clock();
        if (await deps.channel.asker()) {
          if (await repo.claimForQuery(db, orders, now, QUERY_EVERY_MS)) await check(orders);
        } else if (order.expireAt <= now) {
          // nobody to ask (the dev simulator refuses expired orders): nobody can still pay it
          await repo.closeIfExpired(db, orders, now);
        }
        order = (await ours(orders)) ?? order;
      }
      const { available } = await wallet.balances(memberId);
      return {
        orders: order.orders,
        amount: fenToYuan(order.amount),
        status: order.status,
        expireAt: order.expireAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? '',
        coins: fenToYuan(available),
      };
    },

    settle,
    check,

    /** One round of the sweep: this channel's pending orders near or past expiry are checked. */
    async sweep() {
      if (!(await deps.channel.asker())) return 0;
      const now = clock();
      const due = await repo.claimDue(db, {
        channel,
        before: new Date(now.getTime() + SWEEP_AHEAD_MS),
        now,
        everyMs: SWEEP_EVERY_MS,
        limit: SWEEP_BATCH,
      });
      for (const orders of due) await check(orders);
      return due.length;
    },
  };
}

export type TopupCore = ReturnType<typeof createTopupCore>;
