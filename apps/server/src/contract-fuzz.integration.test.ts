import { type CallName, calls } from '@hz/contract/calls';
import type { CallDef } from '@hz/contract/common/call';
import Ajv2020 from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FuzzBody, fuzzBodies } from '../test/fuzz-bodies.ts';
import { agent, createTestApp, operatorAgent, registerMember, type TestApp } from '../test/test-app.ts';
import { png, uploadForm } from '../test/uploads.ts';

/**
 * Contract-wide fuzzing (issue 16 point 5): every call of the contract's table, tried by a visitor and
 * (for calls that need one) a member or an operator, with bodies generated from its body schema — valid
 * ones, wrong types, hostile strings, huge strings, prototype keys, non-objects, a wrong media type, a
 * body over the limit. Whatever is sent: never a 5xx, always the envelope (or, on success, the file or
 * stream a download or stream call declares), and the answer matches the schema the OpenAPI document
 * publishes for its status. A call added to the contract is walked without editing this file.
 */

const SEED = 16_05;

type DocOp = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
let t: TestApp;
let doc: { paths: Record<string, Record<string, DocOp>> };
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

let member: { mobile: string; password: string; cookie: string };
/** The member's own uploaded files, by the field names that take a file id. */
let own: Record<string, unknown> = {};
let operatorCookie: string;
let ips = 0;
const nextIp = () => {
  ips += 1;
  return `10.16.${ips >> 8}.${ips & 255}`;
};

const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
  const a = agent(t.app);
  const m = await registerMember(a);
  member = { ...m, cookie: cookieOf(a.jar) };
  // verified as a person and a business, so that publishing calls go past the verification check
  await t.database.query(
    "UPDATE members SET personauth = 1, businsauth = 1, name = '林晓', company = '模糊测试展览工程有限公司' WHERE cardno = $1",
    [m.cardno],
  );
  const file = async (purpose: string) => {
    const form = uploadForm(purpose, 'f.png', await png(80, 50));
    return (await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers)).body.data!.id;
  };
  const [listing, avatar, idcard, licence] = [
    await file('listing'),
    await file('avatar'),
    await file('idcard'),
    await file('licence'),
  ];
  own = {
    cover: listing,
    pics: [listing],
    image: listing,
    plans: [listing],
    logo: avatar,
    userlogo: avatar,
    cardfrt: idcard,
    cardrvs: idcard,
    bcerts: licence,
    receipt: licence,
    certs: [licence],
  };
  operatorCookie = cookieOf((await operatorAgent(t)).jar);
});
afterAll(() => t.close());

/** A fuzz call may end the member's session (logout): log in again before the next call. */
async function ensureMemberSession() {
  const r = await t.app.inject({ method: 'GET', url: '/api/loginCheck', headers: { cookie: member.cookie } });
  if ((r.json() as { data?: { loginState?: boolean } }).data?.loginState) return;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/User/login',
    remoteAddress: nextIp(),
    payload: { mobile: member.mobile, password: member.password },
  });
  const set = login.headers['set-cookie'];
  member.cookie = (Array.isArray(set) ? set : [String(set)]).map((c) => c.split(';')[0]).join('; ');
}

function validatorFor(def: CallDef, status: number) {
  const key = `${def.method} ${def.path} ${status}`;
  let v = validators.get(key);
  if (!v) {
    const schema =
      doc.paths[def.path]?.[def.method.toLowerCase()]?.responses[String(status)]?.content?.[
        'application/json'
      ]?.schema;
    if (!schema) return null;
    v = ajv.compile(schema);
    validators.set(key, v);
  }
  return v;
}

/** What every answer must be, whatever was sent. */
function checkAnswer(name: string, def: CallDef, label: string, res: LightMyRequestResponse) {
  const where = `${name} ← ${label}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode === 200 && def.download) {
    expect(type, where).toContain(def.download);
    return;
  }
  expect(type, where).toMatch(/^application\/json/);
  const body = res.json();
  const validate = validatorFor(def, res.statusCode);
  expect(validate, `${where}: status not documented in /api/docs`).not.toBeNull();
  const valid = validate!(body);
  expect(valid ? null : ajv.errorsText(validate!.errors), where).toBeNull();
  if (res.statusCode === 429 || res.statusCode === 503)
    expect(Number(res.headers['retry-after']), where).toBeGreaterThan(0);
}

const OVER_LIMIT: FuzzBody = {
  label: 'a body over the limit',
  payload: JSON.stringify({ x: 'A'.repeat(1_100_000) }),
};

/** A GET call's input goes in the query string: the same bodies, as query strings. */
function asQuery(b: FuzzBody): string {
  let value: unknown;
  try {
    value = JSON.parse(b.payload);
  } catch {
    return '%E0%A4%A';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `__proto__[isadmin]=1&id=${b.label.length}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value))
    params.append(k, typeof v === 'string' ? v.slice(0, 2000) : JSON.stringify(v));
  return params.toString();
}

/** Longer than any call takes here: a call that has not answered by then is a stream not declared as one. */
const ANSWER_WITHIN_MS = 15_000;

async function send(def: CallDef, b: FuzzBody, cookie: string | null, ip: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let answer: Promise<LightMyRequestResponse>;
  if (def.method === 'GET') {
    const q = asQuery(b);
    answer = t.app.inject({
      method: 'GET',
      url: `${def.path}${q ? `?${q}` : ''}`,
      headers,
      remoteAddress: ip,
    });
  } else {
    headers['content-type'] = b.contentType ?? 'application/json';
    answer = t.app.inject({ method: 'POST', url: def.path, payload: b.payload, headers, remoteAddress: ip });
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${def.path} ← ${b.label}: no answer in ${ANSWER_WITHIN_MS} ms (a stream call declares \`stream\`)`,
          ),
        ),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const entries = Object.entries(calls) as [CallName, CallDef][];

describe('every call of the contract, fuzzed', () => {
  it('walks the whole table, and /api/docs publishes every error answer of every call', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const [name, def] of entries) {
      const responses = doc.paths[def.path]?.[def.method.toLowerCase()]?.responses ?? {};
      for (const status of [200, 400, 401, 403, 404, 405, 408, 409, 413, 415, 429, 500, 503]) {
        if (status === 200 && (def.download || def.stream)) continue;
        expect(
          responses[String(status)]?.content?.['application/json']?.schema,
          `${name} ${status}`,
        ).toBeDefined();
      }
    }
    // the failure envelopes name only the codes of their status
    const notFound = validatorFor(calls['Common/huizhanInfo'], 404)!;
    expect(notFound({ success: false, errCode: 'not_found', errMsg: '不存在' })).toBe(true);
    expect(notFound({ success: false, errCode: 'forbidden', errMsg: '无权' })).toBe(false);
    expect(notFound({ success: false, errCode: 'not_found', errMsg: '不存在', stack: 'x' })).toBe(false);
  });

  it.each(entries.map(([name, def], i) => ({ name, def, i })))('$name', async ({ name, def, i }) => {
    const input = def.body ?? def.query;
    const schema = input
      ? (z.toJSONSchema(input, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
          string,
          unknown
        >)
      : {};
    const bodies = [...fuzzBodies(schema, SEED + i, input, own), OVER_LIMIT];
    // a visitor: the first few bodies (a call that needs a login refuses them before reading them)
    const visitorIp = nextIp();
    for (const b of def.auth ? bodies.slice(0, 3) : bodies)
      checkAnswer(name, def, `visitor, ${b.label}`, await send(def, b, null, visitorIp));
    // a stream never ends for a logged-in caller: its visitor's answers are what can be checked here
    if (!def.auth || def.stream) return;
    await ensureMemberSession();
    const cookie = def.admin ? operatorCookie : member.cookie;
    const who = def.admin ? 'operator' : 'member';
    const ip = nextIp();
    for (const b of bodies) checkAnswer(name, def, `${who}, ${b.label}`, await send(def, b, cookie, ip));
  });
});
