import { itemLinks } from '@hz/contract/common/links';
import type { ModelChoice, PlanModel } from '@hz/contract/shows';
import type { Tx } from '../../db/client.ts';
import { publicName } from '../../lib/mask.ts';
import { thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './models-repository.ts';
import { isPublicModel, shown } from './models-views.ts';

/**
 * The library's side of a show plan's 3D models (issue 31, decision 064): what the shows module may ask
 * of models, through this file only (it keeps the `show_models` rows; the models stay here).
 */

function planModelOf(r: repo.ModelRow, memberId: number): PlanModel {
  const mine = r.memberId === memberId;
  const available = r.deletedAt === null && (mine || isPublicModel(r));
  return {
    id: r.id,
    title: shown(r.title),
    cover: r.cover && available ? thumbUrl(r.cover) : '',
    author: publicName({ nickname: r.nickname, name: r.name }),
    cardno: r.cardno,
    format: r.format,
    link: available ? itemLinks.model(r.id) : '',
    available,
    mine,
  };
}

/** The models of `ids` as the member's plan lists them, in the order of `ids`. */
export async function showModelCards(tx: Tx, memberId: number, ids: number[]): Promise<PlanModel[]> {
  const rows = new Map((await repo.modelsByIds(tx, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = rows.get(id);
    return r ? [planModelOf(r, memberId)] : [];
  });
}

/** May the member use this model for a show: their own upload (not withdrawn), or a public model. */
export async function attachableModel(tx: Tx, memberId: number, id: number): Promise<boolean> {
  const r = await repo.findModel(tx, id);
  return r !== null && (r.memberId === memberId || isPublicModel(r));
}

/** The picker of 添加3D模型: the member's uploads, purchases and favourites, each model once. */
export async function showModelChoices(tx: Tx, memberId: number): Promise<ModelChoice[]> {
  const { own, bought, liked } = await repo.modelChoicesOf(tx, memberId, 100);
  const seen = new Set<number>();
  const out: ModelChoice[] = [];
  for (const [source, rows] of [
    ['own', own],
    ['bought', bought],
    ['favorite', liked],
  ] as const)
    for (const r of rows)
      if (!seen.has(r.id)) {
        seen.add(r.id);
        out.push({ ...planModelOf(r, memberId), source });
      }
  return out;
}
