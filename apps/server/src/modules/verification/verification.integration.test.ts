import { describe, expect, it } from 'vitest';
import { type Agent, agent, fileApp, registerMember } from '../../../test/test-app.ts';
import { uploadImage } from '../../../test/uploads.ts';

const { t, op } = fileApp();

/** Valid GB 11643 numbers (check character computed). */
const ID_A = '11010519491231002X';
const ID_B = '440524198801010011';

const idImage = (a: Agent, purpose = 'idcard') => uploadImage(a, purpose);

async function submit(a: Agent, over: Record<string, unknown> = {}) {
  return a.post<Record<string, unknown>>('/api/Member/personAuth', {
    name: '张三',
    idcard: ID_A,
    cardfrt: await idImage(a),
    cardrvs: await idImage(a),
    ...over,
  });
}

const pendingIdOf = async (cardno: string) => {
  const list = await op.post<{ listItem: Array<{ id: number; cardno: string }> }>('/api/Admin/authList', {
    kind: 'person',
    pageSize: 100,
  });
  return list.body.data!.listItem.find((x) => x.cardno === cardno)!.id;
};

describe('person verification', () => {
  it('3 → 0 on submit → 1 on approval: the member is told and userInfo shows personauth 1', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    expect((await a.post('/api/Member/personAuthInfo', {})).body.data).toMatchObject({
      personauth: 3,
      name: '',
    });
    const r = await submit(a);
    expect(r.body.data).toMatchObject({ personauth: 0, name: '张三', idcard: '110***********002X' });
    expect((await a.post<{ personauth: number }>('/api/Member/userInfo', {})).body.data!.personauth).toBe(0);

    const id = await pendingIdOf(m.cardno);
    const detail = await op.post<{ idcard: string; cardfrt: string }>('/api/Admin/authInfo', {
      kind: 'person',
      id,
    });
    expect(detail.body.data).toMatchObject({ idcard: ID_A, name: '张三' });
    // the operator can open the private ID images
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: detail.body.data!.cardfrt,
          headers: { cookie: [...op.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        })
      ).statusCode,
    ).toBe(200);

    const ok = await op.post('/api/Admin/authReview', { kind: 'person', id, pass: true });
    expect(ok.body.data).toMatchObject({ checked: 1 });
    const info = await a.post<{ personauth: number; name: string; idcard: string }>(
      '/api/Member/userInfo',
      {},
    );
    expect(info.body.data).toMatchObject({ personauth: 1, name: '张三', idcard: '110***********002X' });
    const msgs = await a.post<{ listItem: Array<{ title: string; kind: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({ kind: 'verify', title: '实名认证已通过' });
    // decided once: a second decision is refused
    expect(
      (await op.post('/api/Admin/authReview', { kind: 'person', id, pass: false, reason: '重复审核' })).body
        .errCode,
    ).toBe('state_conflict');
  });

  it('a rejection carries the reason; the member corrects and resubmits; the audit log has both decisions', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    await submit(a, { idcard: ID_B, name: '李四' });
    const id = await pendingIdOf(m.cardno);
    const noReason = await op.post('/api/Admin/authReview', { kind: 'person', id, pass: false });
    expect((noReason.body.data as { fields: Record<string, string> }).fields.reason).toBe(
      '驳回时请填写原因（至少2个字）',
    );
    await op.post('/api/Admin/authReview', { kind: 'person', id, pass: false, reason: '证件照片模糊' });
    expect((await a.post('/api/Member/personAuthInfo', {})).body.data).toMatchObject({
      personauth: 2,
      reason: '证件照片模糊',
    });
    const msgs = await a.post<{ listItem: Array<{ title: string; conts: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]!.conts).toContain('证件照片模糊');

    await submit(a, { idcard: ID_B, name: '李四' });
    expect((await a.post('/api/Member/personAuthInfo', {})).body.data).toMatchObject({
      personauth: 0,
      reason: '',
    });
    await op.post('/api/Admin/authReview', { kind: 'person', id: await pendingIdOf(m.cardno), pass: true });
    expect((await a.post<{ personauth: number }>('/api/Member/userInfo', {})).body.data!.personauth).toBe(1);
    const audit = await op.post<{ listItem: Array<{ action: string }> }>('/api/Admin/auditList', {
      cardno: m.cardno,
    });
    expect(audit.body.data!.listItem.map((x) => x.action)).toEqual([
      'personauth.approve',
      'personauth.reject',
    ]);
  });

  it("a resubmission with an empty ID number keeps the one on file (the member's views mask it); a first one needs it", async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const first = await submit(a, { idcard: '' });
    expect(first.body.errCode).toBe('invalid_params');
    expect((first.body.data as { fields: Record<string, string> }).fields.idcard).toBe('请输入身份证号');
    const idcard = '110105198506150014';
    await submit(a, { idcard, name: '王五' });
    const id = await pendingIdOf(m.cardno);
    await op.post('/api/Admin/authReview', { kind: 'person', id, pass: false, reason: '证件照片模糊' });
    // the form cannot prefill the number: the member only ever sees it masked
    expect((await a.post<{ idcard: string }>('/api/Member/personAuthInfo', {})).body.data!.idcard).toBe(
      '110***********0014',
    );
    const again = await submit(a, { idcard: '', name: '王五' });
    expect(again.body.data).toMatchObject({ personauth: 0, idcard: '110***********0014' });
    const detail = await op.post<{ idcard: string }>('/api/Admin/authInfo', {
      kind: 'person',
      id: await pendingIdOf(m.cardno),
    });
    expect(detail.body.data!.idcard).toBe(idcard);
  });

  it('checks the ID number (GB 11643), the name and the images', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const bad = await submit(a, { idcard: '110105194912310021', name: 'Zhang' });
    expect(bad.status).toBe(400);
    const fields = (bad.body.data as { fields: Record<string, string> }).fields;
    expect(fields.idcard).toBe('身份证号校验位不正确，请核对');
    expect(fields.name).toBe('请输入身份证上的中文姓名');
    expect(
      ((await submit(a, { idcard: '110105194902301234' })).body.data as { fields: Record<string, string> })
        .fields.idcard,
    ).toBe('身份证号中的出生日期不正确');
    // a public upload, or another member's file, is not an ID image
    const avatar = await idImage(a, 'avatar');
    expect((await submit(a, { cardfrt: avatar })).body.errCode).toBe('invalid_params');
    const b = agent(t.app);
    await registerMember(b);
    const others = await idImage(b);
    expect(
      ((await submit(a, { cardrvs: others })).body.data as { fields: Record<string, string> }).fields.cardrvs,
    ).toBe('文件不存在');
    expect((await a.post('/api/Member/personAuthInfo', {})).body.data).toMatchObject({ personauth: 3 });
  });

  it("one ID number verifies one member; nobody reads another's verification", async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const idcard = '110105199003070017';
    await submit(a, { idcard });
    await op.post('/api/Admin/authReview', { kind: 'person', id: await pendingIdOf(m.cardno), pass: true });
    const b = agent(t.app);
    await registerMember(b);
    const dup = await submit(b, { idcard });
    expect(dup.body.errCode).toBe('conflict');
    // personAuthInfo only ever shows the caller's own request
    expect((await b.post('/api/Member/personAuthInfo', {})).body.data).toMatchObject({
      personauth: 3,
      name: '',
    });
    // members cannot use the review calls
    expect((await b.post('/api/Admin/authInfo', { kind: 'person', id: 1 })).status).toBe(403);
    expect((await b.post('/api/Admin/authList', { kind: 'person' })).status).toBe(403);
  });
});
