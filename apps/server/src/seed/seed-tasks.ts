import { randomInt } from 'node:crypto';
import { ReviewState, TaskState } from '@hz/contract/common/states';
import { and, eq } from 'drizzle-orm';
import { chinaParts } from '../lib/china-time.ts';
import { plainText, sanitizeRichText } from '../lib/rich-text.ts';
import { addOrbit, insertTask } from '../modules/tasks/tasks-repository.ts';
import { taskSearch } from '../modules/tasks/tasks-search.ts';
import type { Db } from '../db/client.ts';
import { demoClientAndOperator } from './seed.ts';
import { tasks } from '../db/schema/tasks.ts';

const DAY = 86_400_000;

/** The demo design tasks: open and approved, published by the demo client (13800000001). */
export const DEMO_TASKS = [
  {
    title: '2027上海国际车展 72㎡ 新能源品牌特装展台设计',
    prov: '上海市',
    city: '上海市',
    sizes: 72,
    opens: 3,
    layer: 1,
    style: '科技感',
    show: 40,
    days: 4,
    deadline: 25,
    cost: 8800,
    types: ['效果图', '施工图', '物料清单'],
    rounds: 2,
    tips: '需要预留一块 6×3 米的LED大屏位置',
    conts:
      '<p>新能源汽车品牌首次参展，展台需展示两台整车和一个电池包剖面模型。</p><p>功能分区：整车展示区、互动体验区、洽谈区（可坐8人）、储物间。主色调为品牌蓝与白色，整体要有科技感和未来感。</p>',
  },
  {
    title: '中国国际医疗器械博览会 36㎡ 标改展台设计',
    prov: '上海市',
    city: '上海市',
    sizes: 36,
    opens: 2,
    layer: 1,
    style: '现代简约',
    show: 30,
    days: 3,
    deadline: 18,
    cost: 3500,
    types: ['效果图', '平面图'],
    rounds: 1,
    tips: '',
    conts:
      '<p>医疗器械企业参展，展示三台小型检测设备，需要一个接待台和展品陈列柜。</p><p>风格简洁干净，以白色和浅灰为主，突出专业可信的形象。</p>',
  },
  {
    title: '深圳文博会 120㎡ 双层文化品牌展台设计',
    prov: '广东省',
    city: '深圳市',
    sizes: 120,
    opens: 4,
    layer: 2,
    style: '中式',
    show: 55,
    days: 5,
    deadline: 35,
    cost: 18000,
    types: ['效果图', '施工图', '灯光方案'],
    rounds: 3,
    tips: '二层作为VIP洽谈区',
    conts:
      '<p>文化创意企业的岛型展台，一层展示非遗手工艺品，二层为VIP洽谈区。</p><p>希望融入中式园林元素（月洞门、木格栅），灯光要突出展品质感。</p>',
  },
  {
    title: '广交会 18㎡ 家居用品展位设计',
    prov: '广东省',
    city: '广州市',
    sizes: 18,
    opens: 1,
    layer: 1,
    style: '自然生态',
    show: 21,
    days: 5,
    deadline: 12,
    cost: 1200,
    types: ['效果图'],
    rounds: 2,
    tips: '',
    conts:
      '<p>家居用品出口企业，标准展位改造，需要层板陈列墙和一张洽谈桌，风格自然温馨，多用木色与绿植。</p>',
  },
] as const;

/**
 * The demo design tasks (issue 13): a few approved open tasks of the demo client, so the task hall is not
 * empty on `npm start`, with their search vectors from the hall's own function and the timeline rows
 * 发布任务 and 审核通过. Dates are relative to `now`. Idempotent by title; nothing without the demo client.
 */
export async function seedDemoTasks(db: Db, now = new Date()): Promise<{ tasks: number }> {
  const { client, operator } = await demoClientAndOperator(db);
  if (!client) return { tasks: 0 };
  const day = (d: number) => chinaParts(new Date(now.getTime() + d * DAY)).date;
  let made = 0;
  for (const [i, t] of DEMO_TASKS.entries()) {
    const [known] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.memberId, client), eq(tasks.title, t.title)))
      .limit(1);
    if (known) continue;
    await db.transaction(async (tx) => {
      const conts = sanitizeRichText(t.conts);
      const orders = `T${day(0).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const id = await insertTask(tx, client, orders, {
        title: t.title,
        sizes: t.sizes,
        opens: t.opens,
        layer: t.layer,
        style: t.style,
        sdate: day(t.show),
        edate: day(t.show + t.days - 1),
        deadline: day(t.deadline),
        prov: t.prov,
        city: t.city,
        tips: t.tips,
        cost: t.cost * 100,
        conts,
        attach: [],
        types: [...t.types],
        rounds: t.rounds,
        searchText: taskSearch.vector({
          title: t.title,
          style: t.style,
          types: t.types,
          tips: t.tips,
          city: t.city,
          text: plainText(conts),
        }),
      });
      // published a little apart, newest first in the hall as listed here
      const at = new Date(now.getTime() - (DEMO_TASKS.length - i) * 3600_000);
      await tx
        .update(tasks)
        .set({ checked: ReviewState.approved, reviewedBy: operator, reviewedAt: now, createdAt: at })
        .where(eq(tasks.id, id));
      await addOrbit(tx, {
        taskId: id,
        action: 'publish',
        actor: 'client',
        actorId: client,
        state: TaskState.open,
      });
      await addOrbit(tx, {
        taskId: id,
        action: 'approve',
        actor: 'operator',
        actorId: operator,
        state: TaskState.open,
      });
    });
    made += 1;
  }
  return { tasks: made };
}
