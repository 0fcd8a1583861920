import { itemLinks } from '@hz/contract/common/links';
import {
  MAX_SUBSCRIPTIONS,
  type SubscriptionBody,
  type SubscriptionItem,
  subscriptionSummary,
} from '@hz/contract/subscriptions';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan } from '../../lib/money.ts';
import { keyedHash, sameHash } from '../../lib/tokens.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import { DIGEST_AT, nextChinaMinute } from '../notices/notice-timing.ts';
import type { Notify } from '../notices/notices-service.ts';
import * as repo from './subscriptions-repository.ts';

/**
 * Subscriptions (issue 28 point 5, decision 052). An operator's approval of a task or project enqueues
 * `subscriptions.match` in the decision's transaction; the job records the fitting subscriptions with one
 * SQL statement (one row per member × item) and enqueues `subscriptions.deliver`, which writes the instant
 * notices in batches; digest matches wait for `subscriptions.digest` at 09:00 China time, one per member
 * and day. Every notice carries a signed link (`/unsubscribe?token=`) that pauses its subscription.
 */

export const MATCH_JOB = 'subscriptions.match';
export const DELIVER_JOB = 'subscriptions.deliver';
export const DIGEST_JOB = 'subscriptions.digest';
/** Instant notices written per transaction. */
const BATCH = 200;
/** How long an unsubscribe link works. */
const TOKEN_DAYS = 90;

type ItemKind = 'project' | 'task';

const m2 = (cm2: number | null) => (cm2 === null ? null : cm2 / 10_000);
const yuanOf = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

function toItem(r: { s: repo.SubscriptionRow; showname: string; matched: number }): SubscriptionItem {
  const s = r.s;
  const money = s.kind === 'project';
  const c = {
    kind: s.kind,
    prov: s.prov,
    city: s.city,
    kw: s.kw,
    minArea: m2(s.minAreaCm2),
    maxArea: m2(s.maxAreaCm2),
    minCoins: money ? yuanOf(s.minFen) : null,
    maxCoins: money ? yuanOf(s.maxFen) : null,
    layer: s.layer,
    opens: s.opens,
    style: s.style,
    minCost: s.kind === 'task' ? yuanOf(s.minFen) : null,
    maxCost: s.kind === 'task' ? yuanOf(s.maxFen) : null,
    exhibitionId: s.exhibitionId,
    showname: r.showname,
  };
  return {
    ...c,
    id: s.id,
    delivery: s.delivery,
    paused: s.paused,
    summary: subscriptionSummary(c),
    matched: Number(r.matched),
    created: s.createdAt.toISOString(),
  };
}

/** The stored row of a subscription body: only the fields of its kind; areas in cm², money in fen. */
function rowOf(memberId: number, b: SubscriptionBody): repo.NewSubscription {
  const cm2 = (a: number | undefined) => (a === undefined || a === 0 ? null : Math.round(a * 10_000));
  const fen = (f: number | undefined) => (f === undefined || f === 0 ? null : f);
  const base = { memberId, kind: b.kind, delivery: b.delivery };
  if (b.kind === 'show') return { ...base, exhibitionId: b.exhibitionId! };
  const place = { prov: b.prov, city: b.city };
  if (b.kind === 'task')
    return { ...base, ...place, style: b.style ?? '', minFen: fen(b.minCost), maxFen: fen(b.maxCost) };
  return {
    ...base,
    ...place,
    kw: b.kw,
    minAreaCm2: cm2(b.minArea),
    maxAreaCm2: cm2(b.maxArea),
    minFen: fen(b.minCoins),
    maxFen: fen(b.maxCoins),
    layer: b.layer ?? null,
    opens: b.opens ?? null,
  };
}

export function createSubscriptionsService(deps: {
  db: Db;
  jobs: JobsService;
  notify: Notify;
  secret: string;
  publicUrl: string | undefined;
}) {
  const { db, jobs, notify } = deps;

  // ---- the signed unsubscribe link: `<id>.<expiry, base 36 seconds>.<signature>` ----
  const sig = (id: number, exp: string) => keyedHash(deps.secret, `unsubscribe:${id}:${exp}`).slice(0, 22);
  function tokenFor(id: number, now = Date.now()) {
    const exp = Math.floor(now / 1000 + TOKEN_DAYS * 86_400).toString(36);
    return `${id}.${exp}.${sig(id, exp)}`;
  }
  const unsubscribeUrl = (id: number) =>
    `${deps.publicUrl ?? ''}/unsubscribe?token=${encodeURIComponent(tokenFor(id))}`;

  /** What a notice says of its subscription: its summary and the link that ends it. */
  async function unsubscribeLine(tx: Tx, s: repo.SubscriptionRow) {
    const item = toItem({ s, showname: await repo.exhibitionTitle(tx, s.exhibitionId), matched: 0 });
    return `订阅“${item.summary}”，不想再收到可一键退订：${unsubscribeUrl(s.id)}`;
  }

  jobs.define<{ kind: ItemKind; id: number }>({
    name: MATCH_JOB,
    title: '匹配订阅新项目或任务',
    async run(p, { tx }) {
      const found = p.kind === 'project' ? await repo.matchProject(tx, p.id) : await repo.matchTask(tx, p.id);
      if (found.some((m) => m.delivery === 'instant'))
        await jobs.enqueue(tx, {
          name: DELIVER_JOB,
          payload: p,
          key: `subscription-deliver:${p.kind}:${p.id}`,
        });
      const date = chinaParts(nextChinaMinute(new Date(), DIGEST_AT)).date;
      for (const m of found.filter((x) => x.delivery === 'digest'))
        await jobs.enqueue(tx, {
          name: DIGEST_JOB,
          payload: { member: m.member_id, date },
          runAt: nextChinaMinute(new Date(), DIGEST_AT),
          key: `subscription-digest:${m.member_id}:${date}`,
        });
    },
  });

  /** The instant notices of an item, a batch per transaction, until none is left. */
  async function deliver(kind: ItemKind, itemId: number) {
    const link = itemLinks[kind](itemId);
    const what = kind === 'project' ? '搭建项目' : '设计任务';
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const batch = await repo.pendingInstant(tx, kind, itemId, BATCH);
        for (const { m, s } of batch) {
          if (s.paused) continue;
          await notify(tx, 'subscription.match', {
            to: m.memberId,
            kind,
            title: `订阅推送：新的${what}`,
            conts: `“${m.title}”符合您的${await unsubscribeLine(tx, s)}`,
            short: `新的${what}：${m.title}`,
            link,
          });
        }
        await repo.markNotified(
          tx,
          batch.map((b) => b.m.id),
        );
        return batch.length;
      });
      if (n < BATCH) return;
    }
  }

  jobs.define<{ kind: ItemKind; id: number }>({
    name: DELIVER_JOB,
    title: '发送订阅即时推送',
    transactional: false,
    run: (p) => deliver(p.kind, p.id),
  });

  jobs.define<{ member: number; date: string }>({
    name: DIGEST_JOB,
    title: '发送订阅每日汇总',
    async run(p, { tx }) {
      const rows = await repo.pendingDigest(tx, p.member);
      if (rows.length === 0) return;
      const items = rows
        .slice(0, 20)
        .map(
          ({ m }, i) =>
            `${i + 1}. ${m.itemKind === 'project' ? '搭建项目' : '设计任务'}“${m.title}”：${itemLinks[m.itemKind](m.itemId)}`,
        );
      const more = rows.length > 20 ? [`另有${rows.length - 20}个，请在大厅查看。`] : [];
      const subs = [...new Map(rows.map(({ s }) => [s.id, s])).values()];
      const lines = [];
      for (const s of subs) lines.push(await unsubscribeLine(tx, s));
      await notify(tx, 'subscription.match', {
        to: p.member,
        kind: 'system',
        title: `订阅日报：${rows.length}个新项目或任务`,
        conts: [...items, ...more, ...lines].join('\n'),
        short: `您订阅的${rows.length}个新项目或任务已发布`,
        link: '/personCenter/subscriptions',
      });
      await repo.markNotified(
        tx,
        rows.map((r) => r.m.id),
      );
    },
  });

  async function itemOf(tx: Tx, memberId: number, id: number) {
    const r = await repo.findOwn(tx, memberId, id);
    if (!r) throw new AppError('not_found', '订阅不存在或已删除');
    return toItem(r);
  }

  return {
    /** For the content module's hook: an approved task or project is matched after the decision commits. */
    async approved(tx: Tx, kind: ItemKind, id: number) {
      await jobs.enqueue(tx, {
        name: MATCH_JOB,
        payload: { kind, id },
        key: `subscription-match:${kind}:${id}`,
      });
    },

    async add(memberId: number, b: SubscriptionBody) {
      return db.transaction(async (tx) => {
        if (b.kind === 'show' && (await repo.approvedExhibition(tx, b.exhibitionId!)) === undefined)
          throw new AppError('not_found', '展会不存在或未通过审核');
        await repo.lockMember(tx, memberId);
        if ((await repo.countOf(tx, memberId)) >= MAX_SUBSCRIPTIONS)
          throw new AppError('limit_exceeded', `每人最多${MAX_SUBSCRIPTIONS}个订阅，请先删除不需要的订阅`);
        const id = await repo.insert(tx, rowOf(memberId, b));
        return itemOf(tx, memberId, id);
      });
    },

    async list(memberId: number) {
      const rows = await repo.listOf(db, memberId);
      return { listItem: rows.map(toItem), total: rows.length, max: MAX_SUBSCRIPTIONS };
    },

    async pause(memberId: number, id: number, paused: boolean) {
      return db.transaction(async (tx) => {
        await itemOf(tx, memberId, id);
        await repo.setPaused(tx, id, paused);
        return itemOf(tx, memberId, id);
      });
    },

    async remove(memberId: number, id: number) {
      const gone = await db.transaction((tx) => repo.remove(tx, memberId, id));
      if (!gone) throw new AppError('not_found', '订阅不存在或已删除');
      return {};
    },

    tokenFor,

    /**
     * The unsubscribe link's page: a valid token pauses its subscription (again is harmless); a tampered
     * or expired one changes nothing. No login: the signature is the proof.
     */
    async unsubscribe(token: string, now = Date.now()): Promise<'done' | 'invalid' | 'expired' | 'gone'> {
      const m = /^(\d{1,15})\.([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
      if (!m) return 'invalid';
      const id = Number(m[1]);
      if (!sameHash(m[3]!, sig(id, m[2]!))) return 'invalid';
      if (Number.parseInt(m[2]!, 36) * 1000 < now) return 'expired';
      const found = await db.transaction((tx) => repo.setPaused(tx, id, true));
      return found ? 'done' : 'gone';
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
