import type { FastifyInstance } from 'fastify';
import { jsonTooDeep, tooDeep } from '../lib/route.ts';

/**
 * JSON bodies as Fastify parses them (secure-json-parse, which refuses `__proto__` and `constructor`
 * keys), after one cheap pass that refuses nesting deeper than any call needs (400 `invalid_params`):
 * V8's JSON.parse, zod and the body walk in `defineCall` then only ever see a shallow body.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonTooDeep(body as string)) done(tooDeep(), undefined);
    else parse(req, body as string, done);
  });
}
