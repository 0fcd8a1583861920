import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import { invalidParams } from '../../plugins/envelope.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { type DownloadLimits, guardDownload, takeDownloadSlot } from '../limits/limits-downloads.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { ListingsService } from './listings-service.ts';

/**
 * Per client (an IPv4 address or IPv6 /64): downloads started per 10 minutes and at once; and at once
 * over all clients. Counted by the shared limiter, so over every server process together.
 */
export const DOWNLOAD_LIMITS: DownloadLimits = { max: 30, windowMs: 10 * 60_000, concurrent: 2, total: 16 };

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
  app.get(def.path, async (req, reply) => {
    const parsed = def.query.safeParse(req.query ?? {});
    if (!parsed.success) throw invalidParams(parsed.error);
    const slot = await takeDownloadSlot(deps.limiter, 'download', req.ip, DOWNLOAD_LIMITS);
    try {
      const z = await deps.downloads.images(parsed.data.id, await req.member());
      const progress = guardDownload(req, reply, z.stream, {
        slot,
        stallMs: deps.stallMs,
        maxMs: deps.maxMs,
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
