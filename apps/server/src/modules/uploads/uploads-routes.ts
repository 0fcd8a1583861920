import { finished, PassThrough, type Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { uploadFields } from '@hz/contract/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { defineCall } from '../../lib/route.ts';
import { invalidParams } from '../../plugins/envelope.ts';
import { purposeMaxBytes } from './file-types.ts';
import type { FileVariant, UploadsService } from './uploads-service.ts';

const DRAIN_MS = 10_000;
const fieldError = (field: string, message: string) =>
  new AppError('invalid_params', message, { fields: { [field]: message } });

/**
 * What the multipart parser (busboy, through @fastify/multipart) refuses: its limits (413 from the
 * plugin) as `too_large`, anything else (no boundary, a body cut short, a malformed part head) as
 * `invalid_params`. Its own messages are English and may quote the input, so they are not passed on.
 */
function multipartError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if ((err as { statusCode?: number }).statusCode === 413) return new AppError('too_large', '上传内容过大');
  return fieldError('file', '上传内容格式错误，请重新选择文件上传');
}

/**
 * The file part's bytes for the service, in a stream of our own: a parser failure in the middle of the
 * file (the body cut short) reaches the service as `multipartError`, while a failure of the service's
 * own (storage) stays what it is. The parser may have failed before the part was handed over, so
 * `finished` (which also reports a stream already ended) is used rather than an `error` listener.
 */
export function fileBytes(file: Readable): Readable {
  const bytes = new PassThrough();
  // the parser may fail before the service has begun to read (it awaits a temporary directory first):
  // the failure stays on the stream (`errored`), where the service's pipeline finds it, instead of
  // being an unhandled 'error' event that would bring the process down
  bytes.on('error', () => {});
  finished(file, (err) => {
    if (err) bytes.destroy(multipartError(err));
  });
  // the service stopped reading (a refusal, a storage failure): let the parser go on without it
  bytes.on('close', () => {
    if (!file.readableEnded) file.destroy();
  });
  return file.pipe(bytes);
}

export function registerUploadsRoutes(app: FastifyInstance, deps: { uploads: UploadsService }) {
  const { uploads } = deps;

  // multipart is parsed in this scope only: every other call still takes JSON bodies alone
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: purposeMaxBytes('model') + 1, // a backstop: each purpose's limit is enforced while streaming
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 5,
        headerPairs: 20,
      },
    });
    scope.addHook('onRequest', async (req) => {
      if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) {
        throw new AppError('unsupported_media_type', '请以 multipart/form-data 上传文件');
      }
    });
    // A refusal can come while the client is still sending (too large, wrong type): the parser stops
    // reading, so drain the rest to let the client read the answer, close that connection, and give up
    // on a client that keeps sending.
    scope.addHook('onSend', async (req, reply) => {
      if (req.raw.complete === false) reply.header('connection', 'close');
    });
    scope.addHook('onResponse', async (req) => {
      const raw = req.raw;
      if (raw.complete !== false) return;
      raw.unpipe();
      raw.resume();
      const timer = setTimeout(() => raw.socket?.destroy(), DRAIN_MS);
      timer.unref();
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
    });
    defineCall(scope, 'Upload/file', async (_body, { req, member }) => {
      let purpose: ReturnType<typeof uploadFields.parse>['purpose'] | undefined;
      let storing = false;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'purpose') continue;
            const parsed = uploadFields.safeParse({ purpose: part.value });
            if (!parsed.success) throw invalidParams(parsed.error);
            purpose = parsed.data.purpose;
            continue;
          }
          if (part.fieldname !== 'file') throw fieldError('file', '文件字段应为 file');
          if (!purpose) throw fieldError('purpose', '请选择上传用途（purpose 字段须在 file 之前）');
          storing = true;
          return await uploads.upload(member.id, purpose, {
            filename: part.filename,
            stream: fileBytes(part.file),
          });
        }
      } catch (err) {
        // reading the parts can only fail in the parser; storing maps the parser's failures itself
        throw storing ? err : multipartError(err);
      }
      if (!purpose) throw fieldError('purpose', '请选择上传用途');
      throw fieldError('file', '请选择要上传的文件');
    });
  });

  const send = (variant: FileVariant) =>
    async function sendFile(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
      const f = await uploads.open(req.params.id, variant, () => req.member());
      reply
        .header('content-type', f.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(f.inline ? 'inline' : 'attachment', f.name))
        .header('cache-control', f.private ? 'private, no-store' : 'public, max-age=31536000, immutable');
      if (f.size !== undefined) reply.header('content-length', f.size);
      return reply.send(f.stream);
    };
  app.get<{ Params: { id: string } }>('/files/:id', send('file'));
  app.get<{ Params: { id: string } }>('/files/:id/thumb', send('thumb'));
  // WebP copies 640 and 1280 px wide, for `srcset` (decision 042)
  app.get<{ Params: { id: string } }>('/files/:id/w640', send('w640'));
  app.get<{ Params: { id: string } }>('/files/:id/w1280', send('w1280'));
}
