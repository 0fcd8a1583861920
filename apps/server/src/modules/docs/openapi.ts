import { calls } from '@hz/contract/calls';
import { errorStatus } from '@hz/contract/common/envelope';
import { z } from 'zod';

/** The OpenAPI 3.1 document, generated from the contract's call table. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  const toSchema = (s: z.ZodType, io: 'input' | 'output') =>
    z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  for (const [name, def] of Object.entries(calls)) {
    const envelope = {
      type: 'object',
      required: ['success', 'errCode', 'errMsg'],
      properties: {
        success: { type: 'boolean' },
        errCode: { type: 'string', enum: Object.keys(errorStatus) },
        errMsg: { type: 'string' },
        showType: { type: 'integer', enum: [0, 1, 2, 4, 9] },
        data: toSchema(def.data, 'output'),
      },
    };
    // a download answers with the file itself; only its errors are the envelope (decision 009)
    const download = 'download' in def ? def.download : undefined;
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
            : {
                description: '成功或业务拒绝（success=false）',
                content: { 'application/json': { schema: envelope } },
              },
          400: { description: 'invalid_params（data.fields）或 bad_request' },
          401: { description: 'not_logged_in' },
          ...(download ? { 404: { description: 'not_found（JSON 信封）' } } : {}),
          429: {
            description: 'rate_limited',
            headers: { 'Retry-After': { description: '几秒后可再试', schema: { type: 'integer' } } },
          },
          500: { description: 'internal' },
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
