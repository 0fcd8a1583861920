import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** A route's URL pattern (`/files/:id`, `/assets/*`) as a regular expression over a path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((seg) => {
      if (seg === '*') return '.*';
      if (seg.startsWith(':')) return '[^/]+';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Records the method of every route as it is added (call this before any route), so that a request the
 * router did not match can be told apart: a known path asked with another method gets 405
 * `method_not_allowed` with an `Allow` header (RFC 9110), an unknown path stays 404. Returns the check
 * for the not-found handler: it sets `Allow` and throws the 405, or returns.
 */
export function trackAllowedMethods(app: FastifyInstance) {
  const exact = new Map<string, Set<string>>();
  const patterns: Array<{ pattern: RegExp; methods: Set<string> }> = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let set: Set<string> | undefined;
    if (/[:*]/.test(route.url)) {
      const found = patterns.find((p) => p.pattern.source === patternOf(route.url).source);
      set = found?.methods;
      if (!set) {
        set = new Set();
        patterns.push({ pattern: patternOf(route.url), methods: set });
      }
    } else {
      set = exact.get(route.url) ?? new Set();
      exact.set(route.url, set);
    }
    for (const m of methods) set.add(m.toUpperCase());
  });

  return (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = new Set(exact.get(path));
    for (const p of patterns) if (p.pattern.test(path)) for (const m of p.methods) allowed.add(m);
    if (!allowed.size || allowed.has(req.method)) return;
    const allow = [...allowed].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    reply.header('allow', allow.join(', '));
    const use = allow.filter((m) => m !== 'HEAD').join(' 或 ');
    throw new AppError('method_not_allowed', `请求方法不正确，请使用 ${use}`);
  };
}

const order = (m: string) => ['GET', 'HEAD', 'POST'].indexOf(m) + 1 || 9;
