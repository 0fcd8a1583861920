import { type CallName, calls } from '@hz/contract/calls';
import { type Caller, callers, inputFields, objectFields, type Outcomes } from '@hz/contract/common/access';
import type { CallDef } from '@hz/contract/common/call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessFixtures, type Fixture, type Made } from '../test/access-fixtures.ts';
import { decide, designerBody, factoryBody, image } from '../test/people.ts';
import {
  type Agent,
  agent,
  createTestApp,
  operatorAgent,
  registerMember,
  type TestApp,
} from '../test/test-app.ts';

/**
 * The access matrix (issue 16 point 6, decision 020): every call that names an object declares, beside
 * its contract entry (`access`), what the object's owner, another member, a visitor and an operator get
 * for the object in each state. This test makes the object through real calls (the fixtures in
 * `test/access-fixtures.ts`), tries each caller, and checks the declared outcome. A call whose input
 * names an object without a declaration fails here; so does a declared kind without a fixture.
 */

const entries = Object.entries(calls) as [CallName, CallDef][];

/**
 * The show plan's calls name an exhibition by `exhibition` (issue 31), which `namesAnObject` does not
 * match (the publish forms' `exhibition` is a reference checked by their own tests): they are named here.
 */
const namesAShow = (name: string, def: CallDef) =>
  name.startsWith('Show/') && inputFields(def).includes('exhibition');
const namingCalls = entries.filter(([name, def]) => objectFields(def).length > 0 || namesAShow(name, def));

let t: TestApp;
let fixtures: ReturnType<typeof accessFixtures>;
const jars: Partial<Record<Caller, Map<string, string>>> = {};

/**
 * Another member and the operator may do everything a member may (verified as a person and a business,
 * with approved designer and factory profiles), so that what refuses them is the object's owner, not a
 * missing verification.
 */
async function qualify(a: Agent, op: Agent) {
  const r = await a.post<{ cardno: string }>('/api/Member/userInfo', {});
  await t.database.query(
    "UPDATE members SET personauth = 1, businsauth = 1, name = '林晓', company = $2 WHERE cardno = $1",
    [r.body.data!.cardno, `权限测试展览工程有限公司${r.body.data!.cardno}`],
  );
  const d = await a.post<{ profile: { id: number } }>('/api/Designer/profileEdit', await designerBody(a));
  await decide(op, 'designer', d.body.data!.profile.id);
  const f = await a.post<{ profile: { id: number } }>('/api/Company/profileEdit', await factoryBody(a));
  await decide(op, 'factory', f.body.data!.profile.id);
}

beforeAll(async () => {
  t = await createTestApp();
  const op = await operatorAgent(t);
  fixtures = accessFixtures(t, op);
  const other = agent(t.app);
  await registerMember(other);
  await qualify(other, op);
  await qualify(op, op);
  jars.member = other.jar;
  jars.operator = op.jar;
});
afterAll(() => t.close());

/** A fresh client (its own IP, so per-IP limits never add up across tries) with the caller's session. */
function clientOf(caller: Caller, made: Made): Agent | null {
  const jar = caller === 'owner' ? made.owner.jar : jars[caller];
  if (!jar) return null;
  const a = agent(t.app);
  for (const [k, v] of jar) a.jar.set(k, v);
  return a;
}

let ips = 0;

/**
 * What the caller gets: `success` or the error code. `'$image'` in the body is an image the caller
 * uploads first (a visitor cannot: it stays as is).
 */
async function outcome(def: CallDef, given: Record<string, unknown>, who: Agent | null) {
  const body = { ...given };
  for (const [k, v] of Object.entries(body)) {
    if (v === '$image' && who) body[k] = await image(who);
    // `'$image:<purpose>'`: an upload of that purpose (a private one, e.g. `permit`)
    if (typeof v === 'string' && v.startsWith('$image:') && who) body[k] = await image(who, v.slice(7));
    // a list of one (an entry's pictures): the same, inside it
    if (Array.isArray(v) && v[0] === '$image' && who) body[k] = [await image(who)];
  }
  const cookie = who ? [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  ips += 1;
  const remoteAddress = `10.6.${ips >> 8}.${ips & 255}`;
  const res =
    def.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `${def.path}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`,
          headers: { cookie },
          remoteAddress,
        })
      : await t.app.inject({
          method: 'POST',
          url: def.path,
          payload: body,
          headers: { cookie },
          remoteAddress,
        });
  if (res.statusCode === 200 && def.download) return 'success';
  const env = res.json() as { errCode: string; errMsg: string };
  return { code: env.errCode, text: `${res.statusCode} ${env.errCode} ${env.errMsg}` };
}

describe('the access matrix', () => {
  it('every call that names an object declares its access beside its contract entry', () => {
    const undeclared = namingCalls.filter(([, def]) => !def.access).map(([name]) => name);
    expect(undeclared, 'add `access` to these calls (docs/testing.md § Access matrix)').toEqual([]);
    expect(namingCalls.length).toBeGreaterThan(20);
  });

  it('every Show call is in the matrix, or takes no input (the member is the object)', () => {
    const shows = entries.filter(([name]) => name.startsWith('Show/'));
    expect(shows.length).toBeGreaterThan(5);
    const uncovered = shows
      .filter(([, def]) => !def.access && inputFields(def).length > 0)
      .map(([name]) => name);
    expect(uncovered).toEqual([]);
    expect(
      shows
        .filter(([, def]) => def.access)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['Show/join', 'Show/leave', 'Show/modelAdd', 'Show/modelRemove', 'Show/plan']);
  });

  it('every declared kind of object has a fixture, and every declared state is one of its states', () => {
    const problems: string[] = [];
    for (const [name, def] of namingCalls) {
      if (!def.access) continue;
      const f = fixtures[def.access.object];
      if (!f) problems.push(`${name}: no fixture for ${def.access.object}`);
      else
        for (const s of Object.keys(def.access.expect))
          if (!f.states.includes(s)) problems.push(`${name}: ${def.access.object} has no state ${s}`);
    }
    if (problems.length) throw new Error(problems.join('\n'));
  });

  const declared = namingCalls.filter(([, def]) => def.access);
  it.each(declared.map(([name, def]) => ({ name, def })))('$name', async ({ name, def }) => {
    const access = def.access!;
    const fixture: Fixture | undefined = fixtures[access.object];
    if (!fixture) return; // reported above
    const field = access.field ?? 'id';
    const mismatches: string[] = [];
    for (const [state, expected] of Object.entries(access.expect) as [string, Outcomes][]) {
      // one object per state; the owner tries last, so that what it changes (a delete) comes after the rest
      const made = await fixture.make(state);
      const value = made.values[field] ?? made.values.id;
      const rest = access.with === 'edit' ? await made.edit!() : { ...(access.with ?? {}) };
      // `'$name'` in `with` is the made object's value of that name (e.g. the application of a task)
      for (const [k, v] of Object.entries(rest))
        if (typeof v === 'string' && v.startsWith('$') && v.slice(1) in made.values)
          rest[k] = made.values[v.slice(1)];
        else if (
          Array.isArray(v) &&
          typeof v[0] === 'string' &&
          v[0].startsWith('$') &&
          v[0].slice(1) in made.values
        )
          rest[k] = [made.values[v[0].slice(1)]];
      const body = { ...rest, [field]: field === 'ids' ? [value] : value };
      for (const caller of callers) {
        const got = await outcome(def, body, caller === 'visitor' ? null : clientOf(caller, made));
        const code = typeof got === 'string' ? got : got.code;
        if (caller === 'member' && made.intact) {
          const harm = await made.intact();
          if (harm) mismatches.push(`${access.object} ${state}, member changed the owner's object: ${harm}`);
        }
        if (code !== expected[caller])
          mismatches.push(
            `${access.object} ${state}, ${caller}: expected ${expected[caller]}, got ${typeof got === 'string' ? got : got.text}`,
          );
      }
    }
    if (mismatches.length) throw new Error(`${name}:\n${mismatches.join('\n')}`);
  });
});
