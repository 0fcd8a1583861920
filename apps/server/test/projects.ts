import { sql } from 'drizzle-orm';
import { defaultPlan } from '@hz/contract/projects';
import { chinaParts } from '../src/lib/china-time.ts';
import { transition } from '../src/lib/state-transition.ts';
import { createJobRunner } from '../src/modules/jobs/jobs-runner.ts';
import { RENDER_JOB } from '../src/modules/projects/projects-contract-render.ts';
import { createProjectDeal } from '../src/modules/projects/projects-deal.ts';
import { projectMachine } from '../src/modules/projects/projects-machine.ts';
import * as projectsRepo from '../src/modules/projects/projects-repository.ts';
import { createProjectStages } from '../src/modules/projects/projects-stages.ts';
import { scheduleSigned } from '../src/modules/projects/projects-timers.ts';
import { createWalletService } from '../src/modules/wallet/wallet-service.ts';
import { approvedFactory, decide, type Member, member, setPayPassword } from './people.ts';
import { type Agent, callsOf, type TestApp } from './test-app.ts';

/**
 * Helpers of the build-project tests (issue 14): valid bodies, a published and approved project, and a
 * project awarded to a verified factory — the starting point of the contract, escrow and report tests.
 */

const { ok } = callsOf('Projectcenter');

/** The China date `offset` days from now. */
export const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;

/** A valid `businesPrjctPub` body: a 9 × 8 m double-deck booth, show in 30 days. */
export const projectBody = (over: Record<string, unknown> = {}) => ({
  title: '新能源汽车展 9×8 双层特装展台搭建',
  showname: '2027 深圳国际新能源汽车展览会',
  hall: '9号馆',
  booth: '9B08',
  length: 9,
  width: 8,
  height: 6.5,
  opens: 3,
  layer: 2,
  prov: '广东省',
  city: '深圳市',
  strt: '宝安区',
  addr: '福海街道展城路1号 深圳国际会展中心',
  sdate: day(30),
  edate: day(33),
  indate: day(27),
  bgdate: day(20),
  outdate: day(34),
  coins: 180000,
  peoples: 12,
  conts: '<p>双层特装展台，上层洽谈区，下层展示两台车，需含灯光与地台。</p><script>alert(1)</script>',
  mobile: '13912345678',
  ...over,
});

/** A valid `factoryQuote` body for project `id`: ¥29,530 in all (dimian, beiban, rengong, a fee). */
export const quoteBody = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  dimian: [{ name: '木地台', spec: '10cm高，含灰色地毯', unit: '㎡', qty: 72, price: 120 }],
  beiban: [{ name: '木结构背板', spec: '4m高，烤漆', unit: '㎡', qty: 30.5, price: 260 }],
  rengong: [{ name: '搭建人工', spec: '', unit: '人天', qty: 24, price: 450 }],
  fees: [
    { kind: '特装管理费', amount: 2160, payer: 'factory' },
    { kind: '施工押金', amount: 10000, payer: 'client', note: '撤展后30天内退还' },
  ],
  exclusions: '不含电箱费和展具租赁',
  validity: day(10),
  days: 3,
  ...over,
});
/** The total of `quoteBody` with no overrides, yuan. */
export const QUOTE_TOTAL = 29530;

/** A member verified as a business: who publishes projects. */
export const projectClient = (t: TestApp) => member(t, { business: true });

/** Publishes `projectBody(over)` as `c` and has the operator approve it; the project's id. */
export async function publishedProject(c: Member, op: Agent, over: Record<string, unknown> = {}) {
  const d = await ok<{ id: number }>(c.a, 'businesPrjctPub', projectBody(over));
  await decide(op, 'project', d.id);
  return d.id;
}

/**
 * Runs the contract renderings waiting (the award's first version, a regenerated proposal): what the job
 * runner does right after those commit in a running server (decision 043). How many ran.
 */
export function renderContracts(t: TestApp) {
  return createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions().filter((d) => d.name === RENDER_JOB),
    concurrency: 1,
    pollMs: 60_000,
    log: t.app.log,
  }).runDue();
}

/**
 * A project awarded to a verified factory's quotation (state `won`, price ¥29,530 unless `quote` says
 * otherwise): its client, factory, id and the awarded quotation.
 */
export async function wonProject(
  t: TestApp,
  op: Agent,
  opts: { project?: Record<string, unknown>; quote?: Record<string, unknown>; render?: boolean } = {},
) {
  const client = await projectClient(t);
  const id = await publishedProject(client, op, opts.project);
  const factory = await approvedFactory(t, op);
  const q = await ok<{ id: number; total: number }>(factory.a, 'factoryQuote', quoteBody(id, opts.quote));
  await ok(client.a, 'wonPrjct', { id, quote: q.id });
  // the contract's first version, rendered by its job after the award (unless the test looks before)
  if (opts.render !== false) await renderContracts(t);
  return { client, factory, id, quote: q };
}

/** The pay password `signedProject` gives its client. */
export const PROJECT_PAYCODE = '482916';

/**
 * A project both sides have signed (state `signed`): `wonProject`, the client topped up with `topUp`
 * yuan (default: the whole price and ¥1,000 more) and given the pay password `PROJECT_PAYCODE`, then in
 * one transaction what the real signing does (the contract slice): the `sign` transition, the default
 * payment plan written as stages (`prepayp` % 预付款, default 30) and the 'sign' stages held, and the
 * timers of a signed project (`scheduleSigned`), `contctck` 1 — the effects of the two signatures without
 * their SMS codes (the signing itself is tested in projects-contract.integration.test.ts).
 */
export async function signedProject(
  t: TestApp,
  op: Agent,
  opts: {
    project?: Record<string, unknown>;
    quote?: Record<string, unknown>;
    topUp?: number;
    prepayp?: number;
  } = {},
) {
  const w = await wonProject(t, op, opts);
  await setPayPassword(t, w.client, PROJECT_PAYCODE);
  const wallet = createWalletService({ db: t.database.db });
  const topUp = Math.round((opts.topUp ?? w.quote.total + 1000) * 100);
  if (topUp > 0) await wallet.topUp({ member: w.client.id, amount: topUp, key: `signed-topup:${w.id}` });
  const stages = createProjectStages({ wallet });
  await t.database.db.transaction(async (tx) => {
    const p = (await projectsRepo.findProject(tx, w.id, true))!;
    await transition(
      tx,
      projectMachine,
      projectsRepo.projectStates,
      {
        action: 'sign',
        actor: 'system',
        actorId: null,
        kind: 'project',
        id: p.id,
        set: { ...projectsRepo.bumpRev, contctck: 1, contctckdt: sql`now()` },
        guard: projectsRepo.revIs(p.rev),
      },
      {
        notFound: () => new Error('no project'),
        conflict: () => new Error('not won'),
      } as never,
    );
    await stages.create(tx, p, defaultPlan(opts.prepayp ?? 30));
    await stages.hold(tx, p, 'sign');
    // the timers only: the deal's events are not used by `scheduleSigned`
    const deal = createProjectDeal({ db: t.database.db, jobs: t.app.jobs, events: undefined as never });
    await scheduleSigned({ deal }, tx, p, p.rev + 1);
  });
  return w;
}
