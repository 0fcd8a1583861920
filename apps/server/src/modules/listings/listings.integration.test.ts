import { describe, expect, it } from 'vitest';
import { agent, type Agent, fileApp, registerMember } from '../../../test/test-app.ts';
import { PENDING_LISTING_LIMIT } from './listings-moderation.ts';
import { listingSearchText } from './listings-service.ts';
import { uploadImage } from '../../../test/uploads.ts';
import { exhibitionBody, expectDeepPagesRefused, expectNulRefused } from '../../../test/listings.ts';

const { t, op } = fileApp();

type Info = Record<string, unknown> & { id: number; checked: number; reason: string; contact: string };
type Item = { id: number; title: string; summary: string; checked: number; reason: string; status: string };
type List = { listItem: Item[]; total: number };

const image = (a: Agent, purpose = 'listing') => uploadImage(a, purpose);

/** Unique words per test so that searches only see this test's listings. */
let serial = 0;
const unique = () => {
  serial += 1;
  return `${'甲乙丙丁戊己庚辛壬癸'[serial % 10]}${'子丑寅卯辰巳午未申酉戌亥'[(Date.now() + serial) % 12]}${serial}号`;
};

async function publish(a: Agent, over: Record<string, unknown> = {}, kind: 'huizhan' | 'huiyi' = 'huizhan') {
  return a.post<Info>(
    `/api/Article/${kind}Pub`,
    exhibitionBody(await image(a), {
      conts:
        '<p onclick="steal()">全球汽车工业的盛会，<strong>3D展台</strong>与新能源车集中亮相。</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      pics: [await image(a)],
      plans: [await image(a)],
      ...over,
    }),
  );
}

const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: Record<string, string> }).fields;

const search = (a: Agent, body: Record<string, unknown>, kind = 'searchHuizhan') =>
  a.post<List>(`/api/Common/${kind}`, body);
const ids = (r: { body: { data?: List } }) => r.body.data!.listItem.map((x) => x.id);

async function review(kind: string, id: number, pass: boolean, reason = '') {
  return op.post<Item>('/api/Admin/contentReview', { kind, id, pass, reason });
}

describe('exhibitions: publish, moderation, search', () => {
  it('a new listing is private until approved, then found by keyword, city, dates and status', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const title = `2031${word}国际汽车展览会`;
    const r = await publish(a, { title });
    expect(r.body.errCode).toBe('success');
    const l = r.body.data!;
    expect(l).toMatchObject({
      checked: 0,
      mine: true,
      status: 'upcoming',
      contact: '李女士',
      indate: '2031-04-15',
    });
    // sanitised: no script, no handler, no image
    expect(l.conts).toBe('<p>全球汽车工业的盛会，<strong>3D展台</strong>与新能源车集中亮相。</p>');

    const stranger = agent(t.app);
    const other = agent(t.app);
    await registerMember(other);
    for (const who of [stranger, other]) {
      const hidden = await who.post('/api/Common/huizhanInfo', { id: l.id });
      expect(hidden.status).toBe(404);
      expect(hidden.body.errCode).toBe('not_found');
      expect(ids(await search(who, { keyword: word }))).toEqual([]);
    }
    // the publisher and operators see it
    expect((await a.post<Info>('/api/Common/huizhanInfo', { id: l.id })).body.data!.checked).toBe(0);
    expect((await op.post<Info>('/api/Common/huizhanInfo', { id: l.id })).body.data!.title).toBe(title);
    // the other kind's call does not find it
    expect((await a.post('/api/Common/huiyiInfo', { id: l.id })).status).toBe(404);

    const queue = await op.post<List>('/api/Admin/contentList', { kind: 'huizhan', pageSize: 100 });
    expect(queue.body.data!.listItem.map((x) => x.id)).toContain(l.id);
    const ok = await review('huizhan', l.id, true);
    expect(ok.body.errCode).toBe('success');
    expect(ok.body.data!.checked).toBe(1);
    // decided: cannot be decided again until edited
    const again = await review('huizhan', l.id, false, '重复审核');
    expect(again.status).toBe(409);
    expect(again.body.errCode).toBe('state_conflict');

    // visitors see it without contact details; members with them
    const pub = await stranger.post<Info>('/api/Common/huizhanInfo', { id: l.id });
    expect(pub.body.data).toMatchObject({ checked: 1, contact: '', phone: '', mine: false });
    expect((await other.post<Info>('/api/Common/huizhanInfo', { id: l.id })).body.data!.phone).toBe(
      '021-61234567',
    );

    // two-character keyword (part of the unique word), three-character, mixed Latin and Han, one character
    const two = [...word].slice(0, 2).join('');
    const hit = await search(stranger, { keyword: two });
    expect(ids(hit)).toContain(l.id);
    const item = hit.body.data!.listItem.find((x) => x.id === l.id)!;
    expect(item.title).toContain(`<em>${two}</em>`);
    expect(item.status).toBe('upcoming');
    expect(ids(await search(stranger, { keyword: `${word} 汽车展`, pageSize: 100 }))).toEqual([l.id]);
    expect(ids(await search(stranger, { keyword: `3D展台 ${word}` }))).toEqual([l.id]);
    const inText = await search(stranger, { keyword: `${word} 新能源` });
    expect(inText.body.data!.listItem[0]!.summary).toContain('<em>新能源</em>');
    expect(ids(await search(stranger, { keyword: `${word} 汽车 北京` }))).toEqual([]);

    // filters
    const by = (f: Record<string, unknown>) => search(stranger, { keyword: word, ...f });
    expect(ids(await by({ city: '上海市' }))).toEqual([l.id]);
    expect(ids(await by({ city: '北京市' }))).toEqual([]);
    expect(ids(await by({ industry: '汽车交通' }))).toEqual([l.id]);
    expect(ids(await by({ industry: '医疗健康' }))).toEqual([]);
    expect(ids(await by({ sdate: '2031-04-25', edate: '2031-05-10' }))).toEqual([l.id]);
    expect(ids(await by({ sdate: '2031-05-01' }))).toEqual([]);
    expect(ids(await by({ edate: '2031-04-19' }))).toEqual([]);
    expect(ids(await by({ status: 'upcoming' }))).toEqual([l.id]);
    expect(ids(await by({ status: 'past' }))).toEqual([]);
    expect(ids(await by({ sort: 'newest' }))).toEqual([l.id]);
    expect(ids(await by({ sort: 'sdate' }))).toEqual([l.id]);

    // the publisher is told, with a link to the listing
    const msgs = await a.post<{ listItem: Array<{ title: string; link: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({
      title: '展会已通过审核',
      link: `/exhibition?id=${l.id}`,
    });
    const audit = await op.post<{ listItem: Array<{ action: string }> }>('/api/Admin/auditList', {});
    expect(audit.body.data!.listItem.map((x) => x.action)).toContain('huizhan.approve');
  });

  it('status follows the dates in China time; the date order puts running, then upcoming, then ended', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const day = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const made: number[] = [];
    for (const [sdate, edate] of [
      [day(-10), day(-5)],
      [day(-1), day(1)],
      [day(5), day(6)],
    ] as const) {
      const r = await publish(a, { title: `${word}状态测试展`, sdate, edate, indate: '', outdate: '' });
      expect(r.body.errCode).toBe('success');
      made.push(r.body.data!.id);
      await review('huizhan', r.body.data!.id, true);
    }
    const [past, ongoing, upcoming] = made;
    const by = (status: string) => search(a, { keyword: word, status });
    expect(ids(await by('past'))).toEqual([past]);
    expect(ids(await by('ongoing'))).toEqual([ongoing]);
    expect(ids(await by('upcoming'))).toEqual([upcoming]);
    expect(ids(await search(a, { keyword: word, sort: 'sdate' }))).toEqual([ongoing, upcoming, past]);
    // by relevance (equal here) the ended one comes last too
    expect(ids(await search(a, { keyword: word })).at(-1)).toBe(past);
    // a one-character keyword uses single characters
    expect(ids(await search(a, { keyword: [...word][0], city: '上海市', pageSize: 100 }))).toEqual(
      expect.arrayContaining(made),
    );
  });

  it('ranks a title match above a match in the description only', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const inText = (
      await publish(a, { title: '国际工业博览会', conts: `<p>本届同期举办${word}专题活动，欢迎参观。</p>` })
    ).body.data!;
    const inTitle = (await publish(a, { title: `${word}专题博览会` })).body.data!;
    await review('huizhan', inText.id, true);
    await review('huizhan', inTitle.id, true);
    const r = await search(a, { keyword: word });
    expect(ids(r)).toEqual([inTitle.id, inText.id]);
    expect(r.body.data!.total).toBe(2);
    const [, second] = r.body.data!.listItem;
    expect(second!.title).toBe('国际工业博览会');
    expect(second!.summary).toContain(`<em>${word}</em>`);
  });

  it('a rejected listing stays private; the publisher sees the reason; an edit goes back to review', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const l = (await publish(a, { title: `${word}被驳回的展会` })).body.data!;
    const no = await review('huizhan', l.id, false, '展会日期与官网不符');
    expect(no.body.data).toMatchObject({ checked: 2, reason: '展会日期与官网不符' });
    expect((await agent(t.app).post('/api/Common/huizhanInfo', { id: l.id })).status).toBe(404);
    expect(ids(await search(agent(t.app), { keyword: word }))).toEqual([]);

    const mine = await a.post<List>('/api/Article/myList', { kind: 'huizhan' });
    expect(mine.body.data!.listItem.find((x) => x.id === l.id)).toMatchObject({
      checked: 2,
      reason: '展会日期与官网不符',
    });
    expect((await a.post<Info>('/api/Common/huizhanInfo', { id: l.id })).body.data!.reason).toBe(
      '展会日期与官网不符',
    );
    const msgs = await a.post<{ listItem: Array<{ title: string; conts: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]!.conts).toContain('展会日期与官网不符');

    // edited: pending again, the reason cleared, and it can be decided again
    const edited = await publish(a, { id: l.id, title: `${word}修改后的展会` });
    expect(edited.body.data).toMatchObject({ id: l.id, checked: 0, reason: '' });
    expect((await review('huizhan', l.id, true)).body.data!.checked).toBe(1);
    expect(ids(await search(agent(t.app), { keyword: word }))).toEqual([l.id]);

    // an edit of an approved listing hides it until approved again
    await publish(a, { id: l.id, title: `${word}再次修改的展会` });
    expect((await agent(t.app).post('/api/Common/huizhanInfo', { id: l.id })).status).toBe(404);
    expect(ids(await search(agent(t.app), { keyword: word }))).toEqual([]);
    expect(
      (await a.post<List>('/api/Article/myList', { kind: 'huizhan' })).body.data!.listItem[0],
    ).toMatchObject({ id: l.id, checked: 0 });
  });

  it("nobody edits another member's listing, nor publishes with another member's images", async () => {
    const a = agent(t.app);
    const b = agent(t.app);
    await registerMember(a);
    await registerMember(b);
    const l = (await publish(a)).body.data!;
    const r = await publish(b, { id: l.id, title: '被人篡改的展会标题' });
    expect(r.status).toBe(404);
    expect(r.body.errCode).toBe('not_found');
    expect((await a.post<Info>('/api/Common/huizhanInfo', { id: l.id })).body.data!.title).toBe(
      '2031上海国际汽车展览会',
    );
    // an exhibition id is not a conference id
    expect((await publish(a, { id: l.id }, 'huiyi')).status).toBe(404);

    const foreign = await publish(b, { cover: await image(a) });
    expect(foreign.status).toBe(400);
    expect(Object.keys(fieldsOf(foreign))).toContain('cover');
    const wrongPurpose = await publish(b, { pics: [await image(b, 'avatar')] });
    expect(wrongPurpose.status).toBe(400);
    expect(fieldsOf(wrongPurpose).pics).toBe('文件用途不符，请重新上传');
  });

  it('a description of the longest allowed size is indexed to its end', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const conts = `<p>${'国际会展服务'.repeat(3_320)}${word}</p>`;
    expect(conts.length).toBeLessThanOrEqual(20_000);
    const l = (await publish(a, { conts })).body.data!;
    await review('huizhan', l.id, true);
    const r = await search(a, { keyword: word });
    expect(ids(r)).toEqual([l.id]);
    expect(r.body.data!.listItem[0]!.summary).toContain(`<em>${word}</em>`);
    expect((await publish(a, { conts: `<p>${'展'.repeat(20_000)}</p>` })).status).toBe(400);
  });

  it('counts at most 1000 matches and says there are more; ranks the whole set when it is not larger', async () => {
    const a = agent(t.app);
    const { mobile } = await registerMember(a);
    const word = unique();
    const [m] = await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
    const text = `本届同期举办${word}专题活动，欢迎参观。`;
    const vector = listingSearchText({
      title: '国际工业博览会',
      industry: '机械工业',
      city: '上海市',
      venue: '国家会展中心',
      hall: '',
      organiser: '上海展览有限公司',
      text,
    });
    // 1 000 approved listings with the word in the description, one a day from 2031-01-02 …
    await t.database.query(
      `INSERT INTO listings (kind, member_id, title, industry, organiser, venue, prov, city, addr, sdate, edate,
         conts, cover, contact, phone, checked, search_text)
       SELECT 'huizhan', $1, '国际工业博览会', '机械工业', '上海展览有限公司', '国家会展中心', '上海市', '上海市',
         '崧泽大道333号', DATE '2031-01-01' + g, DATE '2031-01-01' + g, $2, 'bench-cover', '李女士',
         '021-61234567', 1, $3::tsvector
       FROM generate_series(1, 1000) AS g`,
      [m!.id, `<p>${text}</p>`, vector],
    );
    // … and one with it in the title: 1 001 matches
    const inTitle = (await publish(a, { title: `${word}专题博览会` })).body.data!;
    await review('huizhan', inTitle.id, true);

    const r = await search(a, { keyword: word });
    expect(r.body.data).toMatchObject({ total: 1000, totalCapped: true });
    expect(ids(r)[0]).toBe(inTitle.id);
    // other orders page past the cap
    const last = await search(a, { keyword: word, sort: 'sdate', page: 51, pageSize: 20 });
    expect(last.body.data!.listItem).toHaveLength(1);
    const narrow = await search(a, { keyword: word, industry: '汽车交通' });
    expect(ids(narrow)).toEqual([inTitle.id]);
    expect(narrow.body.data).toMatchObject({ total: 1, totalCapped: false });
  });

  it('validation messages are in Chinese', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await publish(a, {
      title: '展',
      industry: '未知行业',
      city: '北京市',
      sdate: '2031-05-02',
      edate: '2031-05-01',
      areas: -1,
      phone: '12345',
      conts: '<p>短</p>',
    });
    expect(r.status).toBe(400);
    const fields = fieldsOf(r);
    expect(fields).toMatchObject({
      title: '标题至少4个字',
      industry: '请选择所属行业',
      city: '请选择所在城市',
      edate: '结束日期不能早于开始日期',
      areas: '展览面积不能小于0',
      phone: '请输入正确的联系电话，如 010-12345678 或手机号',
      conts: '详细介绍至少10个字',
    });
    // text that is only markup is refused after sanitising too
    const empty = await publish(a, { conts: '<script>alert("xxxxxxxxxxxxxxxx")</script><p>好</p>' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty).conts).toBe('详细介绍至少10个字');
    // logged out
    expect((await agent(t.app).post('/api/Article/huizhanPub', {})).status).toBe(401);
  });

  it(`keeps at most ${PENDING_LISTING_LIMIT} new listings of a kind waiting for review per member`, async () => {
    const a = agent(t.app);
    const { mobile } = await registerMember(a);
    const [m] = await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
    // one short of the limit, pending, straight into the table
    await t.database.query(
      `INSERT INTO listings (kind, member_id, title, industry, organiser, venue, prov, city, addr, sdate, edate,
         conts, cover, contact, phone, checked, search_text)
       SELECT 'huizhan', $1, '待审展会' || g, '机械工业', '上海展览有限公司', '国家会展中心', '上海市', '上海市',
         '崧泽大道333号', DATE '2031-01-01', DATE '2031-01-02', '<p>待审核的展会介绍文字</p>', 'no-such-file',
         '李女士', '021-61234567', 0, ''::tsvector
       FROM generate_series(1, ${PENDING_LISTING_LIMIT - 1}) AS g`,
      [m!.id],
    );
    const last = await publish(a);
    expect(last.body.errCode).toBe('success');
    const over = await publish(a);
    expect(over.status).toBe(200);
    expect(over.body.errCode).toBe('limit_exceeded');
    expect(over.body.errMsg).toBe(`待审核的展会最多${PENDING_LISTING_LIMIT}个，请等审核后再发布`);
    // the other kind has its own count; an edit of one already waiting is no new one
    expect((await publish(a, {}, 'huiyi')).body.errCode).toBe('success');
    expect(
      (await publish(a, { id: last.body.data!.id, title: '2031上海国际汽车展览会（修改）' })).body.errCode,
    ).toBe('success');
    // once one is decided there is room again
    expect((await review('huizhan', last.body.data!.id, false, '资料不全')).body.errCode).toBe('success');
    expect((await publish(a)).body.errCode).toBe('success');
  });

  it('pages no deeper than the first 10000 results (a deep offset walks every row before it)', async () => {
    await expectDeepPagesRefused(t, search, { sort: 'newest' });
  });

  it('a date in year 0 (which the database has not) is refused per field, not a server error', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const pub = await publish(a, { sdate: '0000-01-01', edate: '0000-01-02', indate: '0000-01-01' });
    expect(pub.status).toBe(400);
    expect(fieldsOf(pub)).toMatchObject({ sdate: '日期不存在', edate: '日期不存在', indate: '日期不存在' });
    const late = await publish(a, { indate: '0000-12-31' });
    expect(late.status).toBe(400);
    expect(fieldsOf(late)).toEqual({ indate: '日期不存在' });
    // a stranger's search
    for (const body of [
      { sdate: '0000-01-01' },
      { edate: '0000-02-02' },
      { sdate: '2031-01-01', edate: '0000-02-02' },
    ]) {
      const r = await search(agent(t.app), body);
      expect(r.status).toBe(400);
      expect(r.body.errCode).toBe('invalid_params');
      expect(Object.values(fieldsOf(r))).toEqual(['日期不存在']);
    }
    expect((await search(agent(t.app), { sdate: '0001-01-01', edate: '9999-12-31' })).status).toBe(200);
  });

  it('text with a NUL character (which the database cannot store) is refused per field, not a server error', async () => {
    await expectNulRefused(t, {
      publish,
      search,
      fields: ['title', 'organiser', 'venue', 'hall', 'addr', 'contact'],
      text: '国际汽车\u0000展览会',
      conts: '<p>全球汽车工业的盛会，\u0000新能源车集中亮相。</p>',
    });
  });
});

describe('conferences and the moderation calls', () => {
  it('a conference goes through the same life cycle on its own calls', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    const l = (await publish(a, { title: `${word}数字会展高峰论坛`, industry: '信息通信' }, 'huiyi')).body
      .data!;
    expect(l.kind).toBe('huiyi');
    const queue = await op.post<List>('/api/Admin/contentList', { kind: 'huiyi', pageSize: 100 });
    expect(queue.body.data!.listItem.map((x) => x.id)).toContain(l.id);
    await review('huiyi', l.id, true);
    expect(ids(await search(a, { keyword: `${word} 论坛` }, 'searchHuiyi'))).toEqual([l.id]);
    expect(ids(await search(a, { keyword: word }, 'searchHuizhan'))).toEqual([]);
    const approved = await op.post<List>('/api/Admin/contentList', { kind: 'huiyi', checked: 1 });
    expect(approved.body.data!.listItem[0]!.id).toBe(l.id);
    const msgs = await a.post<{ listItem: Array<{ link: string }> }>('/api/Tipcenter/getList', {});
    expect(msgs.body.data!.listItem[0]!.link).toBe(`/actvity?id=${l.id}`);
  });

  it('members who are not operators are refused; a rejection needs a reason', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const l = (await publish(a)).body.data!;
    for (const [url, body] of [
      ['/api/Admin/contentList', { kind: 'huizhan' }],
      ['/api/Admin/contentReview', { kind: 'huizhan', id: l.id, pass: true }],
    ] as const) {
      const r = await a.post(url, body);
      expect(r.status).toBe(403);
      expect(r.body.errCode).toBe('forbidden');
    }
    const noReason = await review('huizhan', l.id, false);
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason).reason).toBe('驳回时请填写原因（至少2个字）');
    // a listing id is no space (no space exists yet when this runs: the venue tests come last)
    expect((await op.post('/api/Admin/contentReview', { kind: 'hycd', id: l.id, pass: true })).status).toBe(
      404,
    );
    expect((await review('huizhan', 99_999_999, true)).status).toBe(404);
  });
});

describe('conferences: their own fields', () => {
  const AGENDA = [
    { time: '09:00–09:30', topic: '开幕致辞', speaker: '主办单位领导' },
    { time: '09:30–10:30', topic: '数字会展的下一个十年', speaker: '陈思远 · 会展经济研究学者' },
    { time: '14:00–16:00', topic: '项目对接', speaker: '' },
  ];
  const conference = (over: Record<string, unknown> = {}) => ({
    title: '2031杭州数字会展高峰论坛',
    industry: '信息通信',
    organiser: '浙江省会展行业协会',
    undertaker: '杭州会展服务有限公司',
    confType: '峰会',
    attendees: 1200,
    agenda: AGENDA,
    regWays: ['online', 'phone'],
    regUrl: 'https://example.com/events/digital-expo',
    regNote: '会前3天截止线上报名',
    ...over,
  });

  it('publishes a conference with its type, attendees, agenda and registration; no exhibition fields', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const word = unique();
    // exhibition fields sent along (the shared helper sends them) are not kept
    const r = await publish(a, conference({ title: `2031${word}数字会展高峰论坛` }), 'huiyi');
    expect(r.body.errCode).toBe('success');
    const l = r.body.data!;
    expect(l).toMatchObject({
      kind: 'huiyi',
      undertaker: '杭州会展服务有限公司',
      confType: '峰会',
      attendees: 1200,
      agenda: AGENDA,
      regWays: ['online', 'phone'],
      regUrl: 'https://example.com/events/digital-expo',
      regNote: '会前3天截止线上报名',
    });
    for (const key of ['indate', 'outdate', 'areas', 'exhibitors', 'visitors', 'plans'])
      expect(l, key).not.toHaveProperty(key);
    const [row] = await t.database.query<{ visitors: number; plans: unknown[]; indate: string | null }>(
      'SELECT visitors, plans, indate FROM listings WHERE id = $1',
      [l.id],
    );
    expect(row).toEqual({ visitors: 0, plans: [], indate: null });

    // an exhibition has its own fields and none of a conference's
    const e = (await publish(a, conference())).body.data!;
    expect(e).toMatchObject({
      kind: 'huizhan',
      undertaker: '杭州会展服务有限公司',
      areas: 360000,
      indate: '2031-04-15',
    });
    for (const key of ['confType', 'attendees', 'agenda', 'regWays', 'regUrl', 'regNote'])
      expect(e, key).not.toHaveProperty(key);
    expect((await a.post('/api/Common/huizhanInfo', { id: l.id })).status).toBe(404);

    // a visitor sees the agenda and how to register (the link is public), not the contact phone
    await review('huiyi', l.id, true);
    const v = await agent(t.app).post<Info>('/api/Common/huiyiInfo', { id: l.id });
    expect(v.body.data).toMatchObject({
      agenda: AGENDA,
      regWays: ['online', 'phone'],
      regUrl: 'https://example.com/events/digital-expo',
      contact: '',
      phone: '',
    });
    // found by a speaker of its agenda; the card says its type
    const found = await search(agent(t.app), { keyword: `${word} 陈思远` }, 'searchHuiyi');
    expect(ids(found)).toEqual([l.id]);
    expect(found.body.data!.listItem[0]).toMatchObject({ confType: '峰会' });

    // the link belongs to online registration: without it, it is not kept; an edit can drop the rest
    const edited = await publish(
      a,
      conference({ id: l.id, regWays: ['onsite'], agenda: [], attendees: 0, confType: '', undertaker: '' }),
      'huiyi',
    );
    expect(edited.body.data).toMatchObject({
      regWays: ['onsite'],
      regUrl: '',
      agenda: [],
      attendees: 0,
      confType: '',
      undertaker: '',
      checked: 0,
    });
  });

  it('refuses malformed conference fields with Chinese messages', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await publish(
      a,
      conference({
        confType: '酒会',
        attendees: -5,
        agenda: [{ time: '', topic: '谈', speaker: 'x'.repeat(61) }],
        regWays: ['online', 'email'],
        regUrl: 'javascript:alert(1)',
        regNote: '长'.repeat(201),
      }),
      'huiyi',
    );
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toMatchObject({
      confType: '请选择会议类型',
      attendees: '参会人数不能小于0',
      'agenda.0.time': '请输入议程时间',
      'agenda.0.topic': '议题至少2个字',
      'agenda.0.speaker': '演讲嘉宾最多60个字',
      'regWays.1': '报名方式不正确',
      regUrl: '请输入以 http:// 或 https:// 开头的报名链接',
      regNote: '报名说明最多200个字',
    });
    const noLink = await publish(a, conference({ regWays: ['online'], regUrl: '' }), 'huiyi');
    expect(fieldsOf(noLink)).toMatchObject({ regUrl: '选择线上报名时请填写报名链接' });
    const twice = await publish(a, conference({ regWays: ['phone', 'phone'] }), 'huiyi');
    expect(fieldsOf(twice)).toMatchObject({ regWays: '报名方式重复' });
    const long = await publish(a, conference({ agenda: Array(41).fill(AGENDA[0]) }), 'huiyi');
    expect(fieldsOf(long)).toMatchObject({ agenda: '议程最多40项' });
  });

  it('the table refuses the fields of one kind on the other (held twice: code and CHECK)', async () => {
    const [m] = await t.database.query<{ id: string }>('SELECT id FROM members LIMIT 1');
    const insert = (kind: string, extra: string) =>
      t.database.query(
        `INSERT INTO listings (kind, member_id, title, industry, organiser, venue, prov, city, addr, sdate, edate,
           conts, cover, contact, phone, search_text${extra ? `, ${extra.split('=')[0]}` : ''})
         VALUES ($1, $2, '检查约束测试会', '综合其他', '主办方', '会场', '上海市', '上海市', '中心路1号',
           '2031-01-01', '2031-01-02', '<p>介绍</p>', 'c', '李女士', '021-61234567', ''::tsvector
           ${extra ? `, ${extra.split('=')[1]}` : ''})`,
        [kind, m!.id],
      );
    await insert('huiyi', 'attendees=100');
    await insert('huizhan', 'visitors=100');
    for (const [kind, extra] of [
      ['huiyi', 'visitors=100'],
      ['huiyi', "indate='2030-12-30'"],
      ['huizhan', 'attendees=100'],
      ['huizhan', `agenda='[{"time":"9:00","topic":"开幕","speaker":""}]'`],
      ['huiyi', `reg_ways='["online"]'`],
      ['huiyi', `reg_ways='["fax"]'`],
      ['huiyi', "conf_type='酒会'"],
    ] as const)
      await expect(insert(kind, extra), `${kind} ${extra}`).rejects.toThrow(/check constraint/);
  });
});

describe('search: Latin and digit keywords', () => {
  it('match a word by its prefix of two or more characters, mixed with Chinese', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const u = unique();
    const l = (await publish(a, { title: `${u}ZQX2031国际LED显示屏展` })).body.data!;
    expect((await review('huizhan', l.id, true)).body.errCode).toBe('success');
    const by = async (keyword: string) => ids(await search(a, { keyword: `${u} ${keyword}` }));
    expect(await by('zqx')).toEqual([l.id]);
    expect(await by('ZQX2031')).toEqual([l.id]);
    expect(await by('le显示')).toEqual([l.id]);
    expect(await by('ledx')).toEqual([]);
    // one letter is exact: no word of the title is just "z"
    expect(await by('z')).toEqual([]);
    const hit = (await search(a, { keyword: `${u} led` })).body.data!.listItem[0]!;
    expect(hit.title).toContain('<em>LED</em>');
  });
});

describe('the venue link to a convention space', () => {
  async function space(a: Agent, title: string, approve: boolean) {
    const r = await a.post<{ id: number }>('/api/Article/hycdPub', {
      title,
      venueType: '会展中心',
      prov: '上海市',
      city: '上海市',
      addr: '崧泽大道333号',
      areas: 50000,
      capTheatre: 3000,
      conts: '<p>国家会展中心的大型多功能展厅。</p>',
      cover: await image(a),
      contact: '王经理',
      phone: '021-67008888',
    });
    expect(r.body.errCode).toBe('success');
    if (approve) await review('hycd', r.body.data!.id, true);
    return r.body.data!.id;
  }
  type WithSpace = Info & { space: { id: number; title: string } | null };

  it('links an approved space; refuses an unknown or unapproved one; the link shows while the space is public', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const b = agent(t.app);
    await registerMember(b);
    const approved = await space(b, '国家会展中心1号馆', true);
    const pending = await space(b, '国家会展中心2号馆', false);

    const r = await publish(a, { spaceId: approved });
    expect(r.body.errCode).toBe('success');
    const l = r.body.data as WithSpace;
    expect(l.space).toEqual({ id: approved, title: '国家会展中心1号馆' });
    await review('huizhan', l.id, true);
    const pub = await agent(t.app).post<WithSpace>('/api/Common/huizhanInfo', { id: l.id });
    expect(pub.body.data!.space).toEqual({ id: approved, title: '国家会展中心1号馆' });

    for (const spaceId of [pending, 99_999_999]) {
      const refused = await publish(a, { spaceId });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused).spaceId).toBe('关联的场地不存在或未通过审核');
    }
    for (const spaceId of [0, -1, 1.5, '12']) {
      const malformed = await publish(a, { spaceId });
      expect(malformed.status).toBe(400);
      expect(fieldsOf(malformed).spaceId).toBe('请选择关联场地');
    }
    // none, as null or absent
    expect(((await publish(a, { spaceId: null })).body.data as WithSpace).space).toBeNull();
    expect(((await publish(a)).body.data as WithSpace).space).toBeNull();
    // an edit can drop the link
    const dropped = await publish(a, { id: l.id, spaceId: null });
    expect((dropped.body.data as WithSpace).space).toBeNull();

    // a linked space that goes back to review (its publisher edits it) is no longer shown as a link
    const again = (await publish(a, { spaceId: approved })).body.data as WithSpace;
    await review('huizhan', again.id, true);
    const edited = await b.post('/api/Article/hycdPub', {
      id: approved,
      title: '国家会展中心1号馆（改）',
      venueType: '会展中心',
      prov: '上海市',
      city: '上海市',
      addr: '崧泽大道333号',
      areas: 50000,
      capTheatre: 3000,
      conts: '<p>国家会展中心的大型多功能展厅。</p>',
      cover: await image(b),
      contact: '王经理',
      phone: '021-67008888',
    });
    expect(edited.body.errCode).toBe('success');
    const hidden = await agent(t.app).post<WithSpace>('/api/Common/huizhanInfo', { id: again.id });
    expect(hidden.body.data!.space).toBeNull();
  });
});
