import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, factoryBody, image, type Member, member, approvedFactory } from '../../../test/people.ts';
import {
  type Agent,
  agent,
  createTestApp,
  operatorAgent,
  STRONG_PASSWORD,
  type TestApp,
  callsOf,
} from '../../../test/test-app.ts';
import { day, projectBody, projectClient, publishedProject, quoteBody } from '../../../test/projects.ts';

/**
 * Build projects, first slice (issue 14): publishing through the wizard's server-side draft, moderation,
 * the hall, itemised quotations with server-computed totals and kept revisions, the side-by-side
 * comparison, the award (two at once: exactly one wins) and closing, through the real calls on a fresh
 * database (PGlite, and PostgreSQL with TEST_DATABASE_URL). Bad input is refused with its Chinese
 * message and nothing written.
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorAgent(t);
  visitor = agent(t.app);
});
afterAll(() => t.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
type Info = Record<string, unknown> & {
  id: number;
  status: string;
  checked: number;
  orbits: { action: string }[];
};

const { call, ok, refused } = callsOf<Info>('Projectcenter');

const count = async (table: string) =>
  Number((await q<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n);

const body = projectBody;
const quote = quoteBody;
const client = () => projectClient(t);
const factory = () => approvedFactory(t, op);
const published = (c: Member, over: Record<string, unknown> = {}) => publishedProject(c, op, over);

type Quote = {
  id: number;
  rev: number;
  total: number;
  totals: Record<string, number>;
  factoryFees: number;
  clientFees: number;
  revisions: { rev: number; total: number }[];
  status: string;
};

describe('publishing and the wizard draft', () => {
  it('publishes a project waiting for review, public once approved, the mobile for the parties only', async () => {
    const c = await client();
    const d = await ok(c.a, 'businesPrjctPub', body());
    expect(d).toMatchObject({ status: 'open', checked: 0, areas: 72, length: 9, height: 6.5, coins: 180000 });
    expect(d.conts).not.toContain('script');
    expect(d.orbits.map((o) => o.action)).toEqual(['publish']);
    expect(d.mobile).toBe('13912345678');
    expect(d.selectcity).toBe('广东省/深圳市');
    // the publisher's list and the operators' queue (content kind `project`)
    const mineList = await c.a.post<{ listItem: { id: number; title: string; sub: string; city: string }[] }>(
      '/api/Article/myList',
      { kind: 'project' },
    );
    expect(mineList.body.data!.listItem).toEqual([
      expect.objectContaining({ id: d.id, title: body().title, sub: '72.00㎡ · 双层', city: '深圳市' }),
    ]);
    const queue = await op.post<{ listItem: { id: number }[] }>('/api/Admin/contentList', {
      kind: 'project',
    });
    expect(queue.body.data!.listItem.map((x) => x.id)).toContain(d.id);
    // not public before review
    await refused(visitor, 'businesPrjctInfo', { id: d.id }, 'not_found');
    const hall = await ok<{ listItem: { id: number }[] }>(visitor, 'factoryPrjctHall', {});
    expect(hall.listItem.map((x) => x.id)).not.toContain(d.id);
    await decide(op, 'project', d.id);
    const seen = await ok(visitor, 'businesPrjctInfo', { id: d.id });
    expect(seen).toMatchObject({ checked: 1, mobile: '', role: 'visitor', orbits: [] });
    const mine = await ok(c.a, 'businesPrjctInfo', { id: d.id });
    expect(mine.orbits.map((o) => o.action)).toEqual(['publish', 'approve']);
    const list = await ok<{ listItem: { id: number }[]; total: number }>(c.a, 'businesPrjctList', {});
    expect(list.listItem.map((x) => x.id)).toEqual([d.id]);
    await refused(visitor, 'businesPrjctPub', body(), 'not_logged_in');
  });

  it('saves each step as a draft and resumes it from another session, then publishes it', async () => {
    const c = await client();
    const step1 = await ok<{ id: number; step: number; fields: Record<string, unknown> }>(
      c.a,
      'prjctDraftSave',
      { step: 1, fields: { title: body().title, length: 9, width: 8, height: 6.5, opens: 3, layer: 2 } },
    );
    expect(step1.step).toBe(1);
    // another device: a second login of the same member
    const other = agent(t.app);
    const [m] = await q<{ mobile: string }>('SELECT mobile FROM members WHERE id = $1', [c.id]);
    expect(
      (await other.post('/api/User/login', { mobile: m!.mobile, password: STRONG_PASSWORD })).body.errCode,
    ).toBe('success');
    const drafts = await ok<{ listItem: { id: number; step: number }[] }>(other, 'prjctDraftList', {});
    expect(drafts.listItem.map((x) => x.id)).toEqual([step1.id]);
    const step3 = await ok<{ fields: Record<string, unknown>; step: number }>(other, 'prjctDraftSave', {
      id: step1.id,
      step: 3,
      fields: { coins: 180000.5, peoples: 12 },
    });
    // the step's fields are merged; the first step's are kept, nothing is defaulted over them
    expect(step3.step).toBe(3);
    expect(step3.fields).toMatchObject({
      title: body().title,
      length: 9,
      layer: 2,
      coins: 180000.5,
      peoples: 12,
    });
    expect(step3.fields).not.toHaveProperty('groupid');
    const back = await ok<{ fields: Record<string, unknown> }>(c.a, 'prjctDraftInfo', { id: step1.id });
    expect(back.fields).toEqual(step3.fields);
    // a bad field is refused on its own and nothing changes
    await refused(
      c.a,
      'prjctDraftSave',
      { id: step1.id, step: 1, fields: { height: 30 } },
      'invalid_params',
      /20米/,
    );
    // another member's draft does not exist for them
    const stranger = await client();
    await refused(stranger.a, 'prjctDraftInfo', { id: step1.id }, 'not_found');
    await refused(
      stranger.a,
      'prjctDraftSave',
      { id: step1.id, step: 2, fields: { addr: '某地' } },
      'not_found',
    );
    await refused(
      stranger.a,
      'businesPrjctPub',
      body({ draft: step1.id }),
      'invalid_params',
      '草稿不存在或已发布',
    );
    // publishing from the draft removes it in the same transaction
    const d = await ok(other, 'businesPrjctPub', body({ draft: step1.id }));
    expect(d.status).toBe('open');
    await refused(c.a, 'prjctDraftInfo', { id: step1.id }, 'not_found');
    expect((await ok<{ listItem: unknown[] }>(c.a, 'prjctDraftList', {})).listItem).toEqual([]);
  });

  it('refuses absurd dimensions and dates with a clear message, writing nothing', async () => {
    const c = await client();
    const before = await count('projects');
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ length: 0 }, '展台长度必须大于0'],
      [{ width: -3 }, '展台宽度必须大于0'],
      [{ length: 150 }, '展台长度不能超过100米'],
      [{ height: 25 }, '展台高度不能超过20米'],
      [{ length: 9.123 }, '展台长度最多两位小数'],
      [{ edate: day(29) }, '展会结束日期不能早于开始日期'],
      [{ indate: day(31) }, '进场日期不能晚于展会开始日期'],
      [{ bgdate: day(28) }, '报馆截止日期不能晚于进场日期'],
      [{ outdate: day(32) }, '撤展日期不能早于展会结束日期'],
      [{ bgdate: day(-1) }, '报馆截止日期不能早于今天'],
      [{ showname: '' }, '请选择展会或填写展会名称'],
      [{ exhibition: 999999 }, '所选展会不存在或未通过审核'],
      [{ groupid: '999999' }, '分组的项目不存在'],
      [{ coins: 10 }, /预算不能少于1000元/],
    ];
    for (const [over, msg] of cases) await refused(c.a, 'businesPrjctPub', body(over), 'invalid_params', msg);
    expect(await count('projects')).toBe(before);
  });

  it('checks the dates against a linked exhibition, and groups booths of one client', async () => {
    const c = await client();
    const pub = await c.a.post<{ id: number }>('/api/Article/huizhanPub', {
      title: '2027 深圳国际新能源汽车展览会',
      industry: '汽车交通',
      organiser: '测试主办单位',
      venue: '深圳国际会展中心',
      prov: '广东省',
      city: '深圳市',
      addr: '宝安区福海街道展城路1号',
      sdate: day(30),
      edate: day(33),
      indate: day(27),
      outdate: day(34),
      conts: '<p>新能源汽车与智能出行的年度展会。</p>',
      cover: await image(c.a),
      contact: '陈先生',
      phone: '0755-23456789',
    });
    expect(pub.body.errCode, JSON.stringify(pub.body)).toBe('success');
    const ex = pub.body.data!.id;
    // not approved yet: not linkable
    await refused(
      c.a,
      'businesPrjctPub',
      body({ exhibition: ex }),
      'invalid_params',
      '所选展会不存在或未通过审核',
    );
    await decide(op, 'huizhan', ex);
    await refused(
      c.a,
      'businesPrjctPub',
      body({ exhibition: ex, sdate: day(29), indate: day(27) }),
      'invalid_params',
      `展会日期应在所选展会的日期内（${day(30)} 至 ${day(33)}）`,
    );
    await refused(
      c.a,
      'businesPrjctPub',
      body({ exhibition: ex, indate: day(26) }),
      'invalid_params',
      `进场日期不能早于展会的布展日期（${day(27)}）`,
    );
    const first = await ok(c.a, 'businesPrjctPub', body({ exhibition: ex, showname: '' }));
    expect(first).toMatchObject({ exhibition: ex, showname: '2027 深圳国际新能源汽车展览会' });
    const second = await ok(
      c.a,
      'businesPrjctPub',
      body({ exhibition: ex, groupid: String(first.id), booth: '9B10' }),
    );
    expect(second.groupid).toBe(String(first.id));
    // another client's project is not a group of mine
    const other = await client();
    await refused(
      other.a,
      'businesPrjctPub',
      body({ groupid: String(first.id) }),
      'invalid_params',
      '分组的项目不存在',
    );
  });
});

describe('quotations', () => {
  it('only verified factories quote; totals are the server’s, in fen; revisions are kept', async () => {
    const c = await client();
    const id = await published(c);
    const f = await factory();
    // a business without a factory profile, a member without business verification
    const plain = await client();
    await refused(plain.a, 'factoryQuote', quote(id), 'not_verified', '请先开通工厂资料并通过审核，再报价');
    const person = await member(t, { person: true });
    await refused(person.a, 'factoryQuote', quote(id), 'not_verified', '报价需先完成企业认证');
    await refused(visitor, 'factoryQuote', quote(id), 'not_logged_in');

    const before = await count('project_quotes');
    // the client side sends no total; negative quantities and prices are refused
    await refused(
      f.a,
      'factoryQuote',
      { ...quote(id), total: 100 },
      'invalid_params',
      '报价总额由平台按明细计算，请勿提交',
    );
    await refused(f.a, 'factoryQuote', { ...quote(id), totals: { dimian: 1 } }, 'invalid_params', /分类小计/);
    await refused(
      f.a,
      'factoryQuote',
      quote(id, { dimian: [{ name: '木地台', unit: '㎡', qty: -1, price: 120 }] }),
      'invalid_params',
      '数量必须大于0',
    );
    await refused(
      f.a,
      'factoryQuote',
      quote(id, { dimian: [{ name: '木地台', unit: '㎡', qty: 10, price: -120 }] }),
      'invalid_params',
      /单价/,
    );
    await refused(
      f.a,
      'factoryQuote',
      quote(id, { dimian: [], beiban: [], rengong: [] }),
      'invalid_params',
      '请至少填写一项报价明细',
    );
    await refused(
      f.a,
      'factoryQuote',
      quote(id, { validity: day(-1) }),
      'invalid_params',
      '报价有效期不能早于今天',
    );
    expect(await count('project_quotes')).toBe(before);

    const first = await ok<Quote>(f.a, 'factoryQuote', quote(id));
    // 72 × 120 + 30.5 × 260 + 24 × 450 = 8640 + 7930 + 10800, plus the fee the factory pays (2160)
    expect(first.totals).toMatchObject({ dimian: 8640, beiban: 7930, rengong: 10800, mentou: 0 });
    expect(first).toMatchObject({
      rev: 1,
      total: 29530,
      factoryFees: 2160,
      clientFees: 10000,
      status: 'quoted',
    });
    const [row] = await q<{ total: string }>('SELECT total::text FROM project_quotes WHERE id = $1', [
      first.id,
    ]);
    expect(row!.total).toBe('2953000');

    expect(await ok(f.a, 'businesPrjctInfo', { id })).toMatchObject({
      role: 'quoter',
      myQuote: first.id,
      mobile: '',
    });
    // a second quotation is a revision, not a new one
    await refused(f.a, 'factoryQuote', quote(id), 'conflict', /请在原报价上修改/);
    const revised = await ok<Quote>(
      f.a,
      'factoryQuote',
      quote(id, { rev: 1, rengong: [{ name: '搭建人工', unit: '人天', qty: 20, price: 450 }] }),
    );
    expect(revised).toMatchObject({ id: first.id, rev: 2, total: 27730 });
    expect(revised.revisions.map((r) => [r.rev, r.total])).toEqual([
      [1, 29530],
      [2, 27730],
    ]);
    // the factory reads back its own current quotation (the revise form starts from it); nobody else can
    expect(await ok<Quote>(f.a, 'factoryQuoteInfo', { id })).toMatchObject({
      id: first.id,
      rev: 2,
      total: 27730,
      rengong: [expect.objectContaining({ qty: 20, price: 450, amount: 9000 })],
    });
    await refused(c.a, 'factoryQuoteInfo', { id }, 'not_found', '您还没有为该项目报价');
    await refused(plain.a, 'factoryQuoteInfo', { id }, 'not_found');
    // revising a revision that is no longer the latest
    await refused(f.a, 'factoryQuote', quote(id, { rev: 1 }), 'state_conflict');
    expect(await count('project_quotes')).toBe(before + 1);
    // revisions are insert-only
    await expect(
      q('UPDATE project_quote_revs SET total = 0 WHERE quote_id = $1', [first.id]),
    ).rejects.toThrow(/append-only/);
    const info = await ok(c.a, 'businesPrjctInfo', { id });
    expect(info.quoted).toBe(1);
    expect(info.orbits.map((o) => o.action)).toEqual(['publish', 'approve', 'quote', 'revise']);
    const mine = await ok<{
      listItem: { id: number; quote: number; quoteRev: number; quoteTotal: number }[];
    }>(f.a, 'factoryPrjctList', {});
    expect(mine.listItem).toEqual([
      expect.objectContaining({ id, quote: first.id, quoteRev: 2, quoteTotal: 27730 }),
    ]);
    // the client is told
    const [msg] = await q<{ n: string }>(
      "SELECT count(*)::text AS n FROM messages WHERE member_id = $1 AND kind = 'project'",
      [c.id],
    );
    expect(Number(msg!.n)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a quotation on a project under review, on one’s own project, and on a closed one', async () => {
    const c = await client();
    const f = await factory();
    const pending = await ok(c.a, 'businesPrjctPub', body());
    await refused(f.a, 'factoryQuote', quote(pending.id), 'not_found');
    const id = await published(c);
    // the client as a factory of its own project
    const r = await c.a.post<{ profile: { id: number } }>('/api/Company/profileEdit', await factoryBody(c.a));
    await decide(op, 'factory', r.body.data!.profile.id);
    await refused(c.a, 'factoryQuote', quote(id), 'forbidden', '不能为自己的项目报价');
    await ok(c.a, 'closePrjct', { id, reason: '展会取消' });
    await refused(f.a, 'factoryQuote', quote(id), 'state_conflict', '该项目已不在报价中，不能报价');
  });

  it('checkPrice puts the quotations side by side with the lowest per category marked', async () => {
    const c = await client();
    const id = await published(c);
    const [f1, f2] = [await factory(), await factory()];
    const a = await ok<Quote>(f1.a, 'factoryQuote', quote(id));
    const b = await ok<Quote>(
      f2.a,
      'factoryQuote',
      quote(id, {
        dimian: [{ name: '钢结构地台', spec: '', unit: '㎡', qty: 72, price: 100 }],
        beiban: [{ name: '木结构背板', spec: '', unit: '㎡', qty: 30.5, price: 300 }],
        mentou: [{ name: '发光门头', spec: '', unit: '套', qty: 1, price: 6000 }],
        fees: [],
      }),
    );
    const cmp = await ok<{
      categories: { key: string; name: string }[];
      listItem: (Quote & { lowest: string[]; exclusions: string })[];
    }>(c.a, 'checkPrice', { id });
    expect(cmp.categories.map((x) => x.name)).toEqual([
      '地面',
      '背板',
      '门头',
      '展示',
      '接待',
      '美工',
      '租赁',
      '人工',
      '运输',
    ]);
    const byId = new Map(cmp.listItem.map((x) => [x.id, x]));
    // a: 8640 + 7930 + 10800 + 2160 = 29530, and ¥10,000 the client pays the venue apart: 39530;
    // b: 7200 + 9150 + 6000 + 10800 = 33150, nothing apart. The lower total (a) costs the client more:
    // the lowest cost is b's (issue 27)
    expect(byId.get(a.id)).toMatchObject({ total: 29530, clientFees: 10000, clientCost: 39530 });
    expect(byId.get(b.id)).toMatchObject({ total: 33150, clientFees: 0, clientCost: 33150 });
    expect(byId.get(a.id)!.lowest.sort()).toEqual(['beiban', 'rengong'].sort());
    expect(byId.get(b.id)!.lowest.sort()).toEqual(['cost', 'dimian', 'mentou', 'rengong'].sort());
    expect(byId.get(a.id)!.exclusions).toBe('不含电箱费和展具租赁');
    await refused(f1.a, 'checkPrice', { id }, 'forbidden');
    await refused(visitor, 'checkPrice', { id }, 'not_logged_in');
  });
});

describe('award and close', () => {
  it('two awards at once: exactly one wins; losing factories are told with the reason', async () => {
    const c = await client();
    const id = await published(c);
    const [f1, f2, f3] = [await factory(), await factory(), await factory()];
    const q1 = await ok<Quote>(f1.a, 'factoryQuote', quote(id));
    const q2 = await ok<Quote>(f2.a, 'factoryQuote', quote(id));
    const q3 = await ok<Quote>(f3.a, 'factoryQuote', quote(id));
    const reason = '另一家工厂的工期更短';
    const [r1, r2] = await Promise.all([
      call(c.a, 'wonPrjct', { id, quote: q1.id, reason }),
      call(c.a, 'wonPrjct', { id, quote: q2.id, reason }),
    ]);
    const codes = [r1.body.errCode, r2.body.errCode].sort();
    expect(codes).toEqual(['state_conflict', 'success']);
    const winner = r1.body.errCode === 'success' ? q1 : q2;
    const states = await q<{ id: string; status: string }>(
      'SELECT id::text, status FROM project_quotes WHERE project_id = $1 ORDER BY id',
      [id],
    );
    expect(states.filter((s) => s.status === 'won').map((s) => Number(s.id))).toEqual([winner.id]);
    expect(states.filter((s) => s.status === 'lost')).toHaveLength(2);
    const info = await ok(c.a, 'businesPrjctInfo', { id });
    expect(info).toMatchObject({ status: 'won', winner: winner.id, price: 29530 });
    expect((info.dimian as unknown[]).length).toBe(1);
    expect(info.orbits.filter((o) => o.action === 'award')).toHaveLength(1);
    // the losers are told, with the reason; the winner is told it won
    const loser = winner.id === q1.id ? f2 : f1;
    for (const m of [loser, f3]) {
      const [msg] = await q<{ conts: string }>(
        "SELECT conts FROM messages WHERE member_id = $1 AND title = '报价未中标'",
        [m.id],
      );
      expect(msg!.conts).toContain(reason);
    }
    // a losing factory reads how its quotation ended
    expect(await ok<Quote>(f3.a, 'factoryQuoteInfo', { id })).toMatchObject({ id: q3.id, status: 'lost' });
    const winnerMember = winner.id === q1.id ? f1 : f2;
    const seen = await ok(winnerMember.a, 'businesPrjctInfo', { id });
    expect(seen).toMatchObject({ role: 'winner', mobile: '13912345678' });
    // after the award: no edit, no close, no quotation, no second award
    await refused(c.a, 'businesPrjctEdit', { id, ...body() }, 'state_conflict');
    await refused(c.a, 'closePrjct', { id }, 'state_conflict');
    await refused(f3.a, 'factoryQuote', quote(id, { rev: q3.rev }), 'state_conflict');
    await refused(c.a, 'wonPrjct', { id, quote: q3.id }, 'state_conflict');
  });

  it('awards only a quotation of this project, and only by the client', async () => {
    const c = await client();
    const id = await published(c);
    const other = await published(c);
    const f = await factory();
    const q1 = await ok<Quote>(f.a, 'factoryQuote', quote(other));
    await refused(c.a, 'wonPrjct', { id, quote: q1.id }, 'not_found', '该报价不存在或已失效');
    await refused(f.a, 'wonPrjct', { id: other, quote: q1.id }, 'forbidden');
    expect((await ok(c.a, 'businesPrjctInfo', { id: other })).status).toBe('open');
  });

  it('edits while open (back to review), and closes from open telling the factories', async () => {
    const c = await client();
    const id = await published(c);
    const f = await factory();
    await ok<Quote>(f.a, 'factoryQuote', quote(id));
    const stranger = await client();
    await refused(stranger.a, 'businesPrjctEdit', { id, ...body() }, 'forbidden');
    await refused(
      c.a,
      'businesPrjctEdit',
      { id, ...body({ height: 0 }) },
      'invalid_params',
      '展台高度必须大于0',
    );
    const edited = await ok(c.a, 'businesPrjctEdit', {
      id,
      ...body({ title: '新能源汽车展 9×8 双层展台（改）', width: 9 }),
    });
    expect(edited).toMatchObject({ checked: 0, areas: 81, status: 'open' });
    await refused(visitor, 'businesPrjctInfo', { id }, 'not_found');
    await decide(op, 'project', id);
    await refused(stranger.a, 'closePrjct', { id }, 'forbidden');
    const closed = await ok(c.a, 'closePrjct', { id, reason: '预算调整' });
    expect(closed.status).toBe('closed');
    const [qs] = await q<{ status: string }>('SELECT status FROM project_quotes WHERE project_id = $1', [id]);
    expect(qs!.status).toBe('lost');
    const [msg] = await q<{ conts: string }>(
      "SELECT conts FROM messages WHERE member_id = $1 AND title = '项目已关闭'",
      [f.id],
    );
    expect(msg!.conts).toContain('预算调整');
  });
});

describe('the hall', () => {
  it('lists approved open projects by keyword, city, area and budget', async () => {
    const c = await client();
    const a = await published(c, {
      title: '医疗器械展 6×6 单层展台搭建',
      city: '深圳市',
      length: 6,
      width: 6,
      coins: 50000,
    });
    const b = await published(c, {
      title: '家具展 12×10 双层展台搭建',
      prov: '上海市',
      city: '上海市',
      strt: '青浦区',
      length: 12,
      width: 10,
      coins: 400000,
    });
    const closed = await published(c, { title: '医疗器械展 关闭的项目' });
    await ok(c.a, 'closePrjct', { id: closed });
    const ids = async (filter: Record<string, unknown>) =>
      (await ok<{ listItem: { id: number }[] }>(visitor, 'factoryPrjctHall', filter)).listItem.map(
        (x) => x.id,
      );
    expect(await ids({ kw: '医疗器械' })).toEqual([a]);
    expect(await ids({ city: '上海市' })).toContain(b);
    expect(await ids({ city: '上海市' })).not.toContain(a);
    const big = await ids({ minArea: 100 });
    expect(big).toContain(b);
    expect(big).not.toContain(a);
    const cheap = await ids({ maxCoins: 60000 });
    expect(cheap).toContain(a);
    expect(cheap).not.toContain(b);
    expect(await ids({})).not.toContain(closed);
    // a city's total is exact: the count is narrowed through the search index (listHall), yet a project
    // elsewhere that names the city is not counted, and every project of the city is
    const named = await published(c, { title: '上海市客户的展台 深圳搭建', city: '深圳市' });
    const total = async (filter: Record<string, unknown>) =>
      (await ok<{ total: number }>(visitor, 'factoryPrjctHall', filter)).total;
    for (const city of ['上海市', '深圳市']) {
      const [n] = await q<{ n: number }>(
        "SELECT count(*)::int AS n FROM projects WHERE checked = 1 AND status = 'open' AND city = $1",
        [city],
      );
      expect(await total({ city })).toBe(n!.n);
    }
    expect(await total({ city: '上海市', kw: '客户' })).toBe(0);
    expect(await ids({ city: '深圳市', kw: '上海市' })).toEqual([named]);
  });

  it('filters the hall by province and city and sorts it by budget or the show (decision 050)', async () => {
    const c = await client();
    const kw = '排序搭建展';
    // the show `o` days later than the default one (every date moves with it)
    const at = (o: number) => ({
      sdate: day(30 + o),
      edate: day(33 + o),
      indate: day(27 + o),
      bgdate: day(20 + o),
      outdate: day(34 + o),
    });
    const sh = await published(c, {
      title: `${kw} 上海`,
      prov: '上海市',
      city: '上海市',
      coins: 90000,
      ...at(10),
    });
    const sz = await published(c, { title: `${kw} 深圳`, coins: 300000, ...at(20) });
    const gz = await published(c, { title: `${kw} 广州`, city: '广州市', coins: 60000, ...at(-5) });
    const hall = async (f: Record<string, unknown>) => {
      const r = await ok<{ listItem: { id: number }[]; total: number }>(visitor, 'factoryPrjctHall', {
        kw,
        ...f,
      });
      expect(r.total).toBe(r.listItem.length);
      return r.listItem.map((x) => x.id);
    };
    expect(await hall({})).toEqual([gz, sz, sh]);
    expect(await hall({ sort: 'budget' })).toEqual([sz, sh, gz]);
    expect(await hall({ sort: 'opening' })).toEqual([gz, sh, sz]);
    expect(await hall({ prov: '广东省' })).toEqual([gz, sz]);
    expect(await hall({ prov: '广东省', sort: 'budget' })).toEqual([sz, gz]);
    expect(await hall({ prov: '广东省', city: '广州市' })).toEqual([gz]);
    expect(await hall({ prov: '上海市' })).toEqual([sh]);
    const bad = await call(visitor, 'factoryPrjctHall', { sort: 'cheapest' });
    expect(bad.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { sort: '排序方式不正确' } },
    });
  });
});
