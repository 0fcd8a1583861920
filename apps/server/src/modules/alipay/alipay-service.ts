import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { withRetry } from '../../lib/retry.ts';
import { moneyText } from '../../lib/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { AlipayClient } from './alipay-client.ts';
import * as repo from './alipay-repository.ts';

/**
 * Alipay top-up (docs/domains/alipay.md): recharge orders, the asynchronous notify, and trade queries for
 * orders still unpaid. Whichever of a notify or a query first learns that an order is paid credits it, in
 * one transaction under the order's row lock; everything after that is a no-op.
 */

/** How long an order can be paid. */
export const ORDER_TTL_MS = 15 * 60_000;
/** At most this many pending orders per member created within the last hour. */
export const PENDING_PER_HOUR = 10;
/** `orderInfo` asks Alipay about a pending order at most this often (and not in its first seconds). */
export const QUERY_EVERY_MS = 10_000;
/** The sweep asks about pending orders this close to expiry (or past it) … */
export const SWEEP_AHEAD_MS = 2 * 60_000;
/** … at most this often per order, this many per round. */
export const SWEEP_EVERY_MS = 30_000;
export const SWEEP_BATCH = 50;
/** A round of the sweep runs every minute, as the recurring job `alipay.sweep` (alipay-module.ts). */
export const SWEEP_INTERVAL_MS = 60_000;

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const UNPAID = new Set(['WAIT_BUYER_PAY', 'TRADE_CLOSED']);

export type NotifyAnswer = 'success' | 'failure';

/** `R` + China date + 10 random digits: Alipay's `out_trade_no` (at most 64 characters). */
export function newOrderNumber(now: Date): string {
  const date = chinaParts(now).date.replaceAll('-', '');
  return `R${date}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** Alipay's `yyyy-MM-dd HH:mm:ss` (China time) as an instant; undefined when it is not one. */
function fromAlipayTime(text: string | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const d = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const notFound = () => new AppError('not_found', '充值订单不存在');

export function createAlipayService(deps: {
  db: Db;
  wallet: WalletService;
  messages: MessagesService;
  /** The Alipay client; in dev mode it is made on first use (its keys are generated once). */
  client: () => Promise<AlipayClient>;
  /** The site's public origin, for the notify and return URLs; dev mode may leave it unset. */
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, wallet, messages, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const base = deps.publicUrl ?? '';

  /**
   * Marks the order paid and credits it, once: under the order's row lock, so of any number of notifies
   * and queries at once exactly one finds it unpaid. A `closed` order is paid too: it was closed here
   * because it expired unpaid, and Alipay now says the buyer paid, so the money is the member's.
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
              'alipay: a second trade reported paid for an order already paid; check it by hand',
            );
          }
          return 'already' as const;
        }
        if (order.status === 'closed') {
          log.info({ out_trade_no: orders, via: p.via }, 'alipay: an order closed as expired was paid');
        }
        await repo.markPaid(tx, order.id, { tradeNo: p.tradeNo, paidAt: p.paidAt });
        await wallet.topUp(
          { member: order.memberId, amount: order.amount, key: `topup:${orders}`, ref: orders },
          tx,
        );
        await messages.send(tx, order.memberId, {
          kind: 'wallet',
          title: '充值成功',
          conts: `您通过支付宝充值的 ${moneyText(order.amount)} 已到账（订单号 ${orders}）。`,
          link: '/personCenter/trade',
        });
        log.info({ out_trade_no: orders, via: p.via, amount: order.amount }, 'alipay: recharge credited');
        return 'credited' as const;
      }),
    );
  }

  /**
   * Asks Alipay about a pending order: paid → credited like a notify; unpaid (or unknown to Alipay) and
   * expired → closed. A failed or unsigned answer changes nothing.
   */
  async function check(orders: string): Promise<void> {
    const client = await deps.client();
    if (!client.queryTrade) return;
    let answer: Awaited<ReturnType<NonNullable<AlipayClient['queryTrade']>>>;
    try {
      answer = await client.queryTrade(orders);
    } catch (err) {
      log.warn({ out_trade_no: orders, error: (err as Error).message }, 'alipay: trade query failed');
      return;
    }
    const order = await repo.findOrder(db, orders);
    if (!order || order.status === 'paid' || order.channel !== 'alipay') return;
    const now = clock();
    if (answer.found && PAID.has(answer.tradeStatus)) {
      if (answer.outTradeNo !== orders || yuanToFen(answer.totalAmount) !== order.amount) {
        log.warn(
          { out_trade_no: orders, reason: 'query answer does not match the order' },
          'alipay: trade query refused',
        );
        return;
      }
      await settle(orders, { tradeNo: answer.tradeNo, paidAt: now, via: 'query' });
      return;
    }
    if ((!answer.found || UNPAID.has(answer.tradeStatus)) && order.expireAt <= now) {
      await repo.closeIfExpired(db, orders, now);
    }
  }

  /** Why a notify is refused, or what it asks for. */
  async function judge(
    fields: Record<string, string>,
  ): Promise<{ refuse: string } | { paid: boolean; order: repo.OrderRow }> {
    const client = await deps.client();
    if (!client.verifyNotify(fields)) return { refuse: 'signature' };
    if (fields.app_id !== client.appId) return { refuse: 'app_id' };
    if (fields.seller_id !== client.sellerId) return { refuse: 'seller_id' };
    const order = fields.out_trade_no ? await repo.findOrder(db, fields.out_trade_no) : null;
    if (order?.channel !== 'alipay') return { refuse: 'out_trade_no' };
    if (yuanToFen(fields.total_amount ?? '') !== order.amount) return { refuse: 'total_amount' };
    const status = fields.trade_status ?? '';
    if (PAID.has(status)) {
      if (!fields.trade_no) return { refuse: 'trade_no' };
      return { paid: true, order };
    }
    if (UNPAID.has(status)) return { paid: false, order };
    return { refuse: 'trade_status' };
  }

  return {
    /** Creates a recharge order and the link that pays it. `amount` in fen (the contract bounds it). */
    async getPayLink(memberId: number, amount: number) {
      const now = clock();
      const expireAt = new Date(now.getTime() + ORDER_TTL_MS);
      const order = await db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId);
        const recent = await repo.countPendingSince(tx, memberId, new Date(now.getTime() - 3_600_000));
        if (recent >= PENDING_PER_HOUR) {
          // at most an hour: the oldest pending order counted leaves the window sooner
          throw rateLimited('未支付的充值订单过多，请稍后再试或先完成已有订单', 3600);
        }
        for (;;) {
          const row = await repo.insertOrder(tx, {
            orders: newOrderNumber(now),
            memberId,
            amount,
            expireAt,
            now,
          });
          if (row) return row;
        }
      });
      const client = await deps.client();
      const payUrl = client.pagePayUrl({
        orders: order.orders,
        amount,
        expireAt,
        notifyUrl: `${base}/api/Alipay/notify`,
        returnUrl: `${base}/personCenter/charging?orders=${order.orders}`,
      });
      return { orders: order.orders, amount: fenToYuan(amount), payUrl, expireAt: expireAt.toISOString() };
    },

    /** The caller's own order; a pending one is first checked with Alipay (at most every 10 s). */
    async orderInfo(memberId: number, orders: string) {
      let order = await repo.findOrder(db, orders);
      // a WeChat Pay order is read with WechatPay/orderInfo
      if (!order || order.memberId !== memberId || order.channel !== 'alipay') throw notFound();
      if (order.status === 'pending') {
        const now = clock();
        const client = await deps.client();
        if (client.queryTrade) {
          if (await repo.claimForQuery(db, orders, now, QUERY_EVERY_MS)) await check(orders);
        } else if (order.expireAt <= now) {
          // dev mode: the simulator refuses expired orders, so nobody else can still pay it
          await repo.closeIfExpired(db, orders, now);
        }
        order = (await repo.findOrder(db, orders)) ?? order;
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

    /** The caller's own order as stored (the dev simulator's page); null for anyone else's. */
    async ownOrder(memberId: number, orders: string) {
      const order = await repo.findOrder(db, orders);
      return order && order.memberId === memberId && order.channel === 'alipay' ? order : null;
    },

    /**
     * Alipay's asynchronous notify, fields already form-decoded. `success` for every authentic notify
     * that matches its order (paid ones credit once; unpaid ones change nothing), `failure` — and nothing
     * changes — for anything else. Faults of our own throw (Alipay then sends it again).
     */
    async handleNotify(raw: Record<string, unknown>): Promise<NotifyAnswer> {
      const fields: Record<string, string> = Object.create(null);
      for (const [k, v] of Object.entries(raw ?? {})) {
        if (typeof v !== 'string') {
          log.warn({ reason: 'malformed' }, 'alipay: notify refused');
          return 'failure';
        }
        fields[k] = v;
      }
      const verdict = await judge(fields);
      if ('refuse' in verdict) {
        log.warn({ reason: verdict.refuse, out_trade_no: fields.out_trade_no }, 'alipay: notify refused');
        return 'failure';
      }
      if (verdict.paid) {
        await settle(verdict.order.orders, {
          tradeNo: fields.trade_no ?? '',
          paidAt: fromAlipayTime(fields.gmt_payment) ?? clock(),
          via: 'notify',
        });
      } else if (fields.trade_status === 'TRADE_CLOSED' && verdict.order.status === 'paid') {
        // a full refund made in Alipay's console: the coins stay until an operator decides
        log.warn({ out_trade_no: verdict.order.orders }, 'alipay: TRADE_CLOSED for a paid order (refund?)');
      }
      return 'success';
    },

    /** Asks Alipay about one order now (no throttle). */
    check,

    /** One round of the sweep: pending orders near or past expiry are checked with Alipay. */
    async sweep() {
      const client = await deps.client();
      if (!client.queryTrade) return 0;
      const now = clock();
      const due = await repo.claimDue(db, {
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

export type AlipayService = ReturnType<typeof createAlipayService>;
