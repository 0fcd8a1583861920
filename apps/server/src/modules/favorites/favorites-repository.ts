import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { favorites } from '../../db/schema.ts';

/** The kinds a member can favourite (models join later). */
export type FavoriteKind = 'huizhan' | 'huiyi' | 'hycd';

/** Whether the member has favourited the item; false for a visitor. */
export async function isFavorite(tx: Tx, memberId: number | undefined, kind: FavoriteKind, targetId: number) {
  if (memberId === undefined) return false;
  const [row] = await tx
    .select({ id: favorites.targetId })
    .from(favorites)
    .where(and(eq(favorites.memberId, memberId), eq(favorites.kind, kind), eq(favorites.targetId, targetId)))
    .limit(1);
  return row !== undefined;
}
