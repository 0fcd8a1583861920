import { calls } from '@hz/contract/calls';
import { usccCheckChar } from '@hz/contract/common/uscc';
import { companyRoles, type MemberCallName, rolesAllow } from '@hz/contract/company-roles';
import type { StaffRole } from '@hz/contract/staff';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approvedDesigner,
  approvedFactory,
  decide,
  type Member,
  member,
  setPayPassword,
} from '../../../test/people.ts';
import { day, projectBody, publishedProject, quoteBody, signedProject } from '../../../test/projects.ts';
import { callsOf, fileApp } from '../../../test/test-app.ts';
import { uploadImage } from '../../../test/uploads.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';

/**
 * Companies and their staff (issue 33, decision 056), on both databases: invitations, roles checked on
 * every call from the contract's one table, the timeline naming the person, removal taking effect on the
 * next request, and the refusals.
 */
const { t, op, wallet } = fileApp();
const { ok, refused } = callsOf('Staff');
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));

const PAYCODE = '582913';

/** `owner` invites a fresh member with `roles`; the member accepts. */
async function hire(owner: Member, roles: StaffRole[], name: string) {
  const m = await member(t);
  const inv = await ok<{ link: string }>(owner.a, 'invite', { mobile: m.mobile, name, roles });
  const token = new URL(inv.link, 'http://x').searchParams.get('token')!;
  await ok(m.a, 'inviteAccept', { token });
  return { ...m, token };
}

const timelineOf = (kind: string, id: number) =>
  t.database.query<{ action: string; actor_id: string; acted_as: string | null }>(
    'SELECT action, actor_id, acted_as FROM timeline WHERE object_kind = $1 AND object_id = $2 ORDER BY id',
    [kind, id],
  );

describe('a company acting through its staff', () => {
  it('two staff publish, quote and pay for their companies; the timeline names each; the wallet is the company’s', async () => {
    const client = await member(t, { business: true, company: '上海某某会展服务有限公司' });
    const publisher = await hire(client, ['publish'], '张三');
    const payer = await hire(client, ['finance'], '李四');
    await setPayPassword(t, payer, PAYCODE);
    await wallet.topUp({ member: client.id, amount: 20_000_00, key: `staff-topup:${client.id}` });

    // the 发布 member publishes a design task: the company's task
    const task = await ok<{ id: number }>(publisher.a, 'Taskcenter/businesTaskPub', {
      title: '公司员工发布的展台设计任务',
      sizes: 54,
      opens: 2,
      layer: 1,
      style: '科技感',
      sdate: day(30),
      edate: day(33),
      deadline: day(20),
      tips: '',
      cost: 3000,
      conts: '<p>需要一个简约风格的展台设计，含洽谈区。</p>',
      types: ['效果图'],
      rounds: 1,
    });
    const [row] = await t.database.query<{ member_id: string }>('SELECT member_id FROM tasks WHERE id = $1', [
      task.id,
    ]);
    expect(Number(row!.member_id)).toBe(client.id);
    await decide(op, 'task', task.id);
    const designer = await approvedDesigner(t, op);
    const apply = await ok<{ id: number }>(designer.a, 'Taskcenter/designerApply', {
      id: task.id,
      conts: '做过多个简约风格展台，可先出概念草图。',
      fee: 2800,
      ddate: day(15),
    });
    await ok(publisher.a, 'Taskcenter/selectDesigner', { id: task.id, apply: apply.id });
    await ok(designer.a, 'Taskcenter/confirmDesigner', { id: task.id, agree: true });

    // the 发布 member may not pay; the 财务 member pays with their own pay password
    const no = await refused(
      publisher.a,
      'Taskcenter/payDesignerFee',
      { id: task.id, paycode: PAYCODE },
      'forbidden',
      /「财务」/,
    );
    expect(no.data).toEqual({ roles: ['finance'] });
    await ok(payer.a, 'Taskcenter/payDesignerFee', { id: task.id, paycode: PAYCODE });
    const w = await ok<{ coins: number }>(payer.a, 'Member/walletInfo', {});
    expect(w.coins).toBe(20_000 - 2800);

    const rows = await timelineOf('task', task.id);
    expect(rows.find((r) => r.action === 'publish')?.acted_as).toBe('张三（发布）');
    expect(rows.find((r) => r.action === 'select')?.acted_as).toBe('张三（发布）');
    expect(rows.find((r) => r.action === 'pay')).toMatchObject({ acted_as: '李四（财务）' });
    expect(Number(rows.find((r) => r.action === 'pay')?.actor_id)).toBe(client.id);
    expect(rows.find((r) => r.action === 'confirm')?.acted_as).toBeNull();
    // the parties' page says it too
    const info = await ok<{ orbits: Array<{ action: string; by: string }> }>(
      client.a,
      'Taskcenter/businesTaskInfo',
      { id: task.id },
    );
    expect(info.orbits.find((o) => o.action === 'pay')?.by).toBe('李四（财务）');

    // a factory company's 报价 member quotes: the company's quotation, named on the project's timeline
    const factory = await approvedFactory(t, op);
    const seller = await hire(factory, ['quote'], '王五');
    const project = await ok<{ id: number }>(publisher.a, 'Projectcenter/businesPrjctPub', projectBody());
    await decide(op, 'project', project.id);
    const q = await ok<{ id: number }>(seller.a, 'Projectcenter/factoryQuote', quoteBody(project.id));
    const [quote] = await t.database.query<{ member_id: string }>(
      'SELECT member_id FROM project_quotes WHERE id = $1',
      [q.id],
    );
    expect(Number(quote!.member_id)).toBe(factory.id);
    await ok(publisher.a, 'Projectcenter/wonPrjct', { id: project.id, quote: q.id });
    const prow = await timelineOf('project', project.id);
    expect(prow.filter((r) => r.acted_as).map((r) => r.acted_as)).toEqual(
      expect.arrayContaining(['王五（报价）', '张三（发布）']),
    );
    // a 报价 member sees no money
    const me = await ok<{ coins: number; staff: { roles: string[]; seesMoney: boolean } }>(
      seller.a,
      'Member/userInfo',
      {},
    );
    expect(me.staff).toMatchObject({ roles: ['quote'], seesMoney: false });
    expect(me.coins).toBe(0);
    await refused(seller.a, 'Member/walletInfo', {}, 'forbidden', /「财务」/);
  });

  it('a removed staff member, or one whose role is taken away, loses the access on the next request', async () => {
    const client = await member(t, { business: true });
    await wallet.topUp({ member: client.id, amount: 500_00, key: `staff-topup:${client.id}` });
    const fin = await hire(client, ['finance'], '赵六');
    expect((await ok<{ coins: number }>(fin.a, 'Member/walletInfo', {})).coins).toBe(500);
    await ok(client.a, 'setRoles', { cardno: fin.cardno, roles: ['quote'] });
    await refused(fin.a, 'Member/walletInfo', {}, 'forbidden');
    await ok(client.a, 'setRoles', { cardno: fin.cardno, roles: ['finance'] });
    expect((await ok<{ coins: number }>(fin.a, 'Member/walletInfo', {})).coins).toBe(500);
    await ok(client.a, 'remove', { cardno: fin.cardno });
    // the same session: now their own (empty) wallet, and the company is gone from their view
    expect((await ok<{ coins: number }>(fin.a, 'Member/walletInfo', {})).coins).toBe(0);
    expect((await ok<{ company: unknown }>(fin.a, 'company', {})).company).toBeNull();
    const mine = await ok<{ staff: unknown[]; invites: unknown[] }>(client.a, 'company', {});
    expect(mine.staff).toHaveLength(1);
  });

  it('refuses what a company may not do, in Chinese', async () => {
    const owner = await member(t, { business: true });
    const other = await member(t, { business: true });
    const pub = await hire(owner, ['publish'], '孙七');
    const elsewhere = await hire(other, ['quote'], '周八');
    // a mobile of another company's staff, or another company's account
    await refused(
      owner.a,
      'invite',
      { mobile: elsewhere.mobile, name: '周八', roles: ['quote'] },
      'invalid_params',
      /其他公司/,
    );
    await refused(
      owner.a,
      'invite',
      { mobile: other.mobile, name: '某', roles: ['quote'] },
      'invalid_params',
      /其他公司/,
    );
    // a role the inviter does not hold, or 管理员, from a non-管理员
    await refused(
      pub.a,
      'invite',
      { mobile: '13912345678', name: '吴九', roles: ['finance'] },
      'invalid_params',
      /「财务」/,
    );
    await refused(
      pub.a,
      'invite',
      { mobile: '13912345678', name: '吴九', roles: ['admin'] },
      'invalid_params',
      /「管理员」/,
    );
    await refused(pub.a, 'setRoles', { cardno: pub.cardno, roles: ['publish'] }, 'forbidden', /「管理员」/);
    // a reused, expired, revoked or foreign link
    const fresh = await member(t);
    const used = await hire(owner, ['quote'], '郑十');
    await refused(used.a, 'inviteAccept', { token: used.token }, 'state_conflict', '该邀请已被使用');
    const inv = await ok<{ id: number; link: string }>(owner.a, 'invite', {
      mobile: fresh.mobile,
      name: '钱一',
      roles: ['pm'],
    });
    const token = new URL(inv.link, 'http://x').searchParams.get('token')!;
    await refused(pub.a, 'inviteAccept', { token }, 'forbidden', /请用该手机号登录/);
    await t.database.query(
      "UPDATE company_invites SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [inv.id],
    );
    await refused(fresh.a, 'inviteAccept', { token }, 'state_conflict', /已过期/);
    expect((await ok<{ state: string }>(fresh.a, 'inviteInfo', { token })).state).toBe('expired');
    const again = await ok<{ id: number; link: string }>(owner.a, 'invite', {
      mobile: fresh.mobile,
      name: '钱一',
      roles: ['pm'],
    });
    await ok(owner.a, 'inviteRevoke', { id: again.id });
    const t2 = new URL(again.link, 'http://x').searchParams.get('token')!;
    await refused(fresh.a, 'inviteAccept', { token: t2 }, 'state_conflict', '该邀请已被公司撤回');
    await refused(fresh.a, 'inviteAccept', { token: 'x'.repeat(43) }, 'not_found');
    // the company's account is always 管理员: it cannot be removed, demoted or leave
    const [acct] = await t.database.query<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [
      owner.id,
    ]);
    await refused(owner.a, 'remove', { cardno: acct!.cardno }, 'forbidden', /不能被移除/);
    await refused(
      owner.a,
      'setRoles',
      { cardno: acct!.cardno, roles: ['quote'] },
      'forbidden',
      /始终是管理员/,
    );
    await refused(owner.a, 'leave', {}, 'forbidden', /不能退出/);
    // a member with a personal balance must withdraw it first
    const rich = await member(t);
    await wallet.topUp({ member: rich.id, amount: 100, key: `staff-rich:${rich.id}` });
    const r = await ok<{ link: string }>(owner.a, 'invite', {
      mobile: rich.mobile,
      name: '冯二',
      roles: ['quote'],
    });
    await refused(
      rich.a,
      'inviteAccept',
      { token: new URL(r.link, 'http://x').searchParams.get('token') },
      'state_conflict',
      /个人余额/,
    );
    // an unverified member has no company to invite to; a staff member leaves by themselves
    const plain = await member(t);
    await refused(
      plain.a,
      'invite',
      { mobile: '13912345679', name: '陈三', roles: ['quote'] },
      'forbidden',
      /企业认证/,
    );
    await ok(pub.a, 'leave', {});
    expect((await ok<{ company: unknown }>(pub.a, 'company', {})).company).toBeNull();
  });
});

describe('an existing business member', () => {
  it('is a one-person company the day staff arrive: its work and money where they were, seen by its staff', async () => {
    // work and money made before the company has any staff: a signed project with its stage held
    const s = await signedProject(t, op);
    const owner = s.client;
    const before = await ok<{ coins: number; escrow: number }>(owner.a, 'Member/walletInfo', {});
    expect(before.escrow).toBeGreaterThan(0);
    const manager = await hire(owner, ['publish'], '周经理');
    const fin = await hire(owner, ['finance'], '吴会计');
    // the 发布 member finds the project among the company's and opens it as its client
    const list = await ok<{ listItem: { id: number }[] }>(manager.a, 'Projectcenter/businesPrjctList', {});
    expect(list.listItem.map((p) => p.id)).toContain(s.id);
    expect(await ok(manager.a, 'Projectcenter/businesPrjctInfo', { id: s.id })).toMatchObject({
      role: 'client',
    });
    // the 财务 member sees the company's wallet as it was, escrow included; nothing moved
    expect(await ok(fin.a, 'Member/walletInfo', {})).toMatchObject({
      coins: before.coins,
      escrow: before.escrow,
    });
    expect(await ok(owner.a, 'Member/walletInfo', {})).toMatchObject({
      coins: before.coins,
      escrow: before.escrow,
    });
  });
});

describe('the company wallet', () => {
  it('withdraws to the company’s verified bank account only, by its 财务 with their own pay password', async () => {
    const owner = await member(t);
    const body = (a: typeof owner.a) => ({
      name: '王经理',
      mobile: '13912345678',
      tlphone: '021-61234567',
      bstype: '有限责任公司',
      btitle: '上海汇展展览服务有限公司',
      bdate: '2015-06-18',
      bprov: '上海市',
      bcity: '上海市',
      bstrt: '浦东新区',
      receipt: 'vat',
      fultitle: '上海汇展展览服务有限公司',
      taxorder: `91310115${String(Date.now() % 1e9).padStart(9, '0')}`,
      bkname: '招商银行上海浦东支行',
      bkorder: '6225 8812 3456 7890',
      mprov: '浙江省',
      mcity: '杭州市',
      mstrt: '西湖区',
      maddr: '文三路 90 号 5 楼',
      a,
    });
    const { a: _a, taxorder, ...fields } = body(owner.a);
    const code = `${taxorder}${usccCheckChar(taxorder)}`;
    const sent = await owner.a.post<{ id: number }>('/api/Member/businesAuth', {
      ...fields,
      taxorder: code,
      cardfrt: await uploadImage(owner.a, 'idcard'),
      cardrvs: await uploadImage(owner.a, 'idcard'),
      bcerts: await uploadImage(owner.a, 'licence'),
    });
    expect(sent.body.errCode, JSON.stringify(sent.body)).toBe('success');
    const [req] = await t.database.query<{ id: string }>(
      'SELECT id FROM business_auths WHERE member_id = $1',
      [owner.id],
    );
    expect(
      (await op.post('/api/Admin/authReview', { kind: 'business', id: Number(req!.id), pass: true })).body
        .errCode,
    ).toBe('success');
    await wallet.topUp({ member: owner.id, amount: 1_000_00, key: `staff-cash:${owner.id}` });
    const fin = await hire(owner, ['finance'], '钱会计');
    await setPayPassword(t, fin, PAYCODE);
    const info = await ok<{ holder: string; companyBank: { bank: string; no: string } }>(
      fin.a,
      'Member/walletInfo',
      {},
    );
    expect(info).toMatchObject({
      holder: '上海汇展展览服务有限公司',
      companyBank: { bank: '招商银行上海浦东支行', no: '6225881234567890' },
    });
    const cash = (account: unknown) =>
      fin.a.post('/api/Applycash/postNew', { amount: 200, paycode: PAYCODE, account });
    const alipay = await cash({ type: 'alipay', no: 'boss@example.com' });
    expect(alipay.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { no: expect.stringMatching(/尾号7890/) } },
    });
    const other = await cash({ type: 'bank', bank: '某银行', no: '6222020000000000000' });
    expect(other.body.errCode).toBe('invalid_params');
    const good = await cash({ type: 'bank', bank: '随便写的银行', no: '6225881234567890' });
    expect(good.body.errCode, JSON.stringify(good.body)).toBe('success');
    expect(good.body.data).toMatchObject({
      bank: '招商银行上海浦东支行',
      holder: '上海汇展展览服务有限公司',
    });
  });
});

describe('the role table', () => {
  it('is checked on every member call: a staff member without the role is refused before the call runs; a removed one acts as themself', async () => {
    const owner = await member(t, { business: true });
    const s = await hire(owner, ['quote'], '报价员');
    const send = (name: string) => {
      const def = calls[name as keyof typeof calls];
      return def.method === 'GET' ? s.a.get(def.path) : s.a.post(def.path, {});
    };
    const refusedBy: string[] = [];
    for (const [name, need] of Object.entries(companyRoles)) {
      if (name === 'Tipcenter/stream' || name === 'Staff/leave') continue;
      const r = await send(name);
      const roleRefusal =
        r.body.errCode === 'forbidden' && Boolean((r.body.data as { roles?: unknown })?.roles);
      if (Array.isArray(need) && !rolesAllow(['quote'], need as StaffRole[])) {
        expect(roleRefusal, `${name} as 报价`).toBe(true);
        expect((r.body.data as { roles: string[] }).roles).toEqual([...need]);
        refusedBy.push(name);
      } else expect(roleRefusal, `${name} as 报价`).toBe(false);
    }
    expect(refusedBy).toContain('Applycash/postNew');
    expect(refusedBy).toContain('Projectcenter/bPayStages');
    expect(refusedBy).not.toContain('Projectcenter/factoryQuote');
    await ok(owner.a, 'remove', { cardno: s.cardno });
    for (const name of Object.keys(companyRoles) as MemberCallName[]) {
      if (name === 'Tipcenter/stream') continue;
      const r = await send(name);
      expect(
        r.body.errCode === 'forbidden' && Boolean((r.body.data as { roles?: unknown })?.roles),
        name,
      ).toBe(false);
    }
  });
});

describe('the deal actions a staff member is offered', () => {
  type View = { actions: { name: string }[]; next: string };
  const view = (m: Member, id: number) => ok<View>(m.a, 'Projectcenter/businesPrjctInfo', { id });
  const names = async (m: Member, id: number) => (await view(m, id)).actions.map((a) => a.name);

  it('are those of their roles in the company role table, decided by the server; the owner is offered all', async () => {
    const s = await signedProject(t, op);
    const fin = await hire(s.client, ['finance'], '李财务');
    const seller = await hire(s.factory, ['quote'], '王销售');
    const pm = await hire(s.factory, ['pm'], '赵经理');
    await setPayPassword(t, fin, PAYCODE);

    // signed: the client holds the move-in stages (财务), the factory uploads drawings (项目经理)
    const owner = await names(s.client, s.id);
    expect(owner).toEqual(expect.arrayContaining(['payStages', 'complain']));
    expect(await names(fin, s.id)).toEqual(['payStages']);
    const factory = await names(s.factory, s.id);
    expect(factory).toEqual(expect.arrayContaining(['drawings', 'complain']));
    expect(await names(pm, s.id)).toEqual(factory.filter((n) => n !== 'complain'));
    const quoting = await view(seller, s.id);
    expect(quoting.actions).toEqual([]);
    expect(quoting.next).toMatch(/需由公司「项目经理」操作/);

    // an action's answer is read as its taker: the 财务 holds the stages with their own pay password
    const paid = await ok<View>(fin.a, 'Projectcenter/bPayStages', { id: s.id, paycode: PAYCODE });
    expect(paid.actions.map((a) => a.name)).toEqual([]);
    expect((await names(s.client, s.id)).length).toBeGreaterThan(0);

    // an open project: the factory's 报价 is offered the quote, the client's 财务 nothing of publishing
    const open = await publishedProject(s.client, op);
    expect(await names(seller, open)).toEqual(['quote']);
    expect(await names(pm, open)).toEqual([]);
    expect(await names(s.client, open)).toEqual(expect.arrayContaining(['edit', 'close']));
    expect(await names(fin, open)).toEqual([]);
  });
});

describe('the console’s company view', () => {
  it('lists companies with their staff, open invitations and wallet for operators only', async () => {
    const owner = await member(t, { business: true, company: `控制台测试会展有限公司${Date.now() % 1e6}` });
    await wallet.topUp({ member: owner.id, amount: 1234_50, key: `staff-console:${owner.id}` });
    const fin = await hire(owner, ['finance', 'pm'], '周会计');
    const invited = await member(t);
    await ok(owner.a, 'invite', { mobile: invited.mobile, name: '吴销售', roles: ['quote'] });
    const [acct] = await t.database.query<{ cardno: string; company: string }>(
      'SELECT cardno, company FROM members WHERE id = $1',
      [owner.id],
    );
    const mask = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

    const list = await op.post<{ listItem: Record<string, unknown>[]; total: number }>(
      '/api/Admin/companyList',
      { keyword: acct!.company, page: 1 },
    );
    expect(list.body.errCode, JSON.stringify(list.body)).toBe('success');
    expect(list.body.data!.total).toBe(1);
    expect(list.body.data!.listItem[0]).toMatchObject({
      cardno: acct!.cardno,
      company: acct!.company,
      mobile: mask(owner.mobile),
      staff: 1,
      invites: 1,
      balance: 1234.5,
    });
    // a plain member is no company and is not listed
    const plain = await op.post<{ total: number }>('/api/Admin/companyList', { keyword: invited.cardno });
    expect(plain.body.data!.total).toBe(0);

    const info = await op.post<{
      isCompany: boolean;
      staff: Record<string, unknown>[];
      invites: Record<string, unknown>[];
      wallet: Record<string, number>;
    }>('/api/Admin/companyInfo', { cardno: acct!.cardno });
    expect(info.body.data).toMatchObject({
      isCompany: true,
      staff: [{ cardno: fin.cardno, name: '周会计', mobile: mask(fin.mobile), roles: ['pm', 'finance'] }],
      invites: [{ name: '吴销售', mobile: mask(invited.mobile), roles: ['quote'], state: 'open' }],
      wallet: { available: 1234.5, escrow: 0, withdrawing: 0 },
    });
    expect(info.body.data!.staff[0]!.joined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // the company's own people are refused: operators only
    for (const a of [owner.a, fin.a]) {
      expect((await a.post('/api/Admin/companyList', {})).body.errCode).toBe('forbidden');
      expect((await a.post('/api/Admin/companyInfo', { cardno: acct!.cardno })).body.errCode).toBe(
        'forbidden',
      );
    }
  });
});
