import { profileLinks } from '@hz/contract/common/links';
import { ProjectState, ReviewState, TaskState } from '@hz/contract/common/states';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { consultMessages, consultThreads } from '../db/schema/consult.ts';
import { members } from '../db/schema/members.ts';
import { messages } from '../db/schema/messages.ts';
import { projects } from '../db/schema/projects.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import { tasks } from '../db/schema/tasks.ts';
import { insertJob } from '../modules/jobs/jobs-repository.ts';
import { threadLink } from '../modules/consult/consult-service.ts';
import { publicProfileRef } from '../modules/people/profiles-service.ts';
import { MATCH_JOB } from '../modules/subscriptions/subscriptions-service.ts';

const MINUTE = 60_000;

/** The demo conversations: who asks whom (demo mobiles), what, and the answer with its delay. */
const DEMO_THREADS = [
  {
    asker: '13800000001',
    owner: '13800000002',
    kind: 'designer',
    ask: '您好，我们明年上海车展有一个72㎡的三面开口展台，想了解一下您做科技风展台的报价和出图周期。',
    askedAgo: 180,
    answer:
      '您好！72㎡三面开口的特装展台，效果图一般5–7个工作日，含两轮修改。可以先发布设计任务并邀请我报名，我会附上方案思路。',
    answerAfter: 45,
  },
  {
    asker: '13800000001',
    owner: '13800000003',
    kind: 'factory',
    ask: '请问贵司在国家会展中心（上海）做过双层展台吗？9×8米的双层特装，大概需要多少天搭建？',
    askedAgo: 30,
    answer: null,
    answerAfter: 0,
  },
] as const;

/**
 * The demo members' subscriptions (decision 052): the factory to build projects in 上海, the designer to
 * design tasks in 上海, both told at once.
 */
const DEMO_SUBSCRIPTIONS = [
  { mobile: '13800000003', kind: 'project', prov: '上海市' },
  { mobile: '13800000002', kind: 'task', prov: '上海市' },
] as const;

/**
 * What reaches members off the site (issue 28), so that the demo logins do not open empty screens: two
 * consultations of the demo client (the designer answered one; the factory has one unread, with its
 * notice), and the factory's and the designer's subscriptions. Their matches are not written here: the
 * match job of each approved open demo project and task is queued, and the server's own workers match
 * them, write the notices and send the SMS through the configured provider (the dev one records them for
 * the console's 通知记录) — the path a real approval takes. Idempotent: a conversation of the pair, or a
 * subscription of the member, is left as it is.
 */
export async function seedDemoReach(
  db: Db,
  now = new Date(),
): Promise<{ threads: number; subscriptions: number }> {
  const mobiles = ['13800000001', '13800000002', '13800000003'];
  const who = await db
    .select({ id: members.id, mobile: members.mobile })
    .from(members)
    .where(inArray(members.mobile, mobiles));
  const idOf = new Map(who.map((m) => [m.mobile, m.id]));
  if (mobiles.some((m) => !idOf.has(m))) return { threads: 0, subscriptions: 0 };
  let threads = 0;
  let subs = 0;
  await db.transaction(async (tx) => {
    for (const t of DEMO_THREADS)
      if (await seedThread(tx, idOf.get(t.asker)!, idOf.get(t.owner)!, t, now)) threads++;
    for (const s of DEMO_SUBSCRIPTIONS) {
      const memberId = idOf.get(s.mobile)!;
      const [known] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.memberId, memberId))
        .limit(1);
      if (known) continue;
      await tx.insert(subscriptions).values({ memberId, kind: s.kind, delivery: 'instant', prov: s.prov });
      subs++;
    }
    if (subs > 0) await queueMatches(tx, idOf.get('13800000001')!);
  });
  return { threads, subscriptions: subs };
}

async function seedThread(
  tx: Tx,
  askerId: number,
  ownerId: number,
  t: (typeof DEMO_THREADS)[number],
  now: Date,
): Promise<boolean> {
  const [known] = await tx
    .select({ id: consultThreads.id })
    .from(consultThreads)
    .where(
      sql`LEAST(${consultThreads.askerId}, ${consultThreads.ownerId}) = ${Math.min(askerId, ownerId)}
        AND GREATEST(${consultThreads.askerId}, ${consultThreads.ownerId}) = ${Math.max(askerId, ownerId)}`,
    )
    .limit(1);
  if (known) return false;
  const [owner] = await tx.select({ cardno: members.cardno }).from(members).where(eq(members.id, ownerId));
  const profile = owner ? await publicProfileRef(tx, owner.cardno, t.kind) : null;
  if (!profile) return false;
  const askedAt = new Date(now.getTime() - t.askedAgo * MINUTE);
  const context = {
    kind: t.kind,
    id: 0,
    title: profile.name,
    cover: profile.logo,
    link: profileLinks[t.kind](profile.cardno),
  };
  const [thread] = await tx
    .insert(consultThreads)
    .values({ askerId, ownerId, kind: t.kind, context, lastAt: askedAt, createdAt: askedAt })
    .returning({ id: consultThreads.id });
  const id = thread!.id;
  const [asked] = await tx
    .insert(consultMessages)
    .values({ threadId: id, memberId: askerId, conts: t.ask, context, createdAt: askedAt })
    .returning({ id: consultMessages.id });
  let lastId = asked!.id;
  let lastAt = askedAt;
  if (t.answer) {
    lastAt = new Date(askedAt.getTime() + t.answerAfter * MINUTE);
    const [answered] = await tx
      .insert(consultMessages)
      .values({ threadId: id, memberId: ownerId, conts: t.answer, createdAt: lastAt })
      .returning({ id: consultMessages.id });
    lastId = answered!.id;
  } else {
    // the owner has not read it yet: the notice the outbox writes for a new question
    const [asker] = await tx
      .select({ company: members.company })
      .from(members)
      .where(eq(members.id, askerId));
    await tx.insert(messages).values({
      memberId: ownerId,
      kind: 'consult',
      title: '新的咨询',
      conts: `${asker?.company || '会员'}：${t.ask.slice(0, 60)}…`,
      link: threadLink(id),
      createdAt: askedAt,
    });
  }
  await tx
    .update(consultThreads)
    .set({
      lastId,
      lastAt,
      askerRead: lastId,
      ownerRead: t.answer ? lastId : 0,
      firstReplyAt: t.answer ? lastAt : null,
    })
    .where(eq(consultThreads.id, id));
  return true;
}

/** The match job of each approved open demo project and task, as an approval queues it. */
async function queueMatches(tx: Tx, clientId: number) {
  const open = <K extends 'project' | 'task'>(kind: K, ids: { id: number }[]) =>
    ids.map((r) => ({ kind, id: r.id }));
  const items = [
    ...open(
      'project',
      await tx
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.memberId, clientId),
            eq(projects.checked, ReviewState.approved),
            eq(projects.status, ProjectState.open),
          ),
        ),
    ),
    ...open(
      'task',
      await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.memberId, clientId),
            eq(tasks.checked, ReviewState.approved),
            eq(tasks.status, TaskState.open),
          ),
        ),
    ),
  ];
  for (const p of items)
    await insertJob(tx, {
      name: MATCH_JOB,
      payload: p,
      key: `subscription-match:${p.kind}:${p.id}`,
      maxAttempts: 5,
    });
}
