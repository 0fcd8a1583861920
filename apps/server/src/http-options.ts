import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import type { Config } from './env.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/envelope.ts';
import type { securityHeaders } from './plugins/security.ts';

/**
 * Errors in logs without the values of a failed query: drizzle puts the SQL parameters (which can be
 * password hashes or code HMACs) into its error message.
 */
export function serializeError(error: Error) {
  const err = error as Error & { query?: string; cause?: { code?: string } };
  const failedQuery = typeof err.query === 'string';
  return {
    type: err.name,
    message: failedQuery ? `Failed query: ${err.query}` : err.message,
    code: err.cause?.code,
    stack: failedQuery ? '' : (err.stack ?? ''),
  };
}

/**
 * The HTTP server's options (app.ts `buildApp`): the logger, the body limit, the time limits of a request
 * and a connection, the proxies trusted, the request id.
 */
export function httpOptions(
  config: Config,
  headers: ReturnType<typeof securityHeaders>,
  logger?: FastifyServerOptions['logger'],
): FastifyHttpOptions<Server> {
  const hops = config.trustProxy;
  const { requestTimeoutMs, idleTimeoutMs } = config.limits;
  return {
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: serializeError },
    },
    bodyLimit: 1_048_576,
    // Receiving a request, body included, takes at most `requestTimeoutMs` (long enough for a 200 MB model
    // upload); a connection silent for `idleTimeoutMs` is closed, a request whose body stops coming is answered
    // 408. Long responses (the message stream, a zip download) switch the idle limit off and keep their own.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    // longer than a load balancer's usual 60 s, so that the balancer closes an idle connection first
    keepAliveTimeout: 72_000,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // how often Node looks for requests over their time (its default, 30 s, for short limits in tests)
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeoutMs / 4)),
    },
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrors(headers),
    // a number trusts that many proxy hops in front of the server
    trustProxy: typeof hops === 'number' ? (_addr: string, i: number) => i < hops : hops,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  };
}
