import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import type { SmsProvider } from '../auth/sms/sms-provider.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { registerNoticesRoutes } from './notices-routes.ts';
import { createNoticesService, type NoticeCounts } from './notices-service.ts';
import { createWechatMpClient, type WechatMpClient } from './wechat-mp-client.ts';

/**
 * Notices off the site (issue 28, docs/domains/notices.md): the service the outbox routes every notice
 * through, its jobs, the member's 通知设置 calls, the console's list and the service account's callback.
 */
export function registerNotices(
  app: FastifyInstance,
  deps: {
    db: Db;
    jobs: JobsService;
    messages: MessagesService;
    sms: SmsProvider;
    /** Tests: a client for the fake service account. */
    wechat?: WechatMpClient;
    config: Config;
    counts: NoticeCounts;
  },
) {
  const { config } = deps;
  const mp = config.notices.wechatMp;
  const wechat =
    deps.wechat ??
    (mp ? createWechatMpClient({ appid: mp.appid, secret: mp.secret, apiBase: mp.apiBase }) : undefined);
  const notices = createNoticesService({
    db: deps.db,
    jobs: deps.jobs,
    messages: deps.messages,
    sms: deps.sms,
    wechat,
    config: config.notices,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    counts: deps.counts,
    log: app.log,
  });
  registerNoticesRoutes(app, { notices, wechatToken: mp?.token });
  return notices;
}
