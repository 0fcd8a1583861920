import { type CallName, calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { rateLimited } from '../lib/app-error.ts';
import { clientKey } from '../lib/client-key.ts';
import type { Limiter } from '../modules/limits/limits-service.ts';

/** Calls that share one budget per client IP, and the message of a refusal. */
export interface CallLimit {
  /** The budget's name, the first part of its keys (`search:<client>`). */
  name: string;
  calls: readonly CallName[];
  /** Requests per minute per client IP; 0 = no limit. */
  perMinute: number;
  message: string;
}

/**
 * Public searches and detail views, which a stranger can ask for in a loop without logging in (a search
 * with a keyword costs the database far more than a login check): per client IP, each group at most
 * `perMinute` requests a minute (`SEARCH_LIMIT_PER_MINUTE`, 0 = none).
 */
export const publicReadLimits = (perMinute: number): CallLimit[] => [
  {
    name: 'search',
    calls: [
      'Common/searchHuizhan',
      'Common/searchHuiyi',
      'Common/searchHycd',
      'Gallery/getPictures',
      'Common/searchDesigner',
      'Common/searchFactory',
      'Taskcenter/designerTaskHall',
      'Common/searchModel',
    ],
    perMinute,
    message: '搜索过于频繁，请稍后再试',
  },
  {
    name: 'detail',
    calls: [
      'Common/huizhanInfo',
      'Common/huiyiInfo',
      'Common/hycdInfo',
      'Gallery/pictureInfo',
      'Designer/allWorks',
      'Designer/showWorks',
      'Designer/viewWork',
      'Company/cmpyOpenInfo',
      'Company/listOpenCase',
      'Company/caseOpenInfo',
      'Company/viewCase',
      'Service/serviceInfo',
      'Service/openList',
      'Taskcenter/businesTaskInfo',
      'Common/modelInfo',
      'Common/menusTree',
    ],
    perMinute,
    message: '访问过于频繁，请稍后再试',
  },
];

/**
 * Refuses a call beyond its group's budget with `rate_limited` (429) before its body is even parsed.
 * Counted by the shared limiter (modules/limits, decision 019) per client (`clientKey(req.ip)`: an IPv4
 * address, or an IPv6 /64; `req.ip` honours TRUST_PROXY), in fixed windows of a minute that start with
 * the client's first request: every server process counts in the same store, so a client gets one
 * budget however many processes serve it.
 */
export function registerCallLimits(app: FastifyInstance, limiter: Limiter, limits: CallLimit[]) {
  const byPath = new Map<string, { group: string; max: number; message: string }>();
  for (const l of limits) {
    if (l.perMinute <= 0) continue;
    for (const name of l.calls)
      byPath.set(calls[name].path, { group: l.name, max: l.perMinute, message: l.message });
  }
  if (!byPath.size) return;
  app.addHook('onRequest', async (req) => {
    const limit = req.routeOptions.url === undefined ? undefined : byPath.get(req.routeOptions.url);
    if (!limit) return;
    const refused = await limiter.hit(`${limit.group}:${clientKey(req.ip)}`, limit.max, 60_000);
    if (refused?.refused === 'often')
      throw rateLimited(limit.message, refused.retryAfterMs / 1000, undefined, 1);
  });
}
