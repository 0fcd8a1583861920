import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Envelope } from '@hz/contract/common/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable, unavailableReason } from '../db/unavailable.ts';
import { AppError, DEFAULT_RETRY_AFTER_SECONDS } from '../lib/app-error.ts';

export function ok<T>(data: T): Envelope<T> {
  return data === undefined || data === null
    ? { success: true, errCode: 'success', errMsg: '成功' }
    : { success: true, errCode: 'success', errMsg: '成功', data };
}

function fail(err: AppError): Envelope {
  const body: Envelope = { success: false, errCode: err.code, errMsg: err.message };
  if (err.data !== undefined) body.data = err.data;
  if (err.showType !== undefined) body.showType = err.showType;
  return body;
}

/** A schema failure as `invalid_params` with `data.fields` = {field: message}. */
export function invalidParams(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  const collect = (issues: z.core.$ZodIssue[], prefix: (string | number | symbol)[]) => {
    for (const issue of issues) {
      if (issue.code === 'invalid_union' && issue.errors.length) {
        // report the alternative that came closest to matching
        const best = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
        collect(best, [...prefix, ...issue.path]);
        continue;
      }
      const key = [...prefix, ...issue.path].map(String).join('.') || '_';
      fields[key] ??=
        issue.code === 'unrecognized_keys' ? `不支持的字段：${issue.keys.join('、')}` : issue.message;
    }
  };
  collect(error.issues, []);
  const first = Object.values(fields)[0] ?? '参数错误';
  return new AppError('invalid_params', first, { fields });
}

const requestTimedOut = () => new AppError('request_timeout', '请求超时，请重试');

/** `Retry-After` of a 503: the pool reconnects within seconds once the database is back. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached (down, restarting): 503, the same words whatever the call. */
export const serviceUnavailable = () =>
  new AppError('unavailable', '服务暂时不可用，请稍后重试', undefined, 2, UNAVAILABLE_RETRY_AFTER_SECONDS);

/**
 * Answers a request that never reached a reply (a client error, a timeout) straight on its socket: the
 * envelope, the security headers, `Connection: close`; then the connection is closed once it is sent.
 */
export function failOnSocket(socket: Socket, err: AppError, headers: Record<string, string>) {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(fail(err));
  const lines = [
    `HTTP/1.1 ${err.status} ${STATUS_CODES[err.status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  // a client that never reads must not keep the socket either
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a
 * malformed request line or header, headers too large) and a request over `requestTimeout` (408).
 * Nothing of the input is echoed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const appError =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? requestTimedOut()
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? new AppError('too_large', '请求头过大')
          : new AppError('bad_request', '请求格式错误');
    failOnSocket(socket, appError, headers);
  };
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`/api/%E0%A4%A`) or a route parameter over
 * `maxParamLength`, refused by the router before any hook runs, so the security headers and the request
 * id are set here. 400 `bad_request`; the URL is not echoed.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const err = new AppError('bad_request', '请求地址无效');
    req.log.info({ errCode: err.code, code: error.code }, err.message);
    reply
      .headers(headers)
      .header('x-request-id', req.id)
      .header('content-type', 'application/json; charset=utf-8')
      .code(err.status)
      .send(JSON.stringify(fail(err)));
  };
}

/**
 * Every outcome leaves the server as the one envelope of DESIGN §4, with the matching HTTP status.
 * `headers`: the security headers, for answers written straight to a socket.
 */
export function registerEnvelope(app: FastifyInstance, headers: Record<string, string>) {
  // A request whose body stops coming: the connection falls silent for `connectionTimeout` while the
  // request is incomplete (Node then emits `timeout` on it). Answered 408, and the connection closed.
  app.addHook('onRequest', (req, reply, done) => {
    req.raw.once('timeout', () => {
      const socket = req.raw.socket;
      if (reply.raw.headersSent) socket.destroy();
      else failOnSocket(socket, requestTimedOut(), headers);
    });
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let appError: AppError;
    let databaseDown = false;
    if (error instanceof AppError) {
      appError = error;
    } else if (isDatabaseUnavailable(error)) {
      databaseDown = true;
      appError = serviceUnavailable();
    } else {
      const status = (error as FastifyError).statusCode ?? 500;
      const code = (error as FastifyError).code;
      if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        appError = new AppError('too_large', '提交的内容过大');
      else if (status === 415)
        appError = new AppError('unsupported_media_type', '请求格式不支持，请以 JSON 提交');
      else if (status === 429) appError = new AppError('rate_limited', '请求过于频繁，请稍后再试');
      else if (status === 404) appError = new AppError('not_found', '请求的接口不存在');
      else if (status >= 400 && status < 500) appError = new AppError('bad_request', '请求格式错误');
      else appError = new AppError('internal', '服务器开小差了，请稍后重试');
    }
    // one short line per request while the database is away, not a stack each
    if (databaseDown)
      request.log.warn(
        { errCode: appError.code, reason: unavailableReason(error) },
        'unavailable: the database (or another dependency) cannot be reached',
      );
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errCode: appError.code }, appError.message);
    if (appError.status === 429)
      reply.header('retry-after', String(appError.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS));
    else if (appError.retryAfter !== undefined) reply.header('retry-after', String(appError.retryAfter));
    reply.status(appError.status).send(fail(appError));
  });
}
