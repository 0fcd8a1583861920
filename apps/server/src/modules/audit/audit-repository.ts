import type { AuditAction } from '@hz/contract/admin';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { members } from '../../db/schema/members.ts';

export interface NewAudit {
  actorId: number;
  action: AuditAction;
  targetKind: string;
  targetId: number;
  reason?: string;
  before?: unknown;
  after?: unknown;
}

export async function insertAudit(tx: Tx, a: NewAudit) {
  await tx
    .insert(auditLog)
    .values({ ...a, reason: a.reason ?? '', before: a.before ?? null, after: a.after ?? null });
}

/**
 * How the log reads the objects of one target kind, as scalar subqueries on the entry's `target_id`
 * (`id`): its title, and the member it belongs to (a publisher, a sender). A kind without them has none.
 */
export interface TargetSql {
  kind: string;
  title?: (id: AnyPgColumn) => SQL;
  memberId?: (id: AnyPgColumn) => SQL;
}

/** The member kind, built in: the entry's target is the member itself. */
export const memberTargetSql = {
  kind: 'member',
  memberId: (id: AnyPgColumn) => sql`${id}`,
} satisfies TargetSql;

export interface AuditFilter {
  /** Only the entries on this member (target kind `member`). */
  targetMemberId?: number;
  action?: AuditAction;
  /** Entries at or after `from` and before `until`. */
  from?: Date;
  until?: Date;
}

const actor = alias(members, 'actor');
const owner = alias(members, 'owner');

/** `CASE target_kind WHEN 'k' THEN (subquery) … ELSE fallback END` over the kinds that have `pick`. */
function perKind(targets: readonly TargetSql[], pick: (t: TargetSql) => SQL | undefined, fallback: SQL) {
  const whens = targets.flatMap((t) => {
    const s = pick(t);
    return s ? [sql`WHEN ${t.kind} THEN ${s}`] : [];
  });
  return whens.length
    ? sql`CASE ${auditLog.targetKind} ${sql.join(whens, sql` `)} ELSE ${fallback} END`
    : fallback;
}

/**
 * One page of the log, newest first, in one query: the page of entries (with each one's object title and
 * member id read by its kind's subqueries, only for the page's rows), then the operator and the member
 * joined to it. The count reads the log alone.
 */
export async function listAudit(
  tx: Tx,
  targets: readonly TargetSql[],
  o: AuditFilter & { offset: number; limit: number },
) {
  const where = and(
    o.targetMemberId
      ? and(eq(auditLog.targetKind, 'member'), eq(auditLog.targetId, o.targetMemberId))
      : undefined,
    o.action ? eq(auditLog.action, o.action) : undefined,
    o.from ? gte(auditLog.createdAt, o.from) : undefined,
    o.until ? lt(auditLog.createdAt, o.until) : undefined,
  );
  const title = perKind(targets, (t) => t.title?.(auditLog.targetId), sql`''`);
  const memberId = perKind(targets, (t) => t.memberId?.(auditLog.targetId), sql`NULL::bigint`);
  const page = tx
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      title: sql<string | null>`${title}`.as('title'),
      memberId: sql<number | null>`${memberId}`.as('member_id'),
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(o.limit)
    .offset(o.offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: page.id,
        actor: actor.cardno,
        actorName: actor.name,
        action: page.action,
        targetKind: page.targetKind,
        targetId: page.targetId,
        title: page.title,
        memberCardno: owner.cardno,
        memberName: owner.name,
        memberNickname: owner.nickname,
        memberMobile: owner.mobile,
        reason: page.reason,
        before: page.before,
        after: page.after,
        createdAt: page.createdAt,
      })
      .from(page)
      .innerJoin(actor, eq(actor.id, page.actorId))
      .leftJoin(owner, eq(owner.id, page.memberId))
      .orderBy(desc(page.id)),
    tx.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
