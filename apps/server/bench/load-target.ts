/**
 * The load bench's server side (bench/load.ts), its own process like bench/target.ts: the real app on
 * an existing PostgreSQL database (already holding the generated listings) and a bare Fastify route.
 * Before it prints its ports it prepares what the write mix needs, through the real calls: members
 * (sessions), one picture and one listing of each (edited by `publish` under load: new items would
 * soon meet the pending limit), and pending top-up orders with the notify Alipay would send for each
 * (signed by the dev simulator). All of it goes to a JSON file named on the printed line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { createDevAlipay } from '../src/modules/alipay/alipay-dev.ts';
import { agent, registerMember } from '../test/test-app.ts';
import { png, uploadForm } from '../test/uploads.ts';

const [url, membersArg] = process.argv.slice(2) as [string, string];
const memberCount = Number(membersArg ?? 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-bench-load-'));
// the pool as the server opens it (openDatabase): the bench measures the shipped configuration
const database = await openPostgres(url);
// no per-IP limits: the load generator is one client asking thousands of times a second
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEARCH_LIMIT_PER_MINUTE: '0',
  DATA_DIR: dataDir,
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

export interface LoadFixture {
  ports: { bare: number; app: number };
  members: Array<{ cookie: string; listing: number; picture: string }>;
  /** Bodies of `/api/Alipay/notify` (form-encoded), one per pending order. */
  notifies: string[];
  listingBody: Record<string, unknown>;
}

const listingBody = (picture: string) => ({
  title: '2031上海国际汽车展览会',
  industry: '汽车交通',
  organiser: '上海国际展览中心有限公司',
  venue: '国家会展中心（上海）',
  hall: '1-8号馆',
  prov: '上海市',
  city: '上海市',
  addr: '崧泽大道333号',
  sdate: '2031-04-20',
  edate: '2031-04-28',
  indate: '2031-04-15',
  outdate: '2031-04-29',
  areas: 360000,
  exhibitors: 1000,
  visitors: 800000,
  conts: '<p>全球汽车工业的盛会，<strong>3D展台</strong>与新能源车集中亮相。</p>',
  cover: picture,
  pics: [picture],
  plans: [picture],
  contact: '李女士',
  phone: '021-61234567',
});

const dev = createDevAlipay({ dataDir, publicUrl: undefined });
const members: LoadFixture['members'] = [];
const notifies: string[] = [];
const pic = await png(80, 50);
for (let i = 0; i < memberCount; i++) {
  const a = agent(app);
  await registerMember(a, `1391${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`);
  const form = uploadForm('listing', 'booth.png', pic);
  const up = await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
  if (!up.body.success) throw new Error(`upload: ${up.body.errMsg}`);
  const picture = up.body.data!.id;
  const pub = await a.post<{ id: number }>('/api/Article/huizhanPub', listingBody(picture));
  if (!pub.body.success) throw new Error(`publish: ${pub.body.errMsg}`);
  for (let k = 0; k < 5; k++) {
    const link = await a.post<{ orders: string }>('/api/Alipay/getPayLink', { amount: 10 + k });
    if (!link.body.success) throw new Error(`getPayLink: ${link.body.errMsg}`);
  }
  members.push({
    cookie: [...a.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    listing: pub.body.data!.id,
    picture,
  });
}
const orders = await database.query<{ orders: string; amount: string; created_at: Date }>(
  'SELECT orders, amount, created_at FROM recharge_orders',
);
for (const o of orders) {
  const fields = await dev.paidNotify(
    { orders: o.orders, amount: Number(o.amount), createdAt: new Date(o.created_at) },
    new Date(),
  );
  notifies.push(new URLSearchParams(fields).toString());
}

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, errCode: 'success', errMsg: '成功' }));

/**
 * What the load bench prints beside each row (`GET /stats` on the bare port, which answers from this
 * same process, then starts over): how long the event loop was held up (a pause stops every request
 * at once: garbage collection, synchronous work), the garbage collector's pauses, the most requests that
 * waited for one of the pool's connections at once (sampled every 10 ms), and this process's CPU time.
 */
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let gc = { count: 0, totalMs: 0, maxMs: 0, majorCount: 0, majorMaxMs: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.count += 1;
    gc.totalMs += e.duration;
    gc.maxMs = Math.max(gc.maxMs, e.duration);
    // a full mark-compact (the whole heap), not a scavenge of the young generation
    if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.majorCount += 1;
      gc.majorMaxMs = Math.max(gc.majorMaxMs, e.duration);
    }
  }
}).observe({ entryTypes: ['gc'] });
let pool = { waitingMax: 0, busyMax: 0, samples: 0, waitingSum: 0 };
setInterval(() => {
  const p = database.poolStats();
  if (!p) return;
  pool.samples += 1;
  pool.waitingSum += p.waiting;
  pool.waitingMax = Math.max(pool.waitingMax, p.waiting);
  pool.busyMax = Math.max(pool.busyMax, p.total - p.idle);
}, 10).unref();
let cpu = process.cpuUsage();
let since = performance.now();
/**
 * The app's requests being answered now (a request whose client went away is still worked on: the bench
 * waits for none before the next run, so that one run's abandoned requests do not delay the next one's).
 */
let inFlight = 0;
app.server.on('request', (_req, res) => {
  inFlight += 1;
  res.once('close', () => {
    inFlight -= 1;
  });
});
bare.get('/in-flight', async () => ({ inFlight }));
bare.get('/stats', async () => {
  const used = process.cpuUsage(cpu);
  const out = {
    seconds: (performance.now() - since) / 1000,
    loopMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    gc,
    pool: {
      ...pool,
      waitingMean: pool.samples ? pool.waitingSum / pool.samples : 0,
      max: database.poolStats()?.max ?? 0,
    },
    cpuMs: (used.user + used.system) / 1000,
    heapMb: process.memoryUsage().heapUsed / 2 ** 20,
  };
  loop.reset();
  gc = { count: 0, totalMs: 0, maxMs: 0, majorCount: 0, majorMaxMs: 0 };
  pool = { waitingMax: 0, busyMax: 0, samples: 0, waitingSum: 0 };
  cpu = process.cpuUsage();
  since = performance.now();
  return out;
});
export type TargetStats = {
  seconds: number;
  loopMs: { p50: number; p99: number; max: number };
  gc: { count: number; totalMs: number; maxMs: number; majorCount: number; majorMaxMs: number };
  pool: { waitingMax: number; busyMax: number; waitingMean: number; max: number };
  cpuMs: number;
  heapMb: number;
};
const listen = async (f: typeof bare) => {
  await f.listen({ port: 0, host: '127.0.0.1' });
  return (f.server.address() as { port: number }).port;
};
const fixture: LoadFixture = {
  ports: { bare: await listen(bare), app: await listen(app as unknown as typeof bare) },
  members,
  notifies,
  listingBody: listingBody('PICTURE'),
};
const file = path.join(dataDir, 'fixture.json');
fs.writeFileSync(file, JSON.stringify(fixture));
console.log(JSON.stringify({ fixture: file }));

const stop = async () => {
  // closing the app closes the database
  await Promise.allSettled([bare.close(), app.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
