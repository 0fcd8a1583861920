import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { modelMaxBytes } from '@hz/contract/models';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notLoggedIn } from '../../lib/app-error.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';

/** Where resumable uploads of model files are received (tus protocol; decision 022). */
export const TUS_PATH = '/api/Upload/tus';

const ID = /^[A-Za-z0-9_-]{24}$/;

/** A tus `Upload-Metadata` header without the key `member` (set by the server only), plus `extra`. */
function withMember(header: string | undefined, memberId: number): string {
  const pairs = (header ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && p.split(' ')[0] !== 'member');
  pairs.push(`member ${Buffer.from(String(memberId)).toString('base64')}`);
  return pairs.join(',');
}

const envelope = (err: AppError) =>
  JSON.stringify({ success: false, errCode: err.code, errMsg: err.message, data: err.data ?? null });

/**
 * Resumable uploads of model files (up to 500 MB) with the tus protocol (`@tus/server` + `@tus/file-store`):
 * the bytes go to `DATA_DIR/tus` as they arrive (streamed: memory does not grow with the size) and
 * survive a dropped connection; a client asks the offset (`HEAD`) and continues (`PATCH`). Each upload
 * belongs to the member who created it: the server writes `member` into its metadata, and every later
 * request of another member (or a visitor) is `not_found`. When the last byte arrives the file goes
 * through the uploads service like any upload of purpose `model` (format from the bytes, the name's
 * extension, stored on disk or S3), the received copy is removed, and the response carries its file id
 * in `Upload-File-Id` for `Modelcenter/uploadModel`.
 */
export function registerModelTus(app: FastifyInstance, deps: { uploads: UploadsService; dir: string }) {
  const { uploads, dir } = deps;
  fs.mkdirSync(dir, { recursive: true });
  const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: 24 * 3600_000 });
  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    maxSize: modelMaxBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomBytes(18).toString('base64url'),
    exposedHeaders: ['Upload-File-Id'],
    async onUploadFinish(_req, upload) {
      const memberId = Number(upload.metadata?.member);
      try {
        const file = await uploads.ingest(memberId, 'model', {
          path: path.join(dir, upload.id),
          filename: upload.metadata?.filename ?? undefined,
        });
        return { status_code: 204, headers: { 'Upload-File-Id': file.id } };
      } catch (err) {
        const e = err instanceof AppError ? err : new AppError('internal', '服务器开小差了，请稍后重试');
        throw {
          status_code: e.code === 'too_large' ? 413 : e.code === 'unavailable' ? 503 : 400,
          body: envelope(e),
        };
      } finally {
        await store.remove(upload.id).catch(() => {});
      }
    },
  });

  app.register(async (scope) => {
    // the body is the tus handler's to read, as a stream: Fastify does not parse it
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    const handle = async (req: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      if (req.method !== 'OPTIONS') {
        const member = await req.member();
        if (!member) throw notLoggedIn();
        const id = req.params['*'];
        if (id) {
          const upload = ID.test(id) ? await store.getUpload(id).catch(() => null) : null;
          if (!upload || Number(upload.metadata?.member) !== member.id)
            throw new AppError('not_found', '上传不存在或已过期，请重新选择文件');
        } else if (req.method === 'POST') {
          // the tus handler reads the raw header list: the value is replaced there (and in `headers`)
          const meta = req.headers['upload-metadata'];
          const value = withMember(Array.isArray(meta) ? meta[0] : meta, member.id);
          req.raw.headers['upload-metadata'] = value;
          const raw = req.raw.rawHeaders;
          const at = raw.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'upload-metadata');
          if (at >= 0) raw.splice(at, 2);
          raw.push('Upload-Metadata', value);
        }
      }
      reply.hijack();
      await tus.handle(req.raw, reply.raw);
    };
    scope.all(TUS_PATH, handle);
    scope.all(`${TUS_PATH}/*`, handle);
  });
  return { cleanUp: () => tus.cleanUpExpiredUploads() };
}
