import { randomInt } from 'node:crypto';
import { ProjectState, ReviewState } from '@hz/contract/common/states';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { chinaParts } from '../lib/china-time.ts';
import { plainText, sanitizeRichText } from '../lib/rich-text.ts';
import { addOrbit, insertProject } from '../modules/projects/projects-repository.ts';
import { projectSearch } from '../modules/projects/projects-search.ts';
import type { Db } from '../db/client.ts';
import { demoClientAndOperator } from './seed.ts';
import { projects } from '../db/schema/projects.ts';
import { models } from '../db/schema/models.ts';
import { showModels } from '../db/schema/shows.ts';

const DAY = 86_400_000;

/**
 * The demo build projects: open and approved, published by the demo client (13800000001). Sizes in
 * metres, the budget in yuan, days relative to today: `show` the opening, `days` its length, move-in two
 * days before, 报馆 `bg` days before the opening, teardown the day after.
 */
export const DEMO_PROJECTS = [
  {
    title: '2027上海国际车展 9×8米 双层特装展台搭建',
    showname: '2027上海国际汽车工业展览会',
    hall: '7.1号馆',
    booth: '7.1A08',
    length: 9,
    width: 8,
    height: 6.5,
    opens: 3,
    layer: 2,
    prov: '上海市',
    city: '上海市',
    strt: '青浦区',
    addr: '崧泽大道333号 国家会展中心',
    show: 45,
    days: 5,
    bg: 20,
    coins: 260000,
    peoples: 14,
    conts:
      '<p>新能源汽车品牌双层展台，一层展示两台整车，二层为VIP洽谈区（可坐12人）。</p><p>需含地台、LED屏安装与灯光，施工图已确定，欢迎按分项报价。</p>',
  },
  {
    title: '中国国际医疗器械博览会 6×6米 特装展位搭建',
    showname: '中国国际医疗器械博览会',
    hall: '3号馆',
    booth: '3C21',
    length: 6,
    width: 6,
    height: 4,
    opens: 2,
    layer: 1,
    prov: '广东省',
    city: '深圳市',
    strt: '宝安区',
    addr: '福海街道展城路1号 深圳国际会展中心',
    show: 32,
    days: 4,
    bg: 15,
    coins: 68000,
    peoples: 6,
    conts: '<p>医疗器械企业的角位展台，白色烤漆背板、三个产品展示柜和一个接待台，风格简洁专业。</p>',
  },
  {
    title: '广交会 3×3米 标摊升级搭建',
    showname: '中国进出口商品交易会',
    hall: '11.2号馆',
    booth: '11.2H15',
    length: 3,
    width: 3,
    height: 2.5,
    opens: 1,
    layer: 1,
    prov: '广东省',
    city: '广州市',
    strt: '海珠区',
    addr: '阅江中路380号 广交会展馆',
    show: 24,
    days: 5,
    bg: 10,
    coins: 9800,
    peoples: 2,
    conts: '<p>标准展位升级：层板陈列墙、门楣灯箱和一张洽谈桌，木纹贴面。</p>',
  },
] as const;

/**
 * The demo build projects (issue 14): a few approved open projects of the demo client, so the project
 * hall is not empty on `npm start`, with their search vectors from the hall's own function and the timeline
 * rows 发布项目 and 审核通过. Idempotent by title; nothing without the demo client.
 */
export async function seedDemoProjects(db: Db, now = new Date()): Promise<{ projects: number }> {
  const { client, operator } = await demoClientAndOperator(db);
  if (!client) return { projects: 0 };
  const day = (d: number) => chinaParts(new Date(now.getTime() + d * DAY)).date;
  let made = 0;
  for (const [i, p] of DEMO_PROJECTS.entries()) {
    const [known] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.memberId, client), eq(projects.title, p.title)))
      .limit(1);
    if (known) continue;
    await db.transaction(async (tx) => {
      const conts = sanitizeRichText(p.conts);
      const orders = `P${day(0).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const id = await insertProject(tx, client, orders, {
        groupid: '0',
        mobile: '13800000001',
        title: p.title,
        exhibitionId: null,
        showname: p.showname,
        hall: p.hall,
        booth: p.booth,
        lengthCm: Math.round(p.length * 100),
        widthCm: Math.round(p.width * 100),
        heightCm: Math.round(p.height * 100),
        opens: p.opens,
        layer: p.layer,
        prov: p.prov,
        city: p.city,
        strt: p.strt,
        addr: p.addr,
        selectcity: `${p.prov}/${p.city}`,
        sdate: day(p.show),
        edate: day(p.show + p.days - 1),
        indate: day(p.show - 2),
        bgdate: day(p.show - p.bg),
        outdate: day(p.show + p.days),
        coins: p.coins * 100,
        peoples: p.peoples,
        picture: [],
        workpic: [],
        attach: [],
        contract: [],
        conts,
        searchText: projectSearch.vector({
          title: p.title,
          showname: p.showname,
          city: p.city,
          hall: p.hall,
          text: plainText(conts),
        }),
      });
      // published a little apart, newest first in the hall as listed here
      const at = new Date(now.getTime() - (DEMO_PROJECTS.length - i) * 3600_000);
      await tx
        .update(projects)
        .set({ checked: ReviewState.approved, reviewedBy: operator, reviewedAt: now, createdAt: at })
        .where(eq(projects.id, id));
      const orbit = { projectId: id, state: ProjectState.open };
      await addOrbit(tx, { ...orbit, action: 'publish', actor: 'client', actorId: client });
      await addOrbit(tx, { ...orbit, action: 'approve', actor: 'operator', actorId: operator });
    });
    made += 1;
  }
  return { projects: made };
}

/**
 * The 3D models the demo client uses for their first demo show (decision 064): two of the demo models
 * (seed-models.ts), so the show plan's 使用的3D模型 is not empty on `npm start`. Idempotent; nothing
 * without the demo client, the show's project or the models.
 */
export const DEMO_SHOW_MODELS = ['3×3标准展位壳体', '展会接待前台'] as const;

export async function seedDemoShowModels(db: Db): Promise<{ models: number }> {
  const { client } = await demoClientAndOperator(db);
  if (!client) return { models: 0 };
  const showname = DEMO_PROJECTS[0].showname;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.memberId, client), eq(projects.showname, showname), isNull(projects.exhibitionId)))
    .limit(1);
  if (!project) return { models: 0 };
  const found = await db
    .select({ id: models.id, title: models.title })
    .from(models)
    .where(and(inArray(models.title, [...DEMO_SHOW_MODELS]), isNull(models.deletedAt)));
  // attached in reverse, so the plan (latest first) lists them as named
  const ids = [...DEMO_SHOW_MODELS].reverse().flatMap((t) =>
    found
      .filter((m) => m.title === t)
      .slice(0, 1)
      .map((m) => m.id),
  );
  let made = 0;
  for (const [i, modelId] of ids.entries()) {
    const r = await db
      .insert(showModels)
      .values({
        memberId: client,
        exhibitionId: null,
        showname,
        modelId,
        createdAt: new Date(Date.now() + i),
      })
      .onConflictDoNothing()
      .returning({ id: showModels.modelId });
    made += r.length;
  }
  return { models: made };
}
