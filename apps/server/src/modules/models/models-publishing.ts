import fs from 'node:fs';
import {
  type EditModelBody,
  type ModelFormat,
  type ModelSaveData,
  modelFormats,
  modelMaxBytes,
  type UploadModelBody,
} from '@hz/contract/models';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ContactScreen, contactScreen } from '../../lib/contact-mask.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import { extensionOf } from '../uploads/file-types.ts';
import { requireOwnFile, type UploadsService } from '../uploads/uploads-service.ts';
import { categoryPaths, requireCategory } from './models-categories.ts';
import { checkGlbHeader, checkZip, copyToTemp, ModelFileError } from './models-files.ts';
import { getsPreview, isViewable, previewLimits } from './models-preview.ts';
import { PROCESS_JOB } from './models-processing.ts';
import * as repo from './models-repository.ts';
import { modelSearchText } from './models-search.ts';
import { fieldError, type ModelInfo } from './models-views.ts';

/**
 * The fields an upload and an edit both set, from the form and its category: the texts with contact
 * details masked (issue 29; what was found stays in `screen`).
 */
const described = (
  b: UploadModelBody | EditModelBody,
  category: Awaited<ReturnType<typeof requireCategory>>,
  screen: ContactScreen,
) => {
  const texts = {
    title: screen.text('title', b.title),
    description: screen.text('description', b.description),
    tags: screen.list('tags', b.tags),
  };
  return {
    categoryId: category.row.id,
    ...texts,
    licence: b.licence,
    price: b.price,
    searchText: modelSearchText({ ...texts, category: category.path }),
  };
};

/** An author's models: publishing with checks of the file, editing, withdrawing, and their own lists. */
export function createModelPublishing(deps: {
  db: Db;
  uploads: UploadsService;
  jobs: JobsService;
  pendingRoom: PendingRoom;
  info: ModelInfo;
  recordContact: RecordContactAttempt;
  /** The author's share of a paid model's price, in basis points. */
  authorShareBps: number;
  tmpRoot: string;
}) {
  const { db, uploads, jobs, pendingRoom, info, tmpRoot, recordContact } = deps;
  const author = (memberId: number) => ({ id: memberId, isadmin: false });
  const authorInfo = async (memberId: number, id: number) => {
    const row = await repo.findModel(db, id);
    return info(db, row!, author(memberId), await categoryPaths(db));
  };

  /** What is checked before a model is accepted: a zip's entries, a GLB's header. */
  async function checkUpload(fileId: string, format: ModelFormat) {
    if (format !== 'zip' && format !== 'glb') return;
    const t = await copyToTemp(uploads, tmpRoot, fileId, format);
    try {
      if (format === 'zip') await checkZip(t.file);
      else await checkGlbHeader(t.file, t.size);
    } catch (err) {
      if (err instanceof ModelFileError) throw fieldError('file', err.message);
      throw err;
    } finally {
      await fs.promises.rm(t.dir, { recursive: true, force: true });
    }
  }

  async function requireCover(
    tx: Tx,
    memberId: number,
    file: { format: string; size: number },
    cover: string | undefined,
  ) {
    if (cover === undefined) {
      if (!isViewable(file.format)) throw fieldError('cover', '该格式无法在线预览，请上传封面图');
      if (!getsPreview(file.format, file.size))
        throw fieldError(
          'cover',
          `超过 ${previewLimits.sourceBytes / 1024 / 1024} MB 的模型不生成在线预览，请上传封面图`,
        );
      return null;
    }
    await requireOwnFile(tx, memberId, cover, { purposes: ['listing'], kind: 'image', field: 'cover' });
    return cover;
  }

  return {
    async upload(memberId: number, b: UploadModelBody): Promise<ModelSaveData> {
      let id: number;
      const screen = contactScreen();
      try {
        // the file's own checks first (outside the transaction: they read the whole file)
        const file = await requireOwnFile(db, memberId, b.file, { purposes: ['model'], kind: 'model' });
        const format = extensionOf(file.name) as ModelFormat;
        if (!modelFormats.includes(format))
          throw fieldError('file', '请上传 GLB、glTF、OBJ、STL、FBX、3DS、MAX、SKP 模型文件或 ZIP 压缩包');
        if (file.size > modelMaxBytes) throw new AppError('too_large', '模型文件不能超过 500 MB');
        await checkUpload(file.id, format);
        id = await db.transaction(async (tx) => {
          const category = await requireCategory(tx, b.categoryId);
          const cover = await requireCover(tx, memberId, { format, size: file.size }, b.cover);
          if (await repo.fileInUse(tx, file.id)) throw fieldError('file', '该文件已用于其他模型，请重新上传');
          await pendingRoom(tx, 'model', memberId);
          const modelId = await repo.insertModel(tx, {
            ...described(b, category, screen),
            memberId,
            file: file.id,
            cover,
            format,
            size: file.size,
          });
          await recordContact(tx, memberId, { kind: 'model', id: modelId, title: b.title }, screen.found);
          await jobs.enqueue(tx, {
            name: PROCESS_JOB,
            payload: { id: modelId },
            key: `model:${modelId}:process`,
          });
          return modelId;
        });
      } catch (err) {
        // bad input leaves no orphan file (a file another model uses is kept: the key refuses); a
        // refusal that is not the form's (the pending limit, the storage away) keeps it for a retry
        if (err instanceof AppError && ['invalid_params', 'too_large', 'not_found'].includes(err.code)) {
          await uploads.discard(memberId, b.file);
        }
        throw err;
      }
      return { ...(await authorInfo(memberId, id)), contactHidden: screen.hidden() };
    },

    async edit(memberId: number, b: EditModelBody): Promise<ModelSaveData> {
      const screen = contactScreen();
      await db.transaction(async (tx) => {
        const r = await repo.findModel(tx, b.id, { forUpdate: true });
        if (!r || r.memberId !== memberId) throw new AppError('not_found', '模型不存在');
        const category = await requireCategory(tx, b.categoryId);
        const cover =
          b.cover === undefined && r.cover ? r.cover : await requireCover(tx, memberId, r, b.cover);
        await repo.updateModel(tx, r.id, { ...described(b, category, screen), cover });
        await recordContact(tx, memberId, { kind: 'model', id: r.id, title: b.title }, screen.found);
      });
      return { ...(await authorInfo(memberId, b.id)), contactHidden: screen.hidden() };
    },

    async remove(memberId: number, id: number) {
      await db.transaction(async (tx) => {
        const r = await repo.findModel(tx, id, { forUpdate: true });
        if (!r || r.memberId !== memberId) throw new AppError('not_found', '模型不存在');
        await repo.withdrawModel(tx, id);
      });
      return { id };
    },

    async mine(memberId: number, b: { page: number; pageSize: number; review?: boolean }) {
      const { rows, total } = await repo.mine(db, memberId, {
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
        review: b.review,
      });
      const p = await categoryPaths(db);
      const sold = await repo.salesOf(
        db,
        rows.map((r) => r.id),
        deps.authorShareBps,
      );
      const listItem = [];
      for (const r of rows) {
        const s = sold.get(r.id);
        listItem.push({
          ...(await info(db, r, author(memberId), p)),
          sales: s?.sales ?? 0,
          earnings: (s?.shareFen ?? 0) / 100,
        });
      }
      return { listItem, total, page: b.page, pageSize: b.pageSize };
    },

    async myInfo(memberId: number, id: number) {
      const r = await repo.findModel(db, id);
      if (!r || r.memberId !== memberId) throw new AppError('not_found', '模型不存在');
      return info(db, r, author(memberId), await categoryPaths(db));
    },
  };
}
