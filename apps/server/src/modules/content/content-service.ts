import { type ContentItem, type ContentKind, contentKindNames } from '@hz/contract/content';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { thumbUrl } from '../uploads/uploads-service.ts';

/** One row of a moderated kind, as the publisher's list and the queue show it. */
export interface ContentRow {
  id: number;
  memberId: number;
  cardno: string;
  title: string;
  /** Industry, venue type or exhibition: see the contract's `contentItem.sub`. */
  sub: string;
  city: string;
  sdate: string;
  edate: string;
  /** The cover's file id. */
  cover: string;
  checked: number;
  reason: string;
  updatedAt: Date;
}

type Paging = { offset: number; limit: number };
type Page = Promise<{ rows: ContentRow[]; total: number }>;

/**
 * What a moderated kind gives the content service: its rows for the publisher and the queue, and the
 * decision written under a row lock. Each module (listings, spaces, gallery) provides its own.
 */
export interface Moderated {
  kind: ContentKind;
  /** The public page of one item. */
  link(id: number): string;
  own(db: Db, memberId: number, o: Paging): Page;
  /** Oldest pending first; decided ones newest decision first. */
  queue(db: Db, checked: number, o: Paging): Page;
  /** Locks the row (`FOR UPDATE`); null when there is none of this kind. */
  lock(tx: Tx, id: number): Promise<ContentRow | null>;
  decide(tx: Tx, id: number, d: { checked: 1 | 2; reason: string; reviewedBy: number }): Promise<void>;
}

/**
 * The publisher's list and the operators' moderation queue over every moderated kind (DESIGN §5
 * Listings; docs/domains/listings.md): a decision, its audit entry and the publisher's message are one
 * transaction.
 */
export function createContentService(deps: { db: Db; messages: MessagesService; kinds: Moderated[] }) {
  const { db, messages } = deps;
  const byKind = new Map(deps.kinds.map((k) => [k.kind, k]));
  const of = (kind: ContentKind) => {
    const k = byKind.get(kind);
    if (!k) throw new AppError('invalid_params', '内容类型不正确');
    return k;
  };

  const item = (k: Moderated, r: ContentRow): ContentItem => {
    const { date, time } = chinaParts(r.updatedAt);
    return {
      id: r.id,
      kind: k.kind,
      title: r.title,
      sub: r.sub,
      city: r.city,
      sdate: r.sdate,
      edate: r.edate,
      cover: thumbUrl(r.cover),
      link: k.link(r.id),
      cardno: r.cardno,
      checked: r.checked,
      reason: r.checked === 2 ? r.reason : '',
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
    async myList(memberId: number, b: { kind: ContentKind; page: number; pageSize: number }) {
      const k = of(b.kind);
      const { rows, total } = await k.own(db, memberId, paging(b));
      return { listItem: rows.map((r) => item(k, r)), total, page: b.page, pageSize: b.pageSize };
    },

    async contentList(b: { kind: ContentKind; checked: number; page: number; pageSize: number }) {
      const k = of(b.kind);
      const { rows, total } = await k.queue(db, b.checked, paging(b));
      return { listItem: rows.map((r) => item(k, r)), total, page: b.page, pageSize: b.pageSize };
    },

    async contentReview(
      operatorId: number,
      b: { kind: ContentKind; id: number; pass: boolean; reason: string; version?: string },
    ) {
      const k = of(b.kind);
      const name = contentKindNames[b.kind];
      return db.transaction(async (tx) => {
        const r = await k.lock(tx, b.id);
        if (!r) throw new AppError('not_found', `${name}不存在`);
        if (r.checked !== 0) throw new AppError('state_conflict', '该内容已审核，请刷新后查看');
        // an edit made since the operator loaded the item: what they read is not what would be decided
        if (b.version !== undefined && b.version !== r.updatedAt.toISOString())
          throw new AppError('state_conflict', '内容在您审核期间已被修改，请刷新后重新审核', {
            edited: true,
          });
        const checked = b.pass ? 1 : 2;
        await k.decide(tx, r.id, { checked, reason: b.reason, reviewedBy: operatorId });
        await insertAudit(tx, {
          actorId: operatorId,
          action: `${b.kind}.${b.pass ? 'approve' : 'reject'}`,
          targetKind: b.kind,
          targetId: r.id,
          reason: b.reason,
          before: { checked: 0 },
          after: { checked },
        });
        await messages.send(tx, r.memberId, {
          kind: 'system',
          title: b.pass ? `${name}已通过审核` : `${name}未通过审核`,
          conts: b.pass
            ? `您发布的${name}「${r.title}」已审核通过，现已公开展示。`
            : `您发布的${name}「${r.title}」未通过审核，原因：${b.reason}。请修改后重新提交。`,
          link: k.link(r.id),
        });
        return item(k, { ...r, checked, reason: b.reason });
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
