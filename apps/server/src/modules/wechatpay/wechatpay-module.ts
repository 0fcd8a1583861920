import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { createWechatpayClient, type WechatpayClient } from './wechatpay-client.ts';
import { createDevWechatpay, type DevWechatpay } from './wechatpay-dev.ts';
import { registerWechatpayRoutes } from './wechatpay-routes.ts';
import { SWEEP_INTERVAL_MS } from '../topup/topup-service.ts';
import { createWechatpayService, type WechatpayService } from './wechatpay-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WeChat Pay top-up service: tests run its sweep and queries directly. */
    wechatpay: WechatpayService;
  }
}

/**
 * WeChat Pay top-up: production mode when `config.wechatpay` is set (keys checked now: a bad key stops
 * the start); otherwise the local fake outside production, and nothing (WeChat Pay not offered) in
 * production. JSAPI needs the member's openid for the payment's appid: the service account's follower
 * bound in the settings (`wechat_binds`), when that account is the payment's appid.
 */
export function registerWechatpay(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    wallet: WalletService;
    messages: MessagesService;
    jobs: JobsService;
    /** The member's bound service-account openid (notices). */
    boundOpenid: (memberId: number) => Promise<string | undefined>;
    client?: WechatpayClient;
  },
): WechatpayService {
  const { config } = deps;
  const production = config.wechatpay ? (deps.client ?? createWechatpayClient(config.wechatpay)) : undefined;
  const dev: DevWechatpay | undefined =
    production || config.nodeEnv === 'production'
      ? undefined
      : createDevWechatpay({ dataDir: config.dataDir, publicUrl: config.publicUrl });
  const client = production ? async () => production : dev ? dev.client : async () => null;
  const mpAppid = config.notices.wechatMp?.appid;
  const openidOf = async (memberId: number) => {
    if (production) {
      // the bound follower's openid is the service account's: only good for that appid
      return production.appid === mpAppid ? deps.boundOpenid(memberId) : undefined;
    }
    // the fake takes any openid: a member without a bound account pays as a made-up WeChat user
    return (await deps.boundOpenid(memberId)) ?? `o-dev-${memberId}`;
  };
  const wechatpay = createWechatpayService({
    db: deps.db,
    wallet: deps.wallet,
    messages: deps.messages,
    client,
    openidOf,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  registerWechatpayRoutes(app, { wechatpay, dev });
  app.decorate('wechatpay', wechatpay);

  if (production) {
    deps.jobs.define({
      name: 'wechatpay.sweep',
      title: '微信支付充值订单核对',
      schedule: { everyMs: SWEEP_INTERVAL_MS },
      transactional: false,
      async run() {
        await wechatpay.sweep();
      },
    });
  }
  return wechatpay;
}
