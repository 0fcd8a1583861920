import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { type Answer, createTopupCore, type OrderRow } from '../topup/topup-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { SignedHeaders } from './wechatpay-crypto.ts';
import type { Transaction, WechatpayClient } from './wechatpay-client.ts';

/**
 * WeChat Pay top-up (docs/domains/wechat-pay.md): WeChat Pay's side of a recharge order paid by Native (a
 * QR code), H5 (a phone browser) or JSAPI (inside WeChat) — the prepay, the notify's signature, decryption
 * and checks, and the order query's reading. The orders themselves, crediting once (ledger key
 * `topup:<out_trade_no>`) and the sweep are the top-up core's (`topup/topup-service.ts`), shared with Alipay.
 */

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
  const { log } = deps;
  const clock = deps.now ?? (() => new Date());
  const base = deps.publicUrl ?? '';

  async function needClient() {
    const client = await deps.client();
    if (!client) throw unavailable();
    return client;
  }

  /** A paid transaction that matches the order in everything WeChat Pay tells: why not, or null. */
  function mismatch(client: WechatpayClient, t: Transaction, order: OrderRow): string | null {
    if (t.mchid !== client.mchid) return 'mchid';
    if (t.appid !== client.appid) return 'appid';
    if (t.out_trade_no !== order.orders) return 'out_trade_no';
    if (t.amount?.total !== order.amount || (t.amount.currency ?? 'CNY') !== 'CNY') return 'amount';
    if (!t.transaction_id) return 'transaction_id';
    return null;
  }

  /** WeChat Pay's order query, as the top-up core asks it; none when WeChat Pay is not configured. */
  async function asker() {
    const client = await deps.client();
    if (!client) return null;
    return async (order: OrderRow): Promise<Answer> => {
      const answer = await client.query(order.orders);
      if (answer.found && answer.trade.trade_state === 'SUCCESS') {
        const why = mismatch(client, answer.trade, order);
        if (why) return { unknown: `query answer does not match the order: ${why}` };
        return {
          paid: { tradeNo: answer.trade.transaction_id ?? '', paidAt: paidTime(answer.trade.success_time) },
        };
      }
      if (!answer.found || UNPAID.has(answer.trade.trade_state ?? '')) return { unpaid: true };
      return { unknown: `trade_state ${answer.trade.trade_state}` };
    };
  }

  const core = createTopupCore({
    db: deps.db,
    wallet: deps.wallet,
    messages: deps.messages,
    channel: { channel: 'wechatpay', name: '微信支付', prefix: 'W', asker },
    log,
    now: deps.now,
  });

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
      const order = await core.createOrder(memberId, amount, tradeTypeName[type]);
      const { expireAt } = order;
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
    orderInfo: core.orderInfo,

    /** The caller's own WeChat Pay order as stored (the dev cashier page); null for anyone else's. */
    ownOrder: core.ownOrder,

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
      const order = await core.find(no);
      const why = order ? mismatch(client, t, order) : 'out_trade_no';
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
      await core.settle(order.orders, {
        tradeNo: t.transaction_id ?? '',
        paidAt: paidTime(t.success_time) ?? clock(),
        via: 'notify',
      });
      return OK;
    },

    /** Asks WeChat Pay about one order now (no throttle). */
    check: core.check,

    /** One round of the sweep: pending orders near or past expiry are checked with WeChat Pay. */
    sweep: core.sweep,
  };
}

export type WechatpayService = ReturnType<typeof createWechatpayService>;
