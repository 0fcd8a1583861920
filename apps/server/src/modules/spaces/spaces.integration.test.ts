import { pendingSpaceLimit } from '@hz/contract/spaces';
import { describe, expect, it } from 'vitest';
import { agent, type Agent, fileApp, registerMember } from '../../../test/test-app.ts';
import { uploadImage } from '../../../test/uploads.ts';
import { expectDeepPagesRefused, expectNulRefused } from '../../../test/listings.ts';

const { t, op } = fileApp();

type Event = { id: number; kind: string; title: string; status: string; sdate: string };
type Info = Record<string, unknown> & {
  id: number;
  checked: number;
  reason: string;
  contact: string;
  phone: string;
  fvr: boolean;
  events: Event[];
};
type Item = Record<string, unknown> & { id: number; title: string; summary: string };
type List = { listItem: Item[]; total: number; totalCapped: boolean };
type Content = {
  id: number;
  kind: string;
  sub: string;
  sdate: string;
  link: string;
  checked: number;
  reason: string;
};

const image = (a: Agent, purpose = 'listing') => uploadImage(a, purpose);

/** Unique words per test so that searches only see this test's spaces. */
let serial = 0;
const unique = () => {
  serial += 1;
  return `${'甲乙丙丁戊己庚辛壬癸'[serial % 10]}${'子丑寅卯辰巳午未申酉戌亥'[(Date.now() + serial) % 12]}${serial}号`;
};

async function publish(a: Agent, over: Record<string, unknown> = {}) {
  return a.post<Info>('/api/Article/hycdPub', {
    title: '外滩华尔道夫酒店宴会厅',
    venueType: '酒店',
    prov: '上海市',
    city: '上海市',
    addr: '黄浦区中山东一路2号',
    areas: 800,
    capTheatre: 600,
    capClassroom: 300,
    capBanquet: 400,
    capUshape: 0,
    priceMin: 30000,
    priceMax: 50000,
    facilities: ['投影', 'LED屏', '同传设备', '茶歇'],
    conts:
      '<p onclick="x()">挑高八米的无柱宴会厅，配备<strong>同传设备</strong>与全彩LED屏。</p><script>alert(1)</script>',
    cover: await image(a),
    pics: [await image(a), await image(a)],
    contact: '周经理',
    phone: '021-63229988',
    ...over,
  });
}

const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: Record<string, string> }).fields;
const search = (a: Agent, body: Record<string, unknown>) => a.post<List>('/api/Common/searchHycd', body);
const ids = (r: { body: { data?: List } }) => r.body.data!.listItem.map((x) => x.id);
const review = (id: number, pass: boolean, reason = '') =>
  op.post<Content>('/api/Admin/contentReview', { kind: 'hycd', id, pass, reason });

/** `YYYY-MM-DD` of today + `n` days in China time. */
const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

async function publishListing(
  a: Agent,
  over: Record<string, unknown>,
  kind: 'huizhan' | 'huiyi' = 'huizhan',
) {
  return a.post<Record<string, unknown> & { id: number; space: unknown }>(`/api/Article/${kind}Pub`, {
    title: '2031国际酒店用品博览会',
    industry: '旅游休闲',
    organiser: '上海国际展览有限公司',
    venue: '外滩华尔道夫酒店',
    prov: '上海市',
    city: '上海市',
    addr: '黄浦区中山东一路2号',
    sdate: day(10),
    edate: day(12),
    conts: '<p>酒店用品与服务的年度盛会，覆盖客房、餐饮与会议设备。</p>',
    cover: await image(a),
    contact: '李女士',
    phone: '021-61234567',
    ...over,
  });
}

describe('convention spaces: publish, moderation, search', () => {
  it('a new space is private until approved, then found by keyword, city, capacity, area and price', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const title = `${word}华尔道夫宴会厅`;
    const r = await publish(a, { title });
    expect(r.body.errCode).toBe('success');
    const s = r.body.data!;
    expect(s).toMatchObject({
      checked: 0,
      mine: true,
      fvr: false,
      contact: '周经理',
      capTheatre: 600,
      capUshape: 0,
      facilities: ['投影', 'LED屏', '同传设备', '茶歇'],
      events: [],
    });
    // sanitised: no script, no handler
    expect(s.conts).toBe('<p>挑高八米的无柱宴会厅，配备<strong>同传设备</strong>与全彩LED屏。</p>');
    expect((s.pics as unknown[]).length).toBe(2);

    // invisible to a visitor and to another member, by id and in search
    const stranger = agent(t.app);
    const other = agent(t.app);
    await registerMember(other);
    for (const who of [stranger, other]) {
      const hidden = await who.post('/api/Common/hycdInfo', { id: s.id });
      expect(hidden.status).toBe(404);
      expect(hidden.body.errCode).toBe('not_found');
      expect(ids(await search(who, { keyword: word }))).toEqual([]);
      expect(ids(await search(who, { city: '上海市', pageSize: 100 }))).not.toContain(s.id);
    }
    // the publisher and operators see it
    expect((await a.post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.checked).toBe(0);
    expect((await op.post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.title).toBe(title);

    // the queue: venue type as `sub`, no dates, the public link
    const queue = await op.post<{ listItem: Content[] }>('/api/Admin/contentList', {
      kind: 'hycd',
      pageSize: 100,
    });
    expect(queue.body.data!.listItem.find((x) => x.id === s.id)).toMatchObject({
      kind: 'hycd',
      sub: '酒店',
      sdate: '',
      link: `/conventionSpace/spaceInfo?id=${s.id}`,
      checked: 0,
    });
    const ok = await review(s.id, true);
    expect(ok.body.errCode).toBe('success');
    expect(ok.body.data!.checked).toBe(1);
    const again = await review(s.id, false, '重复审核');
    expect(again.status).toBe(409);
    expect(again.body.errCode).toBe('state_conflict');

    // visitors see it without contact details; members with them
    const pub = await stranger.post<Info>('/api/Common/hycdInfo', { id: s.id });
    expect(pub.body.data).toMatchObject({ checked: 1, contact: '', phone: '', mine: false, fvr: false });
    expect((await other.post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.phone).toBe(
      '021-63229988',
    );

    // a two-character keyword, highlighted; a facility word in the text; a word that is not there
    const two = [...word].slice(0, 2).join('');
    const hit = await search(stranger, { keyword: two });
    expect(ids(hit)).toContain(s.id);
    expect(hit.body.data!.listItem.find((x) => x.id === s.id)!.title).toContain(`<em>${two}</em>`);
    const inText = await search(stranger, { keyword: `${word} 无柱` });
    expect(ids(inText)).toEqual([s.id]);
    expect(inText.body.data!.listItem[0]!.summary).toContain('<em>无柱</em>');
    expect(ids(await search(stranger, { keyword: `${word} 同传` }))).toEqual([s.id]);
    expect(ids(await search(stranger, { keyword: `${word} 北京` }))).toEqual([]);
    expect(hit.body.data!.listItem.find((x) => x.id === s.id)).toMatchObject({
      venueType: '酒店',
      capTheatre: 600,
      capBanquet: 400,
      priceMin: 30000,
      priceMax: 50000,
    });

    // filters
    const by = (f: Record<string, unknown>) => search(stranger, { keyword: word, ...f });
    expect(ids(await by({ city: '上海市' }))).toEqual([s.id]);
    expect(ids(await by({ prov: '上海市', city: '上海市' }))).toEqual([s.id]);
    expect(ids(await by({ city: '北京市' }))).toEqual([]);
    expect(ids(await by({ venueType: '酒店' }))).toEqual([s.id]);
    expect(ids(await by({ venueType: '会展中心' }))).toEqual([]);
    // capacity: in any layout (the largest, 600), or in the one asked for
    expect(ids(await by({ capacity: 600 }))).toEqual([s.id]);
    expect(ids(await by({ capacity: 601 }))).toEqual([]);
    expect(ids(await by({ capacity: 350, layout: 'banquet' }))).toEqual([s.id]);
    expect(ids(await by({ capacity: 350, layout: 'classroom' }))).toEqual([]);
    // a layout alone: the space must offer it
    expect(ids(await by({ layout: 'theatre' }))).toEqual([s.id]);
    expect(ids(await by({ layout: 'ushape' }))).toEqual([]);
    // area range
    expect(ids(await by({ areaMin: 500, areaMax: 800 }))).toEqual([s.id]);
    expect(ids(await by({ areaMin: 801 }))).toEqual([]);
    expect(ids(await by({ areaMax: 799 }))).toEqual([]);
    // a budget: the lowest price within it
    expect(ids(await by({ priceMax: 30000 }))).toEqual([s.id]);
    expect(ids(await by({ priceMax: 29999 }))).toEqual([]);
    for (const sort of ['newest', 'capacity', 'price', 'relevance'])
      expect(ids(await by({ sort })), sort).toEqual([s.id]);

    // the publisher is told, with a link; the decision is audited
    const msgs = await a.post<{ listItem: Array<{ title: string; link: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({
      title: '会议场地已通过审核',
      link: `/conventionSpace/spaceInfo?id=${s.id}`,
    });
    const audit = await op.post<{ listItem: Array<{ action: string; targetId: number }> }>(
      '/api/Admin/auditList',
      {},
    );
    expect(audit.body.data!.listItem.map((x) => x.action)).toContain('hycd.approve');
  });

  it('sorts by capacity (per layout), by price (面议 last) and newest; counts matches', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const made: Record<string, number> = {};
    for (const [name, over] of [
      ['small', { capTheatre: 80, capBanquet: 200, priceMin: 5000, priceMax: 8000, areas: 150 }],
      ['large', { capTheatre: 900, capBanquet: 100, priceMin: 60000, priceMax: 90000, areas: 1500 }],
      ['onRequest', { capTheatre: 300, capBanquet: 0, priceMin: 0, priceMax: 0, areas: 400 }],
    ] as const) {
      const r = await publish(a, { title: `${word}多功能厅${name.length}`, capClassroom: 0, ...over });
      expect(r.body.errCode).toBe('success');
      made[name] = r.body.data!.id;
      await review(r.body.data!.id, true);
    }
    const { small, large, onRequest } = made;
    const by = (f: Record<string, unknown>) => search(a, { keyword: word, ...f });
    expect(ids(await by({ sort: 'capacity' }))).toEqual([large, onRequest, small]);
    expect(ids(await by({ sort: 'capacity', layout: 'banquet' }))).toEqual([small, large]);
    expect(ids(await by({ sort: 'price' }))).toEqual([small, large, onRequest]);
    expect(ids(await by({ sort: 'newest' }))).toEqual([onRequest, large, small]);
    // 面议 is within any budget: its price is not known
    expect(ids(await by({ priceMax: 10000, sort: 'price' }))).toEqual([small, onRequest]);
    const counted = await by({ capacity: 250 });
    expect(counted.body.data).toMatchObject({ total: 2, totalCapped: false });
    expect(ids(await by({ sort: 'price', page: 2, pageSize: 2 }))).toEqual([onRequest]);
  });

  it('by relevance: a title match first, pages of the ranking, and only what is approved now', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const inText = (await publish(a, { conts: `<p>本厅曾承办${word}年会，挑高八米，配备同传设备。</p>` }))
      .body.data!;
    const inTitle = (await publish(a, { title: `${word}国际会议中心主会场` })).body.data!;
    for (const id of [inText.id, inTitle.id]) await review(id, true);
    const by = (f: Record<string, unknown>) => search(agent(t.app), { keyword: word, ...f });
    const first = await by({});
    expect(ids(first)).toEqual([inTitle.id, inText.id]);
    expect(first.body.data!.listItem[0]!.title).toContain(`<em>`);
    expect(ids(await by({ pageSize: 1 }))).toEqual([inTitle.id]);
    expect(ids(await by({ page: 2, pageSize: 1 }))).toEqual([inText.id]);
    expect(ids(await by({ page: 3, pageSize: 1 }))).toEqual([]);
    // an edit takes it out of search until it is approved again
    const edited = await publish(a, { id: inTitle.id, title: `${word}国际会议中心新主会场` });
    expect(edited.body.errCode).toBe('success');
    const after = await by({});
    expect(ids(after)).toEqual([inText.id]);
    expect(after.body.data!.listItem.map((x) => x.title).join()).not.toContain('新主会场');
  });

  it('a rejected space stays private; the publisher sees the reason; an edit goes back to review', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const s = (await publish(a, { title: `${word}被驳回的会议室` })).body.data!;
    const no = await review(s.id, false, '图片与场地不符');
    expect(no.body.data).toMatchObject({ checked: 2, reason: '图片与场地不符' });
    expect((await agent(t.app).post('/api/Common/hycdInfo', { id: s.id })).status).toBe(404);
    expect(ids(await search(agent(t.app), { keyword: word }))).toEqual([]);

    const mine = await a.post<{ listItem: Content[] }>('/api/Article/myList', { kind: 'hycd' });
    expect(mine.body.data!.listItem.find((x) => x.id === s.id)).toMatchObject({
      checked: 2,
      reason: '图片与场地不符',
      sub: '酒店',
    });
    expect((await a.post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.reason).toBe(
      '图片与场地不符',
    );
    const msgs = await a.post<{ listItem: Array<{ title: string; conts: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({ title: '会议场地未通过审核' });
    expect(msgs.body.data!.listItem[0]!.conts).toContain('图片与场地不符');
    const audit = await op.post<{ listItem: Array<{ action: string }> }>('/api/Admin/auditList', {});
    expect(audit.body.data!.listItem.map((x) => x.action)).toContain('hycd.reject');
    // the queue of rejected ones shows the reason
    const rejected = await op.post<{ listItem: Content[] }>('/api/Admin/contentList', {
      kind: 'hycd',
      checked: 2,
    });
    expect(rejected.body.data!.listItem[0]).toMatchObject({ id: s.id, reason: '图片与场地不符' });

    // edited: pending again, the reason cleared, decided again
    const edited = await publish(a, { id: s.id, title: `${word}修改后的会议室` });
    expect(edited.body.data).toMatchObject({ id: s.id, checked: 0, reason: '' });
    expect((await review(s.id, true)).body.data!.checked).toBe(1);
    expect(ids(await search(agent(t.app), { keyword: word }))).toEqual([s.id]);

    // an edit of an approved space hides it until approved again
    await publish(a, { id: s.id, title: `${word}再次修改的会议室` });
    expect((await agent(t.app).post('/api/Common/hycdInfo', { id: s.id })).status).toBe(404);
    expect(ids(await search(agent(t.app), { keyword: word }))).toEqual([]);
  });

  it("nobody edits another member's space, nor publishes with another member's images", async () => {
    const a = agent(t.app);
    const b = agent(t.app);
    await registerMember(a);
    await registerMember(b);
    const s = (await publish(a)).body.data!;
    await review(s.id, true);
    const r = await publish(b, { id: s.id, title: '被人篡改的场地名称' });
    expect(r.status).toBe(404);
    expect(r.body.errCode).toBe('not_found');
    const after = (await a.post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!;
    expect(after).toMatchObject({ title: '外滩华尔道夫酒店宴会厅', checked: 1 });
    // nor through the operators' review
    expect(
      (await b.post('/api/Admin/contentReview', { kind: 'hycd', id: s.id, pass: false, reason: '恶意' }))
        .status,
    ).toBe(403);

    const foreign = await publish(b, { cover: await image(a) });
    expect(foreign.status).toBe(400);
    expect(Object.keys(fieldsOf(foreign))).toContain('cover');
    const foreignPic = await publish(b, { pics: [await image(a)] });
    expect(fieldsOf(foreignPic).pics).toBeTruthy();
    const wrongPurpose = await publish(b, { pics: [await image(b, 'avatar')] });
    expect(wrongPurpose.status).toBe(400);
    expect(fieldsOf(wrongPurpose).pics).toBe('文件用途不符，请重新上传');
    expect((await publish(b, { id: 99_999_999 })).status).toBe(404);
  });

  it(`keeps at most ${pendingSpaceLimit} new spaces waiting for review per member`, async () => {
    const a = agent(t.app);
    const { mobile } = await registerMember(a);
    const [m] = await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
    // one short of the limit, pending, straight into the table
    await t.database.query(
      `INSERT INTO spaces (member_id, title, venue_type, prov, city, addr, areas, cap_theatre, cap_max, conts,
         cover, contact, phone, checked, search_text)
       SELECT $1, '待审场地' || g, '酒店', '上海市', '上海市', '黄浦区中山东一路2号', 300, 200, 200,
         '<p>待审核的场地介绍文字</p>', 'no-such-file', '周经理', '021-63229988', 0, ''::tsvector
       FROM generate_series(1, ${pendingSpaceLimit - 1}) AS g`,
      [m!.id],
    );
    const last = await publish(a);
    expect(last.body.errCode).toBe('success');
    const over = await publish(a);
    expect(over.status).toBe(200);
    expect(over.body.errCode).toBe('limit_exceeded');
    expect(over.body.errMsg).toBe(`待审核的会议场地最多${pendingSpaceLimit}个，请等审核后再发布`);
    // an edit of one already waiting is no new one
    const edit = await publish(a, { id: last.body.data!.id, title: '外滩华尔道夫酒店宴会厅（修改）' });
    expect(edit.body.errCode).toBe('success');
    // once one is decided there is room again
    expect((await review(last.body.data!.id, false, '资料不全')).body.errCode).toBe('success');
    expect((await publish(a)).body.errCode).toBe('success');
  });

  it('pages no deeper than the first 10000 results (a deep offset walks every row before it)', async () => {
    await expectDeepPagesRefused(t, search, { sort: 'newest' });
  });

  it('validation messages are in Chinese, per field', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await publish(a, {
      title: '厅',
      venueType: '城堡',
      city: '北京市',
      areas: 0,
      capTheatre: 0,
      capClassroom: 0,
      capBanquet: 0,
      capUshape: 0,
      priceMin: 5000,
      priceMax: 3000,
      facilities: ['直升机坪'],
      phone: '12345',
      conts: '<p>短</p>',
    });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toMatchObject({
      title: '场地名称至少4个字',
      venueType: '请选择场地类型',
      city: '请选择所在城市',
      areas: '请输入场地面积',
      capTheatre: '请至少填写一种摆台方式的容纳人数',
      priceMax: '最高价格不能低于最低价格',
      phone: '请输入正确的联系电话，如 010-12345678 或手机号',
      conts: '场地介绍至少10个字',
    });
    expect(Object.keys(fieldsOf(r)).some((k) => k.startsWith('facilities'))).toBe(true);
    const negative = await publish(a, { capBanquet: -5, priceMin: 1.5 });
    expect(fieldsOf(negative)).toMatchObject({
      capBanquet: '宴会式人数不能小于0',
      priceMin: '最低价格应为整数',
    });
    // text that is only markup is refused after sanitising too
    const empty = await publish(a, { conts: '<script>alert("xxxxxxxxxxxxxxxx")</script><p>好</p>' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty).conts).toBe('场地介绍至少10个字');
    // 面议 (0/0) is allowed
    expect((await publish(a, { priceMin: 0, priceMax: 0 })).body.errCode).toBe('success');
    // logged out
    expect((await agent(t.app).post('/api/Article/hycdPub', {})).status).toBe(401);
    // search filters
    const bad = await search(agent(t.app), { capacity: -1, layout: 'circle', venueType: '城堡' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toMatchObject({
      capacity: '容纳人数不能小于0',
      layout: '摆台方式不正确',
      venueType: '场地类型不正确',
    });
    const range = await search(agent(t.app), { areaMin: 500, areaMax: 100 });
    expect(fieldsOf(range).areaMax).toBe('最大面积不能小于最小面积');
  });

  it('text with a NUL character (which the database cannot store) is refused per field, not a server error', async () => {
    await expectNulRefused(t, {
      publish,
      search,
      fields: ['title', 'addr', 'contact'],
      text: '华尔道夫\u0000宴会厅',
      conts: '<p>挑高八米的无柱宴会厅，\u0000配备同传设备。</p>',
    });
  });
});

describe('events at a space and favourites', () => {
  it('lists the approved exhibitions and conferences at the space that have not ended, soonest first', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const s = (await publish(a)).body.data!;
    await review(s.id, true);
    const made: number[] = [];
    for (const [title, sdate, edate, kind] of [
      ['2031华尔道夫酒店用品博览会', day(20), day(22), 'huizhan'],
      ['2031华尔道夫进行中的论坛', day(-1), day(1), 'huiyi'],
      ['2031华尔道夫已结束的展会', day(-9), day(-8), 'huizhan'],
      ['2031华尔道夫待审核的展会', day(5), day(6), 'huizhan'],
    ] as const) {
      const r = await publishListing(a, { title, sdate, edate, spaceId: s.id }, kind);
      expect(r.body.errCode).toBe('success');
      made.push(r.body.data!.id);
    }
    const [upcoming, ongoing, past, pending] = made;
    for (const [i, id] of [upcoming, ongoing, past].entries())
      await op.post('/api/Admin/contentReview', { kind: i === 1 ? 'huiyi' : 'huizhan', id, pass: true });

    const d = (await agent(t.app).post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!;
    expect(d.events.map((e) => e.id)).toEqual([ongoing, upcoming]);
    expect(d.events[0]).toMatchObject({
      kind: 'huiyi',
      status: 'ongoing',
      title: '2031华尔道夫进行中的论坛',
    });
    expect(d.events[1]).toMatchObject({ kind: 'huizhan', status: 'upcoming' });
    expect(d.events.map((e) => e.id)).not.toContain(pending);
    expect(d.events.map((e) => e.id)).not.toContain(past);

    // at most six
    for (let i = 0; i < 6; i++) {
      const r = await publishListing(
        a,
        { title: `2031华尔道夫系列论坛第${i + 1}场`, spaceId: s.id },
        'huiyi',
      );
      await op.post('/api/Admin/contentReview', { kind: 'huiyi', id: r.body.data!.id, pass: true });
    }
    expect(
      (await agent(t.app).post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.events,
    ).toHaveLength(6);

    // an edit sends the space back to review: its page is gone, and the listings lose the link
    await publish(a, { id: s.id });
    const listing = await agent(t.app).post<{ space: unknown }>('/api/Common/huizhanInfo', { id: upcoming });
    expect(listing.body.data!.space).toBeNull();
  });

  it('says whether the member has favourited the space', async () => {
    const a = agent(t.app);
    const { mobile } = await registerMember(a);
    const s = (await publish(a)).body.data!;
    await review(s.id, true);
    const [m] = await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
    await t.database.query(`INSERT INTO favorites (member_id, kind, target_id) VALUES ($1, 'hycd', $2)`, [
      m!.id,
      s.id,
    ]);
    expect((await a.post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.fvr).toBe(true);
    const other = agent(t.app);
    await registerMember(other);
    expect((await other.post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.fvr).toBe(false);
    expect((await agent(t.app).post<Info>('/api/Common/hycdInfo', { id: s.id })).body.data!.fvr).toBe(false);
  });
});
