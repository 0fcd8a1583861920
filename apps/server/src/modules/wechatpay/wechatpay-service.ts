import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../lib/money.ts';
import { withRetry } from '../../lib/retry.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { SignedHeaders } from './wechatpay-crypto.ts';
import type { Transaction, WechatpayClient } from './wechatpay-client.ts';
import * as repo from './wechatpay-repository.ts';

/**
 * WeChat Pay top-up (docs/domains/wechat-pay.md): recharge orders paid by Native (a QR code), H5 (a phone
 * browser) or JSAPI (inside WeChat), the notify, and order queries for orders still unpaid. Crediting is
 * the Alipay top-up's: whichever of a notify or a query first learns that an order is paid credits it, in
 * one transaction under the order's row lock, with the ledger key `topup:<out_trade_no>`.
 */

export const ORDER_TTL_MS = 15 * 60_000;
export const PENDING_PER_HOUR = 10;
export const QUERY_EVERY_MS = 10_000;
export const SWEEP_AHEAD_MS = 2 * 60_000;
export const SWEEP_EVERY_MS = 30_000;
export const SWEEP_BATCH = 50;
export const SWEEP_INTERVAL_MS = 60_000;

/** Trade states after which nobody can pay the order any more (with the order expired: close it). */
const UNPAID = new Set(['NOTPAY', 'CLOSED', 'REVOKED', 'PAYERROR']);

export type TradeType = 'native' | 'h5' | 'jsapi';
const tradeTypeName: Record<TradeType, string> = { native: 'NATIVE', h5: 'MWEB', jsapi: 'JSAPI' };

/** The notify's answer: WeChat Pay stops sending once it reads a 2xx. */
export interface NotifyAnswer {
  status: number;
  body: { code: 'SUCCESS' | 'FAIL'; message: string };
}
const OK: NotifyAnswer = { status: 200, body: { code: 'SUCCESS', message: '成功' } };
const FAIL: NotifyAnswer = { status: 400, body: { code: 'FAIL', message: '失败' } };

/** `W` + China date + 10 random digits: the `out_trade_no` (6–32 letters and digits). */
export function newOrderNumber(now: Date): string {
  const date = chinaParts(now).date.replaceAll('-', '');
  return `W${date}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

const notFound = () => new AppError('not_found', '充值订单不存在');
const unavailable = () => new AppError('unavailable', '微信支付暂未开通，请使用支付宝充值');

function paidTime(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function createWechatpayService(deps: {
  db: Db;
  wallet: WalletService;
  messages: MessagesService;
  /** The client; null when WeChat Pay is not configured (production without keys). */
  client: () => Promise<WechatpayClient | null>;
  /** The member's openid for the payment's appid (JSAPI); undefined when there is none. */
  openidOf: (memberId: number) => Promise<string | undefined>;
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, wallet, messages, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const base = deps.publicUrl ?? '';

  async function needClient() {
    const client = await deps.client();
    if (!client) throw unavailable();
    return client;
  }

  async function settle(orders: string, p: { tradeNo: string; paidAt: Date; via: 'notify' | 'query' }) {
    return withRetry(() =>
      db.transaction(async (tx) => {
        const order = await repo.findOrder(tx, orders, { forUpdate: true });
        if (!order) throw new Error(`recharge order ${orders} vanished`);
        if (order.status === 'paid') {
          if (order.tradeNo !== p.tradeNo) {
            log.warn(
              { out_trade_no: orders, transaction_id: p.tradeNo, paid_transaction_id: order.tradeNo },
              'wechatpay: a second transaction reported paid for an order already paid; check it by hand',
            );
          }
          return 'already' as const;
        }
        if (order.status === 'closed') {
          log.info({ out_trade_no: orders, via: p.via }, 'wechatpay: an order closed as expired was paid');
        }
        await repo.markPaid(tx, order.id, { tradeNo: p.tradeNo, paidAt: p.paidAt });
        await wallet.topUp(
          {
            member: order.memberId,
            amount: order.amount,
            key: `topup:${orders}`,
            ref: orders,
            via: 'wechatpay',
          },
          tx,
        );
        await messages.send(tx, order.memberId, {
          kind: 'wallet',
          title: '充值成功',
          conts: `您通过微信支付充值的 ${moneyText(order.amount)} 已到账（订单号 ${orders}）。`,
          link: '/personCenter/trade',
        });
        log.info({ out_trade_no: orders, via: p.via, amount: order.amount }, 'wechatpay: recharge credited');
        return 'credited' as const;
      }),
    );
  }

  /** A paid transaction that matches the order in everything WeChat Pay tells: why not, or null. */
  function mismatch(client: WechatpayClient, t: Transaction, order: repo.OrderRow): string | null {
    if (t.mchid !== client.mchid) return 'mchid';
    if (t.appid !== client.appid) return 'appid';
    if (t.out_trade_no !== order.orders) return 'out_trade_no';
    if (t.amount?.total !== order.amount || (t.amount.currency ?? 'CNY') !== 'CNY') return 'amount';
    if (!t.transaction_id) return 'transaction_id';
    return null;
  }

  /** Asks WeChat Pay about a pending order: paid → credited; unpaid and expired → closed. */
  async function check(orders: string): Promise<void> {
    const client = await deps.client();
    if (!client) return;
    let answer: Awaited<ReturnType<WechatpayClient['query']>>;
    try {
      answer = await client.query(orders);
    } catch (err) {
      log.warn({ out_trade_no: orders, error: (err as Error).message }, 'wechatpay: order query failed');
      return;
    }
    const order = await repo.findOrder(db, orders);
    if (!order || order.status === 'paid' || order.channel !== 'wechatpay') return;
    const now = clock();
    if (answer.found && answer.trade.trade_state === 'SUCCESS') {
      const why = mismatch(client, answer.trade, order);
      if (why) {
        log.warn({ out_trade_no: orders, reason: why }, 'wechatpay: query answer does not match the order');
        return;
      }
      await settle(orders, {
        tradeNo: answer.trade.transaction_id ?? '',
        paidAt: paidTime(answer.trade.success_time) ?? now,
        via: 'query',
      });
      return;
    }
    if ((!answer.found || UNPAID.has(answer.trade.trade_state ?? '')) && order.expireAt <= now) {
      await repo.closeIfExpired(db, orders, now);
    }
  }

  return {
    /** Whether WeChat Pay can be offered at all. */
    available: async () => (await deps.client()) !== null,

    /**
     * Creates a recharge order and asks WeChat Pay for the way to pay it: `codeUrl` (Native), `h5Url`
     * (H5, with the return page as `redirect_url`) or the signed `jsapi` parameters (JSAPI).
     */
    async getPayLink(memberId: number, amount: number, type: TradeType, ctx: { ip: string }) {
      const client = await needClient();
      const openid = type === 'jsapi' ? await deps.openidOf(memberId) : undefined;
      if (type === 'jsapi' && !openid) {
        throw new AppError('wechatpay_not_bound', '请先在账号设置中绑定会展通服务号，再在微信内使用微信支付');
      }
      const now = clock();
      const expireAt = new Date(now.getTime() + ORDER_TTL_MS);
      const order = await db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId);
        const recent = await repo.countPendingSince(tx, memberId, new Date(now.getTime() - 3_600_000));
        if (recent >= PENDING_PER_HOUR) {
          throw rateLimited('未支付的充值订单过多，请稍后再试或先完成已有订单', 3600);
        }
        for (;;) {
          const row = await repo.insertOrder(tx, {
            orders: newOrderNumber(now),
            memberId,
            amount,
            tradeType: tradeTypeName[type],
            expireAt,
            now,
          });
          if (row) return row;
        }
      });
      const prepay = { orders: order.orders, amount, expireAt, notifyUrl: `${base}/api/WechatPay/notify` };
      const result = {
        codeUrl: '',
        h5Url: '',
        jsapi: null as ReturnType<WechatpayClient['jsapiParams']> | null,
      };
      try {
        if (type === 'native') {
          result.codeUrl = (await client.native(prepay)).codeUrl;
        } else if (type === 'h5') {
          const back = encodeURIComponent(`${base}/personCenter/charging?orders=${order.orders}`);
          result.h5Url = `${(await client.h5({ ...prepay, clientIp: ctx.ip })).h5Url}&redirect_url=${back}`;
        } else {
          const { prepayId } = await client.jsapi({ ...prepay, openid: openid as string });
          result.jsapi = client.jsapiParams(prepayId);
        }
      } catch (err) {
        // the order stays pending: the query closes it once it has expired (or credits it, had it been paid)
        log.warn({ out_trade_no: order.orders, error: (err as Error).message }, 'wechatpay: prepay failed');
        throw new AppError('unavailable', '微信支付下单失败，请稍后再试');
      }
      return {
        orders: order.orders,
        amount: fenToYuan(amount),
        tradeType: type,
        expireAt: expireAt.toISOString(),
        ...result,
      };
    },

    /** The caller's own order; a pending one is first checked with WeChat Pay (at most every 10 s). */
    async orderInfo(memberId: number, orders: string) {
      let order = await repo.findOrder(db, orders);
      if (!order || order.memberId !== memberId || order.channel !== 'wechatpay') throw notFound();
      if (order.status === 'pending') {
        const now = clock();
        if (await repo.claimForQuery(db, orders, now, QUERY_EVERY_MS)) await check(orders);
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

    /** The caller's own WeChat Pay order as stored (the dev cashier page); null for anyone else's. */
    async ownOrder(memberId: number, orders: string) {
      const order = await repo.findOrder(db, orders);
      return order && order.memberId === memberId && order.channel === 'wechatpay' ? order : null;
    },

    /**
     * WeChat Pay's notify, as received (`body` the exact text). SUCCESS for an authentic notify that
     * matches its order (a payment credits once), FAIL — and nothing changes — for anything else. Faults of
     * our own throw (a 500: WeChat Pay sends it again).
     */
    async handleNotify(headers: SignedHeaders, body: string): Promise<NotifyAnswer> {
      const client = await deps.client();
      if (!client) return FAIL;
      const opened = client.openNotify(headers, body, clock());
      if ('refuse' in opened) {
        log.warn({ reason: opened.refuse }, 'wechatpay: notify refused');
        return FAIL;
      }
      const t = opened.trade;
      const no = typeof t.out_trade_no === 'string' ? t.out_trade_no : '';
      const order = no ? await repo.findOrder(db, no) : null;
      const why = order?.channel === 'wechatpay' ? mismatch(client, t, order) : 'out_trade_no';
      if (why || !order) {
        log.warn({ reason: why, out_trade_no: no }, 'wechatpay: notify refused');
        return FAIL;
      }
      if (opened.eventType !== 'TRANSACTION.SUCCESS' || t.trade_state !== 'SUCCESS') {
        // an authentic notify of something else: nothing to credit, and WeChat Pay may stop sending it
        log.info(
          { out_trade_no: no, event: opened.eventType, state: t.trade_state },
          'wechatpay: notify ignored',
        );
        return OK;
      }
      await settle(order.orders, {
        tradeNo: t.transaction_id ?? '',
        paidAt: paidTime(t.success_time) ?? clock(),
        via: 'notify',
      });
      return OK;
    },

    check,

    async sweep() {
      if (!(await deps.client())) return 0;
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

export type WechatpayService = ReturnType<typeof createWechatpayService>;
