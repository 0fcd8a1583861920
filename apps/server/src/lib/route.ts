import { type CallName, calls } from '@hz/contract/calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionMember } from '../modules/auth/session-repository.ts';
import { invalidParams, ok } from '../plugins/envelope.ts';
import { AppError, notLoggedIn } from './app-error.ts';

type Call<N extends CallName> = (typeof calls)[N];
type BodyOf<N extends CallName> =
  Call<N> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
type DataOf<N extends CallName> = z.input<Call<N>['data']>;

export interface CallContext<N extends CallName> {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in member for calls that need a login; other calls may ask `req.member()`. */
  member: Call<N>['auth'] extends true ? SessionMember : null;
}

/**
 * Registers one call of the contract: method and path come from `calls`, the body is parsed with its
 * schema (`invalid_params` with `data.fields` on failure), the login is checked, and the handler's
 * result is wrapped in the success envelope. Handlers stay thin: parse, call a service, return.
 */
export function defineCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (body: BodyOf<N>, ctx: CallContext<N>) => Promise<DataOf<N>>,
) {
  const def: Call<N> = calls[name];
  const bodySchema = 'body' in def ? (def.body as z.ZodType) : undefined;
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      // who first: a stranger learns nothing about a call's body
      const member = def.auth ? await req.member() : null;
      if (def.auth && !member) throw notLoggedIn();
      if ('admin' in def && def.admin && !member?.isadmin)
        throw new AppError('forbidden', '仅平台运营人员可以操作');
      let body: unknown;
      if (bodySchema) {
        const nul = nulPath(req.body);
        if (nul !== null) {
          // PostgreSQL text cannot hold U+0000: refuse it here for every call, per field
          throw new AppError('invalid_params', '提交的内容含有无效字符', {
            fields: { [nul]: '含有无效字符' },
          });
        }
        const parsed = bodySchema.safeParse(req.body ?? {});
        if (!parsed.success) throw invalidParams(parsed.error);
        body = parsed.data;
      }
      const data = await handler(body as BodyOf<N>, { req, reply, member } as CallContext<N>);
      return ok(data);
    },
  });
}

/** The dotted path of the first string holding a NUL character (U+0000) in a JSON body, or null. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nulPath(v, [...path, k]);
    if (found !== null) return found;
  }
  return null;
}
