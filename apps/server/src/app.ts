import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import { AppError } from './lib/app-error.ts';
import { registerAdminRoutes } from './modules/admin/admin-routes.ts';
import { createAdminService } from './modules/admin/admin-service.ts';
import { registerAlipay } from './modules/alipay/alipay-module.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createSmsCodeService } from './modules/auth/sms-code-service.ts';
import { createAliyunSmsProvider } from './modules/auth/sms/aliyun-sms-provider.ts';
import { createDevSmsProvider } from './modules/auth/sms/dev-sms-provider.ts';
import type { SmsProvider } from './modules/auth/sms/sms-provider.ts';
import { createWechatClient, type WechatClient } from './modules/auth/wechat/wechat-client.ts';
import { createWechatService } from './modules/auth/wechat-service.ts';
import { buildOpenApi } from './modules/docs/openapi.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import {
  createListingDownloads,
  registerListingDownloadRoutes,
} from './modules/listings/listings-download.ts';
import { registerListingsRoutes } from './modules/listings/listings-routes.ts';
import {
  createListingsService,
  listingModeration,
  listingsAtSpace,
} from './modules/listings/listings-service.ts';
import { registerSpacesRoutes } from './modules/spaces/spaces-routes.ts';
import { createSpacesService, findSpaceRef, spaceModeration } from './modules/spaces/spaces-service.ts';
import { registerContentRoutes } from './modules/content/content-routes.ts';
import { createContentService } from './modules/content/content-service.ts';
import { registerFavoritesRoutes } from './modules/favorites/favorites-routes.ts';
import { createFavoritesService } from './modules/favorites/favorites-service.ts';
import { registerGalleryRoutes } from './modules/gallery/gallery-routes.ts';
import { createGalleryService, photoModeration } from './modules/gallery/gallery-service.ts';
import { registerCashRoutes } from './modules/cash/cash-routes.ts';
import { createCashService } from './modules/cash/cash-service.ts';
import { registerVerificationRoutes } from './modules/verification/verification-routes.ts';
import { createVerificationService } from './modules/verification/verification-service.ts';
import { registerMembersRoutes } from './modules/members/members-routes.ts';
import { createMembersService } from './modules/members/members-service.ts';
import { registerMessagesRoutes } from './modules/messages/messages-routes.ts';
import { createMessagesService } from './modules/messages/messages-service.ts';
import { createUnreadHub } from './modules/messages/unread-hub.ts';
import { publicReadLimits, registerCallLimits } from './plugins/call-limits.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { sessionAlive } from './modules/auth/session-repository.ts';
import { createLocalStorage } from './modules/uploads/storage/local-storage.ts';
import { createS3Storage } from './modules/uploads/storage/s3-storage.ts';
import { registerUploadsRoutes } from './modules/uploads/uploads-routes.ts';
import { createUploadsService } from './modules/uploads/uploads-service.ts';
import { createPaycodeService } from './modules/wallet/paycode-service.ts';
import { registerWalletRoutes } from './modules/wallet/wallet-routes.ts';
import { createWalletService } from './modules/wallet/wallet-service.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Errors in logs without the values of a failed query: drizzle puts the SQL parameters (which can be
 * password hashes or code HMACs) into its error message.
 */
export function serializeError(error: Error) {
  const err = error as Error & { query?: string; cause?: { code?: string } };
  const failedQuery = typeof err.query === 'string';
  return {
    type: err.name,
    message: failedQuery ? `Failed query: ${err.query}` : err.message,
    code: err.cause?.code,
    stack: failedQuery ? '' : (err.stack ?? ''),
  };
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Built web app to serve; omitted or missing → API only. */
  webDist?: string;
  /** Overrides for tests: the logger and third-party clients. */
  logger?: FastifyServerOptions['logger'];
  sms?: SmsProvider;
  wechat?: WechatClient;
}

/** Builds the app with every plugin and module. Never listens: tests drive it with `inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const hops = config.trustProxy;
  const options: FastifyServerOptions = {
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: serializeError },
    },
    bodyLimit: 1_048_576,
    // a number trusts that many proxy hops in front of the server
    trustProxy: typeof hops === 'number' ? (_addr: string, i: number) => i < hops : hops,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  };
  const app = Fastify(options);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerEnvelope(app);
  registerSecurity(app, config.publicUrl);
  registerCallLimits(app, publicReadLimits(config.limits.searchPerMinute));
  await app.register(cookie);

  const db = database.db;
  const secret = config.sessionSecret;
  const sessions = registerSessions(app, db, { secret, publicUrl: config.publicUrl });
  const provider =
    deps.sms ??
    (config.sms.provider === 'aliyun' ? createAliyunSmsProvider(config.sms) : createDevSmsProvider(app.log));
  const wechatClient = deps.wechat ?? (config.wechat ? createWechatClient(config.wechat) : undefined);

  const codes = createSmsCodeService({ db, provider, secret });
  const messages = createMessagesService({ db });
  const hub = await createUnreadHub(database, messages.unreadCount);
  const auth = createAuthService({ db, codes, messages });
  const wechat = createWechatService({ db, codes, secret, client: wechatClient });
  const members = createMembersService({ db });

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, { auth, wechat, sessions, publicUrl: config.publicUrl });
  registerMembersRoutes(app, { members });
  registerMessagesRoutes(app, { messages, hub, sessionAlive: (id) => sessionAlive(db, id) });
  registerAdminRoutes(app, { admin: createAdminService({ db, messages }) });
  const settings = config.wallet;
  const wallet = createWalletService({ db, messages, commissionBps: settings.commissionBps });
  const paycodes = createPaycodeService({ db, codes, messages });
  const cash = createCashService({ db, wallet, paycodes, messages, settings });
  registerVerificationRoutes(app, {
    verification: createVerificationService({ db, messages, invites: { wallet, settings } }),
  });
  registerWalletRoutes(app, { wallet, paycodes, cash, settings });
  registerCashRoutes(app, { cash });
  registerAlipay(app, { config, db, wallet, messages });
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
  const uploads = createUploadsService({ db, storage });
  registerUploadsRoutes(app, { uploads });
  const listings = createListingsService({ db, venues: findSpaceRef });
  registerListingsRoutes(app, { listings });
  registerListingDownloadRoutes(app, {
    downloads: createListingDownloads({ listings, uploads }),
    stallMs: config.limits.downloadStallMs,
    maxMs: config.limits.downloadMaxMs,
  });
  registerFavoritesRoutes(app, { favorites: createFavoritesService({ db }) });
  registerGalleryRoutes(app, { gallery: createGalleryService({ db }) });
  registerSpacesRoutes(app, { spaces: createSpacesService({ db, events: listingsAtSpace }) });
  const moderated = [
    listingModeration('huizhan'),
    listingModeration('huiyi'),
    spaceModeration,
    photoModeration,
  ];
  registerContentRoutes(app, { content: createContentService({ db, messages, kinds: moderated }) });
  const openapi = buildOpenApi();
  app.get('/api/docs', async () => openapi);

  const webDist = deps.webDist;
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br/.gz beside each text asset (apps/web/vite.config.ts); sent by Accept-Encoding
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/') &&
      !/\.\w+$/.test(req.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('not_found', req.url.startsWith('/api/') ? '请求的接口不存在' : '页面不存在');
  });

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
