import os from 'node:os';
import type { SearchModelBody } from '@hz/contract/models';
import type { Db } from '../../db/client.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { FavoriteLookup } from '../favorites/favorites-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import { refuseDeepPage, searchPage } from '../search/search-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { categoryOf, categoryPaths, createModelCategories } from './models-categories.ts';
import { createModelDownloads } from './models-downloads.ts';
import { createModelProcessing } from './models-processing.ts';
import { createModelPublishing } from './models-publishing.ts';
import * as repo from './models-repository.ts';
import { modelSearch } from './models-search.ts';
import { createModelInfo, fieldError, isPublicModel, modelItem, notFound } from './models-views.ts';
import type { Viewer } from '../../lib/viewer.ts';

export interface ModelsDeps {
  db: Db;
  uploads: UploadsService;
  jobs: JobsService;
  wallet: WalletService;
  paycodes: PaycodeService;
  pendingRoom: PendingRoom;
  isFavorite: FavoriteLookup;
  recordContact: RecordContactAttempt;
  secret: string;
  /** The author's share of a paid model's price, in basis points. */
  authorShareBps: number;
  tmpDir?: string;
  now?: () => Date;
}

/**
 * The 3D model library (issue 15; docs/domains/models.md): categories (models-categories.ts), publishing
 * with checks of the file (models-publishing.ts), processing as a job (models-processing.ts), search and
 * public detail (here), and downloads, paid ones through the ledger (models-downloads.ts).
 */
export function createModelsService(deps: ModelsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const tmpRoot = deps.tmpDir ?? os.tmpdir();
  const info = createModelInfo(deps.isFavorite);

  return {
    ...createModelCategories(db),
    ...createModelPublishing({ ...deps, info, tmpRoot }),
    ...createModelDownloads({ ...deps, now }),
    ...createModelProcessing({ db, uploads: deps.uploads, tmpRoot }),

    async search(b: SearchModelBody) {
      refuseDeepPage(b);
      let categoryIds: number[] | null = null;
      if (b.categoryId) {
        const c = await categoryOf(db, b.categoryId);
        if (!c) throw fieldError('categoryId', '模型分类不存在');
        categoryIds = c.ids;
      }
      const found = await repo.searchModels(db, {
        keyword: modelSearch.parse(b.keyword),
        categoryIds,
        format: b.format,
        licence: b.licence,
        pay: b.pay,
        viewable: b.viewable,
        sort: b.sort,
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      const p = await categoryPaths(db);
      return searchPage(
        found.rows.map((r) => modelItem(r, p(r.categoryId))),
        found,
        b,
      );
    },

    async publicInfo(id: number, viewer: Viewer) {
      const r = await repo.findModel(db, id);
      if (!r) throw notFound();
      if (!isPublicModel(r) && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound();
      return info(db, r, viewer, await categoryPaths(db));
    },
  };
}

export type ModelsService = ReturnType<typeof createModelsService>;
