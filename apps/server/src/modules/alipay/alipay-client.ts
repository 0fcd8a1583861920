import { AlipaySdk } from 'alipay-sdk';
import { chinaParts } from '../../lib/china-time.ts';
import { yuanText } from '../../lib/money.ts';
import { normalisePrivateKey, normalisePublicKey } from './alipay-keys.ts';

/**
 * Alipay's open platform through `alipay-sdk`, RSA2 in public-key mode: the computer-website page-pay
 * link (`alipay.trade.page.pay`), the asynchronous notify's signature, and the trade query
 * (`alipay.trade.query`, response signature verified).
 */

export interface AlipaySettings {
  appId: string;
  /** The application's private key: PEM or bare base64, PKCS#1 or PKCS#8. */
  privateKey: string;
  /** Alipay's public key (not the application's): PEM or bare base64. */
  alipayPublicKey: string;
  gateway: string;
  /** The merchant's Alipay user id (2088…): a notify for another seller is refused. */
  sellerId: string;
}

export const RECHARGE_SUBJECT = '会展通余额充值';

/** `yyyy-MM-dd HH:mm:ss` in China time, Alipay's time format. */
export function alipayTime(d: Date): string {
  const { date, time } = chinaParts(d);
  return `${date} ${time}`;
}

export interface PagePayRequest {
  orders: string;
  /** Fen. */
  amount: number;
  expireAt: Date;
  notifyUrl: string;
  returnUrl: string;
}

export type TradeQueryResult =
  | { found: true; tradeStatus: string; tradeNo: string; outTradeNo: string; totalAmount: string }
  | { found: false };

export interface AlipayClient {
  mode: 'production' | 'dev';
  appId: string;
  sellerId: string;
  pagePayUrl(o: PagePayRequest): string;
  /** The notify's RSA2 signature checks out with Alipay's public key. */
  verifyNotify(fields: Record<string, string>): boolean;
  /** Alipay's view of a trade; throws when Alipay cannot be asked or its answer is not signed by it. */
  queryTrade?(outTradeNo: string): Promise<TradeQueryResult>;
}

export function createAlipayClient(s: AlipaySettings, opts: { timeoutMs?: number } = {}): AlipayClient {
  const sdk = new AlipaySdk({
    appId: s.appId,
    privateKey: normalisePrivateKey(s.privateKey),
    keyType: 'PKCS8',
    alipayPublicKey: normalisePublicKey(s.alipayPublicKey),
    gateway: s.gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: opts.timeoutMs ?? 5000,
  });
  // alipay-sdk stamps requests with the machine's local time; Alipay reads them as China time
  const timestamp = () => alipayTime(new Date());

  return {
    mode: 'production',
    appId: s.appId,
    sellerId: s.sellerId,

    pagePayUrl(o) {
      return sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: o.orders,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: yuanText(o.amount),
          subject: RECHARGE_SUBJECT,
          time_expire: alipayTime(o.expireAt),
        },
        notifyUrl: o.notifyUrl,
        returnUrl: o.returnUrl,
        timestamp: timestamp(),
      });
    },

    verifyNotify(fields) {
      if (fields.sign_type !== 'RSA2' || !fields.sign) return false;
      try {
        return sdk.checkNotifySignV2(fields);
      } catch {
        return false;
      }
    },

    async queryTrade(outTradeNo) {
      const r = await sdk.exec(
        'alipay.trade.query',
        { bizContent: { out_trade_no: outTradeNo }, timestamp: timestamp() },
        { validateSign: true },
      );
      if (r.code === '10000') {
        const text = (v: unknown) => (typeof v === 'string' ? v : '');
        return {
          found: true,
          tradeStatus: text(r.trade_status),
          tradeNo: text(r.trade_no),
          outTradeNo: text(r.out_trade_no),
          totalAmount: text(r.total_amount),
        };
      }
      if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { found: false };
      throw new Error(`alipay.trade.query: ${r.code} ${r.msg} ${r.sub_code ?? ''} ${r.sub_msg ?? ''}`.trim());
    },
  };
}
