import type { AuditAction } from '@hz/contract/admin';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskMiddle } from '../../lib/mask.ts';
import * as repo from './audit-repository.ts';

export type { NewAudit } from './audit-repository.ts';

/**
 * What the log shows of the objects of one target kind (`targetKind` of the entries): its title and the
 * member it belongs to, as scalar subqueries on the object's id (`id`: the entry's target id), and where
 * the console shows it. Each module that records entries about its objects defines its kind once
 * (`audit.defineTarget`); the member kind is built in.
 */
export interface AuditTarget {
  kind: string;
  /** The object's title (text), or none. */
  title?: (id: AnyPgColumn) => SQL;
  /** The member the object belongs to (bigint, NULL when none). */
  memberId?: (id: AnyPgColumn) => SQL;
  /** The console page of the object ('' when none); `cardno` is the member's, '' when none. */
  link(o: { id: number; cardno: string }): string;
  /** The title as a person reads it, from the stored one (e.g. a job's Chinese name). */
  showTitle?(title: string): string;
}

const memberTarget: AuditTarget = {
  ...repo.memberTargetSql,
  link: (o) => (o.cardno ? `/admin/memberInfo?cardno=${o.cardno}` : ''),
};

/**
 * The operators' audit log (docs/domains/admin.md): every operator decision is recorded by the module
 * that makes it, in the decision's own transaction (`record`), and read in the console (`list`) with each
 * entry's member (name, masked mobile) and object (title, console link). Rows are insert-only (a trigger
 * in migration 0003 refuses UPDATE and DELETE).
 */
export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  const targets = new Map<string, AuditTarget>([[memberTarget.kind, memberTarget]]);

  const toItem = (a: repo.AuditRow) => {
    const { date, time } = chinaParts(a.createdAt);
    const t = targets.get(a.targetKind);
    const cardno = a.memberCardno ?? '';
    const title = a.title ?? '';
    return {
      id: a.id,
      actor: a.actor,
      actorName: a.actorName,
      action: a.action,
      targetKind: a.targetKind,
      target: a.targetKind === 'member' && cardno ? cardno : String(a.targetId),
      memberCardno: cardno,
      memberName: a.memberName || a.memberNickname || '',
      memberMobile: a.memberMobile ? maskMiddle(a.memberMobile) : '',
      title: title && t?.showTitle ? t.showTitle(title) : title,
      link: t ? t.link({ id: a.targetId, cardno }) : '',
      reason: a.reason,
      before: a.before,
      after: a.after,
      created: a.createdAt.toISOString(),
      dates: date,
      times: time,
    };
  };

  return {
    /** Inside the caller's transaction, so the entry exists exactly when the decision does. */
    record: (tx: Tx, entry: repo.NewAudit) => repo.insertAudit(tx, entry),

    /** A module names how the log shows its objects, once, before the server serves. */
    defineTarget(t: AuditTarget) {
      if (targets.has(t.kind)) throw new Error(`audit target ${t.kind} is defined twice`);
      targets.set(t.kind, t);
    },

    /**
     * Newest first; only the entries about one member when `targetMemberId` is given, of one action, and
     * within China days `from`–`to` (both included, `YYYY-MM-DD`).
     */
    async list(q: {
      targetMemberId?: number;
      action?: AuditAction;
      from?: string;
      to?: string;
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await repo.listAudit(db, [...targets.values()], {
        targetMemberId: q.targetMemberId,
        action: q.action,
        from: q.from ? chinaDay(q.from) : undefined,
        until: q.to ? new Date(chinaDay(q.to).getTime() + 86_400_000) : undefined,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(toItem), total, page: q.page, pageSize: q.pageSize };
    },
  };
}

/** The instant China day `YYYY-MM-DD` begins. */
const chinaDay = (day: string) => new Date(`${day}T00:00:00+08:00`);

export type AuditService = ReturnType<typeof createAuditService>;
