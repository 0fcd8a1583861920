import { type CallName, calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { createKeyLimiter } from '../lib/key-limiter.ts';

/** Calls that share one budget per client IP, and the message of a refusal. */
export interface CallLimit {
  calls: readonly CallName[];
  /** Requests per minute per client IP; 0 = no limit. */
  perMinute: number;
  message: string;
}

/**
 * Public searches and detail views, which a stranger can ask for in a loop without logging in (a search
 * with a keyword costs the database far more than a login check): per client IP, each group at most
 * `perMinute` requests per sliding minute (`SEARCH_LIMIT_PER_MINUTE`, 0 = none).
 */
export const publicReadLimits = (perMinute: number): CallLimit[] => [
  {
    calls: ['Common/searchHuizhan', 'Common/searchHuiyi', 'Common/searchHycd', 'Gallery/getPictures'],
    perMinute,
    message: '搜索过于频繁，请稍后再试',
  },
  {
    calls: ['Common/huizhanInfo', 'Common/huiyiInfo', 'Common/hycdInfo', 'Gallery/pictureInfo'],
    perMinute,
    message: '访问过于频繁，请稍后再试',
  },
];

/**
 * Refuses a call beyond its group's budget with `rate_limited` (429) before its body is even parsed.
 * Counted in the process's memory with `lib/key-limiter.ts`, keyed by `req.ip` (which honours
 * TRUST_PROXY): behind several server processes a client gets that many per process.
 */
export function registerCallLimits(app: FastifyInstance, limits: CallLimit[]) {
  const byPath = new Map<string, { limiter: ReturnType<typeof createKeyLimiter>; message: string }>();
  for (const l of limits) {
    if (l.perMinute <= 0) continue;
    const limiter = createKeyLimiter({
      max: l.perMinute,
      windowMs: 60_000,
      concurrent: Number.POSITIVE_INFINITY,
      total: Number.POSITIVE_INFINITY,
    });
    for (const name of l.calls) byPath.set(calls[name].path, { limiter, message: l.message });
  }
  if (!byPath.size) return;
  app.addHook('onRequest', async (req) => {
    const limit = req.routeOptions.url === undefined ? undefined : byPath.get(req.routeOptions.url);
    if (!limit) return;
    const use = limit.limiter.acquire(req.ip);
    // a request, not a use held open: only the count of starts in the window matters
    if ('release' in use) use.release();
    else throw new AppError('rate_limited', limit.message, undefined, 1);
  });
}
