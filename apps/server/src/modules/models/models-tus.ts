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
 * A refusal of the tus handler (`@tus/utils`' ERRORS and the server's own checks: plain English text) as
 * the envelope every other call answers, in Chinese, with the status its code has (DESIGN §4). The
 * statuses a tus client acts on stay what they were: 404 (start again), 409 (ask the offset, go on), 413.
 */
export function tusRefusal(status: number, body: string): AppError {
  const text = body.trim();
  const invalid = (field: string, message: string) =>
    new AppError('invalid_params', message, { fields: { [field]: message } });
  const headers = /^Invalid (.+)$/.exec(text);
  if (headers) {
    const names = headers[1]!.split(' ').filter(Boolean);
    return new AppError('invalid_params', `上传请求头无效：${names.join('、')}`, {
      fields: Object.fromEntries(names.map((n) => [n.toLowerCase(), '请求头无效'])),
    });
  }
  if (status === 412)
    return invalid('tus-resumable', '缺少 Tus-Resumable 请求头，请使用断点续传（tus 1.0.0）方式上传');
  if (/Upload-Offset header required/i.test(text))
    return invalid('upload-offset', '缺少 Upload-Offset 请求头');
  if (/Content-Type header required/i.test(text))
    return new AppError(
      'unsupported_media_type',
      '续传数据的 Content-Type 须为 application/offset+octet-stream',
    );
  if (/Upload-Length/i.test(text)) return invalid('upload-length', '缺少文件大小（Upload-Length 请求头）');
  if (/Upload-Metadata/i.test(text))
    return invalid('upload-metadata', '文件信息（Upload-Metadata 请求头）格式无效');
  if (/Cannot terminate/i.test(text)) return new AppError('state_conflict', '上传已完成，不能取消');
  if (/lock/i.test(text) && status < 500)
    return new AppError('state_conflict', '这个文件正在另一个请求中上传，请稍后重试');
  if (/lock/i.test(text)) return new AppError('unavailable', '上传正忙，请稍后重试');
  if (/not yet\) supported|not supported/i.test(text))
    return new AppError('invalid_params', '不支持的上传方式，请关闭并行上传后重试');
  switch (status) {
    case 404:
    case 410:
      return new AppError('not_found', '上传不存在或已过期，请重新选择文件');
    case 409:
      return new AppError('state_conflict', '上传进度不一致，请刷新进度后继续上传');
    case 413:
      return /Maximum size/i.test(text)
        ? new AppError('too_large', `文件过大，模型文件不能超过 ${modelMaxBytes / 1024 / 1024} MB`)
        : new AppError('too_large', '上传的数据超过了声明的文件大小');
  }
  return status >= 500
    ? new AppError('internal', '服务器开小差了，请稍后重试')
    : new AppError('bad_request', '上传请求无效，请重新选择文件');
}

/** tus's server with every error answer in the envelope (its one writer of answers, `write`). */
class EnvelopeTusServer extends Server {
  override write(...[context, headers, status, body]: Parameters<Server['write']>) {
    if (status < 400 || body === undefined) return super.write(context, headers, status, body);
    // the answers of `onUploadFinish` below are envelopes already
    const own = body.startsWith('{"success":false');
    const err = own ? null : tusRefusal(status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, err ? err.status : status, err ? envelope(err) : body);
  }
}

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
  const tus = new EnvelopeTusServer({
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
        throw { status_code: e.status, body: envelope(e) };
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
