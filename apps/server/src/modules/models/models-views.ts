import { ModelState, ReviewState } from '@hz/contract/common/states';
import { type ModelFormat, type ModelLicence, modelLicenceSummaries } from '@hz/contract/models';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskContactsInText } from '../../lib/contact-mask.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { publicName } from '../../lib/mask.ts';
import type { FavoriteLookup } from '../favorites/favorites-service.ts';
import { thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './models-repository.ts';
import type { Viewer } from '../../lib/viewer.ts';

export const notFound = () => new AppError('not_found', '模型不存在或未通过审核');
export const fieldError = (field: string, message: string) =>
  new AppError('invalid_params', message, { fields: { [field]: message } });

/** A model's texts as everyone else reads them: contact details masked (again on read: issue 29). */
export const shown = (text: string) => maskContactsInText(text);

/** Approved and processed: shown to everyone. */
export const isPublicModel = (r: repo.ModelRow) =>
  r.checked === ReviewState.approved && r.state === ModelState.ready;

/** A model in a list (`category`: its `上级 / 下级` path). */
export const modelItem = (r: repo.ModelRow, category: string) => ({
  id: r.id,
  title: shown(r.title),
  categoryId: r.categoryId,
  category,
  format: r.format as ModelFormat,
  viewable: r.previewFile !== null && r.state === ModelState.ready,
  licence: r.licence as ModelLicence,
  price: r.price,
  cover: r.cover ? thumbUrl(r.cover) : '',
  dims: r.dimX === null || r.dimY === null || r.dimZ === null ? null : { x: r.dimX, y: r.dimY, z: r.dimZ },
  downloads: r.downloads,
  favorites: r.favorites,
  cardno: r.cardno,
  author: publicName({ nickname: r.nickname, name: r.name }),
  dates: chinaParts(r.createdAt).date,
});

/** A model's detail as this viewer sees it (`pathOf`: the categories' paths, `categoryPaths`). */
export function createModelInfo(isFavorite: FavoriteLookup) {
  return async function info(tx: Tx, r: repo.ModelRow, viewer: Viewer, pathOf: (id: number) => string) {
    const mine = viewer?.id === r.memberId;
    const owned = mine || r.price === 0 || (viewer !== null && (await repo.hasPurchase(tx, r.id, viewer.id)));
    return {
      ...modelItem(r, pathOf(r.categoryId)),
      description: shown(r.description),
      tags: r.tags.map(shown),
      licenceSummary: modelLicenceSummaries[r.licence as ModelLicence] ?? '',
      size: r.size,
      // the viewer's file, for whoever may see the model: the derived preview, never the original
      // (decisions 027, 030); '' until processing derived it
      preview: r.previewFile ? `/preview/model/${r.id}` : '',
      mine,
      state: r.state,
      failReason: mine || viewer?.isadmin ? r.failReason : '',
      checked: r.checked,
      reason: (mine || viewer?.isadmin === true) && r.checked === ReviewState.rejected ? r.reason : '',
      owned,
      fvr: await isFavorite(tx, viewer?.id, 'model', r.id),
    };
  };
}

export type ModelInfo = ReturnType<typeof createModelInfo>;
