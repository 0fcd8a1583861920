import type { AnswerCache } from '../search/answer-cache.ts';
import type { FastifyInstance } from 'fastify';
import type { Limiter } from '../limits/limits-service.ts';
import { modelBillSubjects } from './models-bill-subjects.ts';
import { PROCESS_JOB } from './models-processing.ts';
import { registerModelsRoutes } from './models-routes.ts';
import { createModelsService, type ModelsDeps } from './models-service.ts';
import { registerModelTus } from './models-tus.ts';

/** The 3D model library (docs/domains/models.md): the service, its calls and its processing job. */
export function registerModels(
  app: FastifyInstance,
  deps: ModelsDeps & {
    /** Where resumable uploads are received (`DATA_DIR/tus`). */
    tusDir: string;
    /** The shared limiter: download slots of `/dl/model/…`. */
    limiter: Limiter;
    /** `DOWNLOAD_STALL_SECONDS`: a model download that makes no progress this long is ended. */
    downloadStallMs: number;
    /** The public searches' answers (the model search). */
    answers: AnswerCache;
  },
) {
  const models = createModelsService(deps);
  deps.wallet.registerSubjects(modelBillSubjects);
  deps.jobs.define<{ id: number }>({
    name: PROCESS_JOB,
    title: '处理上传的3D模型（校验、读取尺寸、生成优化的在线预览）',
    transactional: false,
    maxAttempts: 3,
    leaseMs: 10 * 60_000,
    async run(payload, { job }) {
      try {
        const r = await models.process(payload.id);
        if (r.preview) app.log.info({ model: payload.id, ...r.preview }, 'models: preview derived');
        if (r.failReason) app.log.warn({ model: payload.id, reason: r.failReason }, 'models: not processed');
      } catch (err) {
        // the last attempt failed for a reason other than the file (storage away, a crash): the author
        // sees it failed rather than processing for ever; the job stays dead for operators to retry
        if (job.attempt >= job.maxAttempts) await models.processingGaveUp(payload.id);
        throw err;
      }
    },
  });
  registerModelsRoutes(app, {
    models,
    limiter: deps.limiter,
    stallMs: deps.downloadStallMs,
    answers: deps.answers,
  });
  const tus = registerModelTus(app, { uploads: deps.uploads, dir: deps.tusDir });
  deps.jobs.define({
    name: 'models.tusCleanup',
    title: '清理过期未完成的模型上传',
    schedule: { dailyAt: '04:40' },
    transactional: false,
    async run() {
      const removed = await tus.cleanUp();
      if (removed) app.log.info({ removed }, 'models: expired resumable uploads removed');
    },
  });
  return models;
}
