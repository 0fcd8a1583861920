import { ApplyState, ReviewState } from '@hz/contract/common/states';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type OwnerCardRow, ownerCardColumns, profileOf, withOwnerCard } from '../../db/owner-card.ts';
import { members } from '../../db/schema/members.ts';
import { profiles, works } from '../../db/schema/people.ts';
import { taskApplies, taskInvites, tasks } from '../../db/schema/tasks.ts';

/**
 * A design task's applications, the works a proposal names, invitations and the designer's card (tables
 * `task_applies`, `task_invites`; decisions 025, 029): SQL only.
 */

export type ApplyRow = typeof taskApplies.$inferSelect & OwnerCardRow;

const appliesQuery = (tx: Tx) =>
  tx
    .select({ apply: taskApplies, ...ownerCardColumns })
    .from(taskApplies)
    .innerJoin(members, eq(members.id, taskApplies.memberId))
    .leftJoin(profiles, profileOf(taskApplies.memberId, 'designer'));
const toApply = ({
  apply,
  ...card
}: { apply: typeof taskApplies.$inferSelect } & OwnerCardRow): ApplyRow => ({
  ...apply,
  ...withOwnerCard(card),
});

export async function insertApply(
  tx: Tx,
  v: {
    taskId: number;
    memberId: number;
    conts: string;
    attach: string[];
    fee: number;
    ddate: string;
    works?: number[];
  },
) {
  const [r] = await tx
    .insert(taskApplies)
    .values(v)
    .onConflictDoNothing({ target: [taskApplies.taskId, taskApplies.memberId] })
    .returning({ id: taskApplies.id });
  if (r)
    await tx
      .update(tasks)
      .set({ applied: sql`${tasks.applied} + 1` })
      .where(eq(tasks.id, v.taskId));
  return r?.id;
}

export async function findApply(tx: Tx, id: number) {
  const [r] = await appliesQuery(tx).where(eq(taskApplies.id, id));
  return r ? toApply(r) : undefined;
}

export async function appliesOf(tx: Tx, taskId: number) {
  const rows = await appliesQuery(tx).where(eq(taskApplies.taskId, taskId)).orderBy(asc(taskApplies.id));
  return rows.map(toApply);
}

/** Works by id with what a proposal checks: the owner, the kind and the moderation state. */
export function worksByIds(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: works.id,
      memberId: works.memberId,
      kind: works.kind,
      checked: works.checked,
      title: works.title,
    })
    .from(works)
    .where(inArray(works.id, [...ids]));
}

/**
 * The works the given applications name that are still their designer's approved works (decision 029),
 * keyed by work id.
 */
export async function proposalWorksOf(tx: Tx, applies: readonly { memberId: number; works: number[] }[]) {
  const ids = [...new Set(applies.flatMap((a) => a.works))];
  if (ids.length === 0)
    return new Map<number, { id: number; memberId: number; title: string; cover: string }>();
  const rows = await tx
    .select({ id: works.id, memberId: works.memberId, title: works.title, cover: works.cover })
    .from(works)
    .where(and(inArray(works.id, ids), eq(works.kind, 'work'), eq(works.checked, ReviewState.approved)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function setApplyStatus(tx: Tx, taskId: number, applyId: number | null, status: ApplyState) {
  await tx
    .update(taskApplies)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(taskApplies.taskId, taskId), applyId === null ? undefined : eq(taskApplies.id, applyId)));
}

/** The other applicants of a task (told when it is taken), not yet declined. */
export async function othersOf(tx: Tx, taskId: number, applyId: number) {
  return tx
    .select({ id: taskApplies.id, memberId: taskApplies.memberId })
    .from(taskApplies)
    .where(
      and(
        eq(taskApplies.taskId, taskId),
        ne(taskApplies.id, applyId),
        eq(taskApplies.status, ApplyState.applied),
      ),
    );
}

export async function myApplyOf(tx: Tx, taskId: number, memberId: number) {
  const [r] = await tx
    .select({ id: taskApplies.id })
    .from(taskApplies)
    .where(and(eq(taskApplies.taskId, taskId), eq(taskApplies.memberId, memberId)));
  return r?.id ?? null;
}

/** The other applications of a task, once it is taken: declined. */
export async function declineOthers(tx: Tx, taskId: number, applyId: number) {
  await tx
    .update(taskApplies)
    .set({ status: ApplyState.declined, updatedAt: sql`now()` })
    .where(and(eq(taskApplies.taskId, taskId), ne(taskApplies.id, applyId)));
}

// invitations (decision 025)

/** A member by card number, with what an invitation checks: verified, with a public designer profile. */
export async function designerByCardno(tx: Tx, cardno: string) {
  const [r] = await tx
    .select({
      id: members.id,
      personauth: members.personauth,
      name: ownerCardColumns.ownerName,
      published: sql<boolean>`${profiles.publishedAt} IS NOT NULL`,
    })
    .from(members)
    .leftJoin(profiles, profileOf(members.id, 'designer'))
    .where(eq(members.cardno, cardno));
  return r ? { ...r, published: r.published === true } : undefined;
}

/** Records an invitation; false when this designer was already invited to this task. */
export async function insertInvite(tx: Tx, taskId: number, designerId: number) {
  const [r] = await tx
    .insert(taskInvites)
    .values({ taskId, designerId })
    .onConflictDoNothing({ target: [taskInvites.taskId, taskInvites.designerId] })
    .returning({ id: taskInvites.id });
  return r !== undefined;
}

export async function countInvites(tx: Tx, taskId: number) {
  const [r] = await tx.select({ n: count() }).from(taskInvites).where(eq(taskInvites.taskId, taskId));
  return Number(r?.n ?? 0);
}

export async function isInvited(tx: Tx, taskId: number, designerId: number) {
  const [r] = await tx
    .select({ id: taskInvites.id })
    .from(taskInvites)
    .where(and(eq(taskInvites.taskId, taskId), eq(taskInvites.designerId, designerId)));
  return r !== undefined;
}

/** A task's invited designers (with their card and application, if any), in the order invited. */
export async function invitesOf(tx: Tx, taskId: number) {
  const rows = await tx
    .select({
      designerId: taskInvites.designerId,
      createdAt: taskInvites.createdAt,
      apply: sql<number>`coalesce(${taskApplies.id}, 0)`,
      ...ownerCardColumns,
    })
    .from(taskInvites)
    .innerJoin(members, eq(members.id, taskInvites.designerId))
    .leftJoin(profiles, profileOf(taskInvites.designerId, 'designer'))
    .leftJoin(
      taskApplies,
      and(eq(taskApplies.taskId, taskInvites.taskId), eq(taskApplies.memberId, taskInvites.designerId)),
    )
    .where(eq(taskInvites.taskId, taskId))
    .orderBy(asc(taskInvites.id));
  return rows.map((r) => ({ ...withOwnerCard(r), apply: Number(r.apply) }));
}

/** The card of the member chosen as a task's designer. */
export async function designerCardOf(tx: Tx, memberId: number) {
  const [r] = await tx
    .select(ownerCardColumns)
    .from(members)
    .leftJoin(profiles, profileOf(members.id, 'designer'))
    .where(eq(members.id, memberId));
  return r ? withOwnerCard(r) : undefined;
}
