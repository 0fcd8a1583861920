import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { type AlipayClient, createAlipayClient } from './alipay-client.ts';
import { createDevAlipay, type DevAlipay } from './alipay-dev.ts';
import { registerAlipayRoutes } from './alipay-routes.ts';
import { type AlipayService, createAlipayService, startSweep } from './alipay-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Alipay top-up service: tests run its sweep and trade queries directly. */
    alipay: AlipayService;
  }
}

/**
 * Alipay top-up: production mode when `config.alipay` is set (keys checked now: a bad key stops the
 * start), dev mode otherwise (DESIGN §4). In production mode the sweep of unpaid orders runs while the
 * server listens, and stops when it closes.
 */
export function registerAlipay(
  app: FastifyInstance,
  deps: { config: Config; db: Db; wallet: WalletService; messages: MessagesService; client?: AlipayClient },
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
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onListen', async () => {
      if (stop) return;
      stop = startSweep(alipay, app.log);
      app.log.info('alipay: checking unpaid recharge orders near expiry every minute');
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }
  return alipay;
}
