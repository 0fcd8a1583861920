import { ReviewState } from '@hz/contract/common/states';
import { type ContentItem, type ContentKind, contentKindNames } from '@hz/contract/content';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { reviewMachine } from '../../lib/review.ts';
import { dbNow, transition } from '../../lib/state-transition.ts';
import { sentence } from '../../lib/sentence.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import { thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './content-repository.ts';

export type { ContentRow, ModeratedKind } from './content-repository.ts';

/** The check a publishing module runs before adding an item that waits for review (`requirePendingRoom`). */
export type PendingRoom = (tx: Tx, kind: ContentKind, memberId: number) => Promise<void>;

/**
 * Moderation of every published kind (DESIGN §5; docs/domains/listings.md "Moderation"): each kind
 * registers once (`ModeratedKind`: its table, what a row shows, its page), and gets the publisher's list
 * (`Article/myList`), the operators' queue and decision (`Admin/contentList|contentReview`) and the
 * per-member pending limit from here. A decision moves `checked` through the review machine
 * (`lib/review.ts`) as one guarded update, with its timeline row, audit entry and the publisher's
 * message in the same transaction.
 */
export function createContentService(deps: {
  db: Db;
  notify: Notify;
  audit: AuditService;
  kinds: ModeratedKindList;
}) {
  const { db, notify, audit } = deps;
  const byKind = new Map(deps.kinds.map((k) => [k.kind, k]));
  // the audit log shows a decided item's title and publisher, and opens it in the console's review
  for (const k of deps.kinds) {
    audit.defineTarget({
      kind: k.kind,
      title: (id) => repo.titleOf(k, id),
      memberId: (id) => repo.publisherOf(k, id),
      link: (o) => `/admin/content?kind=${k.kind}&id=${o.id}`,
    });
  }
  const of = (kind: ContentKind) => {
    const k = byKind.get(kind);
    if (!k) throw new AppError('invalid_params', '内容类型不正确');
    return k;
  };

  const item = (k: repo.ModeratedKind, r: repo.ContentRow): ContentItem => {
    const { date, time } = chinaParts(r.updatedAt);
    return {
      id: r.id,
      kind: k.kind,
      title: r.title,
      sub: r.sub,
      city: r.city,
      sdate: r.sdate,
      edate: r.edate,
      // a kind without a picture (a design task) has no cover
      cover: r.cover ? thumbUrl(r.cover) : '',
      link: k.link(r.id, r.cardno),
      cardno: r.cardno,
      checked: r.checked,
      reason: r.checked === ReviewState.rejected ? r.reason : '',
      dates: date,
      times: time,
      version: r.updatedAt.toISOString(),
    };
  };
  const paging = (b: { page: number; pageSize: number }) => ({
    offset: (b.page - 1) * b.pageSize,
    limit: b.pageSize,
  });

  return {
    /**
     * Refuses a new item when the member already has the kind's limit waiting for review. Call it in the
     * publishing transaction, before the insert: it serialises the member's publishing so that the
     * count and the insert cannot interleave.
     */
    async requirePendingRoom(tx: Tx, kind: ContentKind, memberId: number) {
      const k = of(kind);
      await repo.lockMember(tx, memberId);
      if ((await repo.countPending(tx, k, memberId)) >= k.pendingLimit) {
        const { unit, verb } = k.pending ?? { unit: '个', verb: '发布' };
        throw new AppError(
          'limit_exceeded',
          `待审核的${contentKindNames[kind]}最多${k.pendingLimit}${unit}，请等审核后再${verb}`,
        );
      }
    },

    async myList(memberId: number, b: { kind: ContentKind; page: number; pageSize: number }) {
      const k = of(b.kind);
      const { rows, total } = await repo.listOwn(db, k, memberId, paging(b));
      return { listItem: rows.map((r) => item(k, r)), total, page: b.page, pageSize: b.pageSize };
    },

    async contentList(b: { kind: ContentKind; checked: ReviewState; page: number; pageSize: number }) {
      const k = of(b.kind);
      const { rows, total } = await repo.listQueue(db, k, b.checked, paging(b));
      return { listItem: rows.map((r) => item(k, r)), total, page: b.page, pageSize: b.pageSize };
    },

    /** Items waiting for review, per kind (the console's menu and tabs). */
    async pendingCounts(): Promise<Record<ContentKind, number>> {
      const entries = await Promise.all(
        deps.kinds.map(async (k) => [k.kind, await repo.countQueue(db, k, ReviewState.pending)] as const),
      );
      return Object.fromEntries(entries) as Record<ContentKind, number>;
    },
    async contentReview(
      operatorId: number,
      b: { kind: ContentKind; id: number; pass: boolean; reason: string; version?: string },
    ) {
      const k = of(b.kind);
      const name = contentKindNames[b.kind];
      return db.transaction(async (tx) => {
        const action = b.pass ? 'approve' : 'reject';
        const { from, to } = await transition(
          tx,
          reviewMachine,
          { table: k.table, id: k.table.id, state: k.table.checked, scope: k.scope },
          {
            action,
            actor: 'operator',
            actorId: operatorId,
            kind: b.kind,
            id: b.id,
            set: { reason: b.reason, reviewedBy: operatorId, reviewedAt: dbNow },
            // an edit made since the operator loaded the item: what they read is not what would be decided
            guard: b.version === undefined ? undefined : repo.versionIs(k, b.version),
            note: b.reason,
          },
          {
            notFound: () => new AppError('not_found', `${name}不存在`),
            conflict: () => new AppError('state_conflict', '该内容已审核，请刷新后查看'),
            guardFailed: () =>
              new AppError('state_conflict', '内容在您审核期间已被修改，请刷新后重新审核', { edited: true }),
          },
        );
        await k.onDecided?.(tx, b.id, b.pass);
        const r = (await repo.findRow(tx, k, b.id))!;
        await audit.record(tx, {
          actorId: operatorId,
          action: `${b.kind}.${action}`,
          targetKind: b.kind,
          targetId: r.id,
          reason: b.reason,
          before: { checked: from },
          after: { checked: to },
        });
        await notify(tx, 'content.decided', {
          to: r.memberId,
          kind: 'system',
          title: b.pass ? `${name}已通过审核` : `${name}未通过审核`,
          conts: b.pass
            ? `您发布的${name}「${r.title}」已审核通过，现已公开展示。`
            : `您发布的${name}「${r.title}」未通过审核，原因：${sentence(b.reason)}请修改后重新提交。`,
          link: k.link(r.id, r.cardno),
        });
        return item(k, r);
      });
    },
  };
}

type ModeratedKindList = readonly repo.ModeratedKind[];
export type ContentService = ReturnType<typeof createContentService>;
