import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import { createDatabaseLimitStore } from './limits-repository.ts';
import { createRedisLimitStore } from './limits-redis.ts';
import { createLimiter, type Limiter } from './limits-service.ts';

/** How often `limits.cleanup` deletes ended windows and expired slots (database store only). */
export const LIMITS_CLEANUP_MS = 5 * 60_000;

/**
 * The shared limiter (decision 019) for every limit a stranger's requests count against: in Redis when
 * `redisUrl` is set, else in the database. Built before the routes that use it; closed (its held slots
 * given back) before the database is.
 */
export async function registerLimits(
  app: FastifyInstance,
  deps: { database: Database; redisUrl: string | undefined },
): Promise<Limiter> {
  const store = deps.redisUrl
    ? await createRedisLimitStore(deps.redisUrl)
    : createDatabaseLimitStore(deps.database.db);
  const limiter = createLimiter(store, { log: app.log });
  app.addHook('onClose', async () => {
    await limiter.close();
  });
  return limiter;
}

/** The recurring clean-up of the database store's tables (bounded by the clients of one window). */
export function defineLimitsCleanup(app: FastifyInstance, jobs: JobsService, limiter: Limiter) {
  if (limiter.store.kind !== 'database') return;
  jobs.define({
    name: 'limits.cleanup',
    title: '清理过期的访问限额记录',
    schedule: { everyMs: LIMITS_CLEANUP_MS },
    // deletes what has ended: safe to run twice
    transactional: false,
    async run() {
      const deleted = await limiter.store.cleanup();
      if (deleted) app.log.debug({ deleted }, 'limits: ended windows and expired slots deleted');
    },
  });
}
