import { type Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { Limiter } from './limits-service.ts';

/**
 * Download slots of a file route (decisions 009 and 019), for routes whose body is a long stream: per
 * client (an IPv4 address or IPv6 /64) `concurrent` at once and `max` started per `windowMs`, and `total`
 * at once over all clients, counted by the shared limiter (every server process together).
 */
export interface DownloadLimits {
  max: number;
  windowMs: number;
  concurrent: number;
  total: number;
}

/** `Retry-After` when every slot is taken: a download in progress ends or is ended within seconds. */
const BUSY_RETRY_AFTER_SECONDS = 10;

export type DownloadSlot = { release: () => Promise<void> };

/**
 * A slot for one download of `client` under the keys `<prefix>:at:<client>`, `<prefix>:all` and the
 * budget `<prefix>:<client>`, or `rate_limited` (429 with `Retry-After`). A start refused because every
 * slot is taken does not count against the client's budget.
 */
export async function takeDownloadSlot(
  limiter: Limiter,
  prefix: string,
  ip: string,
  L: DownloadLimits,
): Promise<DownloadSlot> {
  const client = clientKey(ip);
  const slot = await limiter.acquire([
    { key: `${prefix}:at:${client}`, max: L.concurrent },
    { key: `${prefix}:all`, max: L.total },
  ]);
  if ('refused' in slot)
    throw rateLimited('下载任务较多，请稍后再试', BUSY_RETRY_AFTER_SECONDS, undefined, 1);
  const often = await limiter.hit(`${prefix}:${client}`, L.max, L.windowMs);
  if (often?.refused === 'often') {
    await slot.release();
    throw rateLimited(
      `下载过于频繁，请${Math.round(L.windowMs / 60_000)}分钟后再试`,
      often.retryAfterMs / 1000,
      undefined,
      1,
    );
  }
  return slot;
}

/**
 * The body to send for a download holding `slot`: `stream` passed through a progress watch. The slot is
 * released once the response has been handed to the network or the connection has gone. A download that
 * makes no progress for `stallMs` (the client stopped reading: nothing more fits in the socket) or lasts
 * longer than `maxMs` is ended by closing the connection, which frees its slot; otherwise a client that
 * never reads would keep its slot for ever.
 */
export function guardDownload(
  req: FastifyRequest,
  reply: FastifyReply,
  stream: Readable,
  o: { slot: DownloadSlot; stallMs: number; maxMs: number },
): Readable {
  const res = reply.raw;
  // a long response, not a long request: its own stall and max times apply, not the idle limit
  // (`inject()`'s stand-in socket has no timeout)
  res.socket?.setTimeout?.(0);
  const stop = (why: string) => () => {
    req.log.info({ url: req.url.replace(/\/[^/]*$/, '/…') }, `download ended: ${why}`);
    res.destroy(); // Fastify then destroys the stream it was sending
  };
  const stalled = setTimeout(stop(`no progress for ${o.stallMs} ms`), o.stallMs).unref();
  const tooLong = setTimeout(stop(`longer than ${o.maxMs} ms`), o.maxMs).unref();
  // a chunk passes when the one before it has left for the socket: the client is reading
  const progress = new Transform({
    transform(chunk, _enc, done) {
      stalled.refresh();
      done(null, chunk);
    },
  });
  pipeline(stream, progress).catch(() => {}); // a failure destroys `progress`, which Fastify reports
  finished(res)
    .catch(() => {})
    .finally(() => {
      clearTimeout(stalled);
      clearTimeout(tooLong);
      void o.slot.release();
    });
  return progress;
}
