import type { ModelMenu, ModelMenuSaveBody } from '@hz/contract/models';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './models-repository.ts';
import { fieldError } from './models-views.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** The category tree, two levels; hidden ones only when `all`. */
export async function categoryTree(tx: Tx, all: boolean): Promise<ModelMenu[]> {
  const rows = await repo.allCategories(tx);
  const visible = rows.filter((r) => all || !r.hidden);
  const fields = (r: repo.CategoryRow) => ({ id: r.id, name: r.name, sort: r.sort, hidden: r.hidden });
  return visible
    .filter((r) => r.parentId === null)
    .map((r) => ({
      ...fields(r),
      children: visible.filter((c) => c.parentId === r.id).map((c) => ({ ...fields(c), children: [] })),
    }));
}

/** A category's `上级 / 下级` path, and the ids a filter by it covers (itself and its children). */
export async function categoryOf(tx: Tx, id: number) {
  const rows = await repo.allCategories(tx);
  const c = rows.find((r) => r.id === id);
  if (!c) return null;
  const parent = c.parentId === null ? undefined : rows.find((r) => r.id === c.parentId);
  return {
    row: c,
    hidden: c.hidden || parent?.hidden === true,
    path: parent ? `${parent.name} / ${c.name}` : c.name,
    ids: [c.id, ...rows.filter((r) => r.parentId === c.id).map((r) => r.id)],
  };
}

/** Every category's `上级 / 下级` path by id ('' for none), read once for a list. */
export async function categoryPaths(tx: Tx) {
  const rows = await repo.allCategories(tx);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id: number) => {
    const c = byId.get(id);
    if (!c) return '';
    const p = c.parentId === null ? undefined : byId.get(c.parentId);
    return p ? `${p.name} / ${c.name}` : c.name;
  };
}

/** The category a model is published in: it exists and is not hidden. */
export async function requireCategory(tx: Tx, id: number) {
  const c = await categoryOf(tx, id);
  if (!c || c.hidden) throw fieldError('categoryId', '模型分类不存在');
  return c;
}

/** The categories' calls: the tree for everyone, saving and deleting for operators. */
export function createModelCategories(db: Db) {
  return {
    async menusTree(all: boolean, viewer: Viewer) {
      return { listItem: await categoryTree(db, all && viewer?.isadmin === true) };
    },

    async saveMenu(b: ModelMenuSaveBody) {
      await db.transaction(async (tx) => {
        await repo.lockCategories(tx);
        if (b.parentId !== null) {
          const parent = await repo.findCategory(tx, b.parentId);
          if (!parent) throw fieldError('parentId', '上级分类不存在');
          if (parent.parentId !== null) throw fieldError('parentId', '分类最多两级，请选择一级分类作为上级');
          if (b.id !== undefined && b.parentId === b.id)
            throw fieldError('parentId', '不能把分类移到自己下面');
        }
        const c = { name: b.name, parentId: b.parentId, sort: b.sort, hidden: b.hidden };
        if (b.id === undefined) {
          await repo.insertCategory(tx, c);
          return;
        }
        const current = await repo.findCategory(tx, b.id);
        if (!current) throw new AppError('not_found', '分类不存在');
        if (b.parentId !== null && (await repo.hasChildren(tx, b.id)))
          throw fieldError('parentId', '该分类有子分类，不能移到其他分类下面（分类最多两级）');
        await repo.updateCategory(tx, b.id, c);
      });
      return { listItem: await categoryTree(db, true) };
    },

    async deleteMenu(id: number) {
      await db.transaction(async (tx) => {
        await repo.lockCategories(tx);
        if (!(await repo.findCategory(tx, id))) throw new AppError('not_found', '分类不存在');
        if (await repo.categoryInUse(tx, id))
          throw new AppError('invalid_params', '该分类下有模型或子分类，不能删除；可以改为隐藏');
        await repo.deleteCategory(tx, id);
      });
      return { listItem: await categoryTree(db, true) };
    },
  };
}
