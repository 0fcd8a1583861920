import { ProjectState as S, type ProjectState, QuoteState, ReviewState } from '@hz/contract/common/states';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { noteOnTimeline } from '../../lib/timeline.ts';
import type { Tx } from '../../db/client.ts';
import { type OwnerCardRow, ownerCardColumns, profileOf, withOwnerCard } from '../../db/owner-card.ts';
import { members } from '../../db/schema/members.ts';
import { profiles } from '../../db/schema/people.ts';
import {
  projectDeposits,
  projectQuoteAsks,
  projectDrafts,
  projectQuoteRevs,
  projectQuotes,
  projects,
  type QuoteContent,
} from '../../db/schema/projects.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';

/** Build projects (tables `projects`, `project_quotes`, `project_quote_revs`, `project_drafts`): SQL only. */

export const projectStates: StatefulTable = { table: projects, id: projects.id, state: projects.status };

export type ProjectFields = Pick<
  typeof projects.$inferInsert,
  | 'groupid'
  | 'mobile'
  | 'title'
  | 'exhibitionId'
  | 'showname'
  | 'hall'
  | 'booth'
  | 'lengthCm'
  | 'widthCm'
  | 'heightCm'
  | 'opens'
  | 'layer'
  | 'prov'
  | 'city'
  | 'strt'
  | 'addr'
  | 'selectcity'
  | 'sdate'
  | 'edate'
  | 'indate'
  | 'bgdate'
  | 'outdate'
  | 'coins'
  | 'peoples'
  | 'picture'
  | 'workpic'
  | 'attach'
  | 'contract'
  | 'conts'
  | 'searchText'
>;

export type ProjectRow = typeof projects.$inferSelect;

/** `set` values of a transition (property names of `projects`). */
export const bumpRev = { rev: sql`${projects.rev} + 1`, updatedAt: sql`now()` };
export const revIs = (rev: number) => eq(projects.rev, rev);

export async function insertProject(tx: Tx, memberId: number, orders: string, f: ProjectFields) {
  const [r] = await tx
    .insert(projects)
    .values({ ...f, memberId, orders, status: S.open })
    .returning({ id: projects.id });
  return r!.id;
}

export async function updateProjectFields(tx: Tx, id: number, f: ProjectFields) {
  await tx
    .update(projects)
    .set({ ...f, checked: ReviewState.pending, reason: '', updatedAt: sql`now()` })
    .where(eq(projects.id, id));
}

/** The after-signing columns (decision 035): drawings, their approval; not a state change. */
export async function setBuildFields(
  tx: Tx,
  id: number,
  f: Partial<Pick<ProjectRow, 'drawings' | 'drawingsck'>> & { drawingsdate?: unknown },
) {
  await tx
    .update(projects)
    .set({ ...(f as Record<string, unknown>), updatedAt: sql`now()` })
    .where(eq(projects.id, id));
}

export async function findProject(tx: Tx, id: number, lock = false): Promise<ProjectRow | undefined> {
  const q = tx.select().from(projects).where(eq(projects.id, id));
  const [r] = lock ? await q.for('update') : await q;
  return r;
}

/** Whether `groupid` names another project of the same member. */
export async function ownsProject(tx: Tx, memberId: number, id: number) {
  const [r] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.memberId, memberId)));
  return r !== undefined;
}

async function paged(tx: Tx, where: SQL | undefined, p: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    tx.select().from(projects).where(where).orderBy(desc(projects.id)).limit(p.limit).offset(p.offset),
    tx.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export function listClientProjects(
  tx: Tx,
  memberId: number,
  status: ProjectState | undefined,
  p: { offset: number; limit: number },
) {
  return paged(tx, and(eq(projects.memberId, memberId), status ? eq(projects.status, status) : undefined), p);
}

/** The timeline row of an action that is not a state change (publishing, a quotation). */
export function addOrbit(
  tx: Tx,
  v: {
    projectId: number;
    action: string;
    actor: string;
    actorId: number | null;
    state: ProjectState;
    note?: string;
  },
) {
  const { projectId: id, ...rest } = v;
  return noteOnTimeline(tx, { kind: 'project', id, ...rest });
}

// ---------------------------------------------------------------- quotations

export type QuoteRow = typeof projectQuotes.$inferSelect & OwnerCardRow;

const toQuote = ({
  quote,
  ...card
}: { quote: typeof projectQuotes.$inferSelect } & OwnerCardRow): QuoteRow => ({
  ...quote,
  ...withOwnerCard(card),
});

const quotesQuery = (tx: Tx) =>
  tx
    .select({ quote: projectQuotes, ...ownerCardColumns })
    .from(projectQuotes)
    .innerJoin(members, eq(members.id, projectQuotes.memberId))
    .leftJoin(profiles, profileOf(projectQuotes.memberId, 'factory'));

export async function findQuote(tx: Tx, id: number) {
  const [r] = await quotesQuery(tx).where(eq(projectQuotes.id, id));
  return r ? toQuote(r) : undefined;
}

/** The factory's quotation on a project (locked for a revision). */
export async function quoteOf(tx: Tx, projectId: number, memberId: number) {
  const [r] = await tx
    .select()
    .from(projectQuotes)
    .where(and(eq(projectQuotes.projectId, projectId), eq(projectQuotes.memberId, memberId)))
    .for('update');
  return r;
}

/** The id of a member's quotation on a project, or undefined (without loading its lines). */
export async function quoteIdOf(tx: Tx, projectId: number, memberId: number) {
  const [r] = await tx
    .select({ id: projectQuotes.id })
    .from(projectQuotes)
    .where(and(eq(projectQuotes.projectId, projectId), eq(projectQuotes.memberId, memberId)));
  return r?.id;
}

export async function quotesOf(tx: Tx, projectId: number) {
  const rows = await quotesQuery(tx)
    .where(eq(projectQuotes.projectId, projectId))
    .orderBy(asc(projectQuotes.id));
  return rows.map(toQuote);
}

/** A first quotation; undefined when the factory already has one (a concurrent first quotation). */
export async function insertQuote(
  tx: Tx,
  v: { projectId: number; memberId: number; total: number; content: QuoteContent },
) {
  const [r] = await tx
    .insert(projectQuotes)
    .values({ ...v, rev: 1 })
    .onConflictDoNothing({ target: [projectQuotes.projectId, projectQuotes.memberId] })
    .returning({ id: projectQuotes.id });
  if (!r) return undefined;
  await tx.insert(projectQuoteRevs).values({ quoteId: r.id, rev: 1, total: v.total, content: v.content });
  await tx
    .update(projects)
    .set({ quoted: sql`${projects.quoted} + 1` })
    .where(eq(projects.id, v.projectId));
  return r.id;
}

/** The next revision of a quotation: kept in `project_quote_revs`, and current in `project_quotes`. */
export async function reviseQuote(tx: Tx, id: number, rev: number, total: number, content: QuoteContent) {
  await tx.insert(projectQuoteRevs).values({ quoteId: id, rev, total, content });
  await tx
    .update(projectQuotes)
    .set({ rev, total, content, updatedAt: sql`now()` })
    .where(eq(projectQuotes.id, id));
}

export function revsOf(tx: Tx, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      quoteId: projectQuoteRevs.quoteId,
      rev: projectQuoteRevs.rev,
      total: projectQuoteRevs.total,
      createdAt: projectQuoteRevs.createdAt,
    })
    .from(projectQuoteRevs)
    .where(inArray(projectQuoteRevs.quoteId, [...quoteIds]))
    .orderBy(asc(projectQuoteRevs.quoteId), asc(projectQuoteRevs.rev));
}

/** Sets the awarded quotation `won` and every other current one `lost`; returns the losers' members. */
export async function settleQuotes(tx: Tx, projectId: number, wonId: number | null) {
  if (wonId !== null)
    await tx
      .update(projectQuotes)
      .set({ status: QuoteState.won, updatedAt: sql`now()` })
      .where(eq(projectQuotes.id, wonId));
  return tx
    .update(projectQuotes)
    .set({ status: QuoteState.lost, updatedAt: sql`now()` })
    .where(
      and(
        eq(projectQuotes.projectId, projectId),
        eq(projectQuotes.status, QuoteState.quoted),
        wonId === null ? undefined : ne(projectQuotes.id, wonId),
      ),
    )
    .returning({ memberId: projectQuotes.memberId });
}

export async function listFactoryQuotes(
  tx: Tx,
  memberId: number,
  status: QuoteState | undefined,
  p: { offset: number; limit: number },
) {
  const where = and(
    eq(projectQuotes.memberId, memberId),
    status ? eq(projectQuotes.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        project: projects,
        quote: projectQuotes.id,
        quoteRev: projectQuotes.rev,
        quoteStatus: projectQuotes.status,
        quoteTotal: projectQuotes.total,
      })
      .from(projectQuotes)
      .innerJoin(projects, eq(projects.id, projectQuotes.projectId))
      .where(where)
      .orderBy(desc(projectQuotes.updatedAt), desc(projectQuotes.id))
      .limit(p.limit)
      .offset(p.offset),
    tx.select({ n: count() }).from(projectQuotes).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ---------------------------------------------------------------- drafts

export type DraftRow = typeof projectDrafts.$inferSelect;

export async function countDrafts(tx: Tx, memberId: number) {
  const [r] = await tx.select({ n: count() }).from(projectDrafts).where(eq(projectDrafts.memberId, memberId));
  return Number(r?.n ?? 0);
}

export async function insertDraft(tx: Tx, memberId: number, step: number, fields: Record<string, unknown>) {
  const [r] = await tx.insert(projectDrafts).values({ memberId, step, fields }).returning();
  return r!;
}

/** Merges the step's fields into the member's draft; undefined when it is not theirs. */
export async function mergeDraft(
  tx: Tx,
  id: number,
  memberId: number,
  step: number,
  fields: Record<string, unknown>,
) {
  const [r] = await tx
    .update(projectDrafts)
    .set({
      step,
      fields: sql`${projectDrafts.fields} || ${JSON.stringify(fields)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(projectDrafts.id, id), eq(projectDrafts.memberId, memberId)))
    .returning();
  return r;
}

export async function findDraft(tx: Tx, id: number, memberId: number) {
  const [r] = await tx
    .select()
    .from(projectDrafts)
    .where(and(eq(projectDrafts.id, id), eq(projectDrafts.memberId, memberId)));
  return r;
}

export function listDrafts(tx: Tx, memberId: number) {
  return tx
    .select()
    .from(projectDrafts)
    .where(eq(projectDrafts.memberId, memberId))
    .orderBy(desc(projectDrafts.updatedAt), desc(projectDrafts.id));
}

export async function deleteDraft(tx: Tx, id: number, memberId: number) {
  const r = await tx
    .delete(projectDrafts)
    .where(and(eq(projectDrafts.id, id), eq(projectDrafts.memberId, memberId)))
    .returning({ id: projectDrafts.id });
  return r.length > 0;
}

// ---------------------------------------------------------------- venue deposits (decision 038)

export type DepositRow = typeof projectDeposits.$inferSelect;

/** The deposits a project's payer recorded. */
export function depositsOf(tx: Tx, projectId: number): Promise<DepositRow[]> {
  return tx
    .select()
    .from(projectDeposits)
    .where(eq(projectDeposits.projectId, projectId))
    .orderBy(asc(projectDeposits.id));
}

/** Writes a deposit's record (one row per project and kind; the first record inserts it). */
export async function saveDeposit(
  tx: Tx,
  v: Pick<
    typeof projectDeposits.$inferInsert,
    | 'projectId'
    | 'kind'
    | 'payer'
    | 'memberId'
    | 'state'
    | 'amount'
    | 'paydate'
    | 'back'
    | 'backdate'
    | 'reason'
  >,
) {
  const { projectId: _p, kind: _k, ...rest } = v;
  await tx
    .insert(projectDeposits)
    .values(v)
    .onConflictDoUpdate({
      target: [projectDeposits.projectId, projectDeposits.kind],
      set: { ...rest, updatedAt: sql`now()` },
    });
}

// ---------------------------------------------------------------- questions on a quotation

export type QuestionRow = typeof projectQuoteAsks.$inferSelect;

/** A quotation's project and factory (no content). */
export async function quoteParty(tx: Tx, id: number) {
  const [r] = await tx
    .select({ id: projectQuotes.id, projectId: projectQuotes.projectId, memberId: projectQuotes.memberId })
    .from(projectQuotes)
    .where(eq(projectQuotes.id, id));
  return r;
}

export function questionsOf(tx: Tx, quoteId: number): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(projectQuoteAsks)
    .where(eq(projectQuoteAsks.quoteId, quoteId))
    .orderBy(asc(projectQuoteAsks.id));
}

export async function insertQuestion(tx: Tx, v: { projectId: number; quoteId: number; question: string }) {
  await tx.insert(projectQuoteAsks).values(v);
}

/** Writes the answer once: false when the question is not this quotation's or is already answered. */
export async function answerQuestion(tx: Tx, quoteId: number, id: number, answer: string) {
  const r = await tx
    .update(projectQuoteAsks)
    .set({ answer, answeredAt: sql`now()` })
    .where(
      and(
        eq(projectQuoteAsks.id, id),
        eq(projectQuoteAsks.quoteId, quoteId),
        eq(projectQuoteAsks.answer, ''),
      ),
    )
    .returning({ id: projectQuoteAsks.id });
  return r.length === 1;
}
