import { type CallName, calls } from '@hz/contract/calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type CallRole, companyRoles, type MemberCallName, rolesAllow } from '@hz/contract/company-roles';
import { type StaffRole, staffRoleNames } from '@hz/contract/staff';
import type { SessionMember } from '../modules/members/session-member.ts';
import { actAs } from './acting.ts';
import { invalidParams, ok } from '../plugins/envelope.ts';
import { AppError, notLoggedIn } from './app-error.ts';

type Call<N extends CallName> = (typeof calls)[N];
type BodyOf<N extends CallName> =
  Call<N> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
type DataOf<N extends CallName> = z.input<Call<N>['data']>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Responses held strictly to the contract (tests: `buildApp({checkResponses: true})`): a field the
     * call's `data` schema does not declare, or a value the schema would change, is a 500 instead of being
     * dropped. See `responseData`.
     */
    checkResponses: boolean;
  }
}

export interface CallContext<N extends CallName> {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in member for calls that need a login; other calls may ask `req.member()`. */
  member: Call<N>['auth'] extends true ? SessionMember : null;
}

/** A staff member without the role a call needs (decision 056): which one, in the message and the data. */
function missingRole(need: readonly (keyof typeof staffRoleNames)[]) {
  const names = need.map((r) => `「${staffRoleNames[r]}」`).join('和');
  return new AppError('forbidden', `此操作需要公司${names}角色，请联系公司管理员`, { roles: [...need] });
}

/**
 * For a call answered outside `defineCall` (a GET download): a staff member without the roles the
 * company role table names for it is refused, as `defineCall` refuses them.
 */
export function requireCallRoles(
  member: { actor?: { roles: readonly StaffRole[] } } | null,
  name: MemberCallName,
) {
  const need = companyRoles[name];
  if (member?.actor && Array.isArray(need) && !rolesAllow(member.actor.roles, need)) throw missingRole(need);
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
  const dataSchema = def.data as z.ZodType;
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      // who first: a stranger learns nothing about a call's body
      let member = def.auth ? await req.member() : null;
      if (def.auth && !member) throw notLoggedIn();
      if ('admin' in def && def.admin && !member?.isadmin)
        throw new AppError('forbidden', '仅平台运营人员可以操作');
      // a company's staff member: the call acts for the company within their roles, or as themself
      const actor = member?.actor;
      const need: CallRole | undefined = actor ? companyRoles[name as MemberCallName] : undefined;
      if (actor && need === 'self') member = actor.person;
      else if (actor && Array.isArray(need) && !rolesAllow(actor.roles, need)) throw missingRole(need);
      let body: unknown;
      if (bodySchema) {
        const problem = bodyProblem(req.body);
        if (problem && 'deep' in problem) throw tooDeep();
        if (problem) {
          // PostgreSQL text cannot hold U+0000, and a lone surrogate (`"\ud800"`) is not text at all (it
          // would be stored as U+FFFD): refuse both here for every call, per field
          throw new AppError('invalid_params', '提交的内容含有无效字符', {
            fields: { [problem.nul]: '含有无效字符' },
          });
        }
        const parsed = bodySchema.safeParse(req.body ?? {});
        if (!parsed.success) throw invalidParams(parsed.error);
        body = parsed.data;
      }
      const ctx = { req, reply, member } as CallContext<N>;
      const data =
        actor && member?.actor
          ? await actAs(actor, () => handler(body as BodyOf<N>, ctx))
          : await handler(body as BodyOf<N>, ctx);
      const checked = responseData(dataSchema, data, app.checkResponses === true);
      if ('problem' in checked) {
        const message = `response of ${name} does not match the contract: ${checked.problem}`;
        req.log.error({ call: name }, message);
        throw new AppError('internal', app.checkResponses ? message : '服务器开小差了，请稍后重试');
      }
      return ok(checked.data);
    },
  });
}

/**
 * A handler's result as its call's `data` schema has it (decision 010): zod objects drop undeclared
 * fields, so nothing the contract does not name leaves the server. A result the schema refuses is a
 * problem (`path: message`), and so, when `strict`, is a field the schema would drop, add (a default) or
 * change (a transform).
 */
export function responseData(
  schema: z.ZodType,
  result: unknown,
  strict: boolean,
): { data: unknown } | { problem: string } {
  const given = result ?? null;
  const parsed = schema.safeParse(given);
  if (!parsed.success) return { problem: firstIssue(parsed.error.issues, []) };
  const d = strict ? difference(given, parsed.data) : null;
  return d ? { problem: `${dotted(d.path)}: ${d.what}` } : { data: parsed.data };
}

/** `path: message` of the first issue, inside the union alternative that came closest to matching. */
function firstIssue(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): string {
  const issue = issues[0];
  if (!issue) return `${dotted(prefix)}: invalid`;
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length) {
    const best = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
    return firstIssue(best, path);
  }
  return `${dotted(path)}: ${issue.message}`;
}

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(data)';
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));

type Difference = { path: PropertyKey[]; what: string } | null;
const at = (key: PropertyKey, d: NonNullable<Difference>) => {
  d.path.unshift(key);
  return d;
};

/** Where a parsed value differs from what was given: not declared, added or changed by the schema. */
function difference(given: unknown, parsed: unknown): Difference {
  if (Array.isArray(given) && Array.isArray(parsed)) {
    for (let i = 0; i < given.length; i++) {
      const d = difference(given[i], parsed[i]);
      if (d) return at(i, d);
    }
    return null;
  }
  if (isPlain(given) && isPlain(parsed)) {
    for (const k in given) {
      if (given[k] === undefined) continue;
      if (!(k in parsed)) return { path: [k], what: 'not declared' };
      const d = difference(given[k], parsed[k]);
      if (d) return at(k, d);
    }
    for (const k in parsed) {
      if (parsed[k] !== undefined && given[k] === undefined)
        return { path: [k], what: 'added by the schema' };
    }
    return null;
  }
  return Object.is(given, parsed) ? null : { path: [], what: 'changed by the schema' };
}

/** No call's body nests deeper than a few levels; anything deeper is refused before it is parsed. */
export const MAX_BODY_DEPTH = 32;

export const tooDeep = () =>
  new AppError('invalid_params', '提交的内容嵌套层级过深', { fields: { _: '嵌套层级过深' } });

/**
 * True when JSON text nests objects and arrays deeper than `max`: one pass over the characters that
 * stops at the first level too deep, so that a deep body costs no more than its length to refuse
 * (JSON.parse of 500,000 levels takes V8 about 200 ms).
 */
export function jsonTooDeep(text: string, max = MAX_BODY_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      // a backslash escapes the next character
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** A high surrogate not followed by a low one, or a low one not after a high one (not `u`: units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
  depth: number;
}

/**
 * What a parsed body may not hold: nesting deeper than `maxDepth`, or a string that is not storable text —
 * a NUL character (U+0000) or a lone UTF-16 surrogate, which JSON's `\ud800` escape can carry (`nul` is
 * the dotted path of the first such string). Iterative, and it never looks below `maxDepth`.
 */
export function bodyProblem(
  value: unknown,
  maxDepth = MAX_BODY_DEPTH,
): { deep: true } | { nul: string } | null {
  const stack: Node[] = [{ value, key: '', parent: null, depth: 0 }];
  while (stack.length) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (!v.includes('\u0000') && !LONE_SURROGATE.test(v)) continue;
      const path: string[] = [];
      for (let n: Node | null = node; n?.parent; n = n.parent) path.unshift(n.key);
      return { nul: path.join('.') || '_' };
    }
    if (typeof v !== 'object' || v === null) continue;
    if (node.depth >= maxDepth) return { deep: true };
    // pushed in reverse, so that the first NUL in document order is found first
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, key, parent: node, depth: node.depth + 1 });
    }
  }
  return null;
}

/** The dotted path of the first string holding a NUL character or a lone surrogate in a body, or null. */
export function nulPath(value: unknown): string | null {
  const problem = bodyProblem(value, Number.POSITIVE_INFINITY);
  return problem && 'nul' in problem ? problem.nul : null;
}
