import { ProjectState, QuoteState, ReviewState } from '@hz/contract/common/states';
import type { QuoteBody } from '@hz/contract/projects';
import { type QuoteCategory, quoteCategories } from '@hz/contract/values/projects';
import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/members.ts';
import { projectQuoteRevs, projectQuotes, projects } from '../db/schema/projects.ts';
import { chinaParts } from '../lib/china-time.ts';
import { insertMember } from '../modules/auth/auth-repository.ts';
import { recompute } from '../modules/prices/prices-repository.ts';
import { pricedQuote } from '../modules/projects/actions/quote.ts';
import { projectSearch } from '../modules/projects/projects-search.ts';

const DAY = 86_400_000;
const ORDERS = 'PDEMOPRICE';

/** The history's clients and factories: members without a password (nobody logs in as them). */
const CLIENTS = Array.from({ length: 8 }, (_, i) => ({
  mobile: `1380000010${i}`,
  nickname: `历史客户${i + 1}`,
  company: `${['上海', '北京', '深圳', '广州', '杭州', '成都', '苏州', '南京'][i]}某参展企业${i + 1}`,
}));
const FACTORIES = Array.from({ length: 4 }, (_, i) => ({
  mobile: `1380000020${i}`,
  nickname: `历史搭建商${i + 1}`,
  company: `演示搭建工程有限公司${i + 1}`,
}));

/** City, province, venue, price level. */
const CITIES = [
  ['上海市', '上海市', '国家会展中心（上海）', 1.2],
  ['北京市', '北京市', '中国国际展览中心（顺义馆）', 1.15],
  ['深圳市', '广东省', '深圳国际会展中心', 1.1],
  ['广州市', '广东省', '中国进出口商品交易会展馆', 1.0],
  ['杭州市', '浙江省', '杭州国际博览中心', 0.95],
  ['成都市', '四川省', '中国西部国际博览城', 0.85],
] as const;

/** Booths: size (m), height, open sides, decks, yuan per ㎡ at price level 1. */
const BOOTHS = [
  { name: '特装展台', length: 6, width: 6, height: 4, opens: 2, layer: 1, ppm: 1250 },
  { name: '特装展台', length: 9, width: 6, height: 4.5, opens: 1, layer: 1, ppm: 1150 },
  { name: '标摊改装', length: 3, width: 3, height: 2.5, opens: 1, layer: 1, ppm: 520 },
  { name: '半岛展台', length: 9, width: 8, height: 4.5, opens: 3, layer: 1, ppm: 1350 },
  { name: '岛型展台', length: 12, width: 10, height: 5, opens: 4, layer: 1, ppm: 1500 },
  { name: '双层展台', length: 12, width: 8, height: 6.5, opens: 3, layer: 2, ppm: 1900 },
] as const;

/** The categories' shares of a build, and a line of each (name, unit). */
const SPLIT: Record<QuoteCategory, readonly [number, string, string]> = {
  dimian: [0.13, '木地台含地毯', '㎡'],
  beiban: [0.27, '木结构背板烤漆', '㎡'],
  mentou: [0.08, '门头造型含发光字', '项'],
  zhanshi: [0.12, '展柜与展台', '项'],
  jiedai: [0.06, '接待台与洽谈桌椅', '项'],
  meigong: [0.08, '写真画面', '㎡'],
  zulin: [0.06, 'LED屏与电视租赁', '项'],
  rengong: [0.15, '搭建与撤展人工', '人天'],
  yunshu: [0.05, '往返运输', '车次'],
};

/** A quotation body costing about `yuan`, its categories shifted a little by `k`. */
function quoteFor(yuan: number, area: number, k: number, validity: string): QuoteBody {
  const body: Record<string, unknown> = {};
  quoteCategories.forEach((c, i) => {
    const [share, name, unit] = SPLIT[c];
    // a standard booth made over has no 门头 and no rented screens; shares wobble by ±20 %
    const wobble = 1 + (((k * 7 + i * 3) % 9) - 4) / 20;
    const amount = Math.round(yuan * share * wobble);
    const qty = unit === '㎡' ? area : unit === '人天' ? Math.max(2, Math.round(area / 6)) : 1;
    body[c] =
      area < 18 && (c === 'mentou' || c === 'zulin')
        ? []
        : [{ name, spec: '', unit, qty, price: Math.round((amount / qty) * 100) }];
  });
  return {
    ...(body as Record<QuoteCategory, QuoteBody['dimian']>),
    id: 0,
    rev: 0,
    fees: [],
    exclusions: '不含主场管理费、电箱费与施工押金',
    validity,
    days: 3,
    conts: '',
    total: undefined,
    totals: undefined,
  } as unknown as QuoteBody;
}

async function memberIds(db: Db, list: ReadonlyArray<{ mobile: string; nickname: string; company: string }>) {
  for (const m of list) await insertMember(db, { ...m, usertype: 1, passwordHash: null });
  const rows = await db
    .select({ id: members.id, mobile: members.mobile })
    .from(members)
    .where(
      inArray(
        members.mobile,
        list.map((m) => m.mobile),
      ),
    );
  return list.map((m) => rows.find((r) => r.mobile === m.mobile)!.id);
}

/**
 * The market's history for the price references (issue 32): 216 finished build projects in six cities,
 * six booths each, over the last six quarters, each awarded to one of four history factories after three
 * quotations, published by eight history clients (members nobody logs in as). Then the references are
 * computed once (the nightly job keeps them fresh). Idempotent by the projects' order numbers.
 */
export async function seedDemoPrices(db: Db, now = new Date()): Promise<{ projects: number; cells: number }> {
  const [known] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(like(projects.orders, `${ORDERS}%`));
  if ((known?.n ?? 0) > 0) return { projects: 0, cells: 0 };
  const clients = await memberIds(db, CLIENTS);
  const factories = await memberIds(db, FACTORIES);
  const day = (d: Date) => chinaParts(d).date;
  // every row is computed first, then written in a few statements (issue 34 point 5: 216 projects
  // cost 864 round trips to the embedded database one by one)
  const rows: Array<{
    project: typeof projects.$inferInsert;
    priced: ReturnType<typeof pricedQuote>[];
    n: number;
  }> = [];
  let n = 0;
  for (const [ci, [city, prov, venue, level]] of CITIES.entries()) {
    for (const [bi, b] of BOOTHS.entries()) {
      for (let j = 0; j < 6; j++) {
        n += 1;
        const area = b.length * b.width;
        const show = new Date(now.getTime() - (20 + j * 91 + ((ci + bi) % 5) * 9) * DAY);
        const sdate = day(show);
        // ¥/㎡: the booth's level in the city, ±25 % from project to project
        const ppm = b.ppm * level * (0.75 + ((n * 37) % 51) / 100);
        const title = `${city.replace('市', '')}${b.length}×${b.width}米${b.name}搭建`;
        const validity = day(new Date(show.getTime() - 20 * DAY));
        const priced = [1, 1.12, 1.27].map((f, k) =>
          pricedQuote(quoteFor(ppm * area * f, area, n + k, validity)),
        );
        rows.push({
          n,
          priced,
          project: {
            orders: `${ORDERS}${String(n).padStart(6, '0')}`,
            memberId: clients[(ci * 3 + j) % clients.length]!,
            mobile: CLIENTS[(ci * 3 + j) % CLIENTS.length]!.mobile,
            title,
            showname: `${city.replace('市', '')}${['汽车', '医疗', '家具', '电子', '美博', '建材'][j]}展`,
            lengthCm: b.length * 100,
            widthCm: b.width * 100,
            heightCm: Math.round(b.height * 100),
            opens: b.opens,
            layer: b.layer,
            prov,
            city,
            addr: venue,
            selectcity: `${prov}/${city}`,
            sdate,
            edate: day(new Date(show.getTime() + 3 * DAY)),
            indate: day(new Date(show.getTime() - 2 * DAY)),
            bgdate: day(new Date(show.getTime() - 15 * DAY)),
            outdate: day(new Date(show.getTime() + 4 * DAY)),
            coins: Math.round(ppm * area * 1.1) * 100,
            conts: `<p>${title}，已完成。</p>`,
            checked: ReviewState.approved,
            searchText: projectSearch.vector({ title, showname: '', city, hall: '', text: '' }),
            createdAt: new Date(show.getTime() - 40 * DAY),
            // as the award and the accepted report left it (the quotation's id is set below)
            status: ProjectState.closed,
            factoryId: factories[n % factories.length]!,
            price: priced[0]!.total,
            quoted: 3,
            reportck: 1,
          },
        });
      }
    }
  }
  const cells = await db.transaction(async (tx) => {
    const made = await tx
      .insert(projects)
      .values(rows.map((r) => r.project))
      .returning({ id: projects.id, orders: projects.orders });
    const idOf = new Map(made.map((p) => [p.orders, p.id]));
    // the three quotations of each project in its order (the first won), so their ids run as before
    const quotes = rows.flatMap((r) =>
      r.priced.map((q, k) => ({
        projectId: idOf.get(r.project.orders)!,
        memberId: factories[(r.n + k) % factories.length]!,
        status: k === 0 ? QuoteState.won : QuoteState.lost,
        total: q.total,
        content: q.content,
      })),
    );
    const quoteIds = await tx.insert(projectQuotes).values(quotes).returning({
      id: projectQuotes.id,
      projectId: projectQuotes.projectId,
      memberId: projectQuotes.memberId,
    });
    const quoteOf = new Map(quoteIds.map((q) => [`${q.projectId}:${q.memberId}`, q.id]));
    await tx.insert(projectQuoteRevs).values(
      quotes.map((q) => ({
        quoteId: quoteOf.get(`${q.projectId}:${q.memberId}`)!,
        rev: 1,
        total: q.total,
        content: q.content,
      })),
    );
    await tx.execute(sql`
      UPDATE ${projects} p SET quote_id = q.id FROM ${projectQuotes} q
      WHERE q.project_id = p.id AND q.status = ${QuoteState.won} AND p.orders LIKE ${`${ORDERS}%`}`);
    return recompute(tx);
  });
  const made = rows.length;
  return { projects: made, cells };
}
