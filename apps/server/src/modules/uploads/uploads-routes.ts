import multipart from '@fastify/multipart';
import { uploadFields } from '@hz/contract/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineCall } from '../../lib/route.ts';
import { invalidParams } from '../../plugins/envelope.ts';
import { purposeMaxBytes } from './file-types.ts';
import type { UploadsService } from './uploads-service.ts';

const DRAIN_MS = 10_000;
const fieldError = (field: string, message: string) =>
  new AppError('invalid_params', message, { fields: { [field]: message } });

/** RFC 6266 / RFC 5987: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
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
        return uploads.upload(member.id, purpose, { filename: part.filename, stream: part.file });
      }
      if (!purpose) throw fieldError('purpose', '请选择上传用途');
      throw fieldError('file', '请选择要上传的文件');
    });
  });

  const send = (variant: 'file' | 'thumb') =>
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
}
