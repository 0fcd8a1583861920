import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database, Tx } from './db/client.ts';
import type { Config } from './env.ts';
import { httpOptions } from './http-options.ts';
import { AppError } from './lib/app-error.ts';
import { registerAdminRoutes } from './modules/admin/admin-routes.ts';
import { createAdminService } from './modules/admin/admin-service.ts';
import { registerAlipay } from './modules/alipay/alipay-module.ts';
import { registerWechatpay } from './modules/wechatpay/wechatpay-module.ts';
import { defineAuthCleanup } from './modules/auth/auth-cleanup.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createSmsCodeService } from './modules/auth/sms-code-service.ts';
import { createAliyunSmsProvider } from './modules/auth/sms/aliyun-sms-provider.ts';
import { createDevSmsProvider } from './modules/auth/sms/dev-sms-provider.ts';
import type { SmsProvider } from './modules/auth/sms/sms-provider.ts';
import { createWechatClient, type WechatClient } from './modules/auth/wechat/wechat-client.ts';
import { createWechatService } from './modules/auth/wechat-service.ts';
import { openApiDocument } from './modules/docs/openapi.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import { createEventsService } from './modules/events/events-service.ts';
import { registerNotices } from './modules/notices/notices-module.ts';
import { createNoticeCounts } from './modules/notices/notices-service.ts';
import type { WechatMpClient } from './modules/notices/wechat-mp-client.ts';
import { registerJobs } from './modules/jobs/jobs-module.ts';
import { defineLimitsCleanup, registerLimits } from './modules/limits/limits-module.ts';
import { registerMetrics, registerRequestContext } from './modules/metrics/metrics-module.ts';
import {
  createListingDownloads,
  registerListingDownloadRoutes,
} from './modules/listings/listings-download.ts';
import { registerListingsRoutes } from './modules/listings/listings-routes.ts';
import { listingModeration } from './modules/listings/listings-moderation.ts';
import { listingSearches } from './modules/listings/listings-search.ts';
import {
  createListingsService,
  exhibitionRef,
  listingsAtSpace,
} from './modules/listings/listings-service.ts';
import { registerSearch } from './modules/search/search-module.ts';
import type { SearchKind } from './modules/search/search-service.ts';
import { spaceModeration } from './modules/spaces/spaces-moderation.ts';
import { spaceSearch } from './modules/spaces/spaces-search.ts';
import { registerSpacesRoutes } from './modules/spaces/spaces-routes.ts';
import { createSpacesService, findSpaceRef } from './modules/spaces/spaces-service.ts';
import { registerContactRoutes } from './modules/contact/contact-routes.ts';
import { createContactService } from './modules/contact/contact-service.ts';
import { registerContentRoutes } from './modules/content/content-routes.ts';
import { createContentService } from './modules/content/content-service.ts';
import { registerFavoritesRoutes } from './modules/favorites/favorites-routes.ts';
import { createFavoritesService, followerCounts, isFavorite } from './modules/favorites/favorites-service.ts';
import { registerGalleryRoutes } from './modules/gallery/gallery-routes.ts';
import { registerModels } from './modules/models/models-module.ts';
import { modelModeration } from './modules/models/models-moderation.ts';
import { modelSearch } from './modules/models/models-search.ts';
import { photoModeration } from './modules/gallery/gallery-moderation.ts';
import { photoSearch } from './modules/gallery/gallery-search.ts';
import { createGalleryService, exhibitionRetitled } from './modules/gallery/gallery-service.ts';
import { registerCashRoutes } from './modules/cash/cash-routes.ts';
import { createCashService } from './modules/cash/cash-service.ts';
import { registerInvoices } from './modules/invoices/invoices-module.ts';
import { registerVerificationRoutes } from './modules/verification/verification-routes.ts';
import { createVerificationService } from './modules/verification/verification-service.ts';
import { registerMembersRoutes } from './modules/members/members-routes.ts';
import { createMembersService } from './modules/members/members-service.ts';
import { registerMessagesRoutes } from './modules/messages/messages-routes.ts';
import { definePeople, registerPeople } from './modules/people/people-module.ts';
import { designerSearch, factorySearch } from './modules/people/people-search.ts';
import { findServiceTerms } from './modules/people/offers-service.ts';
import { findWorkRef } from './modules/people/works-service.ts';
import { createMessagesService } from './modules/messages/messages-service.ts';
import { createUnreadHub } from './modules/messages/unread-hub.ts';
import { createAnswerCache } from './modules/search/answer-cache.ts';
import { trackAllowedMethods } from './plugins/allowed-methods.ts';
import { publicReadLimits, registerCallLimits } from './plugins/call-limits.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerSecurity, securityHeaders } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { sessionAlive } from './modules/auth/session-service.ts';
import { createAuditService } from './modules/audit/audit-service.ts';
import { createLocalStorage } from './modules/uploads/storage/local-storage.ts';
import { createS3Storage } from './modules/uploads/storage/s3-storage.ts';
import { registerUploadsRoutes } from './modules/uploads/uploads-routes.ts';
import { createUploadsService } from './modules/uploads/uploads-service.ts';
import { createPaycodeService } from './modules/wallet/paycode-service.ts';
import { registerWalletRoutes } from './modules/wallet/wallet-routes.ts';
import { createWalletService } from './modules/wallet/wallet-service.ts';
import { taskModeration } from './modules/tasks/tasks-moderation.ts';
import { contestModeration } from './modules/contests/contests-moderation.ts';
import { registerContests } from './modules/contests/contests-module.ts';
import { registerTasks } from './modules/tasks/tasks-module.ts';
import { registerReviews } from './modules/reviews/reviews-module.ts';
import { registerComplaints } from './modules/complaints/complaints-module.ts';
import { taskSearch } from './modules/tasks/tasks-search.ts';
import { projectModeration } from './modules/projects/projects-moderation.ts';
import { registerStaff } from './modules/staff/staff-routes.ts';
import { registerSubscriptionsRoutes } from './modules/subscriptions/subscriptions-routes.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions-service.ts';
import { registerProjects } from './modules/projects/projects-module.ts';
import { projectSearch } from './modules/projects/projects-search.ts';
import { createMaskingService } from './modules/masking/masking-service.ts';
import { registerMaskingRoutes } from './modules/masking/masking-routes.ts';
import { registerPages } from './modules/pages/pages-module.ts';
import { registerConsult } from './modules/consult/consult-module.ts';
import { registerShows } from './modules/shows/shows-module.ts';
import { registerPrices } from './modules/prices/prices-module.ts';

/** Every kind that keyword search covers (the search module; decision 008). */
export const searchKinds: readonly SearchKind[] = [
  listingSearches.huizhan,
  listingSearches.huiyi,
  spaceSearch,
  photoSearch,
  modelSearch,
  designerSearch,
  factorySearch,
  taskSearch,
  projectSearch,
];

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppDeps {
  config: Config;
  database: Database;
  /** Built web app to serve; omitted or missing → API only. */
  webDist?: string;
  /** Overrides for tests: the logger and third-party clients. */
  logger?: FastifyServerOptions['logger'];
  sms?: SmsProvider;
  /** Tests: the WeChat service account's client (against a fake). */
  wechatMp?: WechatMpClient;
  wechat?: WechatClient;
  /**
   * Tests: a response field the call's contract does not declare, or a value its schema would change,
   * is a 500 naming the call and the field (otherwise undeclared fields are dropped). Decision 010.
   */
  checkResponses?: boolean;
}

/** Builds the app with every plugin and module. Never listens: tests drive it with `inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const headers = securityHeaders(config.publicUrl);
  const app = Fastify(httpOptions(config, headers, deps.logger));
  app.decorate('checkResponses', deps.checkResponses === true);
  // onClose hooks run last-registered first: the database's, registered first, closes it after every
  // module has stopped its own work (the job workers, the unread hub)
  app.addHook('onClose', async () => {
    await database.close();
  });
  // first of the hooks: what runs after it knows its request (the slow-query log)
  const requestContext = registerRequestContext(app);
  const methodNotAllowed = trackAllowedMethods(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerEnvelope(app, headers);
  registerSecurity(app, config.publicUrl);
  registerJsonBody(app);
  const limiter = await registerLimits(app, { database, redisUrl: config.redisUrl });
  registerCallLimits(app, limiter, publicReadLimits(config.limits.searchPerMinute));
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

  registerAuthRoutes(app, { auth, wechat, sessions, publicUrl: config.publicUrl });
  registerMembersRoutes(app, { members });
  registerMessagesRoutes(app, {
    messages,
    hub,
    sessionAlive: (id) => sessionAlive(db, id),
    limiter,
    limits: config.limits,
  });
  const audit = createAuditService({ db });
  const { jobs, workers } = registerJobs(app, { database, config: config.jobs, audit });
  // notices off the site (issue 28): SMS and WeChat beside the message centre, for every module's notices
  const noticeCounts = createNoticeCounts();
  const notices = registerNotices(app, {
    db,
    jobs,
    messages,
    sms: provider,
    wechat: deps.wechatMp,
    config,
    counts: noticeCounts,
  });
  const notify = notices.notify;
  defineLimitsCleanup(app, jobs, limiter);
  defineAuthCleanup(jobs, app.log);
  const settings = config.wallet;
  const wallet = createWalletService({ db, messages, commissionBps: settings.commissionBps });
  const paycodes = createPaycodeService({ db, codes, messages });
  const cash = createCashService({ db, wallet, paycodes, notify, audit, settings });
  const verification = createVerificationService({
    db,
    messages,
    notify,
    audit,
    invites: { wallet, settings },
  });
  registerVerificationRoutes(app, { verification });
  registerWalletRoutes(app, { wallet, paycodes, cash, settings });
  registerCashRoutes(app, { cash });
  registerAlipay(app, { config, db, wallet, messages, jobs });
  registerWechatpay(app, { config, db, wallet, messages, jobs, boundOpenid: notices.boundOpenid });
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
  registerHealthRoutes(app, { database, storage, limiter, workers });
  registerMetrics(app, {
    database,
    noticeCounts: noticeCounts.snapshot,
    context: requestContext,
    limiter,
    streams: () => hub.streams,
    workers,
    jobCounts: jobs.counts,
    token: config.metricsToken,
    slowQueryMs: config.slowQueryMs,
  });
  // contact details in what members publish before a deal: the attempts, and the console's list of them
  const masking = createMaskingService({ db });
  registerMaskingRoutes(app, { masking });
  const recordContact = masking.record;
  const uploads = createUploadsService({ db, storage, recordContact });
  registerUploadsRoutes(app, { uploads });
  // subscriptions (decision 052): an approved task or project is matched against them after the decision
  const subscriptions = createSubscriptionsService({ db, jobs, notify, secret, publicUrl: config.publicUrl });
  registerSubscriptionsRoutes(app, { subscriptions });
  // companies and their staff (issue 33, decision 056): roles are checked by defineCall from the contract
  registerStaff(app, { db, jobs, messages, sms: provider, secret, publicUrl: config.publicUrl, wallet });
  // the contests module's approval hook, bound once the module is registered (after the content module)
  const contestHooks: { approved?: (tx: Tx, id: number) => Promise<void> } = {};
  // people's moderated kinds and reputation jobs first: the content module takes their kinds
  const people = definePeople({ jobs });
  // every moderated kind registers once; publishing modules get its pending limit from the content module
  const content = createContentService({
    db,
    notify,
    audit,
    kinds: [
      listingModeration('huizhan'),
      listingModeration('huiyi'),
      spaceModeration,
      photoModeration,
      modelModeration,
      ...people.moderation,
      {
        ...taskModeration,
        onDecided: async (tx, id, pass) => (pass ? subscriptions.approved(tx, 'task', id) : undefined),
      },
      {
        ...projectModeration,
        onDecided: async (tx, id, pass) => (pass ? subscriptions.approved(tx, 'project', id) : undefined),
      },
      // approving a contest starts its entry period (the contests module is registered below)
      {
        ...contestModeration,
        onDecided: async (tx, id, pass) => (pass ? contestHooks.approved?.(tx, id) : undefined),
      },
    ],
  });
  registerContentRoutes(app, { content });
  const contact = createContactService({ db, support: config.support, messages, audit });
  registerContactRoutes(app, { contact });
  const complaints = registerComplaints(app, { db, notify, audit });
  registerAdminRoutes(app, {
    admin: createAdminService({
      db,
      messages,
      audit,
      queues: {
        verification: verification.pendingCounts,
        cash: cash.pendingCount,
        invoices: registerInvoices(app, { db, uploads, notify, audit }).pendingCount,
        content: content.pendingCounts,
        feedback: contact.pendingCount,
        jobs: jobs.deadCount,
        complaints: complaints.pendingCount,
      },
    }),
  });
  registerSearch(app, { db, kinds: searchKinds, jobs });
  const pendingRoom = content.requirePendingRoom;
  const listings = createListingsService({
    db,
    venues: findSpaceRef,
    pendingRoom,
    isFavorite,
    retitled: exhibitionRetitled,
  });
  // the public searches' answers, reused while what they read is unchanged (decision 065)
  const answers = await createAnswerCache(database, { ttlMs: config.limits.searchCacheMs, maxEntries: 5000 });
  app.addHook('onClose', answers.close);
  registerListingsRoutes(app, { listings, answers });
  registerListingDownloadRoutes(app, {
    downloads: createListingDownloads({ listings, uploads }),
    limiter,
    stallMs: config.limits.downloadStallMs,
    maxMs: config.limits.downloadMaxMs,
  });
  registerFavoritesRoutes(app, {
    favorites: createFavoritesService({ db, profileFavorited: people.favorited }),
  });
  registerGalleryRoutes(app, { gallery: createGalleryService({ db, pendingRoom, works: findWorkRef }) });
  registerPeople(app, {
    db,
    reputation: people.reputation,
    pendingRoom,
    isFavorite,
    followers: followerCounts,
    recordContact,
    limiter,
    answers,
  });
  registerModels(app, {
    db,
    uploads,
    jobs,
    wallet,
    paycodes,
    pendingRoom,
    isFavorite,
    recordContact,
    secret,
    authorShareBps: settings.modelAuthorShareBps,
    tusDir: path.join(config.dataDir, 'tus'),
    limiter,
    downloadStallMs: config.limits.downloadStallMs,
    answers,
  });
  registerSpacesRoutes(app, {
    spaces: createSpacesService({ db, events: listingsAtSpace, pendingRoom, isFavorite }),
  });
  // reviews before the kinds of deal they review (tasks; build projects later), which register with it
  const reviews = registerReviews(app, { db, notify, jobs, reputation: people.reputation });
  // the outbox: deals raise events in their transactions; their notices go out after commit (decision 043)
  const events = createEventsService({ db, messages, jobs, log: app.log, route: notices.route });
  registerTasks(app, {
    db,
    events,
    recordContact,
    exhibition: exhibitionRef,
    messages,
    wallet,
    paycodes,
    jobs,
    pendingRoom,
    limiter,
    serviceTerms: findServiceTerms,
    reviews,
    complaints,
    answers,
  });
  registerProjects(app, {
    db,
    events,
    recordContact,
    messages,
    wallet,
    paycodes,
    jobs,
    complaints,
    reviews,
    pendingRoom,
    exhibition: exhibitionRef,
    uploads,
    codes,
    answers,
  });
  // design contests (issue 30): the third deal on the kernel
  const contestsService = registerContests(app, {
    db,
    events,
    wallet,
    paycodes,
    jobs,
    pendingRoom,
    exhibition: exhibitionRef,
    reputation: people.reputation,
    settings: config.contests,
    reviews,
    complaints,
  });
  contestHooks.approved = contestsService.approved;
  // 我的展会: a show plan per show, read from the member's tasks, contests and projects (issue 31)
  registerShows(app, { db, contestsOf: contestsService.showContests, secret, publicUrl: config.publicUrl });
  // price references from the awarded quotations (issue 32): the nightly job and the calls
  registerPrices(app, { db, jobs });
  // asking a designer or a factory before hiring (issue 28 point 6)
  registerConsult(app, {
    db,
    events,
    messages,
    recordContact,
    limiter,
    limits: config.consult,
    notify,
    audit,
  });
  app.get('/api/docs', async () => openApiDocument());

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
  // the public pages rendered on the server, the sitemap and robots.txt (decision 041)
  const pages = hasWeb
    ? await registerPages(app, { db, webDist, publicUrl: config.publicUrl, port: config.port })
    : undefined;
  app.setNotFoundHandler(async (req, reply) => {
    methodNotAllowed(req, reply);
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/') &&
      !/\.\w+$/.test(req.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      if (await pages?.send(req, reply)) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('not_found', req.url.startsWith('/api/') ? '请求的接口不存在' : '页面不存在');
  });

  return app;
}
