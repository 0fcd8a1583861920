import { contactMask as M, repeatedContactAttempts } from '@hz/contract/masking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glbBox } from '../../../test/models.ts';
import {
  approvedDesigner,
  approvedFactory,
  decide,
  designerBody,
  factoryBody,
  type Member,
  serviceBody,
  workBody,
} from '../../../test/people.ts';
import { type Agent, agent, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { png, uploadForm } from '../../../test/uploads.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';

/*
 * Contact masking in every channel of this side of the market (issue 29 point 1): profiles, works, cases,
 * services, 3D models, file names other members download — written as the probe wrote them, read back by
 * a visitor and by another member (never the plain number), the author told on saving, and each save
 * counted as an attempt the console lists. (Task applications, quotations and their questions are the
 * deal modules'; the server-rendered pages are in pages.integration.test.ts.)
 */

/** The probe's spellings (issue 29). */
const PHONE = '138😀1234😀5678';
const BOLD = '𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖';
const KEYCAPS = '1️⃣3️⃣8️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣';
const WECHAT = '✌️信：boothpro88';
const MAIL = 'abc艾特qq点com';

/** What must never reach another member: any piece of the contacts above. */
function expectNoContact(value: unknown, where: string) {
  const text = JSON.stringify(value);
  for (const piece of ['1234😀5678', '𝟏𝟑𝟖', '3️⃣8️⃣', 'boothpro88', 'abc艾特', '13812345678'])
    expect(text, `${where} shows ${piece}`).not.toContain(piece);
}

let t: TestApp;
let op: Agent;
let visitor: Agent;
let stranger: Agent;
let designer: Member;
let factory: Member;
beforeAll(async () => {
  t = await createTestApp();
  op = await operatorAgent(t);
  visitor = agent(t.app);
  designer = await approvedDesigner(t, op);
  factory = await approvedFactory(t, op);
  stranger = (await approvedDesigner(t, op)).a;
}, 120_000);
afterAll(() => t.close());

/** The same call as a visitor and as another member: both must be masked, and the same. */
async function asOthers<T>(url: string, body: unknown): Promise<T> {
  const v = await visitor.post<T>(url, body);
  const s = await stranger.post<T>(url, body);
  expect(v.body.errCode, `${url} ${JSON.stringify(v.body)}`).toBe('success');
  expect(s.body.errCode).toBe('success');
  expectNoContact(v.body.data, `${url} (visitor)`);
  expectNoContact(s.body.data, `${url} (another member)`);
  return v.body.data!;
}

describe('profiles, works, cases and services', () => {
  it("a designer's profile: name and description masked for everyone, the author told", async () => {
    const r = await designer.a.post<{ contactHidden: boolean; profile: { id: number } }>(
      '/api/Designer/profileEdit',
      await designerBody(designer.a, {
        name: `林晓${BOLD}`,
        descr: `十年展台设计经验，欢迎咨询：${PHONE}，${WECHAT}，邮箱 ${MAIL}。擅长 36㎡ 特装展台。`,
      }),
    );
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    expect(r.body.data!.contactHidden).toBe(true);
    await decide(op, 'designer', r.body.data!.profile.id);
    const page = await asOthers<{ u_name: string; u_descr: string }>('/api/Designer/allWorks', {
      cardno: designer.cardno,
    });
    expect(page.u_name).toBe(`林晓${M}`);
    expect(page.u_descr).toBe(`十年展台设计经验，欢迎咨询：${M}，✌️信：${M}，邮箱 ${M}。擅长 36㎡ 特装展台。`);
    const found = await asOthers<{ listItem: Array<{ cardno: string; name: string }> }>(
      '/api/Common/searchDesigner',
      { keyword: '林晓' },
    );
    expect(found.listItem.find((c) => c.cardno === designer.cardno)?.name).toBe(`<em>林晓</em>${M}`);
  });

  it("a factory's description and equipment", async () => {
    const r = await factory.a.post<{ contactHidden: boolean; profile: { id: number } }>(
      '/api/Company/profileEdit',
      await factoryBody(factory.a, {
        descr: `自有车间，年搭建特装展台五百余个，服务长三角各大展馆。业务电话 ${KEYCAPS}，欢迎来电。`,
        equipment: ['CNC雕刻机', `微 信 boothpro88`],
      }),
    );
    expect(r.body.data!.contactHidden).toBe(true);
    await decide(op, 'factory', r.body.data!.profile.id);
    const page = await asOthers<{ descr: string; equipment: string[] }>('/api/Company/cmpyOpenInfo', {
      cardno: factory.cardno,
    });
    expect(page.descr).toContain(`业务电话 ${M}，欢迎来电`);
    expect(page.equipment).toEqual(['CNC雕刻机', `微 信 ${M}`]);
  });

  it("a work's title and text, a case's, a service's; a clean save says nothing was hidden", async () => {
    const w = await designer.a.post<{ id: number; contactHidden: boolean; title: string }>(
      '/api/Designer/workPub',
      await workBody(designer.a, {
        title: `作品${BOLD}`,
        conts: `<p>新能源汽车品牌展台，<b>138</b>😀1234😀5678 联系，${WECHAT}</p>`,
      }),
    );
    expect(w.body.errCode, JSON.stringify(w.body)).toBe('success');
    // the author's own answer is masked too: what is stored is what everyone reads
    expect(w.body.data).toMatchObject({ contactHidden: true, title: `作品${M}` });
    await decide(op, 'work', w.body.data!.id);
    const work = await asOthers<{ title: string; conts: string }>('/api/Designer/showWorks', {
      id: w.body.data!.id,
    });
    expect(work.title).toBe(`作品${M}`);
    expect(work.conts).toBe(`<p>新能源汽车品牌展台，<b>${M}</b> 联系，✌️信：${M}</p>`);

    const c = await factory.a.post<{ id: number; contactHidden: boolean }>(
      '/api/Company/casePub',
      await workBody(factory.a, {
        title: '特装搭建案例',
        conts: `<p>报价请联系 ${MAIL}，工期 15 天，面积 72㎡</p>`,
      }),
    );
    expect(c.body.data!.contactHidden).toBe(true);
    await decide(op, 'case', c.body.data!.id);
    const kase = await asOthers<{ conts: string }>('/api/Company/caseOpenInfo', { id: c.body.data!.id });
    expect(kase.conts).toBe(`<p>报价请联系 ${M}，工期 15 天，面积 72㎡</p>`);

    const s = await designer.a.post<{ id: number; contactHidden: boolean }>(
      '/api/Service/servicePub',
      await serviceBody(designer.a, {
        title: `标摊设计 v❤ boothpro88`,
        includes: `效果图三张，施工图一套，沟通请加 ➕V boothpro88`,
        excludes: `现场服务另计，电话 ${PHONE}`,
      }),
    );
    expect(s.body.errCode, JSON.stringify(s.body)).toBe('success');
    expect(s.body.data!.contactHidden).toBe(true);
    await decide(op, 'service', s.body.data!.id);
    const service = await asOthers<{ title: string; includes: string; excludes: string }>(
      '/api/Service/serviceInfo',
      { id: s.body.data!.id },
    );
    expect(service).toMatchObject({
      title: `标摊设计 v❤ ${M}`,
      includes: `效果图三张，施工图一套，沟通请加 ➕V ${M}`,
      excludes: `现场服务另计，电话 ${M}`,
    });

    // dates, sizes and prices are not contacts: nothing hidden, nothing counted
    const clean = await designer.a.post<{ contactHidden: boolean; title: string }>(
      '/api/Designer/workPub',
      await workBody(designer.a, {
        title: '2026年上海车展 6×9米展台',
        conts: '<p>展期 2026-11-23 至 2026-11-26，面积 54㎡，预算 ¥138,000，模型尺寸 1380×1200×2500mm。</p>',
      }),
    );
    expect(clean.body.data).toMatchObject({ contactHidden: false, title: '2026年上海车展 6×9米展台' });
  });
});

describe('3D models and file names', () => {
  async function categoryId() {
    const r = await visitor.post<{ listItem: Array<{ children: Array<{ id: number }> }> }>(
      '/api/Common/menusTree',
      {},
    );
    return r.body.data!.listItem[0]!.children[0]!.id;
  }
  async function upload(a: Agent, purpose: string, name: string, bytes: Buffer) {
    const form = uploadForm(purpose, name, bytes);
    const r = await a.post<{ id: string; name: string; contactHidden?: boolean }>(
      '/api/Upload/file',
      form.payload,
      form.headers,
    );
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    return r.body.data!;
  }
  const filenameOf = (disposition: unknown) =>
    decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(String(disposition))?.[1] ?? '');

  it("a model's title, description and tags masked for everyone; its download's name too", async () => {
    const file = await upload(designer.a, 'model', `展台${KEYCAPS}.glb`, await glbBox());
    expect(file.contactHidden).toBe(true);
    const r = await designer.a.post<{ id: number; contactHidden: boolean; title: string }>(
      '/api/Modelcenter/uploadModel',
      {
        title: `展台模型${BOLD}`,
        categoryId: await categoryId(),
        tags: ['特装', 'vx abc123'],
        description: `3×3 特装展台，尺寸 3000×3000×2500mm。定制请联系 ${PHONE} 或 ${MAIL}`,
        licence: '平台标准授权',
        price: 0,
        file: file.id,
      },
    );
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    expect(r.body.data).toMatchObject({ contactHidden: true, title: `展台模型${M}` });
    const id = r.body.data!.id;
    await createJobRunner({
      database: t.database,
      definitions: t.app.jobs.definitions(),
      concurrency: 1,
      pollMs: 20,
      log: t.app.log,
    }).runDue();
    await decide(op, 'model', id);

    const info = await asOthers<{ title: string; description: string; tags: string[] }>(
      '/api/Common/modelInfo',
      { id },
    );
    expect(info).toMatchObject({
      title: `展台模型${M}`,
      description: `3×3 特装展台，尺寸 3000×3000×2500mm。定制请联系 ${M} 或 ${M}`,
      tags: ['特装', `vx ${M}`],
    });
    const list = await asOthers<{ listItem: Array<{ id: number; title: string }> }>(
      '/api/Common/searchModel',
      {},
    );
    expect(list.listItem.find((m) => m.id === id)?.title).toBe(`展台模型${M}`);

    // the buyer's file is named after the model, masked
    const d = await stranger.post<{ url: string }>('/api/Modelcenter/dnldModel', { id });
    expect(d.body.errCode, JSON.stringify(d.body)).toBe('success');
    const got = await t.app.inject({
      method: 'GET',
      url: d.body.data!.url,
      headers: { cookie: [...stranger.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(got.statusCode).toBe(200);
    expect(filenameOf(got.headers['content-disposition'])).toBe(`展台模型${M}.glb`);
    expect(String(got.headers['content-disposition'])).not.toMatch(/138|1234/);
  });

  it("a public file's name is sent masked; the author is told at upload", async () => {
    const f = await upload(designer.a, 'listing', '效果图13812345678.png', await png(40, 30));
    expect(f).toMatchObject({ name: '效果图13812345678.png', contactHidden: true });
    for (const who of [null, stranger, designer.a]) {
      const cookie = who ? [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
      const r = await t.app.inject({
        method: 'GET',
        url: `/files/${f.id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(r.statusCode).toBe(200);
      expect(filenameOf(r.headers['content-disposition'])).toBe(`效果图${M}.png`);
      expect(String(r.headers['content-disposition'])).not.toContain('13812345678');
    }
    const plain = await upload(designer.a, 'listing', '微信图片_20261206134501.png', await png(40, 30));
    expect(plain.contactHidden).toBeUndefined();
  });
});

type Members = {
  listItem: Array<{ cardno: string; attempts: number; items: number; repeated: boolean; mobile: string }>;
  total: number;
  threshold: number;
};
type Items = {
  member: { cardno: string; attempts: number };
  listItem: Array<{
    kind: string;
    kindName: string;
    title: string;
    link: string;
    found: Array<Record<string, string>>;
  }>;
};

describe('attempts, counted per member and listed for the operators', () => {
  it('lists the members with repeated attempts, and each one with the items and what was written', async () => {
    const listed = await op.post<Members>('/api/Admin/maskedMembers', {});
    expect(listed.body.errCode).toBe('success');
    expect(listed.body.data!.threshold).toBe(repeatedContactAttempts);
    const row = listed.body.data!.listItem.find((m) => m.cardno === designer.cardno);
    // profile, work, service, the model's file, the model, the picture's name: 6 saves that held contacts
    expect(row).toMatchObject({ attempts: 6, repeated: true });
    expect(row!.mobile).toMatch(/^\d{3}\*+\d{4}$/);
    // the factory made 2: listed only with `all`
    expect(listed.body.data!.listItem.some((m) => m.cardno === factory.cardno)).toBe(false);
    const all = await op.post<Members>('/api/Admin/maskedMembers', { all: true });
    expect(all.body.data!.listItem.find((m) => m.cardno === factory.cardno)).toMatchObject({
      attempts: 2,
      repeated: false,
    });

    const items = await op.post<Items>('/api/Admin/maskedItems', { cardno: designer.cardno });
    expect(items.body.errCode).toBe('success');
    expect(items.body.data!.member).toMatchObject({ cardno: designer.cardno, attempts: 6 });
    const kinds = items.body.data!.listItem.map((i) => i.kind);
    expect(kinds.sort()).toEqual(['designer', 'file', 'file', 'model', 'service', 'work']);
    const work = items.body.data!.listItem.find((i) => i.kind === 'work')!;
    expect(work).toMatchObject({
      kindName: '设计作品',
      title: `作品${BOLD}`,
      link: expect.stringMatching(/^\/designItem\?id=\d+$/),
    });
    expect(work.found).toEqual(
      expect.arrayContaining([
        { field: 'title', fieldName: '标题', kind: 'phone', kindName: '电话', text: BOLD },
        { field: 'conts', fieldName: '正文', kind: 'wechat', kindName: '微信', text: 'boothpro88' },
      ]),
    );
    const profile = items.body.data!.listItem.find((i) => i.kind === 'designer')!;
    expect(profile.link).toBe(`/designerWork?cardno=${designer.cardno}`);
    expect(profile.found.map((f) => f.text)).toEqual(expect.arrayContaining([PHONE, 'boothpro88', MAIL]));

    // operators only
    expect((await stranger.post('/api/Admin/maskedMembers', {})).body.errCode).toBe('forbidden');
    expect((await visitor.post('/api/Admin/maskedItems', { cardno: designer.cardno })).body.errCode).toBe(
      'not_logged_in',
    );
  });
});
