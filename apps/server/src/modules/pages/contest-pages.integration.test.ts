import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDesigner, decide, image, member, setPayPassword } from '../../../test/people.ts';
import { type Agent, callsOf, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { defaultWebDist } from '../../app.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { createWalletService } from '../wallet/wallet-service.ts';

/*
 * The design contests' server-rendered pages (issue 30, decision 041): the task hall's contests tab and a
 * contest's page, read as a crawler reads them (the HTML alone), and the sitemap. Blind mode holds in the
 * HTML: the server renders as a visitor, who sees no entry of a blind contest before the winners are chosen.
 * Needs the built web app with its server-side bundle (`npm run build -w apps/web`).
 */

const SITE = 'http://hz.example';
const PAYCODE = '482916';
const NOINDEX = '<meta name="robots" content="noindex" />';
let t: TestApp;
let op: Agent;
let dataDir = '';
const { ok } = callsOf<{ id: number }>('Contest');
const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);

let visitors = 0;
/** The page at `url` as a visitor, each from an address of its own. */
const view = async (url: string) => {
  const r = await t.app.inject({
    url,
    headers: { accept: 'text/html' },
    remoteAddress: `192.0.2.${++visitors}`,
  });
  const html = r.body;
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: r.statusCode,
    html,
    text: root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    jsonLd: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, unknown>),
  };
};

async function publish(title: string, over: Record<string, unknown> = {}, approve = true) {
  const c = await member(t, { business: true });
  await setPayPassword(t, c, PAYCODE);
  await createWalletService({ db: t.database.db }).topUp({
    member: c.id,
    amount: 500_000,
    key: `pages-topup:${c.id}`,
  });
  const d = await ok(c.a, 'contestPub', {
    title,
    sizes: 54,
    opens: 2,
    layer: 1,
    style: '现代简约',
    sdate: day(40),
    edate: day(42),
    prov: '上海市',
    city: '上海市',
    conts: '<p>一个开放式的展台，洽谈区在入口右侧，品牌绿为主色。</p>',
    types: ['效果图'],
    prize: 2000,
    winners: 1,
    split: [100],
    edays: 5,
    sdays: 3,
    paycode: PAYCODE,
    ...over,
  });
  if (approve) await decide(op, 'contest', d.id);
  return { id: d.id, client: c };
}

async function entriesClose(id: number) {
  await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
  await q(
    `UPDATE jobs SET run_at = now() WHERE name = 'contests.entryEnd' AND state = 'queued' AND payload->>'contest' = $1`,
    [String(id)],
  );
  await createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  }).runDue();
}

const ENTRY_A = '甲方案：环形动线串起两个场景，洽谈区居中。';
const ENTRY_B = '乙方案：入口右侧洽谈区，背板满铺品牌绿。';
let blind: { id: number; client: { a: Agent } };
let open: { id: number };
let closed: { id: number };
let pending: { id: number };
let entryA = 0;

beforeAll(async () => {
  if (!fs.existsSync(path.join(defaultWebDist, '..', 'dist-ssr', 'entry-server.js'))) {
    throw new Error('apps/web/dist-ssr is missing: run `npm run build -w apps/web` first (npm test does)');
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-contest-pages-test-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, PUBLIC_URL: SITE, CONTEST_MIN_PRIZE_YUAN: '100' },
    webDist: defaultWebDist,
  });
  op = await operatorAgent(t);
  open = await publish('汽车展 54㎡ 明标比稿', { prize: 3000 });
  blind = await publish('家居展 54㎡ 暗标比稿', { blind: true, prize: 1800 });
  closed = await publish('已关闭的比稿');
  await q(`UPDATE contests SET status = 'closed' WHERE id = $1`, [closed.id]);
  pending = await publish('审核中的比稿', {}, false);
  const [d1, d2] = [await approvedDesigner(t, op), await approvedDesigner(t, op)];
  entryA = (await ok(d1.a, 'entrySubmit', { id: blind.id, conts: ENTRY_A, pics: [await image(d1.a)] })).id;
  await ok(d2.a, 'entrySubmit', { id: blind.id, conts: ENTRY_B, pics: [await image(d2.a)] });
}, 300_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server-rendered contests (issue 30)', () => {
  it('the contests tab of the task hall: its own head, the cards, an ItemList of contest pages', async () => {
    const p = await view('/taskHall?tab=contest');
    expect(p.status).toBe(200);
    expect(p.title).toBe('悬赏比稿 - 设计任务大厅 - 会展通');
    expect(p.canonical).toBe(`${SITE}/taskHall?tab=contest`);
    expect(p.description).toContain('悬赏比稿');
    expect(p.html).not.toContain(NOINDEX);
    expect(p.text).toMatch(/共找到 2 个\s*比稿/);
    expect(p.html).toMatch(/aria-current="page"[^>]*>悬赏比稿|>悬赏比稿<\/a>/);
    for (const title of ['汽车展 54㎡ 明标比稿', '家居展 54㎡ 暗标比稿']) expect(p.text).toContain(title);
    expect(p.text).not.toContain('已关闭的比稿');
    expect(p.text).not.toContain('审核中的比稿');
    // newest first
    const list = (p.jsonLd?.itemListElement ?? []) as { name: string; url: string }[];
    expect(list.map((e) => e.url)).toEqual([
      `${SITE}/contestDetail?id=${blind.id}`,
      `${SITE}/contestDetail?id=${open.id}`,
    ]);
    // the URL's filters: the prize's band and the order
    const rich = await view('/taskHall?tab=contest&prize=3000-10000');
    expect(rich.text).toMatch(/共找到 1 个\s*比稿/);
    expect(rich.text).toContain('汽车展 54㎡ 明标比稿');
    const byPrize = await view('/taskHall?tab=contest&sort=prize');
    expect(((byPrize.jsonLd?.itemListElement ?? []) as { name: string }[])[0]?.name).toBe(
      '汽车展 54㎡ 明标比稿',
    );
    // the bare hall is still the tasks'
    const tasks = await view('/taskHall');
    expect(tasks.title).toBe('设计任务大厅 - 会展通');
    expect(tasks.text).not.toContain('汽车展 54㎡ 明标比稿');
  });

  it("an open contest's page: the brief and prize in the HTML, a Demand in its head", async () => {
    const p = await view(`/contestDetail?id=${open.id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('汽车展 54㎡ 明标比稿 - 悬赏比稿 - 会展通');
    expect(p.canonical).toBe(`${SITE}/contestDetail?id=${open.id}`);
    expect(p.description).toContain('开放式的展台');
    expect(p.html).not.toContain(NOINDEX);
    expect(p.text).toContain('¥3,000.00');
    expect(p.jsonLd).toMatchObject({
      '@type': 'Demand',
      name: '汽车展 54㎡ 明标比稿',
      itemOffered: { serviceType: '展台设计（悬赏比稿）' },
      priceSpecification: { price: '3000', priceCurrency: 'CNY' },
      url: p.canonical,
    });
    expect(typeof p.jsonLd?.availabilityEnds).toBe('string');
  });

  it('blind mode holds in the HTML: no entry before the winner; then the winner only', async () => {
    const before = await view(`/contestDetail?id=${blind.id}`);
    expect(before.status).toBe(200);
    for (const text of [ENTRY_A, ENTRY_B]) expect(before.html).not.toContain(text);
    expect(before.text).toContain('另有2份稿件仅发布方可见');
    await entriesClose(blind.id);
    // selecting: shown, but no longer for a search engine
    const selecting = await view(`/contestDetail?id=${blind.id}`);
    expect(selecting.status).toBe(200);
    expect(selecting.html).toContain(NOINDEX);
    expect(selecting.jsonLd).toBeUndefined();
    for (const text of [ENTRY_A, ENTRY_B]) expect(selecting.html).not.toContain(text);
    await ok(blind.client.a, 'chooseWinners', { id: blind.id, entries: [entryA] });
    const after = await view(`/contestDetail?id=${blind.id}`);
    expect(after.html).toContain(ENTRY_A);
    expect(after.html).not.toContain(ENTRY_B);
  });

  it('a closed contest is a 404 with noindex; one under review or missing is the not-found page', async () => {
    const c = await view(`/contestDetail?id=${closed.id}`);
    expect(c.status).toBe(404);
    expect(c.html).toContain(NOINDEX);
    expect(c.jsonLd).toBeUndefined();
    for (const id of [pending.id, 987654]) {
      const p = await view(`/contestDetail?id=${id}`);
      expect(p.status).toBe(404);
      expect(p.title).toBe('比稿不存在或尚未公开 - 会展通');
      expect(p.html).not.toContain('审核中的比稿');
    }
  });

  it('the sitemap lists the contests open for entries only', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain(`${SITE}/contestDetail?id=${open.id}</loc>`);
    for (const id of [blind.id, closed.id, pending.id])
      expect(xml).not.toContain(`/contestDetail?id=${id}</loc>`);
  });
});
