import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema/uploads.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(tx: Tx, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await tx.insert(files).values(row).returning();
  if (!inserted) throw new Error('file insert returned no row');
  return inserted;
}

export async function findFile(tx: Tx, id: string): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The rows of `ids` that exist (any order). */
export async function findFiles(tx: Tx, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
}

export async function deleteFile(tx: Tx, id: string) {
  await tx.delete(files).where(eq(files.id, id));
}
