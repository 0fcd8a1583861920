/**
 * Build projects for the projects bench (issue 14): N projects published by 2 000 clients, in the states
 * a live market holds — 40 % open and approved (the hall), 5 % open waiting for review, 40 % awarded and
 * beyond (won … accepted, a factory and a price), 15 % closed — with titles from shows × booth kinds,
 * 12 cities, 9–300 ㎡ booths, ¥20,000–¥800,000 budgets and show dates 10–130 days ahead, published over
 * the last year. Plus one open project of client 0 with `quotes` quotations (50 by default) of `lines`
 * lines each (200) spread over the nine categories, priced by the service's own `priceQuote`, and a
 * session for client 0 (the cookie `projectsBenchCookie`) to ask `checkPrice` with. Deterministic
 * (seeded). Rows are written in bulk (`INSERT … SELECT FROM unnest(…)`), the search vectors built by the
 * module's own registration (`projects-search.ts`), so the hall's partial indexes hold exactly what they
 * would.
 */
import { ProjectState, QuoteState } from '@hz/contract/common/states';
import { quoteCategories, venueFeeKinds } from '@hz/contract/projects';
import type { Database } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { chinaParts } from '../src/lib/china-time.ts';
import { keyedHash } from '../src/lib/tokens.ts';
import { pricedQuote } from '../src/modules/projects/actions/quote.ts';
import { projectSearch } from '../src/modules/projects/projects-search.ts';

/** mulberry32: small, fast, seeded. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CLIENTS = 2_000;
const FACTORIES = 300;
const BATCH = 5_000;

const SHOWS = [
  '新能源汽车展',
  '医疗器械展',
  '消费电子展',
  '家具展',
  '建材展',
  '食品饮料展',
  '美博会',
  '工业自动化展',
  '光伏储能展',
  '文旅博览会',
  '茶博会',
  '珠宝展',
  '机器人展',
  '服装面料展',
  '教育装备展',
];
const KINDS = ['特装展台搭建', '展台搭建', '双层展台搭建', '岛型展位搭建', '标摊升级搭建', '展台制作与搭建'];
/** City, province, venue, halls. */
const PLACES: ReadonlyArray<readonly [string, string, string]> = [
  ['上海市', '上海市', '国家会展中心（上海）'],
  ['深圳市', '广东省', '深圳国际会展中心'],
  ['广州市', '广东省', '中国进出口商品交易会展馆'],
  ['北京市', '北京市', '中国国际展览中心（顺义馆）'],
  ['成都市', '四川省', '中国西部国际博览城'],
  ['杭州市', '浙江省', '杭州国际博览中心'],
  ['南京市', '江苏省', '南京国际博览中心'],
  ['武汉市', '湖北省', '武汉国际博览中心'],
  ['西安市', '陕西省', '西安国际会展中心'],
  ['厦门市', '福建省', '厦门国际会展中心'],
  ['青岛市', '山东省', '青岛国际会展中心'],
  ['重庆市', '重庆市', '重庆国际博览中心'],
];
const ASKS = [
  '需要体现品牌主色，设置洽谈区和产品展示墙。',
  '灯光要有科技感，预留大屏和直播位。',
  '展示三款新品，需要储物间和接待台。',
  '开放式布局，吸引人流，动线清晰。',
  '二层贵宾洽谈区，一层产品体验区，需含地台与灯光。',
  '环保材料优先，可重复搭建使用。',
  '按效果图施工，施工图已完成，需提前报馆。',
];
/** Booth sizes, length × width in metres. */
const BOOTHS: ReadonlyArray<readonly [number, number]> = [
  [3, 3],
  [6, 3],
  [6, 6],
  [9, 6],
  [9, 8],
  [12, 8],
  [12, 10],
  [16, 10],
  [20, 10],
  [20, 15],
];

const pick = <T>(r: () => number, l: readonly T[]) => l[Math.floor(r() * l.length)]!;
const dayOf = (d: Date) => chinaParts(d).date;
const DAY = 86_400_000;

/** Project `i` (the same `i` always gives the same row). */
export function makeProject(i: number, today: Date) {
  const r = prng(i * 2_654_435_761 + 11);
  const u = r();
  const status =
    u < 0.45
      ? ProjectState.open
      : u < 0.85
        ? pick(r, [
            ProjectState.won,
            ProjectState.signed,
            ProjectState.building,
            ProjectState.reported,
            ProjectState.accepted,
          ])
        : ProjectState.closed;
  const checked = status === ProjectState.open && u >= 0.4 ? 0 : 1;
  const show = pick(r, SHOWS);
  const [length, width] = pick(r, BOOTHS);
  const layer = length * width >= 72 && r() < 0.35 ? 2 : 1;
  const [city, prov, venue] = pick(r, PLACES);
  const title = `${show} ${length}×${width} ${layer === 2 ? '双层' : ''}${pick(r, KINDS)}`;
  const hall = `${1 + Math.floor(r() * 12)}号馆`;
  const text = `${show}，展位${length * width}㎡。${pick(r, ASKS)}${pick(r, ASKS)}`;
  const created = new Date(today.getTime() - Math.floor(r() * 365) * DAY - Math.floor(r() * DAY));
  const sdate = new Date(today.getTime() + (10 + Math.floor(r() * 120)) * DAY);
  // ¥17,000–¥820,000, rising with the area (¥800–¥2,700 a ㎡)
  const coins = (10_000 + length * width * (800 + Math.floor(r() * 20) * 100)) * 100;
  const awarded = status !== ProjectState.open && status !== ProjectState.closed;
  return {
    orders: `P${String(i).padStart(14, '0')}`,
    client: i % CLIENTS,
    factory: awarded ? i % FACTORIES : -1,
    title,
    showname: `2027${city.slice(0, 2)}${show}`,
    hall,
    booth: `${hall.replace('号馆', '')}${String.fromCharCode(65 + Math.floor(r() * 8))}${10 + Math.floor(r() * 80)}`,
    lengthCm: length * 100,
    widthCm: width * 100,
    heightCm: layer === 2 ? 650 : 400 + Math.floor(r() * 2) * 50,
    opens: 1 + Math.floor(r() * 4),
    layer,
    prov,
    city,
    addr: venue,
    sdate: dayOf(sdate),
    edate: dayOf(new Date(sdate.getTime() + (2 + Math.floor(r() * 3)) * DAY)),
    indate: dayOf(new Date(sdate.getTime() - 3 * DAY)),
    bgdate: dayOf(new Date(sdate.getTime() - (10 + Math.floor(r() * 10)) * DAY)),
    outdate: dayOf(new Date(sdate.getTime() + 6 * DAY)),
    coins,
    price: awarded ? Math.round(coins * (0.8 + r() * 0.15)) : 0,
    peoples: 4 + Math.floor(r() * 20),
    conts: `<p>${text}</p>`,
    status,
    checked,
    quoted: Math.floor(r() * 12),
    created,
    searchText: projectSearch.vector({ title, showname: show, city, hall, text }),
  };
}

/** Line names by category, each with its unit. */
const LINES: Record<(typeof quoteCategories)[number], ReadonlyArray<readonly [string, string]>> = {
  dimian: [
    ['木地台', '㎡'],
    ['灰色地毯', '㎡'],
    ['PVC地板', '㎡'],
    ['地台灯带', '米'],
  ],
  beiban: [
    ['木结构背板', '㎡'],
    ['烤漆背板', '㎡'],
    ['灯箱背板', '㎡'],
    ['喷绘背景', '㎡'],
  ],
  mentou: [
    ['门头造型', '项'],
    ['发光字', '个'],
    ['亚克力LOGO', '个'],
  ],
  zhanshi: [
    ['展柜', '个'],
    ['展台', '个'],
    ['层板', '块'],
    ['产品射灯', '盏'],
  ],
  jiedai: [
    ['接待台', '个'],
    ['洽谈桌', '张'],
    ['吧椅', '把'],
  ],
  meigong: [
    ['写真画面', '㎡'],
    ['KT板', '块'],
    ['刀刮布', '㎡'],
  ],
  zulin: [
    ['LED大屏', '㎡'],
    ['电视机', '台'],
    ['绿植', '盆'],
  ],
  rengong: [
    ['搭建人工', '人天'],
    ['撤展人工', '人天'],
  ],
  yunshu: [
    ['往返运输', '车次'],
    ['仓储', '天'],
  ],
};

/** A `factoryQuote` body for the compared project, `lines` lines over the nine categories. */
export function makeQuoteBody(k: number, lines: number, today: Date) {
  const r = prng(k * 40_503 + 3);
  const body: Record<string, unknown> = {};
  const per = quoteCategories.map((_, c) => Math.floor(lines / 9) + (c < lines % 9 ? 1 : 0));
  quoteCategories.forEach((c, ci) => {
    body[c] = Array.from({ length: per[ci]! }, (_, j) => {
      const [name, unit] = LINES[c][j % LINES[c].length]!;
      return {
        name: `${name}${j >= LINES[c].length ? ` ${1 + Math.floor(j / LINES[c].length)}` : ''}`,
        spec: pick(r, ['', '按效果图', '含安装', '防火板材', '3m高']),
        unit,
        qty: Math.round((1 + r() * 60) * 100) / 100,
        price: (20 + Math.floor(r() * 800)) * 100,
      };
    });
  });
  body.fees = [
    { kind: venueFeeKinds[0], amount: 216_000, payer: 'factory', note: '' },
    { kind: venueFeeKinds[3], amount: 1_000_000, payer: 'client', note: '撤展后30天内退还' },
  ];
  body.exclusions = pick(r, ['不含电箱费和展具租赁', '不含施工押金', '不含报馆费用及逾期费用', '']);
  body.validity = dayOf(new Date(today.getTime() + 30 * DAY));
  body.days = 2 + Math.floor(r() * 4);
  body.conts = '按效果图施工，材料环保，含撤展。';
  return body;
}

/** The session token of client 0 (who owns the compared project); the bench's cookie. */
const BENCH_TOKEN = 'hz-bench-projects-client-0-session-token';
export const projectsBenchCookie = `hz_sid=${BENCH_TOKEN}`;

async function insertMembers(database: Database) {
  const [have] = await database.query<{ n: string }>(
    "SELECT count(*) AS n FROM members WHERE mobile LIKE '167%'",
  );
  if (Number(have!.n) > 0) return;
  const n = CLIENTS + FACTORIES;
  // 71…: the model authors' card numbers are 70 000 000 + n (bench/models-data.ts), filled before or after
  const cardnos = Array.from({ length: n }, (_, i) => `71${String(i).padStart(6, '0')}`);
  await database.query(
    `INSERT INTO members (cardno, mobile, name, company, personauth, businsauth)
     SELECT c, m, nm, co, 1, 1 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(c, m, nm, co)`,
    [
      cardnos,
      cardnos.map((_, i) => `167${String(i).padStart(8, '0')}`),
      cardnos.map((_, i) => (i < CLIENTS ? `客户${i}` : `工厂${i - CLIENTS}`)),
      cardnos.map((_, i) =>
        i < CLIENTS
          ? `测试展览有限公司${i}`
          : `${pick(prng(i), PLACES)[0]}测试展览工程有限公司${i - CLIENTS}`,
      ),
    ],
  );
}

async function memberIds(database: Database) {
  const rows = await database.query<{ id: string }>(
    "SELECT id FROM members WHERE mobile LIKE '167%' ORDER BY mobile",
  );
  const ids = rows.map((r) => Number(r.id));
  return { clients: ids.slice(0, CLIENTS), factories: ids.slice(CLIENTS) };
}

async function insertBatch(
  database: Database,
  from: number,
  to: number,
  today: Date,
  who: { clients: number[]; factories: number[] },
) {
  const rows = Array.from({ length: to - from }, (_, k) => makeProject(from + k, today));
  const col = <T>(f: (x: (typeof rows)[number]) => T) => rows.map(f);
  await database.query(
    `INSERT INTO projects (orders, member_id, mobile, title, showname, hall, booth, length_cm, width_cm, height_cm,
       opens, layer, prov, city, addr, selectcity, sdate, edate, indate, bgdate, outdate, coins, peoples, conts,
       status, checked, quote_id, factory_id, price, quoted, search_text, created_at, updated_at)
     SELECT o, m, mo, ti, sh, ha, bo, le, wi, he, op, ly, pr, ci, ad, pr || '/' || ci, sd::date, ed::date, ind::date,
       bg::date, od::date, co, pe, ct, st, ck, CASE WHEN f = 0 THEN NULL ELSE 1 END, nullif(f, 0), pc, qd,
       vec::tsvector, cr, cr
     FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
       $9::int[], $10::int[], $11::smallint[], $12::smallint[], $13::text[], $14::text[], $15::text[], $16::text[],
       $17::text[], $18::text[], $19::text[], $20::text[], $21::bigint[], $22::int[], $23::text[], $24::text[],
       $25::smallint[], $26::bigint[], $27::bigint[], $28::int[], $29::text[], $30::timestamptz[])
       AS t(o, m, mo, ti, sh, ha, bo, le, wi, he, op, ly, pr, ci, ad, sd, ed, ind, bg, od, co, pe, ct, st, ck, f, pc,
         qd, vec, cr)`,
    [
      col((x) => x.orders),
      col((x) => who.clients[x.client]!),
      col((x) => `167${String(x.client).padStart(8, '0')}`),
      col((x) => x.title),
      col((x) => x.showname),
      col((x) => x.hall),
      col((x) => x.booth),
      col((x) => x.lengthCm),
      col((x) => x.widthCm),
      col((x) => x.heightCm),
      col((x) => x.opens),
      col((x) => x.layer),
      col((x) => x.prov),
      col((x) => x.city),
      col((x) => x.addr),
      col((x) => x.sdate),
      col((x) => x.edate),
      col((x) => x.indate),
      col((x) => x.bgdate),
      col((x) => x.outdate),
      col((x) => x.coins),
      col((x) => x.peoples),
      col((x) => x.conts),
      col((x) => x.status),
      col((x) => x.checked),
      col((x) => (x.factory < 0 ? 0 : who.factories[x.factory]!)),
      col((x) => x.price),
      col((x) => x.quoted),
      col((x) => x.searchText),
      col((x) => x.created.toISOString()),
    ],
  );
}

/**
 * The compared project: client 0's, open and approved, with `quotes` quotations of `lines` lines from
 * as many factories (each with its first revision). Returns its id.
 */
async function insertCompared(
  database: Database,
  who: { clients: number[]; factories: number[] },
  today: Date,
  quotes: number,
  lines: number,
) {
  const p = makeProject(0, today);
  const title = '比价项目 新能源汽车展 20×15 双层特装展台搭建';
  const searchText = projectSearch.vector({
    title,
    showname: '2027深圳新能源汽车展',
    city: '深圳市',
    hall: '9号馆',
    text: '双层特装展台，需含灯光与地台。',
  });
  const [row] = await database.query<{ id: string }>(
    `INSERT INTO projects (orders, member_id, mobile, title, showname, hall, booth, length_cm, width_cm, height_cm,
       opens, layer, prov, city, addr, selectcity, sdate, edate, indate, bgdate, outdate, coins, peoples, conts,
       status, checked, quoted, search_text)
     VALUES ('PBENCHCOMPARE01', $1, '16700000000', $10, '2027深圳新能源汽车展',
       '9号馆', '9B08', 2000, 1500, 650, 3, 2, '广东省', '深圳市', '深圳国际会展中心', '广东省/深圳市', $2::date,
       $3::date, $4::date, $5::date, $6::date, 80000000, 20, '<p>双层特装展台，需含灯光与地台。</p>', $7, 1, $8,
       $9::tsvector)
     RETURNING id`,
    [
      who.clients[0]!,
      p.sdate,
      p.edate,
      p.indate,
      p.bgdate,
      p.outdate,
      ProjectState.open,
      quotes,
      searchText,
      title,
    ],
  );
  const id = Number(row!.id);
  const contents = Array.from({ length: quotes }, (_, k) =>
    pricedQuote(makeQuoteBody(k, lines, today) as unknown as Parameters<typeof pricedQuote>[0]),
  );
  const factories = Array.from({ length: quotes }, (_, k) => who.factories[k % who.factories.length]!);
  await database.query(
    `WITH q AS (
       INSERT INTO project_quotes (project_id, member_id, rev, status, total, content)
       SELECT $1, m, 1, $2, t, c::jsonb FROM unnest($3::bigint[], $4::bigint[], $5::text[]) AS u(m, t, c)
       RETURNING id, total, content)
     INSERT INTO project_quote_revs (quote_id, rev, total, content) SELECT id, 1, total, content FROM q`,
    [
      id,
      QuoteState.quoted,
      factories,
      contents.map((c) => c.total),
      contents.map((c) => JSON.stringify(c.content)),
    ],
  );
  return id;
}

/** A session of client 0, valid 30 days, whose cookie is `projectsBenchCookie`. */
async function insertSession(database: Database, memberId: number) {
  // the same secret as the bench's server (bench/search-target.ts loads the config the same way)
  const secret = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }).sessionSecret;
  await database.query(
    `INSERT INTO sessions (id, member_id, persistent, expires_at) VALUES ($1, $2, true, now() + interval '30 days')
     ON CONFLICT (id) DO NOTHING`,
    [keyedHash(secret, `session:${BENCH_TOKEN}`), memberId],
  );
}

/** The compared project's id (after `addProjects`). */
export async function comparedProject(database: Database) {
  const [r] = await database.query<{ id: string }>(
    "SELECT id FROM projects WHERE orders = 'PBENCHCOMPARE01'",
  );
  return Number(r!.id);
}

/**
 * Adds projects `from` to `to - 1` (and, the first time, the members, client 0's session and the compared
 * project with its quotations). Returns the seconds taken.
 */
export async function addProjects(
  database: Database,
  from: number,
  to: number,
  o: { quotes?: number; lines?: number; today?: Date } = {},
) {
  const started = performance.now();
  const today = o.today ?? new Date();
  await insertMembers(database);
  const who = await memberIds(database);
  if (from === 0) {
    await insertSession(database, who.clients[0]!);
    await insertCompared(database, who, today, o.quotes ?? 50, o.lines ?? 200);
  }
  for (let start = from; start < to; start += BATCH)
    await insertBatch(database, start, Math.min(start + BATCH, to), today, who);
  for (const t of ['projects', 'project_quotes', 'project_quote_revs', 'members', 'sessions'])
    await database.query(`VACUUM (ANALYZE) ${t}`);
  return (performance.now() - started) / 1000;
}
