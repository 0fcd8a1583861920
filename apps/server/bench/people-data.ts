/**
 * A large, realistic set of public designer and factory profiles for the people bench (issue 12):
 * member `i` holds a designer profile and a factory profile (a member may hold both), each with 0–4
 * approved works or cases; names, descriptions, specialities, styles, cities served (real cities of
 * `common/regions.ts`, big ones weighted, 全国 one time in ten), price ranges, reputation and first
 * publication spread over three years. Deterministic (seeded), so runs compare. Rows are written in bulk
 * (`INSERT … SELECT FROM unnest(…)`), the search vectors built by the module's own registrations.
 *
 * Alone: `npx tsx apps/server/bench/people-data.ts --profiles=100000 --into=postgres://…/db` (or a PGlite
 * directory); the database is migrated, the profiles are added to what is there.
 */
import { pathToFileURL } from 'node:url';
import { regionTree } from '@hz/contract/common/regions';
import { boothStyles } from '@hz/contract/gallery';
import { boothTypes, NATIONWIDE, type ProfileKind } from '@hz/contract/people';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { profileSearches } from '../src/modules/people/people-search.ts';

/** mulberry32: small, fast, seeded. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SURNAMES = [
  '林',
  '王',
  '陈',
  '张',
  '李',
  '刘',
  '周',
  '吴',
  '黄',
  '赵',
  '孙',
  '徐',
  '胡',
  '朱',
  '高',
  '何',
];
const GIVEN = [
  '晓',
  '然',
  '思远',
  '可',
  '明',
  '婷',
  '磊',
  '悦',
  '涛',
  '静',
  '宇',
  '欣',
  '浩',
  '琳',
  '杰',
  '雯',
];
const STUDIO = ['展示设计', '空间设计', '会展设计', '设计工作室', '展陈设计', '创意设计', '视觉设计'];
const FACTORY_WORDS = [
  '鑫源',
  '申艺',
  '粤展',
  '华美',
  '金鼎',
  '博雅',
  '恒信',
  '宏图',
  '瑞丰',
  '卓越',
  '天成',
  '锦程',
];
const FACTORY_TAIL = ['展览工程有限公司', '展示制作有限公司', '展览搭建有限公司', '会展服务有限公司'];
const INDUSTRIES = [
  '汽车',
  '新能源汽车',
  '消费电子',
  '医疗器械',
  '家居',
  '美妆',
  '白酒',
  '教育装备',
  'LED照明',
  '工业自动化',
];
const BOOTHS = [
  '特装展台',
  '双层展台',
  '岛型展台',
  '标摊升级',
  '巡展展台',
  '发布会舞美',
  '企业展厅',
  '快闪店',
];
const SENTENCES = [
  '从业{y}年，服务过{i}行业的众多品牌客户。',
  '擅长{s}，注重动线规划与品牌识别。',
  '提供概念方案、效果图、施工图与现场配合。',
  '团队熟悉各大展馆的报馆与安全审核流程。',
  '方案兼顾造价与施工可行性，按时交付。',
  '近年完成{n}个{s}项目，客户复购率高。',
];
const EQUIPMENT = ['CNC雕刻机', 'UV平板打印机', '激光切割机', '全自动封边机', '龙门喷绘机', '无尘喷漆房'];
const BIG = ['上海', '北京', '广州', '深圳', '成都', '杭州', '南京', '武汉', '重庆', '西安', '苏州', '厦门'];

const cities = regionTree().flatMap((p) =>
  (p.children ?? []).map((c) => ({
    prov: p.value,
    city: c.value,
    short: c.value.replace(/(市|地区|盟)$/, ''),
  })),
);
const bigCities = BIG.map((b) => cities.find((c) => c.short === b)!).filter(Boolean);

const DAY = 86_400_000;
const arrayLiteral = (l: readonly string[]) => `{${l.map((x) => `"${x}"`).join(',')}}`;

/** The profiles and works of member `i` (the same `i` always gives the same rows). */
export function makePerson(i: number, today: Date) {
  const r = prng(i * 2_654_435_761 + 777);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const some = <T>(xs: readonly T[], max: number) => {
    const n = 1 + Math.floor(r() * max);
    return [...new Set(Array.from({ length: n }, () => pick(xs)))];
  };
  const place = r() < 0.6 ? pick(bigCities) : pick(cities);
  const made = (kind: ProfileKind) => {
    const industry = pick(INDUSTRIES);
    const specialities = some(boothTypes, 3);
    const styles = some(boothStyles, 2);
    const served =
      r() < 0.1
        ? [NATIONWIDE]
        : [place.city, ...some(bigCities, 4).map((c) => c.city)].filter((c, k, l) => l.indexOf(c) === k);
    const years = 1 + Math.floor(r() * 20);
    const descr = Array.from({ length: 2 + Math.floor(r() * 3) }, () =>
      pick(SENTENCES)
        .replace('{y}', String(years))
        .replace('{i}', industry)
        .replace('{s}', pick(BOOTHS))
        .replace('{n}', String(10 + Math.floor(r() * 300))),
    ).join('');
    const name =
      kind === 'designer'
        ? r() < 0.5
          ? `${pick(SURNAMES)}${pick(GIVEN)}${pick(STUDIO)}`
          : `${place.short}${pick(GIVEN)}${pick(STUDIO)}`
        : `${place.short}${pick(FACTORY_WORDS)}${pick(FACTORY_TAIL)}`;
    const negotiable = r() < 0.15;
    const priceMin = negotiable
      ? 0
      : kind === 'designer'
        ? 40 + Math.floor(r() * 200)
        : 300 + Math.floor(r() * 900);
    const priceMax = negotiable ? 0 : priceMin + Math.floor(r() * priceMin);
    const works = Array.from({ length: Math.floor(r() * 5) }, (_, k) => ({
      title: `${pick(INDUSTRIES)}品牌${pick(boothStyles)}${pick(BOOTHS)}`.slice(0, 40),
      areas: 9 + Math.floor(r() * 300),
      opens: 1 + Math.floor(r() * 4),
      style: pick(boothStyles),
      publishedAt: new Date(today.getTime() - Math.floor(r() * 3 * 365) * DAY - k * 1000),
    }));
    const publishedAt = new Date(
      today.getTime() - 3 * 365 * DAY + i * 60_000 + (kind === 'factory' ? 30_000 : 0),
    );
    const version = {
      name,
      logo: 'bench-logo',
      prov: place.prov,
      city: place.city,
      descr,
      specialities,
      styles,
      cities: served,
      priceMin,
      priceMax,
      years: kind === 'designer' ? years : 0,
      plantArea: kind === 'factory' ? 1000 + Math.floor(r() * 20_000) : 0,
      teamSize: kind === 'factory' ? 10 + Math.floor(r() * 200) : 0,
      capacity: kind === 'factory' ? 5 + Math.floor(r() * 100) : 0,
      equipment: kind === 'factory' ? some(EQUIPMENT, 4) : [],
      certs: [] as string[],
    };
    return {
      kind,
      version,
      reputation: Math.floor(r() * 800),
      publishedAt,
      works,
      searchText: profileSearches[kind].vector({
        name,
        specialities,
        styles,
        prov: place.prov,
        city: place.city,
        descr,
        titles: works.map((w) => w.title),
        cities: served,
      }),
    };
  };
  return {
    cardno: String(50_000_000 + i),
    mobile: `137${String(i).padStart(8, '0')}`,
    personauth: r() < 0.9 ? 1 : 0,
    businsauth: r() < 0.85 ? 1 : 0,
    profiles: [made('designer'), made('factory')],
  };
}

const BATCH = 1000;

async function insertBatch(database: Database, start: number, end: number, today: Date) {
  const people = Array.from({ length: end - start }, (_, k) => makePerson(start + k, today));
  const ids = await database.query<{ id: string; cardno: string }>(
    `INSERT INTO members (cardno, mobile, personauth, businsauth)
     SELECT * FROM unnest($1::text[], $2::text[], $3::smallint[], $4::smallint[]) RETURNING id, cardno`,
    [
      people.map((p) => p.cardno),
      people.map((p) => p.mobile),
      people.map((p) => p.personauth),
      people.map((p) => p.businsauth),
    ],
  );
  const idOf = new Map(ids.map((r) => [r.cardno, Number(r.id)]));
  const rows = people.flatMap((p) => p.profiles.map((f) => ({ ...f, memberId: idOf.get(p.cardno)! })));
  const col = <T>(f: (x: (typeof rows)[number]) => T) => rows.map(f);
  await database.query(
    `INSERT INTO profiles (member_id, kind, name, logo, prov, city, descr, specialities, styles, cities, price_min,
       price_max, years, plant_area, team_size, capacity, equipment, submitted, published_at, checked, items,
       reputation, search_text, created_at, updated_at)
     SELECT m, k, n, 'bench-logo', pv, c, d, sp::text[], st::text[], ci::text[], pmin, pmax, y, pa, ts, cap, eq::text[],
       sub::jsonb, pub, 1, items, rep, vec::tsvector, pub, pub
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::int[], $16::text[], $17::text[],
       $18::timestamptz[], $19::int[], $20::int[], $21::text[])
       AS t(m, k, n, pv, c, d, sp, st, ci, pmin, pmax, y, pa, ts, cap, eq, sub, pub, items, rep, vec)`,
    [
      col((x) => x.memberId),
      col((x) => x.kind),
      col((x) => x.version.name),
      col((x) => x.version.prov),
      col((x) => x.version.city),
      col((x) => x.version.descr),
      col((x) => arrayLiteral(x.version.specialities)),
      col((x) => arrayLiteral(x.version.styles)),
      col((x) => arrayLiteral(x.version.cities)),
      col((x) => x.version.priceMin),
      col((x) => x.version.priceMax),
      col((x) => x.version.years),
      col((x) => x.version.plantArea),
      col((x) => x.version.teamSize),
      col((x) => x.version.capacity),
      col((x) => arrayLiteral(x.version.equipment)),
      col((x) => JSON.stringify(x.version)),
      col((x) => x.publishedAt.toISOString()),
      col((x) => x.works.length),
      col((x) => x.reputation),
      col((x) => x.searchText),
    ],
  );
  const ws = rows.flatMap((p) =>
    p.works.map((w) => ({ ...w, memberId: p.memberId, kind: p.kind === 'designer' ? 'work' : 'case' })),
  );
  if (ws.length === 0) return;
  await database.query(
    `INSERT INTO works (member_id, kind, title, cover, areas, opens, style, conts, published_at, checked, created_at, updated_at)
     SELECT m, k, ti, 'bench-cover', a, o, s, '<p>生成的作品说明</p>', pub, 1, pub, pub
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::smallint[], $6::text[], $7::timestamptz[])
       AS t(m, k, ti, a, o, s, pub)`,
    [
      ws.map((w) => w.memberId),
      ws.map((w) => w.kind),
      ws.map((w) => w.title),
      ws.map((w) => w.areas),
      ws.map((w) => w.opens),
      ws.map((w) => w.style),
      ws.map((w) => w.publishedAt.toISOString()),
    ],
  );
}

/**
 * Adds members `from` to `to - 1`, each with a public designer and factory profile and their works.
 * A large addition drops the profiles' indexes first and builds them again at the end. Returns the
 * seconds taken.
 */
export async function addPeople(database: Database, from: number, to: number, today = new Date()) {
  const started = performance.now();
  const rebuild = to - from >= 50_000;
  let indexes: string[] = [];
  if (rebuild) {
    const rows = await database.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE tablename = 'profiles' AND indexname NOT IN ('profiles_pkey', 'profiles_member_kind_key')`,
    );
    indexes = rows.map((r) => r.def);
    for (const r of rows) await database.query(`DROP INDEX ${r.name}`);
  }
  const lanes = database.kind === 'postgres' ? 2 : 1;
  let next = from;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < to) {
        const start = next;
        next = Math.min(next + BATCH, to);
        await insertBatch(database, start, Math.min(start + BATCH, to), today);
      }
    }),
  );
  if (rebuild) {
    const mem = database.kind === 'postgres' ? "SET maintenance_work_mem = '512MB'; " : '';
    for (const def of indexes) await database.query(`${mem}${def}`);
  }
  await database.query('VACUUM (ANALYZE) profiles');
  await database.query('VACUUM (ANALYZE) works');
  await database.query('VACUUM (ANALYZE) members');
  return (performance.now() - started) / 1000;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const n = Number(opt('profiles') ?? 10_000);
  const into = opt('into');
  if (!into) throw new Error('--into=postgres://… or a PGlite directory');
  const database = into.startsWith('postgres')
    ? await openPostgres(into)
    : await openPglite({ dataDir: into });
  const [have] = await database.query<{ n: string }>(
    "SELECT count(*) AS n FROM profiles WHERE kind = 'designer'",
  );
  const from = Number(have!.n);
  const seconds = await addPeople(database, from, from + n);
  console.log(`${n} designers and ${n} factories added in ${seconds.toFixed(1)} s`);
  await database.close();
}
