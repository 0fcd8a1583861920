import type { FastifyInstance } from 'fastify';
import { buildApp, defaultWebDist } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemo } from './seed/seed.ts';
import { seedDemoContent } from './seed/seed-content.ts';
import { seedDemoPeople } from './seed/seed-people.ts';
import { seedDemoModels } from './seed/seed-models.ts';
import { seedDemoProjects, seedDemoShowModels } from './seed/seed-projects.ts';
import { seedDemoTasks } from './seed/seed-tasks.ts';
import { seedDemoStaff } from './seed/seed-staff.ts';
import { seedDemoReach } from './seed/seed-reach.ts';
import { seedDemoPrices } from './seed/seed-prices.ts';
import { demoSeedVersion, recordSeedRun, seedRunDone } from './seed/seed-runs.ts';
import { isDatabaseUnavailable, unavailableReason } from './db/unavailable.ts';
import { type Config, ConfigError, loadConfig } from './env.ts';
import { AlipayKeyError } from './modules/alipay/alipay-keys.ts';
import { createDevAlipay } from './modules/alipay/alipay-dev.ts';
import { ensureOperator } from './modules/auth/operator-account.ts';

/**
 * What `server.ts` (one process) and `cluster.ts` (several) do to start: read the configuration, open
 * the database (waiting for it), do the start-up work once, and serve until SIGTERM/SIGINT.
 */

/** The configuration, or exit 1 with one line per problem. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens (and migrates) the database. A PostgreSQL server that cannot be reached yet (down, starting,
 * refusing connections) is waited for: one line on stderr per try, pauses growing to 5 s, for ever (a
 * supervisor's restart would do no better). Any other failure (a wrong password, the embedded database
 * held by another process) exits 1 with its message.
 */
export async function openDatabaseWhenUp(config: Config, who = 'server'): Promise<Database> {
  for (let attempt = 1; ; attempt++) {
    try {
      const database = await openDatabase(config);
      if (attempt > 1) console.error(`${who}: database reachable after ${attempt} tries; starting`);
      return database;
    } catch (err) {
      if (!(config.databaseUrl && isDatabaseUnavailable(err))) {
        console.error(`Cannot open the database: ${(err as Error).message}`);
        process.exit(1);
      }
      const wait = Math.min(5000, 250 * 2 ** (attempt - 1));
      console.error(
        `${who}: database unreachable (${unavailableReason(err)}); try ${attempt}, retrying in ${(wait / 1000).toFixed(1)} s`,
      );
      await sleep(wait);
    }
  }
}

/**
 * The start-up work done once per start, whatever the number of processes: operator, demo data, keys.
 * With `demoInBackground` (`startServer`) only the demo members are in when it returns (a demo login works);
 * the rest of the demo data is `demo`, for the caller to run (`startServer`: once it listens).
 */
export async function prepare(
  config: Config,
  database: Database,
  log: (obj: object, msg: string) => void,
  opts: { demoInBackground?: boolean; timing?: boolean } = {},
): Promise<{ demo?: () => Promise<void> }> {
  if (config.admin) {
    try {
      const result = await ensureOperator(database.db, config.admin.mobile, config.admin.password);
      log({ mobile: config.admin.mobile }, `operator ${result} from ADMIN_MOBILE`);
    } catch (err) {
      console.error((err as Error).message);
      process.exit(1);
    }
  }
  const demo = config.seedDemo ? (await seedDemoData(config, database, log, opts.timing)).rest : undefined;
  if (demo && !opts.demoInBackground) await demo();
  // the local Alipay simulator's keys (DATA_DIR/alipay-dev), made here once rather than by several
  // processes at the same moment
  if (!config.alipay)
    await createDevAlipay({ dataDir: config.dataDir, publicUrl: config.publicUrl }).client();
  return { demo: opts.demoInBackground ? demo : undefined };
}

/**
 * The demo data, seed by seed (each idempotent), skipped as a whole when a run of this version of the seeds
 * went to its end on this database (`seed_runs`): a second start does not repeat the seeds' checks. A start
 * after a run cut short finds no record and runs them all again; they fill in what is missing. The demo
 * members are seeded before it returns; the other seeds are `rest`, to run (none when skipped).
 */
async function seedDemoData(
  config: Config,
  database: Database,
  log: (obj: object, msg: string) => void,
  timing = false,
): Promise<{ rest?: () => Promise<void> }> {
  const version = demoSeedVersion();
  if (await seedRunDone(database.db, 'demo', version)) return {};
  // START_TIMING=1 (scripts/time-start.sh): each seed's wall time on stderr
  const timed = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const out = await run();
    if (timing) console.error(`start: seed ${what} ${Math.round(performance.now() - started)} ms`);
    return out;
  };
  const db = database.db;
  const seeded = await timed('members', () => seedDemo(db));
  if (seeded) log({}, 'empty database: demo members seeded (see README)');
  return { rest: () => seedDemoRest(config, db, log, timed).then(() => recordSeedRun(db, 'demo', version)) };
}

/** The demo data after the members, seed by seed (seedDemoData). */
async function seedDemoRest(
  config: Config,
  db: Database['db'],
  log: (obj: object, msg: string) => void,
  timed: <T>(what: string, run: () => Promise<T>) => Promise<T>,
) {
  const content = await timed('listings', () => seedDemoContent(db, config));
  if (content.listings + content.spaces + content.photos > 0)
    log(content, 'demo listings, spaces and booth photos seeded');
  const people = await timed('people', () => seedDemoPeople(db, config));
  if (people.profiles + people.works + people.services > 0)
    log(people, 'demo designers, factories, works, cases and services seeded');
  const demoModels = await timed('models', () => seedDemoModels(db, config));
  if (demoModels.models > 0) log(demoModels, 'demo 3D models seeded');
  const demoTasks = await timed('tasks', () => seedDemoTasks(db));
  if (demoTasks.tasks > 0) log(demoTasks, 'demo design tasks seeded');
  const demoProjects = await timed('projects', () => seedDemoProjects(db));
  if (demoProjects.projects > 0) log(demoProjects, 'demo build projects seeded');
  const showModels = await timed('show models', () => seedDemoShowModels(db));
  if (showModels.models > 0) log(showModels, 'demo show plan models seeded');
  const prices = await timed('prices', () => seedDemoPrices(db));
  if (prices.projects > 0) log(prices, 'demo price history seeded and price references computed');
  const reach = await timed('reach', () => seedDemoReach(db));
  if (reach.threads + reach.subscriptions > 0) log(reach, 'demo consultations and subscriptions seeded');
  const staff = await timed('staff', () => seedDemoStaff(db));
  if (staff.staff > 0) log(staff, 'demo company staff seeded');
}

/** Builds the app on an open database and serves until SIGTERM/SIGINT (then exits 0, or 1 after 10 s). */
export async function serve(
  config: Config,
  database: Database,
  opts: { prepare: boolean },
): Promise<FastifyInstance> {
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, webDist: defaultWebDist });
  } catch (err) {
    if (err instanceof AlipayKeyError) {
      console.error(`Invalid configuration:\n  - ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (opts.prepare) await prepare(config, database, (obj, msg) => app.log.info(obj, msg));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      // what was still open, to find what held the shutdown up
      const pool = database.poolStats();
      app.log.error({ resources: process.getActiveResourcesInfo(), pool }, 'shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // in-flight requests finish; keep-alive connections that go idle meanwhile are closed as they do
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // a write beyond a file-size limit (`ulimit -f`) fails with EFBIG, answered as a full disk, instead of
  // the signal's default of killing the process
  process.on('SIGXFSZ', () => app.log.warn('a write went over the file-size limit (SIGXFSZ)'));

  await app.listen({ port: config.port, host: config.host });
  // the process's start-up cost (issue 34 point 5: `npm start` to serving), for docs/performance.md's figures
  const cpu = process.cpuUsage();
  app.log.info(
    { startMs: Math.round(process.uptime() * 1000), startCpuMs: Math.round((cpu.user + cpu.system) / 1000) },
    'serving',
  );
  return app;
}

/**
 * One server process (`server.ts`: `npm run serve`; `npm start` through scripts/start.mjs). With
 * `demoAfterListening` (`npm start`) it listens once the start-up work up to the demo members is done (a
 * demo login works), and the rest of the demo data (a first start's listings, people, models and deals:
 * seconds of drawing pictures and writing rows) is seeded after it listens, its completion logged (`demo
 * data complete`; decision 068): before, it would take CPU from the web build and the database's creation,
 * which the first page waits for. Without it (`npm run serve`, the tests' server processes, Lighthouse's
 * server) all of the start-up work is done before listening. With `webBuild` (the web app's build, running
 * in other processes) the app is built once the build is there: it serves `apps/web/dist` only if that
 * holds a build when the app is made; a failed build stops the start with its exit status.
 */
export async function startServer(
  opts: { webBuild?: Promise<number>; timing?: boolean; demoAfterListening?: boolean } = {},
): Promise<FastifyInstance> {
  const config = configOrExit();
  const database = await openDatabaseWhenUp(config);
  // START_TIMING=1 (scripts/start.mjs): the steps' times on stderr
  const lap = (what: string) => {
    if (opts.timing)
      console.error(`start: ${what} at ${Math.round(process.uptime() * 1000)} ms (process uptime)`);
  };
  lap('database open and migrated');
  let log = (obj: object, msg: string) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...obj, msg }));
  const { demo } = await prepare(config, database, (obj, msg) => log(obj, msg), {
    demoInBackground: opts.demoAfterListening,
    timing: opts.timing,
  });
  lap(demo ? 'start-up work done (the demo data after the members follows)' : 'start-up work done');
  if (opts.webBuild) {
    const built = await opts.webBuild;
    if (built !== 0) {
      await database.close();
      process.exit(built);
    }
    lap('web build done');
  }
  const app = await serve(config, database, { prepare: false });
  log = (obj, msg) => app.log.info(obj, msg);
  // a failure is logged, not thrown: the server keeps serving, and the next start runs the seeds again
  void demo?.().then(
    () => {
      log({}, 'demo data complete');
      lap('demo data complete');
    },
    (err: unknown) => app.log.error({ err }, 'demo data: a seed failed; the next start runs the seeds again'),
  );
  return app;
}
