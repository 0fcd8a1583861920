import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ok, serviceUnavailable } from '../../plugins/envelope.ts';
import type { RunnerStatus } from '../jobs/jobs-runner.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { FileStorage } from '../uploads/storage/storage.ts';

/** A dependency that has not answered within this is reported down. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

type Check = { status: 'ok' | 'down'; latencyMs: number; error?: string };

/** Runs one check with a time limit: `ok` with its latency, or `down` with a short reason. */
async function check(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 2 s')), HEALTH_CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', latencyMs: elapsed(started) };
  } catch (err) {
    const e = err as { name?: string; code?: string; message?: string };
    const reason = e.code ?? (e.name && e.name !== 'Error' ? e.name : (e.message ?? 'failed'));
    return { status: 'down', latencyMs: elapsed(started), error: String(reason).slice(0, 120) };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;

/**
 * `/api/health`: each dependency with its status and latency — the database, the file storage, Redis
 * when the limiter uses it, this process's job workers. 200 while the database answers (`status`
 * `degraded` when something else does not), 503 `unavailable` with the same report when it does not: a
 * load balancer takes the process out of rotation. Checked on each request, all at once.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    storage: FileStorage;
    limiter: Limiter;
    workers: () => RunnerStatus | null;
  },
) {
  const { database, storage, limiter } = deps;
  app.get('/api/health', async (req, reply) => {
    const [db, files, redis] = await Promise.all([
      check(() => database.query('SELECT 1')),
      check(() => storage.check()),
      limiter.store.kind === 'redis' ? check(() => limiter.store.ping()) : undefined,
    ]);
    const w = deps.workers();
    const jobs = w
      ? {
          status: w.lookFailed ? ('down' as const) : ('ok' as const),
          workers: w.concurrency,
          running: w.active,
        }
      : { status: 'off' as const, workers: 0, running: 0 };
    const report = {
      status:
        db.status === 'down'
          ? 'down'
          : [files, redis, jobs].some((c) => c?.status === 'down')
            ? 'degraded'
            : 'ok',
      database: { ...db, kind: database.kind },
      storage: { ...files, kind: storage.kind },
      ...(redis ? { redis } : {}),
      jobs,
    };
    if (db.status === 'down') {
      req.log.error({ reason: db.error }, 'health check: database unreachable');
      const err = serviceUnavailable();
      return reply.code(err.status).header('retry-after', String(err.retryAfter)).send({
        success: false,
        errCode: err.code,
        errMsg: err.message,
        data: report,
        showType: err.showType,
      });
    }
    return ok(report);
  });
}
