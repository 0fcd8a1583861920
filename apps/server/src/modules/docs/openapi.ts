import { calls } from '@hz/contract/calls';
import { errorStatus, showTypes } from '@hz/contract/common/envelope';
import { z } from 'zod';

const showType = { type: 'integer', enum: [...showTypes] };

/** The error codes answered with this HTTP status (`errorStatus` is the one source). */
const codesAt = (status: number) =>
  Object.entries(errorStatus)
    .filter(([code, s]) => s === status && code !== 'success')
    .map(([code]) => code);

/** Statuses an error envelope comes with, and what they mean. */
const errorResponses: Record<number, string> = {
  400: 'invalid_params（data.fields：字段 → 说明）或 bad_request',
  401: 'not_logged_in：需要登录',
  403: 'forbidden：无权操作',
  404: 'not_found：对象不存在或无权查看',
  405: 'method_not_allowed（Allow 头列出可用方法）',
  408: 'request_timeout：请求体未在时限内收完',
  409: 'state_conflict 或 conflict：对象状态已变化',
  413: 'too_large：请求体或文件过大',
  415: 'unsupported_media_type：请求体类型不支持',
  429: 'rate_limited：请求过于频繁（Retry-After 头给出秒数）',
  500: 'internal：服务器错误（不含内部细节）',
  503: 'unavailable：依赖暂时不可用（Retry-After 头给出秒数）',
};

/** The envelope of a failure with this status: `success` false and one of the status's codes. */
function failureEnvelope(status: number) {
  return {
    type: 'object',
    required: ['success', 'errCode', 'errMsg'],
    additionalProperties: false,
    properties: {
      success: { const: false },
      errCode: { type: 'string', enum: codesAt(status) },
      errMsg: { type: 'string', minLength: 1 },
      showType,
      data:
        status === 400
          ? {
              type: 'object',
              properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
            }
          : { type: 'object' },
    },
  };
}

const retryAfter = {
  'Retry-After': { description: '几秒后可再试', required: true, schema: { type: 'integer', minimum: 1 } },
};

/**
 * The error responses every call documents, each the failure envelope of its status. The contract-wide
 * fuzz test (`contract-fuzz.integration.test.ts`) holds every answer to these.
 */
function errorResponsesDoc() {
  return Object.fromEntries(
    Object.entries(errorResponses).map(([status, description]) => [
      status,
      {
        description,
        ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: failureEnvelope(Number(status)) } },
      },
    ]),
  );
}

let built: ReturnType<typeof buildOpenApi> | undefined;

/**
 * The document `/api/docs` answers, built on its first request rather than at start-up (~0.25 s of CPU;
 * issue 34 point 5).
 */
export function openApiDocument() {
  built ??= buildOpenApi();
  return built;
}

/** The OpenAPI 3.1 document, generated from the contract's call table. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  const toSchema = (s: z.ZodType, io: 'input' | 'output') =>
    z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  const errors = errorResponsesDoc();
  for (const [name, def] of Object.entries(calls)) {
    // 200: the call's data, or a business refusal (success false, a code answered with 200)
    const envelope = {
      anyOf: [
        {
          type: 'object',
          required: ['success', 'errCode', 'errMsg'],
          additionalProperties: false,
          properties: {
            success: { const: true },
            errCode: { const: 'success' },
            errMsg: { type: 'string' },
            showType,
            data: toSchema(def.data, 'output'),
          },
        },
        failureEnvelope(200),
      ],
    };
    // a download answers with the file itself; only its errors are the envelope (decision 009)
    const download = 'download' in def ? def.download : undefined;
    const stream = 'stream' in def ? def.stream : undefined;
    const query = 'query' in def ? (def.query as z.ZodType) : undefined;
    const querySchema = query ? toSchema(query, 'input') : undefined;
    const queryProps = (querySchema?.properties ?? {}) as Record<string, unknown>;
    const queryRequired = new Set((querySchema?.required as string[] | undefined) ?? []);
    paths[def.path] = {
      [def.method.toLowerCase()]: {
        operationId: name,
        summary: def.summary,
        security: def.auth ? [{ session: [] }] : [],
        ...(query
          ? {
              parameters: Object.entries(queryProps).map(([param, schema]) => ({
                name: param,
                in: 'query',
                required: queryRequired.has(param),
                schema,
              })),
            }
          : {}),
        ...('body' in def && def.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: toSchema(def.body, 'input') } },
              },
            }
          : {}),
        responses: {
          200: download
            ? {
                description: '文件本身（Content-Disposition 带 UTF-8 文件名）',
                content: { [download]: { schema: { type: 'string', format: 'binary' } } },
              }
            : stream
              ? {
                  description: '事件流（每个事件的 data 见 schema）',
                  content: { [stream]: { schema: toSchema(def.data, 'output') } },
                }
              : {
                  description: '成功或业务拒绝（success=false）',
                  content: { 'application/json': { schema: envelope } },
                },
          ...errors,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '会展设计搭建服务平台 API',
      version: '1.0.0',
      description:
        'Every call answers with the envelope {success, errCode, errMsg, data?, showType?} (DESIGN §4).',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hz_sid' } } },
    paths,
  };
}
