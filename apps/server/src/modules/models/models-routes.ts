import type { AnswerCache } from '../search/answer-cache.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { defineCall } from '../../lib/route.ts';
import { guardDownload, takeDownloadSlot } from '../limits/limits-downloads.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { ModelsService } from './models-service.ts';

/**
 * `/dl/model/…` per client (an IPv4 address or IPv6 /64): 2 at once and 30 started per 10 minutes; 32 at
 * once over all clients; over every server process (decision 019).
 */
export const MODEL_DOWNLOAD_LIMITS = { max: 30, windowMs: 10 * 60_000, concurrent: 2, total: 32 } as const;
/**
 * The longest a model download may take: a 500 MB file at 0.15 MB/s. Longer than decision 009's zips
 * (`DOWNLOAD_MAX_SECONDS`, sized for a few images); a client that stops reading is ended much earlier, by
 * `DOWNLOAD_STALL_SECONDS`.
 */
export const MODEL_DOWNLOAD_MAX_MS = 60 * 60_000;

export function registerModelsRoutes(
  app: FastifyInstance,
  deps: { models: ModelsService; limiter: Limiter; stallMs: number; answers: AnswerCache },
) {
  const { models, limiter, stallMs, answers } = deps;
  defineCall(app, 'Common/menusTree', async (b, { req }) => models.menusTree(b.all, await req.member()));
  defineCall(app, 'Admin/modelMenuSave', (b) => models.saveMenu(b));
  defineCall(app, 'Admin/modelMenuDelete', (b) => models.deleteMenu(b.id));
  defineCall(app, 'Modelcenter/uploadModel', (b, { member }) => models.upload(member.id, b));
  defineCall(app, 'Modelcenter/editModel', (b, { member }) => models.edit(member.id, b));
  defineCall(app, 'Modelcenter/deleteModel', (b, { member }) => models.remove(member.id, b.id));
  defineCall(app, 'Modelcenter/modelList', (b, { member }) => models.mine(member.id, b));
  defineCall(app, 'Modelcenter/modelInfo', (b, { member }) => models.myInfo(member.id, b.id));
  defineCall(app, 'Modelcenter/dnldModel', (b, { member }) => models.download(member.id, b));
  // public, the body alone decides it: reused while the models are unchanged (decision 065)
  defineCall(app, 'Common/searchModel', (b) =>
    answers.answer('models', 'searchModel', b, () => models.search(b)),
  );
  defineCall(app, 'Common/modelInfo', async (b, { req }) => models.publicInfo(b.id, await req.member()));

  // the viewer's file (decisions 027, 030): the derived preview GLB only, never the original; public
  // models to anyone, others to their author and operators
  app.get<{ Params: { id: string } }>('/preview/model/:id', async (req, reply) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('not_found', '模型不存在');
    const f = await models.openPreview(id, await req.member());
    return reply
      .header('content-type', 'model/gltf-binary')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=300')
      .header('content-length', f.size)
      .send(f.stream);
  });

  // the signed link of `Modelcenter/dnldModel`: for the member it was made for, for a few minutes; the
  // download counts once the whole file has been sent. Download slots per client (decision 009's, by the
  // shared limiter): a stranger with a link cannot hold the disk and the network with parallel or
  // endless downloads.
  app.get<{ Params: { token: string } }>(
    '/dl/model/:token',
    async (req: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      const slot = await takeDownloadSlot(limiter, 'dl-model', req.ip, MODEL_DOWNLOAD_LIMITS);
      try {
        const member = await req.member();
        const f = await models.openLink(req.params.token, member?.id);
        reply.raw.once('finish', () => {
          void f.counted().catch((err: unknown) => req.log.error({ err }, 'models: download not counted'));
        });
        const body = guardDownload(req, reply, f.stream, { slot, stallMs, maxMs: MODEL_DOWNLOAD_MAX_MS });
        return reply
          .header('content-type', f.mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition('attachment', f.name))
          .header('cache-control', 'private, no-store')
          .header('content-length', f.size)
          .send(body);
      } catch (err) {
        await slot.release();
        throw err;
      }
    },
  );
}
