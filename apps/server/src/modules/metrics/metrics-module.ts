import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { JobState } from '@hz/contract/common/states';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RunnerStatus } from '../jobs/jobs-runner.ts';
import type { Limiter } from '../limits/limits-service.ts';
import { createRegistry, type FamilySnapshot, mergeSnapshots, renderText } from './metrics-registry.ts';

/** Loopback and private networks: where a scraper may ask for /metrics without a token. */
const privateNets = new BlockList();
for (const [net, bits, type] of [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
] as const)
  privateNets.addSubnet(net, bits, type);

export function isPrivateAddress(ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4 ?? isIPv4(ip)) return privateNets.check(v4 ?? ip, 'ipv4');
  return isIPv6(ip) && privateNets.check(ip, 'ipv6');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The request a statement runs for, told to the slow-query log. */
export interface RequestContext {
  reqId: string;
  call: string;
}

const callOf = (req: FastifyRequest) => req.routeOptions.url ?? 'unmatched';

/**
 * Which request the code runs for (AsyncLocalStorage), from the first hook on: registered before every
 * other hook, so that their statements and the handler's are told to the slow-query log with it.
 */
export function registerRequestContext(app: FastifyInstance) {
  const context = new AsyncLocalStorage<RequestContext>();
  app.addHook('onRequest', (req, _reply, done) => {
    context.run({ reqId: req.id, call: callOf(req) }, done);
  });
  return context;
}

/**
 * `/metrics` (Prometheus text) and the slow-query log (docs/architecture.md, Observability).
 *
 * Measured: requests per call (the route's path), method and status, and their time; statements and
 * their time, slow ones per call; the database pool (open, idle, waiting); jobs by state (from the
 * database) and this process's finished and failed attempts; open live-message streams; slots held;
 * the process's memory and event-loop delay. Behind `start:cluster` a scrape answers for every process
 * (each adds its part, asked through the primary).
 *
 * Not public: with `METRICS_TOKEN` a scraper sends `Authorization: Bearer <token>`; without it only a
 * loopback or private address may ask, and not through a proxy (no `X-Forwarded-For`/`Forwarded`).
 * Anyone else gets 404, as for a path that does not exist.
 *
 * A statement slower than `slowQueryMs` (0: none) is logged (warn) with its SQL text (no parameters),
 * the call and the request id; on PGlite only statements outside a transaction are timed.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: {
    database: Database;
    context: AsyncLocalStorage<RequestContext>;
    limiter: Limiter;
    streams: () => number;
    workers: () => RunnerStatus | null;
    jobCounts: () => Promise<Record<JobState, number>>;
    /** SMS and WeChat notices this process sent and failed, by channel (modules/notices). */
    noticeCounts: () => { labels: Record<string, string>; value: number }[];
    token: string | undefined;
    slowQueryMs: number;
  },
) {
  const { database } = deps;
  const registry = createRegistry();
  const { context } = deps;

  const requests = registry.counter(
    'hz_http_requests_total',
    'Requests answered, by call, method and status.',
  );
  const requestTime = registry.histogram(
    'hz_http_request_duration_seconds',
    'Time from the request to its answer, by call.',
  );
  const queryTime = registry.histogram('hz_db_query_duration_seconds', 'Time of each database statement.');
  const slowQueries = registry.counter(
    'hz_db_slow_queries_total',
    `Statements slower than SLOW_QUERY_MS (${deps.slowQueryMs} ms), by call.`,
  );
  registry.gauge('hz_db_pool_connections', 'Database pool connections, open (total) and idle.', () => {
    const p = database.poolStats();
    return p
      ? [
          { labels: { state: 'total' }, value: p.total },
          { labels: { state: 'idle' }, value: p.idle },
        ]
      : [];
  });
  registry.gauge('hz_db_pool_waiting', 'Requests waiting for a database connection.', () => {
    const p = database.poolStats();
    return p ? [{ labels: {}, value: p.waiting }] : [];
  });
  registry.gauge('hz_db_pool_max', 'The most connections the pool opens.', () => {
    const p = database.poolStats();
    return p ? [{ labels: {}, value: p.max }] : [];
  });
  registry.gauge(
    'hz_jobs',
    'Background jobs by state (the whole queue, from the database).',
    async () =>
      Object.entries(await deps.jobCounts()).map(([state, value]) => ({ labels: { state }, value })),
    { merge: 'same' },
  );
  registry.gauge(
    'hz_job_attempts_total',
    'Job attempts this process ended, by outcome.',
    () => {
      const w = deps.workers();
      return w
        ? [
            { labels: { outcome: 'done' }, value: w.completed },
            { labels: { outcome: 'failed' }, value: w.failed },
          ]
        : [];
    },
    { type: 'counter' },
  );
  registry.gauge(
    'hz_notices_total',
    'SMS and WeChat notice attempts this process made, by channel and outcome (sent, failed).',
    () => deps.noticeCounts(),
    { type: 'counter' },
  );
  registry.gauge('hz_jobs_running', 'Jobs running in this process now.', () => [
    { labels: {}, value: deps.workers()?.active ?? 0 },
  ]);
  registry.gauge('hz_live_streams', 'Open live-message streams (server-sent events).', () => [
    { labels: {}, value: deps.streams() },
  ]);
  registry.gauge('hz_limit_slots_held', 'Downloads and streams holding a slot of the shared limiter.', () => [
    { labels: {}, value: deps.limiter.held },
  ]);
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  registry.gauge('nodejs_eventloop_delay_seconds', 'Event-loop delay since the last scrape.', () => {
    const q = [
      { labels: { quantile: '0.5' }, value: loop.percentile(50) / 1e9 },
      { labels: { quantile: '0.99' }, value: loop.percentile(99) / 1e9 },
      { labels: { quantile: '1' }, value: loop.max / 1e9 },
    ];
    loop.reset();
    return q;
  });
  registry.gauge('process_resident_memory_bytes', 'Resident memory.', () => [
    { labels: {}, value: process.memoryUsage.rss() },
  ]);
  registry.gauge('nodejs_heap_used_bytes', 'V8 heap in use.', () => [
    { labels: {}, value: process.memoryUsage().heapUsed },
  ]);
  registry.gauge('process_count', 'Server processes answering this scrape.', () => [
    { labels: {}, value: 1 },
  ]);

  // every statement's time; a slow one logged with the request it ran for
  database.observeQueries((text) => {
    // read as the statement starts: its end is seen in the connection's context, not the request's
    const ctx = context.getStore();
    return (ms) => {
      queryTime.observe({}, ms / 1000);
      if (deps.slowQueryMs > 0 && ms >= deps.slowQueryMs) {
        slowQueries.inc({ call: ctx?.call ?? 'none' });
        app.log.warn(
          { call: ctx?.call, reqId: ctx?.reqId, ms: Math.round(ms), query: text.slice(0, 1000) },
          'slow query',
        );
      }
    };
  });
  app.addHook('onClose', async () => {
    database.observeQueries(null);
    loop.disable();
  });

  app.addHook('onResponse', async (req, reply) => {
    const call = callOf(req);
    requests.inc({ call, method: req.method, status: String(reply.statusCode) });
    requestTime.observe({ call }, reply.elapsedTime / 1000);
  });

  const allowed = (req: FastifyRequest) => {
    const auth = req.headers.authorization;
    if (deps.token)
      return typeof auth === 'string' && timingSafeEqual(digest(auth), digest(`Bearer ${deps.token}`));
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    return !forwarded && isPrivateAddress(req.socket.remoteAddress ?? '') && isPrivateAddress(req.ip);
  };

  app.get('/metrics', async (req, reply) => {
    if (!allowed(req)) throw new AppError('not_found', '请求的接口不存在');
    const own = await registry.snapshot();
    const all = cluster.isWorker ? await clusterSnapshots(own) : [own];
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderText(mergeSnapshots(all)));
  });

  if (cluster.isWorker) {
    // the primary asks each worker for its part of a scrape (cluster.ts)
    const onMessage = (m: { hz?: string; id?: string }) => {
      if (m?.hz !== 'metrics:part?' || !m.id) return;
      void registry.snapshot().then((snapshot) => process.send?.({ hz: 'metrics:part', id: m.id, snapshot }));
    };
    process.on('message', onMessage);
    app.addHook('onClose', async () => {
      process.off('message', onMessage);
    });
  }
}

/** Every worker's part of a scrape, through the primary; this worker's own when the primary is slow. */
function clusterSnapshots(own: FamilySnapshot[]): Promise<FamilySnapshot[][]> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      resolve([own]);
    }, 2000);
    const onMessage = (m: { hz?: string; id?: string; parts?: FamilySnapshot[][] }) => {
      if (m?.hz !== 'metrics:parts' || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(m.parts ?? [own]);
    };
    process.on('message', onMessage);
    process.send?.({ hz: 'metrics:collect', id });
  });
}

/**
 * In the primary of `start:cluster`: a worker asked for /metrics collects every worker's part through
 * here (those that do not answer within a second are left out of that scrape).
 */
export function serveClusterMetrics() {
  const pending = new Map<
    string,
    { parts: FamilySnapshot[][]; waiting: number; timer: NodeJS.Timeout; from: number }
  >();
  const finish = (id: string) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    clearTimeout(p.timer);
    cluster.workers?.[p.from]?.send({ hz: 'metrics:parts', id, parts: p.parts });
  };
  cluster.on('message', (worker, m: { hz?: string; id?: string; snapshot?: FamilySnapshot[] }) => {
    if (m?.hz === 'metrics:collect' && m.id) {
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected());
      const id = m.id;
      pending.set(id, {
        parts: [],
        waiting: workers.length,
        from: worker.id,
        timer: setTimeout(() => finish(id), 1000),
      });
      for (const w of workers) w?.send({ hz: 'metrics:part?', id });
    } else if (m?.hz === 'metrics:part' && m.id && m.snapshot) {
      const p = pending.get(m.id);
      if (!p) return;
      p.parts.push(m.snapshot);
      p.waiting -= 1;
      if (p.waiting <= 0) finish(m.id);
    }
  });
}
