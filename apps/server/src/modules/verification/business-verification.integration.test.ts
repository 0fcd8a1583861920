import { usccCheckChar } from '@hz/contract/common/uscc';
import { describe, expect, it } from 'vitest';
import { agent, type Agent, fileApp, registerMember } from '../../../test/test-app.ts';
import { uploadImage } from '../../../test/uploads.ts';

const { t, op } = fileApp();

/** A fresh valid unified social credit code (GB 32100 check character computed). */
let serial = 0;
const newUscc = () => {
  const body = `91310115${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++ % 1000).padStart(3, '0')}`;
  return body + usccCheckChar(body);
};

const image = (a: Agent, purpose: string) => uploadImage(a, purpose);

async function submit(a: Agent, over: Record<string, unknown> = {}) {
  return a.post<Record<string, unknown>>('/api/Member/businesAuth', {
    name: '王经理',
    mobile: '13912345678',
    tlphone: '021-61234567',
    cardfrt: await image(a, 'idcard'),
    cardrvs: await image(a, 'idcard'),
    bstype: '有限责任公司',
    btitle: '上海汇展展览服务有限公司',
    bcerts: await image(a, 'licence'),
    bdate: '2015-06-18',
    bprov: '上海市',
    bcity: '上海市',
    bstrt: '浦东新区',
    receipt: 'vat',
    fultitle: '上海汇展展览服务有限公司',
    taxorder: newUscc(),
    bkname: '招商银行上海浦东支行',
    bkorder: '6225 8812 3456 7890',
    mprov: '浙江省',
    mcity: '杭州市',
    mstrt: '西湖区',
    maddr: '文三路 90 号 5 楼',
    ...over,
  });
}

const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: Record<string, string> }).fields;

const pendingIdOf = async (cardno: string) => {
  const list = await op.post<{ listItem: Array<{ id: number; cardno: string; btitle: string }> }>(
    '/api/Admin/authList',
    { kind: 'business', pageSize: 100 },
  );
  return list.body.data!.listItem.find((x) => x.cardno === cardno)!.id;
};

describe('business verification', () => {
  it('3 → 0 on submit → 1 on approval: company becomes the verified name, the member is told', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    expect((await a.post('/api/Member/businesAuthInfo', {})).body.data).toMatchObject({
      businsauth: 3,
      checked: 3,
      btitle: '',
    });
    const taxorder = newUscc().toLowerCase();
    const r = await submit(a, { taxorder });
    expect(r.body.errCode).toBe('success');
    expect(r.body.data).toMatchObject({
      businsauth: 0,
      checked: 0,
      btitle: '上海汇展展览服务有限公司',
      taxorder: taxorder.toUpperCase(),
      bkorder: '622*********7890',
      receipt: 'vat',
      bstrt: '浦东新区',
    });
    expect((r.body.data as { bcerts: string }).bcerts).toMatch(/^\/files\//);
    expect((await a.post<{ businsauth: number }>('/api/Member/userInfo', {})).body.data!.businsauth).toBe(0);

    const id = await pendingIdOf(m.cardno);
    const list = await op.post<{ listItem: Array<Record<string, unknown>> }>('/api/Admin/authList', {
      kind: 'business',
      pageSize: 100,
    });
    expect(list.body.data!.listItem.find((x) => x.id === id)).toMatchObject({
      kind: 'business',
      name: '王经理',
      btitle: '上海汇展展览服务有限公司',
      checked: 0,
    });
    const detail = await op.post<{ bkorder: string; bcerts: string }>('/api/Admin/authInfo', {
      kind: 'business',
      id,
    });
    // the operator sees the full account number and can open the private licence image
    expect(detail.body.data).toMatchObject({
      kind: 'business',
      bkorder: '6225881234567890',
      bstype: '有限责任公司',
    });
    const cookie = [...op.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const licence = await t.app.inject({ method: 'GET', url: detail.body.data!.bcerts, headers: { cookie } });
    expect(licence.statusCode).toBe(200);

    const ok = await op.post('/api/Admin/authReview', { kind: 'business', id, pass: true });
    expect(ok.body.data).toMatchObject({ kind: 'business', checked: 1 });
    const info = await a.post<{ businsauth: number; company: string }>('/api/Member/userInfo', {});
    expect(info.body.data).toMatchObject({ businsauth: 1, company: '上海汇展展览服务有限公司' });
    const msgs = await a.post<{ listItem: Array<{ title: string; kind: string; link: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({
      kind: 'verify',
      title: '企业认证已通过',
      link: '/personCenter/security_business',
    });
    // the verified name is fixed until a new review
    const rename = await a.post('/api/Member/updateBaseInfo', { company: '别的公司' });
    expect(fieldsOf(rename).company).toBe('企业认证通过后公司名称不能修改');
    expect(
      (await op.post('/api/Admin/authReview', { kind: 'business', id, pass: false, reason: '重复审核' })).body
        .errCode,
    ).toBe('state_conflict');
  });

  it('a rejection carries the reason; a corrected resubmission is approved; the audit log has both', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    await submit(a, { btitle: '杭州错名展览有限公司' });
    await op.post('/api/Admin/authReview', {
      kind: 'business',
      id: await pendingIdOf(m.cardno),
      pass: false,
      reason: '企业名称与营业执照不一致',
    });
    expect((await a.post('/api/Member/businesAuthInfo', {})).body.data).toMatchObject({
      businsauth: 2,
      checked: 2,
      reason: '企业名称与营业执照不一致',
    });
    const msgs = await a.post<{ listItem: Array<{ title: string; conts: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({ title: '企业认证未通过' });
    expect(msgs.body.data!.listItem[0]!.conts).toContain('企业名称与营业执照不一致');

    const again = await submit(a, { btitle: '杭州正名展览有限公司' });
    expect(again.body.data).toMatchObject({ businsauth: 0, checked: 0, reason: '' });
    await op.post('/api/Admin/authReview', { kind: 'business', id: await pendingIdOf(m.cardno), pass: true });
    expect((await a.post('/api/Member/userInfo', {})).body.data).toMatchObject({
      businsauth: 1,
      company: '杭州正名展览有限公司',
    });
    const audit = await op.post<{ listItem: Array<{ action: string }> }>('/api/Admin/auditList', {
      cardno: m.cardno,
    });
    expect(audit.body.data!.listItem.map((x) => x.action)).toEqual([
      'businsauth.approve',
      'businsauth.reject',
    ]);
  });

  it("reuses the ID images of the member's approved person verification when the contact is that person", async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const cardfrt = await image(a, 'idcard');
    const cardrvs = await image(a, 'idcard');
    await a.post('/api/Member/personAuth', { name: '赵六', idcard: '110105198203040010', cardfrt, cardrvs });
    const list = await op.post<{ listItem: Array<{ id: number; cardno: string }> }>('/api/Admin/authList', {
      kind: 'person',
      pageSize: 100,
    });
    const personId = list.body.data!.listItem.find((x) => x.cardno === m.cardno)!.id;
    await op.post('/api/Admin/authReview', { kind: 'person', id: personId, pass: true });
    const person = await a.post<{ cardfrtId: string; cardrvsId: string }>('/api/Member/personAuthInfo', {});
    expect(person.body.data).toMatchObject({ cardfrtId: cardfrt, cardrvsId: cardrvs });

    // another contact with the verified person's images is refused, nothing saved
    const other = await submit(a, { name: '王经理', cardfrt, cardrvs });
    expect(other.body.errCode).toBe('invalid_params');
    expect(fieldsOf(other).name).toContain('赵六');
    expect((await a.post('/api/Member/businesAuthInfo', {})).body.data).toMatchObject({ businsauth: 3 });

    const r = await submit(a, { name: '赵六', cardfrt, cardrvs });
    expect(r.body.errCode).toBe('success');
    expect(r.body.data).toMatchObject({
      businsauth: 0,
      name: '赵六',
      cardfrtId: cardfrt,
      cardrvsId: cardrvs,
    });
  });

  it('a resubmission with an empty bank account keeps the one on file; a first one needs it', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    expect(fieldsOf(await submit(a, { bkorder: '' })).bkorder).toBe('请输入银行账号');
    await submit(a);
    await op.post('/api/Admin/authReview', {
      kind: 'business',
      id: await pendingIdOf(m.cardno),
      pass: false,
      reason: '营业执照照片模糊',
    });
    const again = await submit(a, { bkorder: '' });
    expect(again.body.data).toMatchObject({ businsauth: 0, bkorder: '622*********7890' });
    const detail = await op.post<{ bkorder: string }>('/api/Admin/authInfo', {
      kind: 'business',
      id: await pendingIdOf(m.cardno),
    });
    expect(detail.body.data!.bkorder).toBe('6225881234567890');
  });

  it('checks the credit code (GB 32100), bank account, phones, regions and dates; nothing is saved', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const good = newUscc();
    const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const bad = await submit(a, {
      taxorder: wrongCheck,
      bkorder: '6225-88AB',
      tlphone: '12345',
      mobile: '1234',
      bprov: '上海市',
      bcity: '杭州市',
      mstrt: '',
      bdate: '2999-01-01',
      bstype: '公司',
      receipt: 'paper',
    });
    expect(bad.status).toBe(400);
    const f = fieldsOf(bad);
    expect(f.taxorder).toMatch(/校验/);
    expect(f.bkorder).toBe('银行账号应为8到30位数字');
    expect(f.tlphone).toBe('请输入正确的联系电话，如 010-12345678');
    expect(f.mobile).toBeTruthy();
    expect(f.bprov).toMatch(/^注册地：/);
    expect(f.mprov).toBe('邮寄地址：请选择所在区县');
    expect(f.bdate).toBe('成立日期不能晚于今天');
    expect(f.bstype).toBe('请选择企业类型');
    expect(f.receipt).toBe('请选择发票类型');
    // the contact's ID images must be the caller's private ID uploads, the licence a licence upload
    expect(fieldsOf(await submit(a, { bcerts: await image(a, 'avatar') })).bcerts).toBeTruthy();
    const b = agent(t.app);
    await registerMember(b);
    expect(fieldsOf(await submit(a, { bcerts: await image(b, 'licence') })).bcerts).toBe('文件不存在');
    const same = await image(a, 'idcard');
    expect(fieldsOf(await submit(a, { cardfrt: same, cardrvs: same })).cardrvs).toBe('请上传国徽面');
    expect((await a.post('/api/Member/businesAuthInfo', {})).body.data).toMatchObject({ businsauth: 3 });
  });

  it("one credit code verifies one account; nobody reads another's request; members cannot review", async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const taxorder = newUscc();
    await submit(a, { taxorder });
    const id = await pendingIdOf(m.cardno);
    await op.post('/api/Admin/authReview', { kind: 'business', id, pass: true });
    const b = agent(t.app);
    await registerMember(b);
    const dup = await submit(b, { taxorder });
    expect(dup.body.errCode).toBe('conflict');
    expect(fieldsOf(dup).taxorder).toBe('该统一社会信用代码已在其他账号完成企业认证');
    expect((await b.post('/api/Member/businesAuthInfo', {})).body.data).toMatchObject({
      businsauth: 3,
      btitle: '',
      taxorder: '',
    });
    // the licence image of a's request is private to a and operators
    const detail = await op.post<{ bcerts: string }>('/api/Admin/authInfo', { kind: 'business', id });
    const cookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const peek = await t.app.inject({ method: 'GET', url: detail.body.data!.bcerts, headers: { cookie } });
    expect(peek.statusCode).toBe(404);
    for (const [path, body] of [
      ['/api/Admin/authList', { kind: 'business' }],
      ['/api/Admin/authInfo', { kind: 'business', id }],
      ['/api/Admin/authReview', { kind: 'business', id, pass: true }],
    ] as const) {
      expect((await b.post(path, body)).body.errCode).toBe('forbidden');
    }
    // a wrong kind or id is a clear not-found, not a person's record
    expect((await op.post('/api/Admin/authInfo', { kind: 'business', id: 999999999 })).body.errCode).toBe(
      'not_found',
    );
  });
});
