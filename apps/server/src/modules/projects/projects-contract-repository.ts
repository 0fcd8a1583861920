import { StageState } from '@hz/contract/common/states';
import type { PaymentPlan } from '@hz/contract/projects';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import {
  type ContractSide,
  type ContractState,
  projectContracts,
  projectSignatures,
  projectStages,
  type StageHoldAt,
  type StageReleaseOn,
} from '../../db/schema/projects.ts';

/**
 * A build project's contract and payment plan (tables `project_contracts`, `project_signatures`,
 * `project_stages`; decisions 033, 034): SQL only.
 */

export type VersionRow = typeof projectContracts.$inferSelect;
export type SignatureRow = typeof projectSignatures.$inferSelect;
export type StageRow = typeof projectStages.$inferSelect;

/** Every version of a project's contract, oldest first. */
export const versionsOf = (tx: Tx, projectId: number) =>
  tx
    .select()
    .from(projectContracts)
    .where(eq(projectContracts.projectId, projectId))
    .orderBy(asc(projectContracts.n));

/** The versions of several projects (a list's 下一步), oldest first. */
export function versionsOfProjects(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(projectContracts)
    .where(inArray(projectContracts.projectId, [...ids]))
    .orderBy(asc(projectContracts.projectId), asc(projectContracts.n));
}

export const signaturesOf = (tx: Tx, projectId: number) =>
  tx.select().from(projectSignatures).where(eq(projectSignatures.projectId, projectId));

export function signaturesOfProjects(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(projectSignatures)
    .where(inArray(projectSignatures.projectId, [...ids]));
}

export async function nextVersionN(tx: Tx, projectId: number) {
  const [r] = await tx
    .select({ n: max(projectContracts.n) })
    .from(projectContracts)
    .where(eq(projectContracts.projectId, projectId));
  return (r?.n ?? 0) + 1;
}

export async function insertVersion(
  tx: Tx,
  v: {
    projectId: number;
    n: number;
    source: 'generated' | 'uploaded';
    side: ContractSide;
    memberId: number | null;
    fileId: string | null;
    sha256: string;
    plan: PaymentPlan;
    terms: string;
    state: ContractState;
  },
) {
  const [r] = await tx.insert(projectContracts).values(v).returning();
  return r!;
}

export const setVersionState = (tx: Tx, id: number, state: ContractState, reason = '') =>
  tx
    .update(projectContracts)
    .set({ state, reason, decidedAt: sql`now()` })
    .where(eq(projectContracts.id, id));

/** A generated version's PDF, once rendered; false when it had one already (a repeated render). */
export async function setVersionFile(tx: Tx, id: number, f: { fileId: string; sha256: string }) {
  const r = await tx
    .update(projectContracts)
    .set(f)
    .where(and(eq(projectContracts.id, id), isNull(projectContracts.fileId)))
    .returning({ id: projectContracts.id });
  return r.length > 0;
}

/** The version `n` of a project, locked (the render job). */
export async function lockVersion(tx: Tx, projectId: number, n: number) {
  const [r] = await tx
    .select()
    .from(projectContracts)
    .where(and(eq(projectContracts.projectId, projectId), eq(projectContracts.n, n)))
    .for('update');
  return r;
}

export const insertSignature = (
  tx: Tx,
  s: { contractId: number; projectId: number; memberId: number; side: 'client' | 'factory'; ip: string },
) => tx.insert(projectSignatures).values(s);

/** The names and mobiles of the two sides, for the generated PDF. */
export const partiesOf = (tx: Tx, ids: readonly number[]) =>
  tx
    .select({ id: members.id, name: members.name, company: members.company, mobile: members.mobile })
    .from(members)
    .where(inArray(members.id, [...ids]));

// ---------------------------------------------------------------- the payment plan's stages

/** A project's stages, first to last (none before signing). */
export const stagesOf = (tx: Tx, projectId: number) =>
  tx
    .select()
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.seq));

/** The stages of several projects (a list's 下一步). */
export function stagesOfProjects(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(projectStages)
    .where(inArray(projectStages.projectId, [...ids]))
    .orderBy(asc(projectStages.projectId), asc(projectStages.seq));
}

export async function insertStages(
  tx: Tx,
  rows: Array<{
    projectId: number;
    seq: number;
    key: string;
    name: string;
    percent: number;
    amount: number;
    holdAt: StageHoldAt;
    releaseOn: StageReleaseOn;
  }>,
) {
  await tx.insert(projectStages).values(rows);
}

/** Moves a stage from `from` to `to` (held, or settled); false when it was not in `from` any more. */
export async function markStage(tx: Tx, id: number, from: StageState, to: StageState) {
  const r = await tx
    .update(projectStages)
    .set(to === StageState.held ? { state: to, heldAt: sql`now()` } : { state: to, settledAt: sql`now()` })
    .where(and(eq(projectStages.id, id), eq(projectStages.state, from)))
    .returning({ id: projectStages.id });
  return r.length > 0;
}
