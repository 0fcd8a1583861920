import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type CrewRow,
  type PermitItemRow,
  projectPermitFiles,
  projectPermits,
} from '../../db/schema/permits.ts';
import { files } from '../../db/schema/uploads.ts';

/** A build project's 报馆 package (tables `project_permits`, `project_permit_files`): SQL only. */

export async function findPermit(tx: Tx, projectId: number) {
  const [row] = await tx
    .select()
    .from(projectPermits)
    .where(eq(projectPermits.projectId, projectId))
    .limit(1);
  return row;
}

/** Writes the checklist and/or the crew list (the first write inserts the row). */
export async function savePermit(tx: Tx, projectId: number, v: { items: PermitItemRow[]; crew: CrewRow[] }) {
  await tx
    .insert(projectPermits)
    .values({ projectId, items: v.items, crew: v.crew })
    .onConflictDoUpdate({
      target: projectPermits.projectId,
      set: { items: v.items, crew: v.crew, updatedAt: new Date() },
    });
}

/** The package's files with their stored rows, in upload order. */
export function permitFiles(tx: Tx, projectId: number) {
  return tx
    .select({
      id: projectPermitFiles.id,
      item: projectPermitFiles.item,
      memberId: projectPermitFiles.memberId,
      side: projectPermitFiles.side,
      fileId: files.id,
      name: files.name,
      size: files.size,
      mime: files.mime,
    })
    .from(projectPermitFiles)
    .innerJoin(files, eq(files.id, projectPermitFiles.fileId))
    .where(eq(projectPermitFiles.projectId, projectId))
    .orderBy(asc(projectPermitFiles.id));
}
export type PermitFileRow = Awaited<ReturnType<typeof permitFiles>>[number];

export async function addPermitFile(
  tx: Tx,
  v: { projectId: number; item: string; fileId: string; memberId: number; side: 'client' | 'factory' },
) {
  await tx.insert(projectPermitFiles).values(v);
}

export async function removePermitFile(tx: Tx, projectId: number, fileId: string) {
  await tx
    .delete(projectPermitFiles)
    .where(and(eq(projectPermitFiles.projectId, projectId), eq(projectPermitFiles.fileId, fileId)));
}

export async function removePermitItemFiles(tx: Tx, projectId: number, item: string) {
  await tx
    .delete(projectPermitFiles)
    .where(and(eq(projectPermitFiles.projectId, projectId), eq(projectPermitFiles.item, item)));
}
