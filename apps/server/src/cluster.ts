import cluster, { type Worker } from 'node:cluster';
import { serveClusterMetrics } from './modules/metrics/metrics-module.ts';
import { configOrExit, openDatabaseWhenUp, prepare, serve } from './server-start.ts';

/**
 * `npm run start:cluster`: CLUSTER_WORKERS server processes (default: the machine's cores) behind one
 * port, on one PostgreSQL database. The primary waits for the database, migrates and does the start-up
 * work once, then forks the workers, which share the listening socket (Node's cluster hands each new
 * connection to one of them in turn); a worker that dies is replaced. SIGTERM/SIGINT stops every worker
 * gracefully, then the primary. Nothing a request needs lives in one process (sessions, codes, limits,
 * jobs, live notifications are in the database or Redis: docs/architecture.md).
 */
const config = configOrExit();

if (cluster.isPrimary) {
  if (!config.databaseUrl) {
    console.error(
      'start:cluster needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) can be opened by one ' +
        'process only (decision 002). Set DATABASE_URL, or run one process with npm start.',
    );
    process.exit(1);
  }
  const log = (obj: object, msg: string) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...obj, msg }));
  const database = await openDatabaseWhenUp(config, 'cluster');
  await prepare(config, database, log);
  await database.close();

  const n = config.clusterWorkers;
  let stopping = false;
  /** Recent unexpected exits: a worker that keeps dying at start stops the cluster instead of looping. */
  const deaths: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && (deaths[0] ?? 0) < now - 60_000) deaths.shift();
    log({ worker: worker.process.pid, code, signal }, 'cluster: a worker exited; starting another');
    if (deaths.length > 3 * n) {
      console.error(`cluster: ${deaths.length} workers exited within a minute; stopping`);
      process.exit(1);
    }
    setTimeout(fork, Math.min(5000, 200 * deaths.length)).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log({ signal }, 'cluster: stopping the workers');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    const force = setTimeout(() => {
      console.error('cluster: workers did not stop within 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        log({}, 'cluster: stopped');
        process.exit(0);
      }
    }, 50);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // a scrape of /metrics, answered by one worker, adds up every worker's part
  serveClusterMetrics();
  log({ workers: n }, `cluster: starting ${n} workers`);
  for (let i = 0; i < n; i++) fork();
} else {
  // the primary has migrated and prepared: a worker only serves
  const database = await openDatabaseWhenUp(config, `worker ${process.pid}`);
  await serve(config, database, { prepare: false });
}
