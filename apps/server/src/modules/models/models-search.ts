import { ModelState } from '@hz/contract/common/states';
import { modelSearchCap } from '@hz/contract/models';
import { sql } from 'drizzle-orm';
import { models } from '../../db/schema/models.ts';
import { isApproved } from '../../lib/review.ts';
import { defineSearchKind } from '../search/search-service.ts';

/** What a model's search vector is built of. */
export interface ModelSearchFields {
  title: string;
  tags: readonly string[];
  /** Its category's path (`展台 特装`). */
  category: string;
  description: string;
}

/**
 * 3D models as a searchable kind of the search module (decision 008): public models (the predicate of
 * `models_search_idx`: approved, ready, not withdrawn); the title weighted A, the tags and category B,
 * the description C.
 */
export const modelSearch = defineSearchKind<ModelSearchFields>({
  kind: 'model',
  table: models,
  id: models.id,
  searchText: models.searchText,
  approved: [
    isApproved(models.checked),
    sql`${models.state} = ${sql.raw(`'${ModelState.ready}'`)}`,
    sql`${models.deletedAt} IS NULL`,
  ],
  cap: modelSearchCap,
  weights: (m) => ({ A: [m.title], B: [m.tags.join(' '), m.category], C: [m.description] }),
});

/** A model's search vector (weights above). */
export const modelSearchText = (f: ModelSearchFields) => modelSearch.vector(f);
