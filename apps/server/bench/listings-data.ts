/**
 * A large, realistic set of approved listings for the search bench (issue 5): Chinese titles and
 * descriptions built from word lists, the contract's industries, real cities (`common/regions.ts`),
 * venues and organisers, dates spread over past, ongoing and upcoming. Deterministic (seeded), so runs
 * compare. Rows are written in bulk (one `INSERT … SELECT FROM unnest(…)` per few thousand rows) with the
 * search vector built by the service's own `listingSearchText`.
 *
 * Alone: `npx tsx apps/server/bench/listings-data.ts --listings=100000 --into=postgres://…/db` (or a PGlite
 * directory); the database is migrated, the listings are added to what is there.
 */
import { pathToFileURL } from 'node:url';
import { regionTree } from '@hz/contract/common/regions';
import { type ListingKind, listingIndustries } from '@hz/contract/listings';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { chinaParts } from '../src/lib/china-time.ts';
import { listingSearchText } from '../src/modules/listings/listings-service.ts';

/** Subjects per industry: what the fair is about. */
const SUBJECTS: Record<(typeof listingIndustries)[number], string[]> = {
  汽车交通: ['汽车', '新能源汽车', '汽车零部件', '摩托车', '电动车', '轨道交通', '房车露营'],
  机械工业: ['机床', '工业自动化', '3D打印', '模具', '激光', '机器人', '五金工具', '泵阀'],
  电子电器: ['消费电子', 'LED照明', '家用电器', '电子元器件', '智能家居', '半导体', '显示技术'],
  信息通信: ['通信技术', '物联网', '人工智能', '云计算', '大数据', '软件', '网络安全', '5G'],
  建筑建材: ['建筑装饰', '门窗幕墙', '陶瓷卫浴', '石材', '涂料', '钢结构', '智能建筑'],
  家居家具: ['家具', '家居用品', '定制家居', '红木家具', '灯饰', '软装'],
  医疗健康: ['医疗器械', '康复养老', '口腔', '医药原料', '健康产业', '中医药'],
  食品饮料: ['食品', '糖酒', '茶叶', '咖啡', '葡萄酒', '烘焙', '休闲食品', '调味品'],
  农业林业: ['农业机械', '种子', '畜牧', '渔业', '园林花卉', '智慧农业'],
  化工能源: ['化工', '塑料橡胶', '光伏', '储能', '氢能', '石油装备', '锂电池'],
  环保节能: ['环保', '水处理', '节能', '固废处理', '大气治理', '绿色低碳'],
  纺织服装: ['服装', '纺织面料', '鞋业', '箱包', '内衣', '童装', '家纺'],
  美容美发: ['美容', '美发', '化妆品', '美甲', '个人护理'],
  文化教育: ['教育装备', '文化创意', '动漫游戏', '图书', '艺术品', '留学'],
  旅游休闲: ['旅游', '户外用品', '体育用品', '宠物', '游艇', '酒店用品'],
  礼品玩具: ['礼品', '玩具', '婴童用品', '工艺品', '文具'],
  印刷包装: ['印刷', '包装', '标签', '纸制品', '广告标识'],
  物流仓储: ['物流', '冷链', '仓储设备', '快递', '供应链'],
  安防消防: ['安防', '消防', '应急救援', '智能监控', '劳保用品'],
  金融服务: ['金融科技', '财富管理', '保险', '特许加盟', '跨境电商'],
  综合其他: ['进出口商品', '品牌', '会展', '招商', '国际贸易'],
};
const FAIR = ['展览会', '博览会', '展', '交易会', '采购节', '产业展', '技术展'];
const MEETING = ['大会', '论坛', '峰会', '研讨会', '年会', '发布会', '交流会'];
const PREFIX = ['中国', '国际', '全国', '亚洲', '华南', '华东', '长三角', '粤港澳', '中西部', ''];
const VENUES = [
  '国际会展中心',
  '国家会展中心',
  '国际博览中心',
  '新国际博览中心',
  '会议中心',
  '国际会议中心',
  '展览馆',
  '世博展览馆',
  '国际展览中心',
  '会展中心',
];
const ORGANISERS = [
  '行业协会',
  '贸促会',
  '商务局',
  '展览有限公司',
  '会展服务有限公司',
  '商会',
  '产业联盟',
  '国际展览集团',
];
const SENTENCES = [
  '本届展会汇聚{s}行业上下游企业，集中展示最新产品与解决方案。',
  '展会同期举办{s}高峰论坛、技术交流会和采购对接会。',
  '预计吸引来自全国各地及海外的专业观众前来参观洽谈。',
  '展会面积约{n}万平方米，设{k}个主题展区。',
  '欢迎{s}相关企业报名参展，共享行业发展机遇。',
  '主办方将为参展企业提供精准的买家邀约与配对服务。',
  '展品范围涵盖{s}整机、配件、材料及相关服务。',
  '本次活动致力于推动{s}产业高质量发展与国际合作。',
  '现场设有新品发布区、体验区和洽谈区。',
  '往届展会取得圆满成功，获得参展商和观众的一致好评。',
];
/** Cities most listings are in, by weight; the rest spread over every city of the region tree. */
const BIG = ['上海', '北京', '广州', '深圳', '成都', '杭州', '南京', '武汉', '重庆', '西安', '厦门', '青岛'];

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

const cities = regionTree().flatMap((p) =>
  (p.children ?? []).map((c) => ({
    prov: p.value,
    city: c.value,
    short: c.value.replace(/(市|地区|盟)$/, ''),
  })),
);
const bigCities = BIG.map((b) => cities.find((c) => c.short === b)!).filter(Boolean);

const DAY = 86_400_000;

/** The `i`-th listing of the set: the same `i` always gives the same listing. */
export function makeListing(i: number, today: Date) {
  const r = prng(i * 2_654_435_761 + 12_345);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const kind: ListingKind = r() < 0.7 ? 'huizhan' : 'huiyi';
  const industry = pick(listingIndustries);
  const subject = pick(SUBJECTS[industry]);
  const place = r() < 0.6 ? pick(bigCities) : pick(cities);
  const year = 2024 + Math.floor(r() * 4);
  const edition = 1 + Math.floor(r() * 30);
  const prefix = pick(PREFIX);
  const title = (
    r() < 0.5
      ? `${year}${place.short}${prefix}${subject}${kind === 'huizhan' ? pick(FAIR) : pick(MEETING)}`
      : `第${edition}届${prefix || '中国'}（${place.short}）${subject}${kind === 'huizhan' ? pick(FAIR) : pick(MEETING)}`
  ).slice(0, 60);
  // start dates from three years ago to two years ahead; one to five days long
  const start = new Date(today.getTime() + Math.floor((r() * 5 - 3) * 365) * DAY);
  const sdate = chinaParts(start).date;
  const edate = chinaParts(new Date(start.getTime() + Math.floor(r() * 5) * DAY)).date;
  const n = 2 + Math.floor(r() * 4);
  const text = Array.from({ length: n }, () =>
    pick(SENTENCES)
      .replace('{s}', subject)
      .replace('{n}', String(1 + Math.floor(r() * 30)))
      .replace('{k}', String(2 + Math.floor(r() * 10))),
  ).join('');
  const venue = `${place.short}${pick(VENUES)}`;
  const organiser = `${pick(['中国', place.short, '全国', '国际'])}${subject}${pick(ORGANISERS)}`.slice(
    0,
    60,
  );
  const hall = r() < 0.5 ? `${1 + Math.floor(r() * 5)}-${6 + Math.floor(r() * 10)}号馆` : '';
  // drawn for both kinds, so that the sequence (and every listing) stays as it was; a conference keeps
  // only its attendees (the table holds each kind's own fields, migration 0018)
  const areas = Math.floor(r() * 200_000);
  const exhibitors = Math.floor(r() * 3000);
  const visitors = Math.floor(r() * 200_000);
  const exhibition = kind === 'huizhan';
  return {
    kind,
    title,
    industry,
    organiser,
    venue,
    hall,
    prov: place.prov,
    city: place.city,
    addr: `${place.short}市中心路${1 + Math.floor(r() * 999)}号`,
    sdate,
    edate,
    areas: exhibition ? areas : 0,
    exhibitors: exhibition ? exhibitors : 0,
    visitors: exhibition ? visitors : 0,
    attendees: exhibition ? 0 : Math.floor(visitors / 100),
    conts: `<p>${text}</p>`,
    searchText: listingSearchText({ title, industry, city: place.city, venue, hall, organiser, text }),
    // published in the order of `i` (search's `newest` is the insertion order), 90 s apart from three
    // years ago: a million listings reach about today
    createdAt: new Date(today.getTime() - 3 * 365 * DAY + i * 90_000).toISOString(),
  };
}

const COLUMNS = [
  ['kind', 'text'],
  ['title', 'text'],
  ['industry', 'text'],
  ['organiser', 'text'],
  ['venue', 'text'],
  ['hall', 'text'],
  ['prov', 'text'],
  ['city', 'text'],
  ['addr', 'text'],
  ['sdate', 'date'],
  ['edate', 'date'],
  ['areas', 'int'],
  ['exhibitors', 'int'],
  ['visitors', 'int'],
  ['attendees', 'int'],
  ['conts', 'text'],
  ['search_text', 'tsvector'],
  ['created_at', 'timestamptz'],
] as const;
const FIELDS = [
  'kind',
  'title',
  'industry',
  'organiser',
  'venue',
  'hall',
  'prov',
  'city',
  'addr',
  'sdate',
  'edate',
  'areas',
  'exhibitors',
  'visitors',
  'attendees',
  'conts',
  'searchText',
  'createdAt',
] as const;
const BATCH = 2000;

/** The member every generated listing belongs to (created once). */
async function benchMember(database: Database) {
  const found = await database.query<{ id: string }>("SELECT id FROM members WHERE cardno = '39999999'");
  if (found[0]) return Number(found[0].id);
  const [row] = await database.query<{ id: string }>(
    "INSERT INTO members (cardno, mobile) VALUES ('39999999', '13799999999') RETURNING id",
  );
  return Number(row!.id);
}

/**
 * Adds listings number `from` to `to - 1` (approved, both kinds). A large addition drops the listings
 * indexes first and builds them again at the end, which is several times faster than keeping them up to
 * date row by row. Returns the seconds taken.
 */
export async function addListings(database: Database, from: number, to: number, today = new Date()) {
  const started = performance.now();
  const memberId = await benchMember(database);
  const rebuild = to - from >= 50_000;
  let indexes: string[] = [];
  if (rebuild) {
    const rows = await database.query<{ name: string; def: string }>(
      "SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'listings' AND indexname <> 'listings_pkey'",
    );
    indexes = rows.map((r) => r.def);
    for (const r of rows) await database.query(`DROP INDEX ${r.name}`);
  }
  const cols = COLUMNS.map(([c]) => c).join(', ');
  const unnest = COLUMNS.map(([, t], i) => `$${i + 1}::${t === 'tsvector' ? 'text' : t}[]`).join(', ');
  const select = COLUMNS.map(([c, t]) => (t === 'tsvector' ? `${c}::tsvector` : c)).join(', ');
  const sqlText = `INSERT INTO listings (${cols}, member_id, contact, phone, cover, checked)
    SELECT ${select}, $${COLUMNS.length + 1}::bigint, '张经理', '021-12345678', 'bench-cover', 1
    FROM unnest(${unnest}) AS t(${cols})`;
  const insertBatch = async (start: number) => {
    const end = Math.min(start + BATCH, to);
    const arrays: unknown[][] = FIELDS.map(() => []);
    for (let i = start; i < end; i++) {
      const l = makeListing(i, today);
      for (const [k, f] of FIELDS.entries()) arrays[k]!.push(l[f]);
    }
    await database.query(sqlText, [...arrays, memberId]);
  };
  // PostgreSQL: two batches in flight (one builds rows while the other is written); PGlite: one at a time
  const lanes = database.kind === 'postgres' ? 2 : 1;
  let next = from;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < to) {
        const start = next;
        next += BATCH;
        await insertBatch(start);
      }
    }),
  );
  if (rebuild) {
    const mem = database.kind === 'postgres' ? "SET maintenance_work_mem = '512MB'; " : '';
    for (const def of indexes) await database.query(`${mem}${def}`);
  }
  // as autovacuum leaves a table between bursts of writes: statistics, the visibility map, and GIN's
  // pending list merged (rows added with the index in place wait there, and every search reads it: at
  // 10k rows that made the planner skip the GIN index, 15-20 ms a statement instead of 0.5 ms)
  await database.query('VACUUM (ANALYZE) listings');
  return (performance.now() - started) / 1000;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const n = Number(opt('listings') ?? 10_000);
  const into = opt('into');
  if (!into) throw new Error('--into=postgres://… or a PGlite directory');
  const database = into.startsWith('postgres')
    ? await openPostgres(into)
    : await openPglite({ dataDir: into });
  const [have] = await database.query<{ n: string }>('SELECT count(*) AS n FROM listings');
  const from = Number(have!.n);
  const seconds = await addListings(database, from, from + n);
  console.log(`${n} listings added in ${seconds.toFixed(1)} s`);
  await database.close();
}
