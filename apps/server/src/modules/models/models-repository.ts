import { ModelState, ReviewState } from '@hz/contract/common/states';
import type { ModelState as ModelStateT } from '@hz/contract/common/states';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { members } from '../../db/schema/members.ts';
import { modelCategories, modelPurchases, models } from '../../db/schema/models.ts';
import { type Keyword, type OrderKey, orderSql } from '../search/search-service.ts';
import { modelSearch } from './models-search.ts';

// ---------------------------------------------------------------- categories

export function allCategories(tx: Tx) {
  return tx
    .select({
      id: modelCategories.id,
      parentId: modelCategories.parentId,
      name: modelCategories.name,
      sort: modelCategories.sort,
      hidden: modelCategories.hidden,
    })
    .from(modelCategories)
    .orderBy(asc(modelCategories.sort), asc(modelCategories.id));
}
export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number];

export async function findCategory(tx: Tx, id: number) {
  const [row] = await tx.select().from(modelCategories).where(eq(modelCategories.id, id)).limit(1);
  return row ?? null;
}

export async function insertCategory(
  tx: Tx,
  c: { name: string; parentId: number | null; sort: number; hidden: boolean },
) {
  const [row] = await tx.insert(modelCategories).values(c).returning({ id: modelCategories.id });
  return row!.id;
}

export async function updateCategory(
  tx: Tx,
  id: number,
  c: { name: string; parentId: number | null; sort: number; hidden: boolean },
) {
  await tx.update(modelCategories).set(c).where(eq(modelCategories.id, id));
}

/** Whether any model (even a withdrawn one) or any child category uses it. */
export async function categoryInUse(tx: Tx, id: number) {
  const [m] = await tx.select({ n: count() }).from(models).where(eq(models.categoryId, id));
  const [c] = await tx.select({ n: count() }).from(modelCategories).where(eq(modelCategories.parentId, id));
  return (m?.n ?? 0) > 0 || (c?.n ?? 0) > 0;
}

export async function hasChildren(tx: Tx, id: number) {
  const [c] = await tx.select({ n: count() }).from(modelCategories).where(eq(modelCategories.parentId, id));
  return (c?.n ?? 0) > 0;
}

export async function deleteCategory(tx: Tx, id: number) {
  await tx.delete(modelCategories).where(eq(modelCategories.id, id));
}

/** Serialises edits of the tree (one operator's move must not race another's). */
export async function lockCategories(tx: Tx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('model_categories'))`);
}

// ---------------------------------------------------------------- models

/** Public: processed, approved and not withdrawn. */
export const isPublicModel = and(
  eq(models.checked, ReviewState.approved),
  eq(models.state, ModelState.ready),
  isNull(models.deletedAt),
)!;

const columns = {
  id: models.id,
  memberId: models.memberId,
  cardno: members.cardno,
  nickname: members.nickname,
  name: members.name,
  categoryId: models.categoryId,
  title: models.title,
  description: models.description,
  tags: models.tags,
  licence: models.licence,
  price: models.price,
  file: models.file,
  previewFile: models.previewFile,
  cover: models.cover,
  format: models.format,
  size: models.size,
  state: models.state,
  failReason: models.failReason,
  dimX: models.dimX,
  dimY: models.dimY,
  dimZ: models.dimZ,
  downloads: models.downloads,
  favorites: models.favorites,
  checked: models.checked,
  reason: models.reason,
  deletedAt: models.deletedAt,
  createdAt: models.createdAt,
};

const base = (tx: Tx) => tx.select(columns).from(models).innerJoin(members, eq(members.id, models.memberId));

export async function findModel(tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = base(tx)
    .where(and(eq(models.id, id), isNull(models.deletedAt)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: models }) : await q;
  return row ?? null;
}
export type ModelRow = NonNullable<Awaited<ReturnType<typeof findModel>>>;

export interface NewModel {
  memberId: number;
  categoryId: number;
  title: string;
  description: string;
  tags: string[];
  licence: string;
  price: number;
  file: string;
  cover: string | null;
  format: string;
  size: number;
  searchText: string;
}

export async function insertModel(tx: Tx, m: NewModel) {
  const [row] = await tx
    .insert(models)
    .values({ ...m, state: ModelState.pending, checked: ReviewState.pending })
    .returning({ id: models.id });
  return row!.id;
}

export async function updateModel(
  tx: Tx,
  id: number,
  m: Omit<NewModel, 'memberId' | 'file' | 'format' | 'size'>,
) {
  await tx
    .update(models)
    .set({ ...m, checked: ReviewState.pending, reason: '', updatedAt: sql`now()` })
    .where(eq(models.id, id));
}

export async function withdrawModel(tx: Tx, id: number) {
  await tx.update(models).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(models.id, id));
}

export async function mine(tx: Tx, memberId: number, o: { offset: number; limit: number; review?: boolean }) {
  const where = and(
    eq(models.memberId, memberId),
    isNull(models.deletedAt),
    // not public yet: not processed, or not approved
    o.review ? or(ne(models.state, ModelState.ready), ne(models.checked, ReviewState.approved)) : undefined,
  );
  const [rows, [n]] = await Promise.all([
    base(tx).where(where).orderBy(desc(models.updatedAt), desc(models.id)).limit(o.limit).offset(o.offset),
    tx.select({ n: count() }).from(models).where(where),
  ]);
  return { rows, total: n?.n ?? 0 };
}

/**
 * What each of `ids` sold: buyers, and the author's share in fen (rounded down per purchase, as the
 * ledger posted it).
 */
export async function salesOf(tx: Tx, ids: number[], shareBps: number) {
  if (ids.length === 0) return new Map<number, { sales: number; shareFen: number }>();
  const rows = await tx
    .select({
      modelId: modelPurchases.modelId,
      sales: count(),
      shareFen: sql<string>`coalesce(sum(floor(${modelPurchases.price}::bigint * 100 * ${shareBps} / 10000)), 0)`,
    })
    .from(modelPurchases)
    .where(inArray(modelPurchases.modelId, ids))
    .groupBy(modelPurchases.modelId);
  return new Map(rows.map((r) => [r.modelId, { sales: r.sales, shareFen: Number(r.shareFen) }]));
}

export interface ModelQuery {
  keyword: Keyword | null;
  categoryIds: number[] | null;
  format: string;
  licence: string;
  pay: '' | 'free' | 'paid';
  viewable: boolean;
  sort: 'new' | 'downloads' | 'favorites';
  offset: number;
  limit: number;
}

export async function searchModels(tx: Tx, q: ModelQuery) {
  const filters: SQL[] = [];
  if (q.categoryIds) filters.push(inArray(models.categoryId, q.categoryIds));
  if (q.format) filters.push(eq(models.format, q.format));
  if (q.licence) filters.push(eq(models.licence, q.licence));
  if (q.pay === 'free') filters.push(eq(models.price, 0));
  if (q.pay === 'paid') filters.push(sql`${models.price} > 0`);
  // viewable: processing derived a preview (decision 030)
  if (q.viewable) filters.push(isNotNull(models.previewFile));
  // each order has its partial index over the public models (migration 0034): a query without other
  // filters reads offset + limit entries of it; the favourites count is stored (`models.favorites`)
  const keys: readonly OrderKey[] =
    q.sort === 'downloads'
      ? [
          [models.downloads, 'desc'],
          [models.id, 'desc'],
        ]
      : q.sort === 'favorites'
        ? [
            [models.favorites, 'desc'],
            [models.id, 'desc'],
          ]
        : [
            [models.createdAt, 'desc'],
            [models.id, 'desc'],
          ];
  const order = orderSql(keys);
  if (q.keyword)
    // a keyword: a bounded walk of the order's index, or its matches sorted (decision 069)
    return modelSearch.ordered(tx, q.keyword, {
      filters,
      keys,
      limit: q.limit,
      offset: q.offset,
      read: (ids) =>
        base(tx)
          .where(inArray(models.id, ids))
          .orderBy(...order),
    });
  // the page's ids first, then their rows and authors: the filters' matches are sorted as ids, not
  // joined to their members first
  const ids = tx
    .select({ id: models.id })
    .from(models)
    .where(and(...modelSearch.conditions(null), ...filters))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [rows, counted] = await Promise.all([
    base(tx)
      .where(inArray(models.id, ids))
      .orderBy(...order),
    modelSearch.count(tx, null, { filters: [filters] }),
  ]);
  return { rows, ...counted };
}

// ---------------------------------------------------------------- processing

export async function setState(
  tx: Tx,
  id: number,
  from: readonly ModelStateT[],
  to: ModelStateT,
  extra: {
    failReason?: string;
    dims?: { x: number; y: number; z: number } | null;
    previewFile?: string | null;
  } = {},
) {
  const rows = await tx
    .update(models)
    .set({
      state: to,
      failReason: extra.failReason ?? '',
      ...(extra.dims ? { dimX: extra.dims.x, dimY: extra.dims.y, dimZ: extra.dims.z } : {}),
      ...(extra.previewFile !== undefined ? { previewFile: extra.previewFile } : {}),
    })
    .where(and(eq(models.id, id), inArray(models.state, [...from])))
    .returning({ id: models.id });
  return rows.length > 0;
}

export async function processingInput(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: models.id,
      memberId: models.memberId,
      file: models.file,
      previewFile: models.previewFile,
      format: models.format,
      size: models.size,
      state: models.state,
    })
    .from(models)
    .where(eq(models.id, id))
    .limit(1);
  return row ?? null;
}

/** A ready model processed before derived previews gets its preview (only if it still has none). */
export async function setPreview(tx: Tx, id: number, previewFile: string) {
  const rows = await tx
    .update(models)
    .set({ previewFile })
    .where(and(eq(models.id, id), eq(models.state, ModelState.ready), isNull(models.previewFile)))
    .returning({ id: models.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- purchases and downloads

export async function hasPurchase(tx: Tx, modelId: number, memberId: number) {
  const [row] = await tx
    .select({ m: modelPurchases.modelId })
    .from(modelPurchases)
    .where(and(eq(modelPurchases.modelId, modelId), eq(modelPurchases.memberId, memberId)))
    .limit(1);
  return row !== undefined;
}

/** True when this inserted the purchase; false when the member had bought it already. */
export async function insertPurchase(tx: Tx, p: { modelId: number; memberId: number; price: number }) {
  const rows = await tx
    .insert(modelPurchases)
    .values(p)
    .onConflictDoNothing()
    .returning({ m: modelPurchases.modelId });
  return rows.length > 0;
}

export async function countDownload(tx: Tx, id: number) {
  await tx
    .update(models)
    .set({ downloads: sql`${models.downloads} + 1` })
    .where(eq(models.id, id));
}

/** The file of a model for a download (withdrawn models too: their buyers keep them). */
export async function downloadTarget(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: models.id, file: models.file, title: models.title, format: models.format })
    .from(models)
    .where(eq(models.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether a model (even a withdrawn one) already uses this file, as its file or as its preview. */
export async function fileInUse(tx: Tx, fileId: string) {
  const [row] = await tx
    .select({ id: models.id })
    .from(models)
    .where(or(eq(models.file, fileId), eq(models.previewFile, fileId)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- show plans (decision 064)

/** Models by id with their author, withdrawn ones too (a show plan lists what it attached). */
export function modelsByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(columns)
    .from(models)
    .innerJoin(members, eq(members.id, models.memberId))
    .where(inArray(models.id, ids));
}

/**
 * The models a member may use for a show, newest first, at most `limit` of each: their own uploads (not
 * withdrawn, any state), and the public models they bought or favourited.
 */
export async function modelChoicesOf(tx: Tx, memberId: number, limit: number) {
  const [own, bought, liked] = await Promise.all([
    base(tx)
      .where(and(eq(models.memberId, memberId), isNull(models.deletedAt)))
      .orderBy(desc(models.createdAt), desc(models.id))
      .limit(limit),
    base(tx)
      .innerJoin(modelPurchases, eq(modelPurchases.modelId, models.id))
      .where(and(eq(modelPurchases.memberId, memberId), isPublicModel))
      .orderBy(desc(modelPurchases.createdAt), desc(models.id))
      .limit(limit),
    base(tx)
      .innerJoin(
        favorites,
        and(eq(favorites.kind, 'model'), eq(favorites.targetId, models.id), eq(favorites.memberId, memberId)),
      )
      .where(isPublicModel)
      .orderBy(desc(favorites.createdAt), desc(models.id))
      .limit(limit),
  ]);
  return { own, bought, liked };
}
