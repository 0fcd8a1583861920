import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { type Answer, createTopupCore, type OrderRow } from '../topup/topup-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { AlipayClient } from './alipay-client.ts';

/**
 * Alipay top-up (docs/domains/alipay.md): Alipay's side of a recharge order — the page-pay link, the
 * asynchronous notify's checks and the trade query's reading. The orders themselves, crediting once and
 * the sweep are the top-up core's (`topup/topup-service.ts`), shared with WeChat Pay.
 */

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const UNPAID = new Set(['WAIT_BUYER_PAY', 'TRADE_CLOSED']);

export type NotifyAnswer = 'success' | 'failure';

/** Alipay's `yyyy-MM-dd HH:mm:ss` (China time) as an instant; undefined when it is not one. */
function fromAlipayTime(text: string | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const d = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

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
  const { log } = deps;
  const clock = deps.now ?? (() => new Date());
  const base = deps.publicUrl ?? '';

  /** Alipay's trade query, as the top-up core asks it; absent in dev mode (the simulator has none). */
  async function asker() {
    const client = await deps.client();
    const query = client.queryTrade;
    if (!query) return null;
    return async (order: OrderRow): Promise<Answer> => {
      const answer = await query(order.orders);
      if (answer.found && PAID.has(answer.tradeStatus)) {
        if (answer.outTradeNo !== order.orders || yuanToFen(answer.totalAmount) !== order.amount) {
          return { unknown: 'query answer does not match the order' };
        }
        return { paid: { tradeNo: answer.tradeNo } };
      }
      if (!answer.found || UNPAID.has(answer.tradeStatus)) return { unpaid: true };
      return { unknown: `trade_status ${answer.tradeStatus}` };
    };
  }

  const core = createTopupCore({
    db: deps.db,
    wallet: deps.wallet,
    messages: deps.messages,
    channel: { channel: 'alipay', name: '支付宝', prefix: 'R', asker },
    log,
    now: deps.now,
  });

  /** Why a notify is refused, or what it asks for. */
  async function judge(
    fields: Record<string, string>,
  ): Promise<{ refuse: string } | { paid: boolean; order: OrderRow }> {
    const client = await deps.client();
    if (!client.verifyNotify(fields)) return { refuse: 'signature' };
    if (fields.app_id !== client.appId) return { refuse: 'app_id' };
    if (fields.seller_id !== client.sellerId) return { refuse: 'seller_id' };
    const order = await core.find(fields.out_trade_no ?? '');
    if (!order) return { refuse: 'out_trade_no' };
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
      const order = await core.createOrder(memberId, amount);
      const { expireAt } = order;
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
    orderInfo: core.orderInfo,

    /** The caller's own order as stored (the dev simulator's page); null for anyone else's. */
    ownOrder: core.ownOrder,

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
        await core.settle(verdict.order.orders, {
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
    check: core.check,

    /** One round of the sweep: pending orders near or past expiry are checked with Alipay. */
    sweep: core.sweep,
  };
}

export type AlipayService = ReturnType<typeof createAlipayService>;
