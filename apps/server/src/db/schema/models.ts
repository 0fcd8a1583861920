import { ModelState, modelStateValues, ReviewState, reviewStateValues } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, serialId, tsvector, updatedAt } from './columns.ts';
import { files } from './uploads.ts';
import { memberRef } from './members.ts';

/**
 * The 3D model categories (`Common/menusTree`): two levels, seeded by the migration, edited by operators
 * (`Admin/modelMenuSave`, `modelMenuDelete`). A category that models or children use cannot be deleted
 * (the foreign keys refuse it too).
 */
export const modelCategories = pgTable(
  'model_categories',
  {
    id: serialId(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => modelCategories.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('model_categories_parent_idx').on(t.parentId, t.sort)],
);

/**
 * A 3D model (issue 15, docs/domains/models.md): the file (`files.id`, purpose `model`), the processing
 * `state` (ModelState) and the review columns (public when `ready` and approved); `price` in whole coins
 * (1 coin = ¥1; the ledger posts fen). `deleted_at`: withdrawn by its author, kept for its buyers' records.
 */
export const models = pgTable(
  'models',
  {
    id: serialId(),
    memberId: memberRef(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => modelCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    licence: text('licence').notNull(),
    price: integer('price').notNull().default(0),
    file: text('file')
      .notNull()
      .references(() => files.id),
    cover: text('cover').references(() => files.id),
    /**
     * The derived preview (decision 030): an optimised GLB stored as its own file (purpose `model`,
     * private), the only thing `/preview/model/<id>` serves; null while not derived (or not viewable).
     */
    previewFile: text('preview_file').references(() => files.id),
    /** The extension of the file (contract `modelFormats`). */
    format: text('format').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    state: text('state').$type<ModelState>().notNull().default(ModelState.pending),
    failReason: text('fail_reason').notNull().default(''),
    /** Bounding box in metres, read by processing (viewable formats). */
    dimX: real('dim_x'),
    dimY: real('dim_y'),
    dimZ: real('dim_z'),
    downloads: integer('downloads').notNull().default(0),
    /**
     * How many members favourited it (`favorites` rows of kind `model`), kept by `Myfavorite/mdlFvr` in the
     * add's or removal's transaction (modules/favorites); stored so that the search's order by favourites
     * has an index (migration 0034, which also backfilled it).
     */
    favorites: integer('favorites').notNull().default(0),
    ...reviewColumns(),
    searchText: tsvector('search_text'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    /** Public: processed, approved and not withdrawn (the search's condition, `isPublicModel`). */
    const isPublic = sql.raw(
      `checked = ${ReviewState.approved} AND state = '${ModelState.ready}' AND deleted_at IS NULL`,
    );
    return [
      index('models_public_idx').on(t.checked, t.createdAt),
      // the search's orders by downloads and by favourites, each ending at offset + limit (newest: models_public_idx)
      index('models_public_downloads_idx')
        .on(t.downloads.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(isPublic),
      index('models_public_favorites_idx')
        .on(t.favorites.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(isPublic),
      // one model per uploaded file
      uniqueIndex('models_file_key').on(t.file),
      index('models_member_idx').on(t.memberId, t.updatedAt),
      index('models_category_idx').on(t.categoryId, t.checked),
      index('models_queue_idx').on(t.checked, t.updatedAt),
      index('models_search_idx').using('gin', t.searchText).with({ fastupdate: false }).where(isPublic),
      check('models_checked_check', oneOf(t.checked, reviewStateValues)),
      check('models_state_check', oneOf(t.state, modelStateValues)),
      check('models_price_check', sql`${t.price} >= 0`),
      check('models_licence_check', sql`${t.licence} IN ('平台标准授权', '商业授权', '仅限个人学习')`),
      check('models_favorites_check', sql`${t.favorites} >= 0`),
    ];
  },
);

/**
 * A member's purchase of a paid model: once per member and model (the primary key makes a second buy
 * impossible); `price` as charged, in coins.
 */
export const modelPurchases = pgTable(
  'model_purchases',
  {
    modelId: bigint('model_id', { mode: 'number' })
      .notNull()
      .references(() => models.id),
    memberId: memberRef(),
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.memberId] }),
    index('model_purchases_member_idx').on(t.memberId),
  ],
);
