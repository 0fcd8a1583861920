import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { type AlipayClient, createAlipayClient } from './alipay-client.ts';
import { createDevAlipay, type DevAlipay } from './alipay-dev.ts';
import { registerAlipayRoutes } from './alipay-routes.ts';
import { SWEEP_INTERVAL_MS } from '../topup/topup-service.ts';
import { type AlipayService, createAlipayService } from './alipay-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Alipay top-up service: tests run its sweep and trade queries directly. */
    alipay: AlipayService;
  }
}

/**
 * Alipay top-up: production mode when `config.alipay` is set (keys checked now: a bad key stops the
 * start), dev mode otherwise (DESIGN §4). In production mode the sweep of unpaid orders near expiry is a
 * recurring job (`alipay.sweep`, every minute), run once per minute across all server processes.
 */
export function registerAlipay(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    wallet: WalletService;
    messages: MessagesService;
    jobs: JobsService;
    client?: AlipayClient;
  },
): AlipayService {
  const { config } = deps;
  const production = config.alipay ? (deps.client ?? createAlipayClient(config.alipay)) : undefined;
  const dev = production
    ? undefined
    : createDevAlipay({ dataDir: config.dataDir, publicUrl: config.publicUrl });
  const client = production ? async () => production : (dev as DevAlipay).client;
  const alipay = createAlipayService({
    db: deps.db,
    wallet: deps.wallet,
    messages: deps.messages,
    client,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  registerAlipayRoutes(app, { alipay, dev });
  app.decorate('alipay', alipay);

  if (production) {
    deps.jobs.define({
      name: 'alipay.sweep',
      title: '支付宝充值订单核对',
      schedule: { everyMs: SWEEP_INTERVAL_MS },
      // it asks Alipay over HTTP and settles each order in its own transaction; a round run twice only
      // asks again about orders not asked within 30 s, and an order is credited once whatever happens
      transactional: false,
      async run() {
        await alipay.sweep();
      },
    });
  }
  return alipay;
}
