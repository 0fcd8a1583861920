import type { Envelope } from '@hz/contract/common/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

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

/** Every outcome leaves the server as the one envelope of DESIGN §4, with the matching HTTP status. */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
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
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errCode: appError.code }, appError.message);
    reply.status(appError.status).send(fail(appError));
  });
}
