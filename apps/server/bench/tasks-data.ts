/**
 * Design tasks for the tasks bench (issue 13): N tasks published by 2 000 clients, in the states a live
 * market holds — 40 % open and approved (the hall), 5 % open waiting for review, 10 % under way
 * (`ongoing`, a designer and a fee), 30 % completed, 15 % closed — with titles, styles, deliverables,
 * booth sizes, fees and show dates drawn from word lists and ranges, published over the last year.
 * Deterministic (seeded). Rows are written in bulk (`INSERT … SELECT FROM unnest(…)`), the search vectors
 * built by the module's own registration (`tasks-search.ts`), so the hall's partial indexes hold exactly
 * what they would.
 */
import { TaskState } from '@hz/contract/common/states';
import { taskDeliverables, taskStyles } from '@hz/contract/tasks';
import type { Database } from '../src/db/client.ts';
import { chinaParts } from '../src/lib/china-time.ts';
import { taskSearch } from '../src/modules/tasks/tasks-search.ts';

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
const DESIGNERS = 300;
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
const KINDS = ['特装展台设计', '展台设计', '双层展台设计', '岛型展位设计', '品牌展厅设计', '标摊升级设计'];
const ASKS = [
  '需要体现品牌主色，设置洽谈区和产品展示墙。',
  '希望有科技感的灯光和大屏，预留直播位。',
  '展示三款新品，需要储物间和接待台。',
  '开放式布局，吸引人流，动线清晰。',
  '需要二层贵宾洽谈区，一层产品体验区。',
  '环保材料优先，可重复搭建使用。',
  '突出中式元素，整体简洁大气。',
];
const TIPS = ['', '', '预算可适当上浮', '请附上往届作品', '需提供施工图', '可先出概念草图'];

const pick = <T>(r: () => number, l: readonly T[]) => l[Math.floor(r() * l.length)]!;
const arrayLiteral = (l: readonly string[]) => `{${l.map((x) => `"${x}"`).join(',')}}`;
const dayOf = (d: Date) => chinaParts(d).date;

/** Task `i` (the same `i` always gives the same row). */
export function makeTask(i: number, today: Date) {
  const r = prng(i * 2_654_435_761 + 7);
  const u = r();
  const status =
    u < 0.45
      ? TaskState.open
      : u < 0.55
        ? TaskState.ongoing
        : u < 0.85
          ? TaskState.completed
          : TaskState.closed;
  const checked = status === TaskState.open && u >= 0.4 ? 0 : 1;
  const show = pick(r, SHOWS);
  const sizes = pick(r, [9, 18, 36, 54, 72, 96, 120, 160, 200, 300]);
  const title = `${show} ${sizes}㎡ ${pick(r, KINDS)}`;
  const style = pick(r, taskStyles);
  const types = taskDeliverables.filter(() => r() < 0.4);
  if (types.length === 0) types.push('效果图');
  const tips = pick(r, TIPS);
  const text = `${show}，展位${sizes}㎡。${pick(r, ASKS)}${pick(r, ASKS)}`;
  const created = new Date(
    today.getTime() - Math.floor(r() * 365) * 86_400_000 - Math.floor(r() * 86_400_000),
  );
  const sdate = new Date(today.getTime() + (10 + Math.floor(r() * 120)) * 86_400_000);
  const cost = (5 + Math.floor(r() * 95)) * 100_00; // ¥500–¥9,900
  const hasDesigner = status !== TaskState.open && status !== TaskState.closed;
  return {
    orders: `B${String(i).padStart(12, '0')}`,
    client: i % CLIENTS,
    designer: hasDesigner ? i % DESIGNERS : -1,
    title,
    sizes,
    opens: 1 + Math.floor(r() * 4),
    layer: r() < 0.2 ? 2 : 1,
    style,
    sdate: dayOf(sdate),
    edate: dayOf(new Date(sdate.getTime() + (2 + Math.floor(r() * 3)) * 86_400_000)),
    deadline: dayOf(new Date(sdate.getTime() - (3 + Math.floor(r() * 8)) * 86_400_000)),
    tips,
    cost,
    fee: hasDesigner ? cost - Math.floor(r() * 5) * 100_00 : 0,
    conts: `<p>${text}</p>`,
    types,
    rounds: Math.floor(r() * 4),
    status,
    checked,
    applied: Math.floor(r() * 12),
    created,
    searchText: taskSearch.vector({ title, style, types, tips, text }),
  };
}

async function insertMembers(database: Database) {
  const [have] = await database.query<{ n: string }>(
    "SELECT count(*) AS n FROM members WHERE cardno LIKE '6%'",
  );
  if (Number(have!.n) > 0) return;
  const n = CLIENTS + DESIGNERS;
  const cardnos = Array.from({ length: n }, (_, i) => `6${String(i).padStart(7, '0')}`);
  await database.query(
    `INSERT INTO members (cardno, mobile, name, company, personauth, businsauth)
     SELECT c, m, nm, co, 1, b FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::smallint[])
       AS t(c, m, nm, co, b)`,
    [
      cardnos,
      cardnos.map((_, i) => `166${String(i).padStart(8, '0')}`),
      cardnos.map((_, i) => (i < CLIENTS ? `客户${i}` : `设计师${i - CLIENTS}`)),
      cardnos.map((_, i) => (i < CLIENTS ? `测试展览有限公司${i}` : '')),
      cardnos.map((_, i) => (i < CLIENTS ? 1 : 0)),
    ],
  );
}

async function memberIds(database: Database) {
  const rows = await database.query<{ id: string; cardno: string }>(
    "SELECT id, cardno FROM members WHERE cardno LIKE '6%' ORDER BY cardno",
  );
  const ids = rows.map((r) => Number(r.id));
  return { clients: ids.slice(0, CLIENTS), designers: ids.slice(CLIENTS) };
}

async function insertBatch(
  database: Database,
  from: number,
  to: number,
  today: Date,
  who: { clients: number[]; designers: number[] },
) {
  const rows = Array.from({ length: to - from }, (_, k) => makeTask(from + k, today));
  const col = <T>(f: (x: (typeof rows)[number]) => T) => rows.map(f);
  await database.query(
    `INSERT INTO tasks (orders, member_id, designer_id, title, sizes, opens, layer, style, sdate, edate, deadline,
       tips, cost, fee, conts, types, rounds, status, checked, applied, search_text, created_at, updated_at)
     SELECT o, m, nullif(d, 0), ti, sz, op, ly, st, sd::date, ed::date, dl::date, tp, c, f, ct, ty::text[], rd, s,
       ck, ap, vec::tsvector, cr, cr
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::int[], $6::smallint[], $7::smallint[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::bigint[], $14::bigint[], $15::text[],
       $16::text[], $17::smallint[], $18::text[], $19::smallint[], $20::int[], $21::text[], $22::timestamptz[])
       AS t(o, m, d, ti, sz, op, ly, st, sd, ed, dl, tp, c, f, ct, ty, rd, s, ck, ap, vec, cr)`,
    [
      col((x) => x.orders),
      col((x) => who.clients[x.client]!),
      col((x) => (x.designer < 0 ? 0 : who.designers[x.designer]!)),
      col((x) => x.title),
      col((x) => x.sizes),
      col((x) => x.opens),
      col((x) => x.layer),
      col((x) => x.style),
      col((x) => x.sdate),
      col((x) => x.edate),
      col((x) => x.deadline),
      col((x) => x.tips),
      col((x) => x.cost),
      col((x) => x.fee),
      col((x) => x.conts),
      col((x) => arrayLiteral(x.types)),
      col((x) => x.rounds),
      col((x) => x.status),
      col((x) => x.checked),
      col((x) => x.applied),
      col((x) => x.searchText),
      col((x) => x.created.toISOString()),
    ],
  );
}

/** Adds tasks `from` to `to - 1` (and the members, once). Returns the seconds taken. */
export async function addTasks(database: Database, from: number, to: number, today = new Date()) {
  const started = performance.now();
  await insertMembers(database);
  const who = await memberIds(database);
  for (let start = from; start < to; start += BATCH)
    await insertBatch(database, start, Math.min(start + BATCH, to), today, who);
  await database.query('VACUUM (ANALYZE) tasks');
  await database.query('VACUUM (ANALYZE) members');
  return (performance.now() - started) / 1000;
}
