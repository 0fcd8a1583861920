import { type Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import { rateLimited } from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import { invalidParams } from '../../plugins/envelope.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { ListingsService, Viewer } from './listings-service.ts';

/**
 * Per client (an IPv4 address or IPv6 /64): downloads started per 10 minutes and at once; and at once
 * over all clients. Counted by the shared limiter, so over every server process together.
 */
export const DOWNLOAD_LIMITS = { max: 30, windowMs: 10 * 60_000, concurrent: 2, total: 16 } as const;
/** `Retry-After` when every slot is taken: a download in progress ends or is ended within seconds. */
const BUSY_RETRY_AFTER_SECONDS = 10;

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const extOf = (mime: string, name: string) =>
  EXT[mime] ?? /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';

/** A file name every system accepts: no path separators, reserved or control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').trim() || '展会';

type Opened = Awaited<ReturnType<UploadsService['open']>>;

/**
 * `Common/downloadHzImg` (decision 009): an exhibition's cover, pictures and floor plans as one zip,
 * streamed: each image is opened from the file storage only when the previous one has been written, and
 * stored without recompression (they are JPEG/PNG/WebP already), so memory stays flat whatever their
 * number and size. Who may download is who may see the exhibition (`listings.detail`): approved ones
 * anyone, others only their publisher and operators; everyone else gets `not_found`.
 */
export function createListingDownloads(deps: { listings: ListingsService; uploads: UploadsService }) {
  const { listings, uploads } = deps;
  // listing images are public files: no viewer is needed to open them
  const open = (id: string) => uploads.open(id, 'file', async () => null);

  return {
    async images(id: number, viewer: Viewer) {
      const d = await listings.detail('huizhan', id, viewer);
      const pad = (i: number) => String(i + 1).padStart(2, '0');
      const entries = [
        { id: d.cover.id, label: '封面' },
        ...d.pics.map((p, i) => ({ id: p.id, label: `图片-${pad(i)}` })),
        ...d.plans.map((p, i) => ({ id: p.id, label: `展位图-${pad(i)}` })),
      ];
      // the first image is opened before anything is sent: a storage failure is still an envelope
      const first = await open(entries[0]!.id);
      return { name: `${safeName(d.title)}-展会图片.zip`, stream: zipOf(entries, first) };
    },
  };

  function zipOf(entries: Array<{ id: string; label: string }>, first: Opened): Readable {
    const zip = new ZipFile();
    const out = zip.outputStream as Readable;
    const mtime = new Date();
    let current: Readable | undefined;
    // a client that goes away stops the reading of the image in progress, and so the loop
    out.once('close', () => current?.destroy());
    void (async () => {
      try {
        for (const [i, e] of entries.entries()) {
          if (out.destroyed) return;
          const f = i === 0 ? first : await open(e.id);
          current = f.stream;
          const done = finished(f.stream);
          zip.addReadStream(f.stream, `${e.label}.${extOf(f.mime, f.name)}`, { compress: false, mtime });
          await done;
        }
        zip.end();
      } catch (err) {
        current?.destroy();
        out.destroy(err as Error);
      }
    })();
    return out;
  }
}

export type ListingDownloads = ReturnType<typeof createListingDownloads>;

/**
 * GET `/api/Common/downloadHzImg?id=N`: the zip itself, or the envelope for an error (decision 009).
 * A download holds one of the limiter's slots until its last byte has been handed to the network, so
 * one that makes no progress for `stallMs` (the client stopped reading: nothing more fits in the
 * socket) or lasts longer than `maxMs` in all is ended by closing the connection, which frees the slot.
 * A start refused because every slot is taken does not count against the client's starts.
 */
export function registerListingDownloadRoutes(
  app: FastifyInstance,
  deps: { downloads: ListingDownloads; limiter: Limiter; stallMs: number; maxMs: number },
) {
  const def = calls['Common/downloadHzImg'];
  const { limiter } = deps;
  const L = DOWNLOAD_LIMITS;
  app.get(def.path, async (req, reply) => {
    const parsed = def.query.safeParse(req.query ?? {});
    if (!parsed.success) throw invalidParams(parsed.error);
    const client = clientKey(req.ip);
    const slot = await limiter.acquire([
      { key: `download:at:${client}`, max: L.concurrent },
      { key: 'download:all', max: L.total },
    ]);
    if ('refused' in slot)
      throw rateLimited('下载任务较多，请稍后再试', BUSY_RETRY_AFTER_SECONDS, undefined, 1);
    const often = await limiter.hit(`download:${client}`, L.max, L.windowMs);
    if (often?.refused === 'often') {
      await slot.release();
      throw rateLimited('下载过于频繁，请10分钟后再试', often.retryAfterMs / 1000, undefined, 1);
    }
    try {
      const z = await deps.downloads.images(parsed.data.id, await req.member());
      const res = reply.raw;
      // a long response, not a long request: its own stall and max times apply, not the idle limit
      // (`inject()`'s stand-in socket has no timeout)
      res.socket?.setTimeout?.(0);
      const stop = (why: string) => () => {
        req.log.info({ id: parsed.data.id }, `download ended: ${why}`);
        res.destroy(); // Fastify then destroys the stream it was sending, and so the zip
      };
      const stalled = setTimeout(stop(`no progress for ${deps.stallMs} ms`), deps.stallMs).unref();
      const tooLong = setTimeout(stop(`longer than ${deps.maxMs} ms`), deps.maxMs).unref();
      // a chunk passes when the one before it has left for the socket: the client is reading
      const progress = new Transform({
        transform(chunk, _enc, done) {
          stalled.refresh();
          done(null, chunk);
        },
      });
      pipeline(z.stream, progress).catch(() => {}); // a failure destroys `progress`, which Fastify reports
      // the slot is held until the zip has been handed to the network or the connection has gone
      finished(res)
        .catch(() => {})
        .finally(() => {
          clearTimeout(stalled);
          clearTimeout(tooLong);
          void slot.release();
        });
      return reply
        .header('content-type', def.download)
        .header('content-disposition', contentDisposition('attachment', z.name))
        .header('cache-control', 'private, no-store')
        .send(progress);
    } catch (err) {
      await slot.release();
      throw err;
    }
  });
}
