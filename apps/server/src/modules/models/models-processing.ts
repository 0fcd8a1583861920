import fs from 'node:fs';
import path from 'node:path';
import { ModelState } from '@hz/contract/common/states';
import type { ModelFormat } from '@hz/contract/models';
import type { Db } from '../../db/client.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { copyToTemp, inspectModel, ModelFileError } from './models-files.ts';
import { derivePreview, getsPreview, type PreviewStats } from './models-preview.ts';
import * as repo from './models-repository.ts';

/** The job that checks an uploaded model and reads its dimensions. */
export const PROCESS_JOB = 'models.process';

/** The processing job's work (`PROCESS_JOB`, defined in models-module.ts) and its giving up. */
export function createModelProcessing(deps: { db: Db; uploads: UploadsService; tmpRoot: string }) {
  const { db, uploads, tmpRoot } = deps;
  return {
    /** The processing job gave up (not the file's fault): failed, with a reason that says to retry. */
    async processingGaveUp(id: number) {
      await db.transaction((tx) =>
        repo.setState(tx, id, [ModelState.pending, ModelState.processing], ModelState.failed, {
          failReason: '模型处理暂时失败，请稍后重新上传或联系客服',
        }),
      );
    },

    /**
     * The processing job: pending → processing → ready (with dimensions and the derived preview) or
     * failed (with the reason). A model that is ready already but has no preview (processed before
     * previews were derived: migration 0029) only gets its preview; if that fails it stays ready without
     * one (its viewer shows the cover), and the reason is returned for the log.
     */
    async process(id: number): Promise<{ preview: PreviewStats | null; failReason: string }> {
      const none = { preview: null, failReason: '' };
      const input = await repo.processingInput(db, id);
      if (!input || input.state === ModelState.failed) return none;
      const backfill = input.state === ModelState.ready;
      const previewed = getsPreview(input.format, input.size);
      if (backfill && (input.previewFile || !previewed)) return none;
      // a retry finds it `processing` already (the attempt before died): it is processed again
      if (!backfill)
        await db.transaction((tx) =>
          repo.setState(tx, id, [ModelState.pending, ModelState.processing], ModelState.processing),
        );
      let dims: Awaited<ReturnType<typeof inspectModel>> = null;
      let failReason = '';
      let stats: PreviewStats | null = null;
      let stored: string | null = null;
      const t = await copyToTemp(uploads, tmpRoot, input.file, input.format);
      try {
        if (!backfill) dims = await inspectModel(t.file, input.format as ModelFormat, t.size);
        if (previewed) {
          const out = path.join(t.dir, 'preview.glb');
          stats = await derivePreview(t.file, input.format as 'glb' | 'gltf' | 'obj' | 'stl', out);
          // its own object in the uploads service, private, owned by the author (decision 030)
          stored = (await uploads.ingest(input.memberId, 'model', { path: out, filename: 'preview.glb' })).id;
        }
      } catch (err) {
        if (!(err instanceof ModelFileError)) throw err;
        failReason = err.message;
      } finally {
        await fs.promises.rm(t.dir, { recursive: true, force: true });
      }
      const kept = await db
        .transaction(async (tx) => {
          if (backfill) return failReason ? false : repo.setPreview(tx, id, stored!);
          return failReason
            ? repo.setState(tx, id, [ModelState.processing], ModelState.failed, { failReason })
            : repo.setState(tx, id, [ModelState.processing], ModelState.ready, { dims, previewFile: stored });
        })
        .catch(async (err: unknown) => {
          if (stored) await uploads.discard(input.memberId, stored);
          throw err;
        });
      // the model moved on meanwhile (or failed): the derived file is not left behind
      if (stored && (!kept || failReason)) await uploads.discard(input.memberId, stored);
      return { preview: kept ? stats : null, failReason };
    },
  };
}
