import { calls } from '@hz/contract/calls';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEnvelope } from '../plugins/envelope.ts';
import { defineCall, responseData } from './route.ts';

const search = calls['Common/searchHuizhan'].data;
const item = (id: number) => ({
  id,
  kind: 'huizhan',
  title: '车展',
  summary: '',
  industry: '汽车',
  prov: '上海市',
  city: '上海市',
  venue: '国家会展中心',
  sdate: '2027-04-20',
  edate: '2027-04-29',
  status: 'upcoming',
  confType: '',
  cover: '',
  thumb: '',
  dates: '',
});
const page = (items: unknown[]) => ({ listItem: items, total: 2, totalCapped: false, page: 1, pageSize: 20 });

describe("a response is held to its call's data schema", () => {
  it('drops an undeclared field, however deep, and keeps the declared ones', () => {
    const given = page([item(1), { ...item(2), memberId: 7, phone: '13800000000' }]);
    expect(responseData(search, given, false)).toEqual({ data: page([item(1), item(2)]) });
  });

  it('strictly (tests), names the undeclared field instead', () => {
    const given = page([item(1), { ...item(2), memberId: 7 }]);
    expect(responseData(search, given, true)).toEqual({ problem: 'listItem.1.memberId: not declared' });
    expect(responseData(search, page([item(1)]), true)).toEqual({ data: page([item(1)]) });
    // an undefined field is not sent, so it is not a problem
    expect(responseData(search, { ...page([]), extra: undefined }, true)).toEqual({ data: page([]) });
  });

  it('refuses a value of the wrong kind in either mode, with its path', () => {
    const given = page([{ ...item(1), status: 'closed' }]);
    for (const strict of [false, true]) {
      const r = responseData(search, given, strict);
      expect(r).toHaveProperty('problem');
      expect((r as { problem: string }).problem).toMatch(/^listItem\.0\.status: /);
    }
  });

  it('strictly, refuses a value the schema would add or change', () => {
    const schema = z.object({ a: z.string().default('x'), b: z.string().transform((s) => s.trim()) });
    expect(responseData(schema, { b: 'y' }, true)).toEqual({ problem: 'a: added by the schema' });
    expect(responseData(schema, { a: 'x', b: ' y ' }, true)).toEqual({ problem: 'b: changed by the schema' });
  });

  it('takes no result as null for calls answering nothing', () => {
    expect(responseData(calls.logout.data, undefined, true)).toEqual({ data: null });
    expect(responseData(calls.logout.data, { a: 1 }, false)).toHaveProperty('problem');
  });
});

describe('defineCall', () => {
  async function call(checkResponses: boolean, result: unknown) {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (l: string) => lines.push(l) } } });
    app.decorate('checkResponses', checkResponses);
    registerEnvelope(app, {});
    defineCall(app, 'loginCheck', async () => result as never);
    const res = await app.inject({ method: 'GET', url: '/api/loginCheck' });
    await app.close();
    return { status: res.statusCode, body: res.json(), logs: lines.map((l) => JSON.parse(l)) };
  }

  it('sends only the declared fields', async () => {
    const r = await call(false, { loginState: false, passwordHash: 'x' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      errCode: 'success',
      errMsg: '成功',
      data: { loginState: false },
    });
  });

  it('answers 500 for an undeclared field when checking, naming the call and the field in the log', async () => {
    const r = await call(true, { loginState: false, passwordHash: 'x' });
    expect(r.status).toBe(500);
    const message = 'response of loginCheck does not match the contract: passwordHash: not declared';
    expect(r.body).toMatchObject({ success: false, errCode: 'internal', errMsg: message });
    expect(r.logs[0]).toMatchObject({ call: 'loginCheck', msg: message });
  });

  it('answers 500 without details for an invalid value in production, and logs them', async () => {
    const r = await call(false, { loginState: 'yes' });
    expect(r.status).toBe(500);
    expect(r.body.errMsg).toBe('服务器开小差了，请稍后重试');
    expect(r.logs[0]).toMatchObject({ call: 'loginCheck' });
    expect(r.logs[0].msg).toMatch(/^response of loginCheck does not match the contract: loginState: /);
  });
});
